/**
 * One battle at the table: the round machine (src/battle roundMachine, XState v5) fed with the
 * seats' commands and the computer's steps, the fog each human side sees, and the bounded logs.
 * No DOM here: the screen listens for changes and redraws.
 */
import { createActor, type Actor } from 'xstate';
import { roundMachine, type BattleCommand, type BattleEvent, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { humanSides } from './flow';
import { record, visibleTo, type DiceEntry, type LogLine } from './log-model';
import type { TableMeta } from './setup-model';
import { sightOf, type Eyes, type Sight } from './view-adapter';

type UnitEvent = Exclude<BattleCommand, { type: 'round.start' } | { type: 'round.end' }>;

export type Step = { readonly ok: true; readonly events: readonly BattleEvent[] } | { readonly ok: false; readonly reason: string };

/** The logs keep this many entries: a long evening's battle must not grow the page without end. */
export const LOG_LIMIT = 400;

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
}

const eyesSides = (eyes: Eyes): readonly string[] | 'all' => (eyes.kind === 'all' ? 'all' : eyes.sides);

export function createSession(init: SessionInit): BattleSession {
  const { map, meta } = init;
  let actor: Actor<typeof roundMachine> | null = createActor(roundMachine, { input: { battle: init.state, map } }).start();
  const before = init.commands ?? [];
  let lines: LogLine[] = [];
  let dice: DiceEntry[] = [];
  let serial = 0;
  const listeners = new Set<(events: readonly BattleEvent[]) => void>();
  let cache = new Map<string, Sight>();

  const current = (): BattleState => actor?.getSnapshot().context.battle ?? init.state;
  const sideSight = (side: string): Sight => {
    let s = cache.get(side);
    if (!s) {
      s = sightOf(current(), map, { kind: 'sides', sides: [side] }) ?? { cells: new Set(), units: new Set() };
      cache.set(side, s);
    }
    return s;
  };

  const after = (previous: Map<string, Sight>, events: readonly BattleEvent[]): void => {
    cache = new Map();
    const state = current();
    const humans = humanSides(state);
    // Whoever saw a unit before or after the command saw what it did.
    const seenUnit = (id: string): string[] => {
      const own = state.units.find((u) => u.id === id)?.side;
      const out = own ? [own] : [];
      for (const side of humans) {
        if (side === own) continue;
        if (previous.get(side)?.units.has(id) || sideSight(side).units.has(id)) out.push(side);
      }
      return out;
    };
    const r = record(state, events, seenUnit, serial);
    serial = r.next;
    if (r.lines.length > 0) lines = [...lines, ...r.lines].slice(-LOG_LIMIT);
    if (r.dice.length > 0) dice = [...dice, ...r.dice].slice(-LOG_LIMIT);
    for (const l of listeners) l(events);
  };

  const run = (event: UnitEvent | { type: 'ai.step' }): Step => {
    if (!actor) return { ok: false, reason: 'This battle has been closed.' };
    const state = current();
    const previous = new Map(humanSides(state).map((s) => [s, sideSight(s)]));
    actor.send(event);
    const ctx = actor.getSnapshot().context;
    if (ctx.rejection !== null) return { ok: false, reason: ctx.rejection };
    // The machine runs round end and start on its own after a command; the state's log has them all.
    const events = ctx.battle.log.slice(state.log.length);
    after(previous, events);
    return { ok: true, events };
  };

  // Starting the machine rolls the first initiative when the battle is new.
  const opening = current().log.slice(init.state.log.length);
  if (opening.length > 0) after(new Map(), opening);

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
      if (eyes.sides.length === 1) return sideSight(eyes.sides[0] ?? '');
      const cells = new Set<number>();
      const units = new Set<string>();
      for (const side of eyes.sides) {
        const s = sideSight(side);
        s.cells.forEach((c) => cells.add(c));
        s.units.forEach((u) => units.add(u));
      }
      return { cells, units };
    },
    lines: (eyes) => lines.filter((l) => visibleTo(l.seenBy, eyesSides(eyes))),
    dice: (eyes) => dice.filter((d) => visibleTo(d.seenBy, eyesSides(eyes))),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      actor?.stop();
      actor = null;
      listeners.clear();
      lines = [];
      dice = [];
    },
  };
}
