import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, type Scenario } from './scenario';
import { newHatsGame } from './flow/play';
import { applyHatsCommand } from './flow/play';
import { aiNextCommand } from './ai/choose';
import { knowledgeOf } from './view/knowledge';
import { viewFor } from './view/views';
import { legalActionsFor, legalSeatCommands, readyActors } from './view/legal';
import { playGame, seatToMove } from './sim';
import type { AiLevel, HatsState } from './state';
import type { HatsCommand } from './commands';
import { invariantProblems } from './test-helpers/invariants';

function shortGame(rounds: number): Scenario {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return { ...r.scenario, victory: { ...r.scenario.victory, turnLimit: rounds } };
}

describe('invariants under computer play (fast-check)', () => {
  test('greenbacks never negative, Loyalty within bounds, one controller per Group, no refused command', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.constantFrom<AiLevel>('cautious', 'cunning'), fc.constantFrom<AiLevel>('cautious', 'cunning'), fc.integer({ min: 0, max: 4 }), (seed, a, b, lethality) => {
        let state = newHatsGame({ scenario: shortGame(6), seed, options: { lethality } });
        for (let i = 0; i < 400 && state.phase !== 'over'; i += 1) {
          const seat = seatToMove(state);
          const cmd = aiNextCommand(state, seat, seat === 'order' ? a : b);
          if (!cmd) throw new Error('the computer had nothing to say');
          const r = applyHatsCommand(state, cmd);
          if ('rejected' in r) throw new Error(`refused ${cmd.type}: ${r.rejected}`);
          state = r.state;
          expect(invariantProblems(state)).toEqual([]);
        }
        expect(state.phase).toBe('over');
      }),
      { numRuns: 6 },
    );
  });
});

function allLegal(state: HatsState): HatsCommand[] {
  const seat = seatToMove(state);
  const k = knowledgeOf(state, seat);
  return [...readyActors(k).flatMap((a) => legalActionsFor(k, a)), ...legalSeatCommands(k)];
}

describe('every listed command is accepted (fast-check)', () => {
  test('random walks through legal commands keep the invariants', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(fc.nat(), { minLength: 20, maxLength: 60 }), (seed, picks) => {
        let state = newHatsGame({ scenario: shortGame(8), seed });
        for (const pick of picks) {
          if (state.phase === 'over') break;
          const options = allLegal(state);
          expect(options.length).toBeGreaterThan(0);
          const cmd = options[pick % options.length];
          if (!cmd) throw new Error('no option');
          const r = applyHatsCommand(state, cmd);
          if ('rejected' in r) throw new Error(`listed but refused ${JSON.stringify(cmd)}: ${r.rejected}`);
          state = r.state;
          expect(invariantProblems(state)).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });

  test('a refused command leaves the state exactly as it was', () => {
    const state = newHatsGame({ scenario: shortGame(8), seed: 'refuse' });
    const before = JSON.stringify(state);
    fc.assert(
      fc.property(fc.record({ type: fc.constantFrom('action.move', 'action.combat', 'action.bribe', 'turn.end', 'bribe.defend', 'nonsense'), seat: fc.constantFrom('order', 'syndicate', 'x'), actor: fc.constantFrom('agent-1', 'agent-5', 'norad'), to: fc.constantFrom('seattle', 'mars'), target: fc.constantFrom('agent-4', 'norad'), boost: fc.constantFrom(0, 1, 3), pay: fc.constantFrom(0, 2) }, { requiredKeys: ['type', 'seat'] }), (cmd) => {
        const r = applyHatsCommand(state, cmd);
        if ('rejected' in r) expect(typeof r.rejected).toBe('string');
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });
});

describe('determinism (R-CORE-3)', () => {
  test('same seed + same commands = same state; another seed differs', () => {
    const scenario = shortGame(10);
    const game = playGame({ scenario, seed: 'replay', levels: { order: 'cunning', syndicate: 'cautious' } });
    expect(game.rejections).toEqual([]);
    let replay = newHatsGame({ scenario, seed: 'replay', controllers: { order: 'cunning', syndicate: 'cautious' } });
    for (const cmd of game.commands) {
      const r = applyHatsCommand(JSON.parse(JSON.stringify(replay)) as HatsState, cmd);
      if ('rejected' in r) throw new Error(r.rejected);
      replay = r.state;
    }
    expect(replay).toEqual(game.state);
    const again = playGame({ scenario, seed: 'replay', levels: { order: 'cunning', syndicate: 'cautious' } });
    expect(again.commands).toEqual(game.commands);
    const other = playGame({ scenario, seed: 'other', levels: { order: 'cunning', syndicate: 'cautious' } });
    expect(other.state.rng).not.toEqual(game.state.rng);
  });

  test('seed-pinned golden: the first round of "golden"', () => {
    const game = playGame({ scenario: shortGame(1), seed: 'golden', levels: { order: 'cautious', syndicate: 'cunning' } });
    const v = viewFor(game.state, 'order');
    expect({ commands: game.commands.map((c) => c.type), greenbacks: v.conspiracy.greenbacks, outcome: game.state.outcome }).toMatchSnapshot();
  });
});
