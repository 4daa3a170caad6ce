import { assign, setup } from 'xstate';
import { isGmCommand, type UnitCommand } from '../commands/rules';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { afterGmCommand, afterUnitCommand, endRound, startRound, type FlowNext, type FlowOutcome } from './flow-steps';
import { commandStep, flowPosition, outOfStep } from './position';

/**
 * The round and initiative flow of a tactical battle (R-OPS-4, R-OPS-14, R-OPS-27, R-OPS-28) as
 * an XState v5 machine, and the one owner of what happens next: when a round starts and ends,
 * which group acts, when a simultaneous group's harm lands, when a dodge question is pending, when
 * the battle is over. The rules (src/battle/commands) only check and apply one command; every
 * command, the table's and the simulators' alike, goes through this machine (step.ts). Its state
 * is kept in the battle state (`phase`, `group`, `prompt`, written only by its steps), so a saved
 * state or a replayed log puts it back where it was (position.ts). README.md "The round machine".
 *
 * The game master's edits and notes (commands/gm-*.ts) are taken at every step and move nothing
 * but the battle they edit (flow-steps.ts afterGmCommand).
 *
 * One command is one transition: the pure step of flow-steps.ts works out the whole flow it
 * starts (the simulators play thousands of battles, so no transient states in between), and the
 * guards pick the state it leads to.
 */

// ---- pure helpers ----------------------------------------------------------------------------

export interface FlowContext {
  readonly battle: BattleState;
  readonly map: BattleMap;
  /** The events of the last command, in order: its rule's and the flow's after it. */
  readonly events: readonly BattleEvent[];
  /** Why the last command was refused (the battle is then unchanged), or null. */
  readonly rejection: string | null;
}

export interface FlowInput {
  readonly battle: BattleState;
  readonly map: BattleMap;
}

/** Every command is an event of the machine, under its own dotted name. */
export type FlowEvent = BattleCommand;

const isUnitCommand = (e: FlowEvent): e is UnitCommand => e.type !== 'round.start' && e.type !== 'round.end' && !isGmCommand(e);

/**
 * The outcome of one command where the battle stands: the whole step of the flow it starts and
 * the machine state it leads to. The guards and the action of every transition read this and
 * nothing else (besides the battle's position), so it is also the machine's step as a pure
 * function (step.ts applyBattleCommand).
 */
export function flowOutcome(battle: BattleState, map: BattleMap, event: FlowEvent): FlowOutcome {
  const refused = outOfStep(battle, commandStep(event));
  if (refused !== null) return { next: 'refused', reason: refused };
  if (isGmCommand(event)) return afterGmCommand(battle, map, event);
  if (event.type === 'round.start') return startRound(battle);
  if (event.type === 'round.end') return endRound(battle, map);
  if (isUnitCommand(event)) return afterUnitCommand(battle, map, event);
  return { next: 'refused', reason: 'That cannot be done now.' };
}

/**
 * The outcome of an event, worked out once for the guards and the action of one transition
 * (they see the same context and event objects).
 */
let memo: { context: FlowContext; event: FlowEvent; outcome: FlowOutcome } | null = null;
function outcome(context: FlowContext, event: FlowEvent): FlowOutcome {
  if (memo && memo.context === context && memo.event === event) return memo.outcome;
  const o = flowOutcome(context.battle, context.map, event);
  memo = { context, event, outcome: o };
  return o;
}

const leadsTo = (next: FlowNext) => ({ context, event }: { context: FlowContext; event: FlowEvent }) => outcome(context, event).next === next;

// ---- setup: types, guards, actions -------------------------------------------------------------

const flowSetup = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as FlowInput,
  },
  guards: {
    atRoundStart: ({ context }) => flowPosition(context.battle) === 'roundStart',
    atRoundEnd: ({ context }) => flowPosition(context.battle) === 'roundEnd',
    atDefencePrompt: ({ context }) => flowPosition(context.battle) === 'defencePrompt',
    atOver: ({ context }) => flowPosition(context.battle) === 'over',
    refused: ({ context, event }) => outcome(context, event).next === 'refused',
    stays: leadsTo('stay'),
    asksDodge: leadsTo('defencePrompt'),
    endsRound: leadsTo('roundEnd'),
    startsRound: leadsTo('roundStart'),
    endsBattle: leadsTo('over'),
  },
  actions: {
    /** The rule's and the flow's changes, or the refusal (the battle then stays as it was). */
    take: assign(({ context, event }) => {
      const o = outcome(context, event);
      if (o.next === 'refused') return { events: [], rejection: o.reason };
      return { battle: o.state, events: o.events, rejection: null };
    }),
  },
});

/** Every event a state does not name is refused with the sentence for that state (position.ts). */
const refuse = { actions: 'take' as const };
const ANY = '*' as const;

// ---- the machine: structure only ----------------------------------------------------------------

export const battleFlowMachine = flowSetup.createMachine({
  id: 'battle',
  description: 'One tactical battle, round after round, until a side wins, an objective is reached or the round limit ends it.',
  context: ({ input }) => ({ battle: input.battle, map: input.map, events: [], rejection: null }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Enters where the battle state stands: a new battle, or a saved or replayed one mid-round.',
      always: [
        { guard: 'atOver', target: 'over' },
        { guard: 'atRoundStart', target: 'roundStart' },
        { guard: 'atRoundEnd', target: 'roundEnd' },
        { guard: 'atDefencePrompt', target: '#battle.turns.defencePrompt' },
        { target: '#battle.turns.acting' },
      ],
    },
    roundStart: {
      description: 'Waits for round.start: every unit able to fight rolls 1dF + Reactions, equal values form simultaneous groups, the highest acts (R-OPS-4). A battle with a side left without fighters ends instead.',
      on: {
        'round.start': [
          { guard: 'endsBattle', target: 'over', actions: 'take' },
          { guard: 'endsRound', target: 'roundEnd', actions: 'take' },
          { guard: 'refused', actions: 'take' },
          { target: 'turns', actions: 'take' },
        ],
        [ANY]: refuse,
      },
    },
    turns: {
      description: 'Groups act from the highest initiative down; holders re-enter later (R-OPS-28).',
      initial: 'acting',
      states: {
        acting: {
          description:
            'Each unit of the group walks up to 6 m then acts, or runs (R-OPS-27), or holds (R-OPS-28); a held unit may act now. When the group is done its deferred harm lands (R-OPS-4) and the next group opens.',
          on: {
            '*': [
              { guard: 'refused', actions: 'take' },
              { guard: 'asksDodge', target: 'defencePrompt', actions: 'take' },
              { guard: 'endsBattle', target: '#battle.over', actions: 'take' },
              { guard: 'endsRound', target: '#battle.roundEnd', actions: 'take' },
              { actions: 'take' },
            ],
          },
        },
        defencePrompt: {
          description: 'An attacked unit may defend: its controller says whether it dodges (R-OPS-14) or blocks (R-OPS-33); the attack then resolves.',
          on: {
            '*': [
              { guard: 'refused', actions: 'take' },
              { guard: 'stays', actions: 'take' },
              { guard: 'asksDodge', target: 'defencePrompt', actions: 'take' },
              { guard: 'endsBattle', target: '#battle.over', actions: 'take' },
              { guard: 'endsRound', target: '#battle.roundEnd', actions: 'take' },
              { target: 'acting', actions: 'take' },
            ],
          },
        },
      },
    },
    roundEnd: {
      description: 'Everyone has acted: waits for round.end (blindness wears off; every 15th round the minute of bleeding and near-death rolls, R-OPS-24..26). Then a side left alone, an objective reached or the round limit ends the battle.',
      on: {
        'round.end': [
          { guard: 'endsBattle', target: 'over', actions: 'take' },
          { guard: 'startsRound', target: 'roundStart', actions: 'take' },
          { guard: 'refused', actions: 'take' },
        ],
        [ANY]: refuse,
      },
    },
    over: {
      description: 'A side has nobody able to fight, a scenario objective was reached, or the round limit passed. Only the GM\'s notes are taken (their rule refuses edits).',
      on: { [ANY]: refuse },
    },
  },
});
