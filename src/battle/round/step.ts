import { createActor, createMachine, type ActorScope, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { battleFlowMachine, flowOutcome } from './machine';

/**
 * Commands through the round machine as pure steps (no actor, no timers), so the simulators,
 * replays and the table share one deterministic path. These are XState's `initialTransition` and
 * `transition`, called on the machine's own ActorLogic methods with one inert scope: XState's
 * helpers build a fresh actor for every call, which cost the simulator half its throughput. The
 * machine has no children, delays or side effects (only `assign`), so the scope is never used.
 */

export type FlowSnapshot = SnapshotFrom<typeof battleFlowMachine>;
type FlowScope = ActorScope<FlowSnapshot, EventFromLogic<typeof battleFlowMachine>>;

let scope: FlowScope | null = null;
function inertScope(): FlowScope {
  if (scope) return scope;
  // A stand-in `self`: the machine's actions never send, spawn or read it.
  const self = createActor(createMachine({})) as unknown as FlowScope['self'];
  scope = { self, id: '', sessionId: '', logger: () => undefined, defer: () => undefined, emit: () => undefined, system: self.system, stopChild: () => undefined, actionExecutor: () => undefined };
  return scope;
}

export type BattleStep = { readonly state: BattleState; readonly events: readonly BattleEvent[] } | { readonly rejected: string };

/** The machine where this battle state stands (a new battle, or a saved one mid-round). */
export function flowAt(battle: BattleState, map: BattleMap): FlowSnapshot {
  return battleFlowMachine.getInitialSnapshot(inertScope(), { battle, map });
}

/** One command through the machine: its next snapshot (a refusal leaves the battle as it was). */
export function flowSend(snapshot: FlowSnapshot, command: BattleCommand): FlowSnapshot {
  return battleFlowMachine.transition(snapshot, command, inertScope());
}

/** The outcome of the last command sent: the new battle and its events, or the refusal. */
export function stepOf(snapshot: FlowSnapshot): BattleStep {
  const { rejection, battle, events } = snapshot.context;
  return rejection !== null ? { rejected: rejection } : { state: battle, events };
}

/**
 * The last step worked out. The mission computer tries its command on the true battle before it
 * gives it (mission/ai/choose.ts), and the driver then applies that same command object: the
 * step is pure, so the second call is the first one's answer.
 */
let last: { state: BattleState; map: BattleMap; command: BattleCommand; step: BattleStep } | null = null;

/**
 * The battle's one reducer, as the save format and every caller use it: a new
 * state and what happened, or a rejection with a human reason that leaves the state untouched.
 * Deterministic: dice come only from `state.rng`; the flow comes only from the round machine.
 *
 * This is the machine's step from where the battle stands, taken as the pure function its
 * transitions are made of (machine.ts flowOutcome): every transition's action takes that outcome
 * and its guards read only it and the battle's position, so the battle is the one
 * `stepOf(flowSend(flowAt(state, map), command))` gives (machine.test.ts checks both agree on
 * whole battles and on refused commands). Interpreting the machine for each command cost a
 * replayed 1,000-round battle most of its time (src/save/save.bench.ts).
 */
export function applyBattleCommand(state: BattleState, map: BattleMap, command: BattleCommand): BattleStep {
  if (last && last.state === state && last.map === map && last.command === command) return last.step;
  const o = flowOutcome(state, map, command);
  const step: BattleStep = o.next === 'refused' ? { rejected: o.reason } : { state: o.state, events: o.events };
  last = { state, map, command, step };
  return step;
}
