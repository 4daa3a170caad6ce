import { assign, setup } from 'xstate';
import { computerCommand } from '../ai/driver';
import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';

/**
 * The round flow of a battle (issue 4 point 6) as an XState v5 machine. Machines orchestrate,
 * the reducer decides (STYLE.md principle 4): every transition that changes the battle runs
 * `applyBattleCommand`, and every command applied is kept in `commands` for the save's log.
 */

// ---- pure helpers ----------------------------------------------------------------------------

export interface RoundContext {
  readonly battle: BattleState;
  readonly map: BattleMap;
  /** Every command applied since the machine started, in order (the save's command log). */
  readonly commands: readonly BattleCommand[];
  /** The events of the last accepted command, for the table's log and animations. */
  readonly lastEvents: readonly BattleEvent[];
  /** Why the last command was refused, or null when it was accepted. */
  readonly rejection: string | null;
}

export interface RoundInput {
  readonly battle: BattleState;
  readonly map: BattleMap;
}

/** Unit commands as machine events; `ai.step` asks the computer for the next command it owns. */
export type UnitEvent = Exclude<BattleCommand, { type: 'round.start' } | { type: 'round.end' }>;
export type RoundEvent = UnitEvent | { readonly type: 'ai.step' };

function step(context: RoundContext, command: BattleCommand | undefined): Partial<RoundContext> {
  if (!command) return { rejection: 'The computer has nothing to decide now.', lastEvents: [] };
  const result = applyBattleCommand(context.battle, context.map, command);
  if ('rejected' in result) return { rejection: result.rejected, lastEvents: [] };
  return { battle: result.state, commands: [...context.commands, command], lastEvents: result.events, rejection: null };
}

// ---- setup: types, guards, actions -------------------------------------------------------------

const roundSetup = setup({
  types: {
    context: {} as RoundContext,
    events: {} as RoundEvent,
    input: {} as RoundInput,
  },
  guards: {
    battleOver: ({ context }) => context.battle.phase === 'over',
    dodgeAsked: ({ context }) => context.battle.prompt !== null,
    noDodgeAsked: ({ context }) => context.battle.prompt === null,
    everyoneActed: ({ context }) => context.battle.phase === 'round-end',
    roundUnderWay: ({ context }) => context.battle.phase === 'turns',
  },
  actions: {
    startRound: assign(({ context }) => step(context, { type: 'round.start' })),
    endRound: assign(({ context }) => step(context, { type: 'round.end' })),
    applyCommand: assign(({ context, event }) => step(context, event.type === 'ai.step' ? computerCommand(context.battle, context.map) : event)),
  },
});

const UNIT_EVENTS = [
  'unit.move',
  'unit.run',
  'unit.attack',
  'unit.melee',
  'unit.reload',
  'unit.throw',
  'unit.first-aid',
  'unit.hold',
  'unit.act-now',
  'unit.dodge',
  'unit.switch',
  'unit.pick-up',
  'unit.end-turn',
] as const;

const turnEvents = Object.fromEntries(UNIT_EVENTS.map((t) => [t, { actions: 'applyCommand' as const }]));

// ---- the machine: structure only ----------------------------------------------------------------

export const roundMachine = roundSetup.createMachine({
  id: 'battleRound',
  description: 'One tactical battle, round after round, until a side wins or the round limit ends it.',
  context: ({ input }) => ({ battle: input.battle, map: input.map, commands: [], lastEvents: [], rejection: null }),
  initial: 'roundStart',
  states: {
    roundStart: {
      description: 'Every unit able to fight rolls 1dF + Reactions; equal values form simultaneous groups (R-OPS-4).',
      always: [
        { guard: 'battleOver', target: 'over' },
        { guard: 'everyoneActed', target: 'roundEnd' },
        // A battle restored mid-round carries on where it was.
        { guard: 'roundUnderWay', target: 'turns' },
        { target: 'turns', actions: 'startRound' },
      ],
    },
    turns: {
      description:
        'Groups act from the highest initiative down; holders re-enter later (R-OPS-28). Each unit walks up to 6 m then acts, or runs (R-OPS-27).',
      always: [
        { guard: 'battleOver', target: 'over' },
        { guard: 'dodgeAsked', target: 'dodgePrompt' },
        { guard: 'everyoneActed', target: 'roundEnd' },
      ],
      on: { ...turnEvents, 'unit.dodge-reply': { actions: 'applyCommand' }, 'unit.defend': { actions: 'applyCommand' }, 'ai.step': { actions: 'applyCommand' } },
    },
    dodgePrompt: {
      description:
        'A unit that has not acted was attacked: its controller says whether it dodges (R-OPS-14); the computer answers for its own units.',
      always: [{ guard: 'noDodgeAsked', target: 'turns' }],
      // Anything but the answer is refused by the reducer with the reason, so the UI can show it.
      on: { ...turnEvents, 'unit.dodge-reply': { actions: 'applyCommand' }, 'unit.defend': { actions: 'applyCommand' }, 'ai.step': { actions: 'applyCommand' } },
    },
    roundEnd: {
      description: 'The round ends: blindness wears off; every 15th round the minute of bleeding and near-death rolls (R-OPS-24..26).',
      always: [{ target: 'roundStart', actions: 'endRound' }],
    },
    over: {
      description: 'A side has nobody able to fight, a scenario objective was reached, or the round limit passed.',
      type: 'final',
    },
  },
});
