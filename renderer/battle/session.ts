/**
 * One battle at the table: the round machine (src/battle roundMachine, XState v5) fed with the
 * seats' commands and the computer's steps, the fog each human side sees, and the bounded logs.
 * No DOM here: the screen listens for changes and redraws.
 */
import { createActor, type Actor } from 'xstate';
import { battleHash, replayCommands, roundMachine, type BattleCommand, type BattleEvent, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { addToBook, EMPTY_BOOK, logHistory, sideSights, type LogBook } from './log-history';
import { visibleTo, type DiceEntry, type LogLine } from './log-model';
import type { TableMeta } from './setup-model';
import type { Eyes, Sight } from './view-adapter';

export { LOG_LIMIT } from './log-history';

type UnitEvent = Exclude<BattleCommand, { type: 'round.start' } | { type: 'round.end' }>;

export type Step = { readonly ok: true; readonly events: readonly BattleEvent[] } | { readonly ok: false; readonly reason: string };

export interface BattleSession {
  readonly map: BattleMap;
  readonly mapName: string;
  readonly title: string;
  readonly meta: TableMeta;
  state(): BattleState;
  /** Every command applied since the battle began (the save's log). */
  commands(): readonly BattleCommand[];
  send(command: UnitEvent): Step;
  /** Lets the computer make the decision it owns now. */
  aiStep(): Step;
  /** What these eyes see now (cached per side until the next change); null for all-seeing eyes. */
  sight(eyes: Eyes): Sight | null;
  lines(eyes: Eyes): LogLine[];
  dice(eyes: Eyes): DiceEntry[];
  onChange(listener: (events: readonly BattleEvent[]) => void): () => void;
  dispose(): void;
}

export interface SessionInit {
  readonly map: BattleMap;
  readonly mapName: string;
  readonly title: string;
  readonly meta: TableMeta;
  readonly state: BattleState;
  /** Commands already applied to reach `state` (a resumed game). */
  readonly commands?: readonly BattleCommand[];
  /**
   * The battle's first state, when `commands` lead from it to `state` (after an undo, a rewind or
   * on resuming a save): the logs are rebuilt from them, so they show the history up to `state`.
   */
  readonly initial?: BattleState;
}

/** The logs up to `state`, rebuilt from the command log; empty when it does not lead there. */
function pastLogs(init: SessionInit): LogBook {
  const commands = init.commands ?? [];
  if (!init.initial || commands.length === 0) return EMPTY_BOOK;
  const h = logHistory(init.initial, init.map, commands);
  // A save whose log does not replay to its snapshot is played from the snapshot: its logs would
  // tell another battle's story, so they start empty instead.
  return h.ok && battleHash(h.state) === battleHash(init.state) ? h.book : EMPTY_BOOK;
}

/**
 * The events of the commands the round machine applied from `state` in one step (a command with
 * the round end and start it ran on its own after it): the state keeps no log, so they are
 * replayed, which the reducer's determinism makes exact.
 */
function stepEvents(state: BattleState, map: BattleMap, commands: readonly BattleCommand[]): readonly BattleEvent[] {
  const r = replayCommands(state, map, commands);
  if ('rejected' in r) throw new Error(`The round machine applied a command the reducer refuses on replay: ${r.rejected}`);
  return r.events;
}

const eyesSides = (eyes: Eyes): readonly string[] | 'all' => (eyes.kind === 'all' ? 'all' : eyes.sides);

export function createSession(init: SessionInit): BattleSession {
  const { map, meta } = init;
  let actor: Actor<typeof roundMachine> | null = createActor(roundMachine, { input: { battle: init.state, map } }).start();
  const before = init.commands ?? [];
  let book = pastLogs(init);
  const listeners = new Set<(events: readonly BattleEvent[]) => void>();

  const current = (): BattleState => actor?.getSnapshot().context.battle ?? init.state;
  let sights = sideSights(current(), map);

  /** After a step of the table: the new state's sights, its events in the logs, the listeners told. */
  const after = (previous: typeof sights | null, events: readonly BattleEvent[]): void => {
    sights = sideSights(current(), map);
    book = addToBook(book, current(), events, previous, sights);
    for (const l of listeners) l(events);
  };

  const run = (event: UnitEvent | { type: 'ai.step' }): Step => {
    if (!actor) return { ok: false, reason: 'This battle has been closed.' };
    const state = current();
    const applied = actor.getSnapshot().context.commands.length;
    // Bound to the state before the command: whoever saw a unit then saw what it did.
    const previous = sights;
    actor.send(event);
    const ctx = actor.getSnapshot().context;
    if (ctx.rejection !== null) return { ok: false, reason: ctx.rejection };
    // The machine runs round end and start on its own after a command: their events count too.
    const events = stepEvents(state, map, ctx.commands.slice(applied));
    after(previous, events);
    return { ok: true, events };
  };

  // Starting the machine rolls the first initiative when the battle is new.
  const opening = stepEvents(init.state, map, actor.getSnapshot().context.commands);
  if (opening.length > 0) after(null, opening);

  return {
    map,
    mapName: init.mapName,
    title: init.title,
    meta,
    state: current,
    commands: () => [...before, ...(actor?.getSnapshot().context.commands ?? [])],
    send: (command) => run(command),
    aiStep: () => run({ type: 'ai.step' }),
    sight(eyes) {
      if (eyes.kind === 'all') return null;
      if (eyes.sides.length === 1) return sights(eyes.sides[0] ?? '');
      const cells = new Set<number>();
      const units = new Set<string>();
      for (const side of eyes.sides) {
        const s = sights(side);
        s.cells.forEach((c) => cells.add(c));
        s.units.forEach((u) => units.add(u));
      }
      return { cells, units };
    },
    lines: (eyes) => book.lines.filter((l) => visibleTo(l.seenBy, eyesSides(eyes))),
    dice: (eyes) => book.dice.filter((d) => visibleTo(d.seenBy, eyesSides(eyes))),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      actor?.stop();
      actor = null;
      listeners.clear();
      book = EMPTY_BOOK;
    },
  };
}
