import type { Cell } from '../geometry/cells';
import { worstWound, type WoundWord } from './unit-words';
import type { DiceEntry } from './log-lines';
import type { BattleMemory } from './memory';
import type { SeatView } from './seat-view';
import { shownCell } from './sight';
import { trackerOf, type Tracker } from './tracker';

/**
 * What the players' display may show (DESIGN.md "Projector": never anything hidden from the
 * players): the seat view of every human side together (everything when no human plays), the
 * units in it, the fog, the tracker and the newest roll a human side read. Plain data; the
 * renderer adds the look (colours, title, camera) and checks it with zod on its channel.
 */
export interface PublicUnit {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly cell: Cell;
  readonly facing: number;
  readonly wound: WoundWord;
  readonly states: { readonly dodge: boolean; readonly holding: boolean; readonly grabbed: boolean; readonly blind: boolean; readonly out: boolean; readonly dead: boolean };
}

export interface PublicFacts {
  readonly round: number;
  readonly units: readonly PublicUnit[];
  /** Cells without fog (y * width + x); null when nothing is hidden. */
  readonly seen: readonly number[] | null;
  /** The first unit of the acting group the players see, if any. */
  readonly actingId: string | null;
  readonly tracker: Tracker;
  readonly lastRoll: DiceEntry | null;
}

export function publicUnit(u: SeatView['known']['units'][number]): PublicUnit {
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    cell: u.cell,
    facing: u.facing,
    wound: worstWound(u),
    states: { dodge: u.dodging, holding: u.hold !== null, grabbed: u.heldBy !== null, blind: u.blindRounds > 0, out: u.status === 'out', dead: u.status === 'dead' },
  };
}

/** `players` is the seat view of playersViewer(state); `memory` the battle's, for the last roll. */
export function publicFacts(players: SeatView, memory: BattleMemory | null): PublicFacts {
  const known = players.known;
  const seen: number[] = [];
  if (players.cells) players.cells.forEach((bits, i) => shownCell(bits) && seen.push(i));
  let lastRoll: DiceEntry | null = null;
  if (memory) {
    const records = players.viewer.kind === 'all' ? [memory.all] : players.viewer.sides.map((s) => memory.sides[s]);
    for (const r of records) {
      const d = r?.dice.at(-1);
      if (d && (!lastRoll || d.round > lastRoll.round || (d.round === lastRoll.round && d.serial > lastRoll.serial))) lastRoll = d;
    }
  }
  return {
    round: players.round,
    units: known.units.map(publicUnit),
    seen: players.cells ? seen : null,
    actingId: known.phase === 'turns' ? (known.group?.units[0] ?? null) : null,
    tracker: trackerOf(players),
    lastRoll,
  };
}
