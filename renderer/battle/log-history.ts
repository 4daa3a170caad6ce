/**
 * The combat and dice logs as a battle's history (issue 5 points 4 and 6 with issue 8): the live
 * table adds each command's events as they happen, and a table rebuilt after an undo, the GM's
 * rewind or a resumed save gets the same logs by replaying its command log from the start. Both
 * go through `addToBook`, so a rebuilt log is the live one, line for line, and each line keeps who
 * could see it. Pure: states, the map and the command log in, plain data out.
 */
import { applyBattleCommand, type BattleCommand, type BattleEvent, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { humanSides } from './flow';
import { record, type DiceEntry, type LogLine } from './log-model';
import { sightOf, type Sight } from './view-adapter';

/** The logs keep this many entries: a long evening's battle must not grow the page without end. */
export const LOG_LIMIT = 400;

export interface LogBook {
  readonly lines: readonly LogLine[];
  readonly dice: readonly DiceEntry[];
  /** The serial the next entry gets. */
  readonly serial: number;
}

export const EMPTY_BOOK: LogBook = { lines: [], dice: [], serial: 0 };

/** What one side sees in one state. */
export type SideSight = (side: string) => Sight;

const NO_SIGHT: Sight = { cells: new Set(), units: new Set() };

/** Each side's sight of this state, worked out when first asked for and then remembered. */
export function sideSights(state: BattleState, map: BattleMap): SideSight {
  const cache = new Map<string, Sight>();
  return (side) => {
    let s = cache.get(side);
    if (!s) {
      s = sightOf(state, map, { kind: 'sides', sides: [side] }) ?? NO_SIGHT;
      cache.set(side, s);
    }
    return s;
  };
}

/**
 * Adds the events of one step of the table (a command, with the round end and start the round
 * machine ran after it) to the book. Whoever saw a unit before or after the step saw what it did;
 * `before` is null for the battle's opening, when nobody had looked yet.
 */
export function addToBook(book: LogBook, state: BattleState, events: readonly BattleEvent[], before: SideSight | null, after: SideSight, limit = LOG_LIMIT): LogBook {
  const humans = humanSides(state);
  const seenUnit = (id: string): string[] => {
    const own = state.units.find((u) => u.id === id)?.side;
    const out = own ? [own] : [];
    for (const side of humans) {
      if (side === own) continue;
      if (before?.(side).units.has(id) || after(side).units.has(id)) out.push(side);
    }
    return out;
  };
  const r = record(state, events, seenUnit, book.serial);
  return {
    lines: r.lines.length > 0 ? [...book.lines, ...r.lines].slice(-limit) : book.lines,
    dice: r.dice.length > 0 ? [...book.dice, ...r.dice].slice(-limit) : book.dice,
    serial: r.next,
  };
}

const byMachine = (c: BattleCommand): boolean => c.type === 'round.start' || c.type === 'round.end';

/**
 * The log's commands grouped as the table applied them: each seat's or computer's command with
 * the round end and start that followed it on its own, and the battle's opening (the first
 * initiative, rolled when the table started) on its own. [from, to) ranges of the log.
 */
export function tableSteps(commands: readonly BattleCommand[]): { readonly from: number; readonly to: number; readonly opening: boolean }[] {
  const steps: { from: number; to: number; opening: boolean }[] = [];
  let i = 0;
  while (i < commands.length) {
    const first = commands[i];
    const opening = i === 0 && first !== undefined && byMachine(first);
    let j = opening ? i : i + 1;
    while (j < commands.length && byMachine(commands[j] as BattleCommand)) j += 1;
    steps.push({ from: i, to: j, opening });
    i = j;
  }
  return steps;
}

export type History = { readonly ok: true; readonly book: LogBook; readonly state: BattleState } | { readonly ok: false; readonly reason: string };

type Visit = (index: number, opening: boolean, state: BattleState, events: readonly BattleEvent[]) => void;

/** Applies the log step by step; the state after the log, or the engine's refusal. */
function replaySteps(initial: BattleState, map: BattleMap, commands: readonly BattleCommand[], visit: Visit): { state: BattleState } | { rejected: string } {
  let state = initial;
  const steps = tableSteps(commands);
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as (typeof steps)[number];
    const events: BattleEvent[] = [];
    for (const command of commands.slice(step.from, step.to)) {
      const r = applyBattleCommand(state, map, command);
      if ('rejected' in r) return { rejected: r.rejected };
      state = r.state;
      events.push(...r.events);
    }
    visit(i, step.opening, state, events);
  }
  return { state };
}

/** The first step whose entries can still be among the newest `limit` lines or dice. */
function firstKept(counts: readonly (readonly [number, number])[], limit: number): number {
  let lines = 0;
  let dice = 0;
  let i = counts.length;
  while (i > 0 && (lines < limit || dice < limit)) {
    i -= 1;
    const [l, d] = counts[i] ?? [0, 0];
    lines += l;
    dice += d;
  }
  return i;
}

const BLIND: SideSight = () => NO_SIGHT;

/**
 * The logs of a battle from its first state through its command log, as the live table would
 * have written them; refused (with the engine's sentence) when a command does not apply. Sight
 * (a field of view per side and step, the slow part) is only worked out for the steps whose
 * entries are still among the newest `limit`: a first replay counts the entries of each step.
 */
export function logHistory(initial: BattleState, map: BattleMap, commands: readonly BattleCommand[], limit = LOG_LIMIT): History {
  const counts: (readonly [number, number])[] = [];
  const counted = replaySteps(initial, map, commands, (_i, _opening, state, events) => {
    const r = record(state, events, () => [], 0);
    counts.push([r.lines.length, r.dice.length]);
  });
  if ('rejected' in counted) return { ok: false, reason: counted.rejected };
  const first = firstKept(counts, limit);
  let book = EMPTY_BOOK;
  let sight = first === 0 ? sideSights(initial, map) : BLIND;
  const done = replaySteps(initial, map, commands, (i, opening, state, events) => {
    const after = i >= first - 1 ? sideSights(state, map) : BLIND;
    book = addToBook(book, state, events, opening ? null : sight, after, limit);
    sight = after;
  });
  if ('rejected' in done) return { ok: false, reason: done.rejected };
  return { ok: true, book, state: done.state };
}
