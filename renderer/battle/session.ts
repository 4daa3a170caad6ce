/**
 * One battle at the table: the round machine (src/battle/round, XState v5) fed with the seats'
 * commands and the computer's steps, and every side's memory of it (src/battle/view: the logs
 * each side read, where it last saw whom). The table asks for a viewer's seat view and never
 * reads the true state for what it shows. No DOM here: the screen listens for changes.
 */
import {
  battleHash, computerCommand, flowAt, flowCommand, decisionOf, flowSend,
  type BattleCommand, type BattleEvent, type BattleState, type FlowSnapshot,
} from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { emptyBattleMemory, memoryOf, remember, replayMemory, seatView, type BattleMemory, type SeatView, type Viewer } from '../../src/battle/view';
import type { TableMeta } from './setup-model';

type UnitCommand = Exclude<BattleCommand, { type: 'round.start' } | { type: 'round.end' }>;

export type Step = { readonly ok: true; readonly events: readonly BattleEvent[] } | { readonly ok: false; readonly reason: string };

export interface BattleSession {
  readonly map: BattleMap;
  readonly mapName: string;
  readonly title: string;
  readonly meta: TableMeta;
  /** The round machine where the battle stands. */
  flow(): FlowSnapshot;
  /** The true state: for the save and the GM only, never for what a seat is shown. */
  state(): BattleState;
  /** Every command applied since the battle began (the save's log). */
  commands(): readonly BattleCommand[];
  send(command: UnitCommand): Step;
  /** Lets the computer make the decision it owns now. */
  aiStep(): Step;
  /** What this viewer may know now (cached until the next change). */
  view(viewer: Viewer): SeatView;
  memory(): BattleMemory;
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
   * on resuming a save): every side's memory is rebuilt from them (src/battle/view replayMemory).
   */
  readonly initial?: BattleState;
}

/** The memory up to `state`, rebuilt from the command log; empty when it does not lead there. */
function pastMemory(init: SessionInit): BattleMemory {
  const commands = init.commands ?? [];
  if (!init.initial || commands.length === 0) return emptyBattleMemory(init.state);
  const r = replayMemory(init.initial, init.map, commands);
  // A save whose log does not replay to its snapshot is played from the snapshot: its memory
  // would tell another battle's story, so it starts empty instead.
  return r.ok && battleHash(r.flow.context.battle) === battleHash(init.state) ? r.memory : emptyBattleMemory(init.state);
}

const viewerKey = (v: Viewer): string => (v.kind === 'all' ? '*' : v.sides.join(','));

export function createSession(init: SessionInit): BattleSession {
  const { map } = init;
  let flow: FlowSnapshot | null = flowAt(init.state, map);
  const log: BattleCommand[] = [...(init.commands ?? [])];
  let memory = pastMemory(init);
  let views = new Map<string, SeatView>();
  const listeners = new Set<(events: readonly BattleEvent[]) => void>();

  const current = (): FlowSnapshot => flow ?? flowAt(init.state, map);

  /** One command through the machine; its memory; null when refused (with the reason). */
  const apply = (command: BattleCommand): { events: readonly BattleEvent[] } | { reason: string } => {
    const f = current();
    const next = flowSend(f, command);
    if (next.context.rejection !== null) return { reason: next.context.rejection };
    memory = remember(memory, map, f.context.battle, next.context.battle, next.context.events);
    flow = next;
    log.push(command);
    return { events: next.context.events };
  };

  /** Round end and start are nobody's choice: the table runs them as soon as the machine asks. */
  const runFlow = (events: BattleEvent[]): void => {
    for (let c = flowCommand(decisionOf(current())); c; c = flowCommand(decisionOf(current()))) {
      const r = apply(c);
      if ('reason' in r) return;
      events.push(...r.events);
    }
  };

  const changed = (events: readonly BattleEvent[]): void => {
    views = new Map();
    for (const l of listeners) l(events);
  };

  const run = (command: BattleCommand | undefined): Step => {
    if (!flow) return { ok: false, reason: 'This battle has been closed.' };
    if (!command) return { ok: false, reason: 'The computer has nothing to decide now.' };
    const r = apply(command);
    if ('reason' in r) return { ok: false, reason: r.reason };
    const events = [...r.events];
    runFlow(events);
    changed(events);
    return { ok: true, events };
  };

  // A new battle rolls its first initiative as the table opens.
  const opening: BattleEvent[] = [];
  runFlow(opening);

  return {
    map,
    mapName: init.mapName,
    title: init.title,
    meta: init.meta,
    flow: current,
    state: () => current().context.battle,
    commands: () => [...log],
    send: (command) => run(command),
    aiStep: () => run(computerCommand(current())),
    view(viewer) {
      const key = viewerKey(viewer);
      let v = views.get(key);
      if (!v) {
        v = seatView(current(), viewer, memoryOf(memory, viewer));
        views.set(key, v);
      }
      return v;
    },
    memory: () => memory,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      flow = null;
      listeners.clear();
      views = new Map();
    },
  };
}
