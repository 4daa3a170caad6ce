import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { hatsTurnMachine, seatToDecide, type HatsMachineEvent } from './turn-machine';
import { setupHatsGame } from '../setup';
import { newHatsGame } from './play';
import { applyHatsCommand } from './play';
import { reduceHatsCommand } from '../reducer';
import { duelScenario } from '../test-helpers/fixtures';
import shadowWar from '../../../maps/scenarios/shadow-war.json';
import threeWay from '../../../maps/scenarios/three-way.json';
import { parseScenario } from '../scenario';
import { playGame } from '../sim';
import { parseHatsCommand, type HatsCommand } from '../commands';
import { commandProblem, type HatsResult } from '../reducer';
import type { HatsState } from '../state';
import { routed } from './step';
import { eventFor } from './turn-machine';

const scenario = duelScenario({ agents: [{ template: 'provocateur', area: 'denver' }] });

describe('turn machine (R-HATS-2)', () => {
  test("starts at the round's event, runs Income and Maintain and waits in Actions: the same state as newHatsGame", () => {
    const setup = setupHatsGame({ scenario, seed: 'm' });
    expect(setup.phase).toBe('event');
    const [snap] = initialTransition(hatsTurnMachine, { game: setup });
    expect(snap.value).toEqual({ actions: 'choosing' });
    expect(snap.context.game).toEqual(newHatsGame({ scenario, seed: 'm' }));
  });

  test("the machine owns the flow: the reducer refuses turn.end, the machine plays End -> next seat's Income -> Maintain -> Actions", () => {
    const game = newHatsGame({ scenario, seed: 'm' });
    expect(reduceHatsCommand(game, { type: 'turn.end', seat: 'red' })).toEqual({ rejected: 'The end of a turn is played by the turn machine, not the reducer.' });
    const [snap] = initialTransition(hatsTurnMachine, { game });
    const [next] = transition(hatsTurnMachine, snap, { type: 'turn.end', seat: 'red' });
    expect(next.value).toEqual({ actions: 'choosing' });
    const r = applyHatsCommand(game, { type: 'turn.end', seat: 'red' });
    if ('rejected' in r) throw new Error(r.rejected);
    expect(next.context.game).toEqual(r.state);
    expect(next.context.game.seats[next.context.game.seatIndex]?.id).toBe('blue');
    expect(seatToDecide(next.context.game)).toBe('blue');
    // The steps' log lines come back with the event (the next seat's Income and Maintain).
    expect(r.events.map((e) => e.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^Round 1: income/), expect.stringMatching(/^Upkeep paid/)]));
  });

  test('a saved state is routed to its phase: the machine state is derived from the game, never stored', () => {
    const game = newHatsGame({ scenario, seed: 'm' });
    const again = JSON.parse(JSON.stringify(game)) as typeof game;
    expect(initialTransition(hatsTurnMachine, { game: again })[0].value).toEqual({ actions: 'choosing' });
    const over = { ...again, phase: 'over' as const };
    expect(initialTransition(hatsTurnMachine, { game: over })[0].value).toBe('over');
  });

  test('an illegal event is refused with a reason and changes nothing', () => {
    const [snap] = initialTransition(hatsTurnMachine, { game: newHatsGame({ scenario, seed: 'm' }) });
    const [next] = transition(hatsTurnMachine, snap, { type: 'turn.end', seat: 'blue' });
    expect(next.value).toEqual({ actions: 'choosing' });
    expect(next.context.rejection).toMatch(/not your turn/);
    expect(next.context.game).toEqual(snap.context.game);
  });

  test('a Bribery of another seat\'s Group waits for the defender\'s answer (R-HATS-8)', () => {
    const [snap] = initialTransition(hatsTurnMachine, { game: newHatsGame({ scenario, seed: 'm' }) });
    const [waiting] = transition(hatsTurnMachine, snap, { type: 'action.take', command: { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 0 } });
    expect(waiting.value).toEqual({ actions: 'awaitingDefence' });
    const [still] = transition(hatsTurnMachine, waiting, { type: 'turn.end', seat: 'red' });
    expect(still.value).toEqual({ actions: 'awaitingDefence' });
    const [answered] = transition(hatsTurnMachine, waiting, { type: 'bribe.answer', command: { type: 'bribe.defend', seat: 'blue', pay: 1 } });
    expect(answered.value).toEqual({ actions: 'choosing' });
    expect(answered.context.game.pending).toBeNull();
  });

  test('xstate/graph: a path of turn.end events reaches the end of the game (R-HATS-11)', () => {
    const quick = duelScenario({}, {}, { turnLimit: 2 });
    const paths = getShortestPaths(hatsTurnMachine, {
      input: { game: setupHatsGame({ scenario: quick, seed: 'g' }) },
      events: (snap): HatsMachineEvent[] => {
        const g = snap.context.game;
        return g.phase === 'over' ? [] : [{ type: 'turn.end', seat: g.seats[g.seatIndex]?.id ?? '' }];
      },
      limit: 50,
    });
    const over = paths.find((p) => p.state.value === 'over');
    expect(over?.steps.filter((s) => s.event.type === 'turn.end')).toHaveLength(4);
    expect(seatToDecide(over?.state.context.game ?? setupHatsGame({ scenario: quick, seed: 'g' }))).toBeNull();
    expect(over?.state.context.game.outcome).toMatch(/turn limit/);
  });

  describe('flow/step.ts takes the machine\'s steps as plain functions: the same results, command after command', () => {
    /** applyHatsCommand as it was: a snapshot interpreted from the game, then the machine's transition. */
    function throughMachine(state: HatsState, input: HatsCommand): HatsResult {
      const parsed = parseHatsCommand(input);
      if (!parsed.ok) return { rejected: parsed.error };
      const [next] = transition(hatsTurnMachine, initialTransition(hatsTurnMachine, { game: state })[0], eventFor(parsed.command));
      const { game, rejection, events } = next.context;
      if (rejection !== null) return { rejected: rejection };
      if (game === state) return { rejected: commandProblem(state, parsed.command) ?? 'The command changed nothing.' };
      return { state: game, events };
    }
    /** Commands refused at most points of a game: another seat's end of turn, an answer with nothing waiting, an unknown actor. */
    function probes(state: HatsState): HatsCommand[] {
      const other = state.seats.find((s) => s.id !== state.seats[state.seatIndex]?.id)?.id ?? '';
      const active = state.seats[state.seatIndex]?.id ?? '';
      return [
        { type: 'turn.end', seat: other },
        { type: 'turn.end', seat: active },
        { type: 'bribe.defend', seat: other, pay: 1 },
        { type: 'action.hide', seat: active, actor: 'nobody' },
      ];
    }

    test.each([
      ['Shadow War', shadowWar, { order: 'cunning', syndicate: 'cautious' }],
      ['Three-Way', threeWay, { outfit: 'cautious', barons: 'cunning', lodge: 'cautious' }],
    ] as const)('%s: a whole computer game, every command and the refused probes at each point', (_name, data, levels) => {
      const r = parseScenario(data);
      if (!r.ok) throw new Error(r.error);
      const setup = setupHatsGame({ scenario: r.scenario, seed: 'pure', controllers: levels });
      expect(newHatsGame({ scenario: r.scenario, seed: 'pure', controllers: levels })).toEqual(initialTransition(hatsTurnMachine, { game: setup })[0].context.game);
      expect(routed({ game: setup, events: [], rejection: null })).toEqual(initialTransition(hatsTurnMachine, { game: setup })[0].context);
      const game = playGame({ scenario: r.scenario, seed: 'pure', levels });
      expect(game.rejections).toEqual([]);
      let state = newHatsGame({ scenario: r.scenario, seed: 'pure', controllers: levels });
      let refused = 0;
      for (const [i, cmd] of game.commands.entries()) {
        if (i % 7 === 0) {
          for (const probe of probes(state)) {
            const pure = applyHatsCommand(state, probe);
            expect(pure).toEqual(throughMachine(state, probe));
            if ('rejected' in pure) refused += 1;
          }
        }
        const pure = applyHatsCommand(state, cmd);
        expect(pure).toEqual(throughMachine(state, cmd));
        if ('rejected' in pure) throw new Error(pure.rejected);
        state = pure.state;
      }
      expect(state).toEqual(game.state);
      expect(state.phase).toBe('over');
      expect(refused).toBeGreaterThan(0);
      expect(applyHatsCommand(state, { type: 'turn.end', seat: state.seats[0]?.id ?? '' })).toEqual(throughMachine(state, { type: 'turn.end', seat: state.seats[0]?.id ?? '' }));
    });
  });
});
