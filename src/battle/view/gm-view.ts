import { computerCommand } from '../ai/driver';
import { isGmCommand } from '../commands/gm-types';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { decisionOf } from '../round/decision';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import type { BattleEvent } from '../state/events';
import type { BattleState, SideId, Unit } from '../state/types';
import { viewerLines, type DiceEntry, type LogLine } from './log-lines';
import { emptyBattleMemory, EMPTY_MEMORY, LOG_LIMIT, memoryOf, remember, type BattleMemory, type LastSeen, type SeatMemory } from './memory';
import { publicFacts, type PublicFacts } from './public-view';
import { seatView, type SeatView } from './seat-view';
import { sideSight } from './sight';
import { ALL_SEEING, sidesViewer, type Viewer } from './viewer';

/**
 * The GM's seat (README.md "GM seat"): the game master sees everything, and may look
 * at the battle as one side, or as the players, with that fog drawn or only outlined. The
 * players' display at a GM table shows the fog of the players' sides together (never the GM's
 * knowledge): the units they see, the lines and rolls they read (public GM lines and rolls
 * among them, never a private one, a GM note or what the computer plans next).
 */

/** How the GM looks at the battle. */
export type GmLens =
  /** Everything: every unit in full, the doors as they are, every line and roll (private ones marked). */
  | { readonly kind: 'gm' }
  /** As one side: with `fog`, exactly that side's seat view; without, everything, with what the side sees outlined. */
  | { readonly kind: 'side'; readonly side: SideId; readonly fog: boolean }
  /** As the players (their sides together), the same two ways: fog on is what the projector shows. */
  | { readonly kind: 'players'; readonly fog: boolean };

export const GM_LENS: GmLens = { kind: 'gm' };

/** A unit on the GM's map, and whether the lens's sides see it now (always true for the GM's own lens). */
export interface GmUnit {
  readonly unit: Unit;
  readonly seen: boolean;
}

/**
 * What the GM and the players have read so far: every side's memory (and the all-seeing one,
 * the GM's), and the players' sides' reading together (a line any of them knew the units of).
 */
export interface GmMemory {
  readonly battle: BattleMemory;
  readonly players: SeatMemory;
}

export function emptyGmMemory(state: BattleState): GmMemory {
  return { battle: emptyBattleMemory(state), players: { ...EMPTY_MEMORY, doors: state.doors } };
}

/** The viewer of the players at a GM table: their sides together; with no players' side, it sees nothing. */
export const playersLens = (players: readonly SideId[]): Viewer & { readonly kind: 'sides' } => sidesViewer(...players);

/**
 * One command's worth of GM memory (the fold of memory.ts remember, plus the players' lines):
 * a players' line is one the players' sides together could read, the units of it known to any of
 * them (own, or in sight before or after).
 */
export function rememberGm(memory: GmMemory, map: BattleMap, players: readonly SideId[], before: BattleState, after: BattleState, events: readonly BattleEvent[], limit = LOG_LIMIT): GmMemory {
  const battle = remember(memory.battle, map, before, after, events, limit);
  if (events.length === 0) return { battle, players: memory.players };
  const sights = players.flatMap((side) => [sideSight(before, map, side), sideSight(after, map, side)]);
  const own = new Set(after.units.filter((u) => players.includes(u.side)).map((u) => u.id));
  const knows = (id: string) => own.has(id) || sights.some((s) => s.units.has(id));
  const r = viewerLines(after, events, knows, memory.players.serial);
  const m = memory.players;
  return {
    battle,
    players: {
      ...m,
      lines: r.lines.length > 0 ? [...m.lines, ...r.lines].slice(-limit) : m.lines,
      dice: r.dice.length > 0 ? [...m.dice, ...r.dice].slice(-limit) : m.dice,
      serial: r.next,
    },
  };
}

export type GmReplayed = { readonly ok: true; readonly memory: GmMemory; readonly flow: FlowSnapshot } | { readonly ok: false; readonly reason: string };

/** The GM memory of a battle rebuilt from its first state and command log (undo, rewind, a resumed save): the same fold. */
export function replayGm(initial: BattleState, map: BattleMap, players: readonly SideId[], commands: readonly BattleCommand[], limit = LOG_LIMIT): GmReplayed {
  let flow = flowAt(initial, map);
  let memory = emptyGmMemory(initial);
  for (const command of commands) {
    const before = flow.context.battle;
    flow = flowSend(flow, command);
    if (flow.context.rejection !== null) return { ok: false, reason: flow.context.rejection };
    memory = rememberGm(memory, map, players, before, flow.context.battle, flow.context.events, limit);
  }
  return { ok: true, memory, flow };
}

/** The players' memory for their seat view: their sides' marks and doors, their lines and rolls together. */
export function playersMemory(memory: GmMemory, players: readonly SideId[]): SeatMemory {
  const merged = memoryOf(memory.battle, playersLens(players));
  return { ...merged, lines: memory.players.lines, dice: memory.players.dice, serial: memory.players.serial };
}

export interface GmView {
  readonly lens: GmLens;
  /** The whole battle (the all-seeing seat view): the true decision, every unit in full. */
  readonly all: SeatView;
  /** The lens's sides' seat view; null for the GM's own lens. */
  readonly as: SeatView | null;
  /** The units the map draws under the lens. */
  readonly units: readonly GmUnit[];
  /** VIEW_* bits to draw as fog (the lens with fog on); null: no fog. */
  readonly fog: Uint8Array | null;
  /** What the lens's sides see, to outline when the fog is off; null otherwise. */
  readonly sight: Uint8Array | null;
  /** The lens's last-seen marks (fog on only: with the fog off the units themselves are drawn). */
  readonly marks: readonly LastSeen[];
  /** The log as the lens reads it: the GM's (private lines and rolls marked), or the lens's sides'. */
  readonly lines: readonly LogLine[];
  readonly dice: readonly DiceEntry[];
}

/** The GM's view of the battle where the machine stands, under a lens. Pure. */
export function gmView(flow: FlowSnapshot, memory: GmMemory, players: readonly SideId[], lens: GmLens = GM_LENS): GmView {
  const all = seatView(flow, ALL_SEEING, memory.battle.all);
  if (lens.kind === 'gm') {
    return { lens, all, as: null, units: all.known.units.map((unit) => ({ unit, seen: true })), fog: null, sight: null, marks: [], lines: memory.battle.all.lines, dice: memory.battle.all.dice };
  }
  const viewer = lens.kind === 'side' ? sidesViewer(lens.side) : playersLens(players);
  const seat = lens.kind === 'side' ? memoryOf(memory.battle, viewer) : playersMemory(memory, players);
  const as = seatView(flow, viewer, seat);
  const logs = { lines: seat.lines, dice: seat.dice };
  if (lens.fog) return { lens, all, as, units: as.known.units.map((unit) => ({ unit, seen: true })), fog: as.cells, sight: null, marks: as.marks, ...logs };
  const seen = new Set(as.known.units.map((u) => u.id));
  return { lens, all, as, units: all.known.units.map((unit) => ({ unit, seen: seen.has(unit.id) })), fog: null, sight: as.cells, marks: [], ...logs };
}

/** What the projector of a GM table may show: the players' fog and units, their tracker, lines and rolls. */
export interface PlayersFacts extends PublicFacts {
  /** The newest lines the players read (public GM lines among them), oldest first. */
  readonly lines: readonly LogLine[];
  /** The newest rolls the players read (public GM rolls among them), oldest first. */
  readonly rolls: readonly DiceEntry[];
}

/** The projector's facts at a GM table: the players' sides' seat view, never the GM's. */
export function playersFacts(flow: FlowSnapshot, memory: GmMemory, players: readonly SideId[], keep = { lines: 6, rolls: 3 }): PlayersFacts {
  const seat = playersMemory(memory, players);
  const view = seatView(flow, playersLens(players), seat);
  const facts = publicFacts(view, null);
  return { ...facts, lastRoll: seat.dice.at(-1) ?? null, lines: seat.lines.slice(-keep.lines), rolls: seat.dice.slice(-keep.rolls) };
}

/** What the computer will do next, for the GM's eyes (while its sides are paused). */
export interface GmPlan {
  readonly unit: string;
  readonly side: SideId;
  readonly command: BattleCommand;
  /** "Black Fox fires at Red Wolf." */
  readonly text: string;
}

const at = (c: { readonly x: number; readonly y: number }) => `(${c.x}, ${c.y})`;

/** A unit command in the GM's words. */
export function planWords(state: BattleState, c: BattleCommand): string {
  const name = (id: string) => state.units.find((u) => u.id === id)?.name ?? id;
  if (isGmCommand(c)) return `GM: ${c.type}.`;
  switch (c.type) {
    case 'unit.move':
      return `${name(c.unit)} walks to ${at(c.to)}.`;
    case 'unit.run':
      return `${name(c.unit)} runs to ${at(c.to)}.`;
    case 'unit.attack':
      return `${name(c.unit)} fires at ${name(c.target)}.`;
    case 'unit.melee':
      return `${name(c.unit)} tries to ${c.maneuver} ${name(c.target)}.`;
    case 'unit.reload':
      return `${name(c.unit)} reloads.`;
    case 'unit.throw':
      return `${name(c.unit)} throws a flash-bang at ${at(c.at)}.`;
    case 'unit.first-aid':
      return `${name(c.unit)} gives first aid to ${name(c.patient)}.`;
    case 'unit.hold':
      return 'value' in c.until ? `${name(c.unit)} holds to ${c.until.value}.` : `${name(c.unit)} holds until ${name(c.until.unit)} acts.`;
    case 'unit.act-now':
      return `${name(c.unit)} acts now.`;
    case 'unit.watch':
      return `${name(c.unit)} watches (overwatch).`;
    case 'unit.dodge':
      return `${name(c.unit)} dodges.`;
    case 'unit.dodge-reply':
      return `${name(c.unit)} ${c.dodge ? 'dodges' : 'does not dodge'}.`;
    case 'unit.defend':
      return `${name(c.unit)} ${c.defence === 'none' ? 'takes the attack' : `defends: ${c.defence}`}.`;
    case 'unit.switch':
      return `${name(c.unit)} switches weapons.`;
    case 'unit.pick-up':
      return `${name(c.unit)} picks up a weapon.`;
    case 'unit.door':
      return `${name(c.unit)}: ${c.action} the door at ${at(c.at)}.`;
    case 'unit.end-turn':
      return `${name(c.unit)} ends its turn.`;
    case 'unit.task':
      return `${name(c.unit)}: ${c.task}${c.target ? ` ${c.target}` : ''}.`;
    case 'round.start':
      return 'The next round begins.';
    case 'round.end':
      return 'The round ends.';
  }
}

/** The computer's next command when the battle waits for one of its units; null otherwise (a human's turn, the flow, the end). */
export function gmPlan(flow: FlowSnapshot): GmPlan | null {
  const d = decisionOf(flow);
  if (d.kind !== 'turn' && d.kind !== 'defence') return null;
  const command = computerCommand(flow);
  if (!command || !('unit' in command) || typeof command.unit !== 'string') return null;
  const state = flow.context.battle;
  const unit = command.unit;
  const side = state.units.find((u) => u.id === unit)?.side ?? '';
  return { unit, side, command, text: planWords(state, command) };
}
