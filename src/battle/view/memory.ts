import type { Cell } from '../geometry/cells';
import { VIEW_SEEN } from '../geometry/fov';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleDoor, BattleState, SideId } from '../state/types';
import { viewerLines, type DiceEntry, type LogLine } from './log-lines';
import { sideSight, type SideSight } from './sight';
import type { Viewer } from './viewer';

/**
 * What each side remembers of the battle so far: the log lines and dice it read, and where it
 * last saw the enemies now out of sight. A fold over the commands (`remember` after each one),
 * so the live table and a table rebuilt from the command log (undo, rewind, a resumed save)
 * remember exactly the same. Nothing here is in the battle state or the save.
 */

/** An enemy out of sight, where this side last saw it (the table's last-seen mark). */
export interface LastSeen {
  readonly unit: string;
  readonly side: SideId;
  readonly name: string;
  readonly cell: Cell;
  /** The round it was last seen in. */
  readonly round: number;
}

export interface SeatMemory {
  readonly lines: readonly LogLine[];
  readonly dice: readonly DiceEntry[];
  readonly marks: readonly LastSeen[];
  /** The doors as this side last saw them (R-OPS-35), in the map's order; null: as the battle began. */
  readonly doors: readonly BattleDoor[] | null;
  /** The serial the next entry gets. */
  readonly serial: number;
}

/** Each side's memory, and the all-seeing one (a battle no human plays; the GM). */
export interface BattleMemory {
  readonly sides: Readonly<Record<SideId, SeatMemory>>;
  readonly all: SeatMemory;
}

/** The logs keep this many entries: a long evening's battle must not grow the page without end. */
export const LOG_LIMIT = 400;

export const EMPTY_MEMORY: SeatMemory = { lines: [], dice: [], marks: [], doors: null, serial: 0 };

export function emptyBattleMemory(state: BattleState): BattleMemory {
  // Everyone knows the doors as the battle began: they are on the map.
  const start: SeatMemory = { ...EMPTY_MEMORY, doors: state.doors };
  return { sides: Object.fromEntries(state.sides.map((s) => [s.id, start])), all: start };
}

/** The doors a side believes in after a command: those it sees now as they are, the rest as last seen. */
function seenDoors(known: readonly BattleDoor[] | null, after: BattleState, map: BattleMap, sight: SideSight): readonly BattleDoor[] {
  const before = known ?? after.doors;
  let changed = false;
  const doors = after.doors.map((d, i) => {
    const bits = sight.cells[d.y * map.width + d.x] ?? 0;
    const was = before[i] ?? d;
    if (bits === 0 || was.state === d.state) return was;
    changed = true;
    return d;
  });
  return changed || before.length !== after.doors.length ? doors : before;
}

function appendLog(m: SeatMemory, r: { lines: LogLine[]; dice: DiceEntry[]; next: number }, limit: number): SeatMemory {
  return {
    ...m,
    lines: r.lines.length > 0 ? [...m.lines, ...r.lines].slice(-limit) : m.lines,
    dice: r.dice.length > 0 ? [...m.dice, ...r.dice].slice(-limit) : m.dice,
    serial: r.next,
  };
}

/** The last cell of a move this side saw, for a unit that left its sight during the command. */
function lastSeenCell(map: BattleMap, unit: string, from: Cell, events: readonly BattleEvent[], before: SideSight, after: SideSight): Cell {
  let cell = from;
  for (const e of events) {
    if (e.type !== 'unit.moved' || e.unit !== unit) continue;
    for (const c of e.path) {
      const i = c.y * map.width + c.x;
      if ((((before.cells[i] ?? 0) | (after.cells[i] ?? 0)) & VIEW_SEEN) !== 0) cell = c;
    }
  }
  return cell;
}

/**
 * The marks after a command: an enemy in sight before and not after is marked where last seen;
 * one seen again, or seen dead, loses its mark.
 */
function updateMarks(m: SeatMemory, map: BattleMap, before: BattleState, after: BattleState, events: readonly BattleEvent[], b: SideSight, a: SideSight): readonly LastSeen[] {
  let marks = m.marks.filter((x) => !a.units.has(x.unit));
  for (const u of before.units) {
    if (u.side === a.side || !b.units.has(u.id) || a.units.has(u.id)) continue;
    const now = after.units.find((v) => v.id === u.id);
    if (!now || u.status === 'dead' || now.status === 'dead') continue;
    const cell = lastSeenCell(map, u.id, u.cell, events, b, a);
    marks = [...marks.filter((x) => x.unit !== u.id), { unit: u.id, side: u.side, name: u.name, cell, round: after.clock.round }];
  }
  return marks;
}

/**
 * One command's worth of memory for every side (and the all-seeing record): the lines and dice
 * each read, and their marks. A side knew a unit during the command when it is its own, or it had
 * it in sight before or after.
 */
export function remember(memory: BattleMemory, map: BattleMap, before: BattleState, after: BattleState, events: readonly BattleEvent[], limit = LOG_LIMIT): BattleMemory {
  const sides: Record<SideId, SeatMemory> = {};
  for (const side of after.sides) {
    const m = memory.sides[side.id] ?? EMPTY_MEMORY;
    const b = sideSight(before, map, side.id);
    const a = sideSight(after, map, side.id);
    const ownIds = new Set(after.units.filter((u) => u.side === side.id).map((u) => u.id));
    const knows = (id: string) => ownIds.has(id) || b.units.has(id) || a.units.has(id);
    const logged = events.length > 0 ? appendLog(m, viewerLines(after, events, knows, m.serial), limit) : m;
    sides[side.id] = { ...logged, marks: updateMarks(m, map, before, after, events, b, a), doors: seenDoors(m.doors, after, map, a) };
  }
  const all = events.length > 0 ? appendLog(memory.all, viewerLines(after, events, () => true, memory.all.serial, true), limit) : memory.all;
  return { sides, all };
}

/** A viewer's memory: one side's, or several sides' together (entries by serial order of the first). */
export function memoryOf(memory: BattleMemory, viewer: Viewer): SeatMemory {
  if (viewer.kind === 'all') return memory.all;
  const [first, ...rest] = viewer.sides.map((s) => memory.sides[s] ?? EMPTY_MEMORY);
  if (!first) return EMPTY_MEMORY;
  if (rest.length === 0) return first;
  // Several sides at once (the players' projector): a mark only if no side sees the unit, the newest last roll.
  const marks = new Map<string, LastSeen>();
  for (const m of [first, ...rest]) for (const x of m.marks) if (!marks.has(x.unit) || (marks.get(x.unit)?.round ?? 0) < x.round) marks.set(x.unit, x);
  // A door as any of the sides last saw it changed; the first side's belief otherwise.
  const doors = first.doors?.map((d, i) => [first, ...rest].map((m) => m.doors?.[i]).find((x) => x && x.state !== d.state) ?? d) ?? null;
  return { ...first, marks: [...marks.values()], doors };
}
