import shadowWar from '../../../maps/scenarios/shadow-war.json';
import threeWay from '../../../maps/scenarios/three-way.json';
import { openRng, seedRng } from '../../core/rng';
import {
  aiNextCommand,
  applyHatsCommand,
  knowledgeOf,
  legalActionsFor,
  legalSeatCommands,
  newHatsGame,
  parseScenario,
  readyActors,
  seatToMove,
  type AiLevel,
  type HatsCommand,
  type HatsState,
  type Scenario,
} from '../../hats/index';
import { buildSave } from '../build-save';
import type { SaveFile } from '../envelope';
import { conspiracyKind } from '../kinds/conspiracy-kind';
import { CREATED_AT, TEST_APP_VERSION, UPDATED_AT } from './fixed-times';

function scenario(json: unknown): Scenario {
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}
export const SCENARIOS = { 'shadow-war': scenario(shadowWar), 'three-way': scenario(threeWay) } as const;
export type ScenarioName = keyof typeof SCENARIOS;

/**
 * A conspiracy game of `turns` seat-turns. `ai`: every seat is a computer player of alternating
 * level. `random`: each command is drawn uniformly from the legal ones of the seat to move (with
 * the end of the turn one choice among them), from a generator of its own.
 */
export function playConspiracy(seed: string, turns: number, mode: 'ai' | 'random', name: ScenarioName = 'three-way') {
  const levels: AiLevel[] = ['cautious', 'cunning'];
  const sc = SCENARIOS[name];
  const controllers = Object.fromEntries(sc.seats.map((s, i) => [s.id, levels[i % 2] ?? 'cautious']));
  const initialState = newHatsGame({ scenario: sc, seed, controllers });
  const chooser = openRng(seedRng(`${seed}/chooser`));
  const commands: HatsCommand[] = [];
  let state: HatsState = initialState;
  while (state.phase !== 'over' && state.serial <= turns && commands.length < 5000) {
    const seat = seatToMove(state);
    let command: HatsCommand;
    if (mode === 'ai') {
      command = aiNextCommand(state, seat, controllers[seat] ?? 'cautious') ?? { type: 'turn.end', seat };
    } else {
      const k = knowledgeOf(state, seat);
      const options = [...legalSeatCommands(k), ...readyActors(k).flatMap((actor) => legalActionsFor(k, actor))];
      command = options[chooser.int(options.length)] ?? { type: 'turn.end', seat };
    }
    const result = applyHatsCommand(state, command);
    if ('rejected' in result) throw new Error(`the engine refused a legal ${command.type}: ${result.rejected}`);
    commands.push(command);
    state = result.state;
  }
  return { initialState, commands, state };
}

export function conspiracySave(seed: string, turns: number, mode: 'ai' | 'random', name: ScenarioName = 'three-way'): SaveFile<HatsState, HatsCommand> {
  return saveOfGame(playConspiracy(seed, turns, mode, name), seed, name);
}

export function saveOfGame(game: ReturnType<typeof playConspiracy>, seed: string, name: ScenarioName): SaveFile<HatsState, HatsCommand> {
  return buildSave(conspiracyKind, {
    title: `${SCENARIOS[name].name} (${seed})`,
    seed,
    initialState: game.initialState,
    commands: game.commands,
    state: game.state,
    appVersion: TEST_APP_VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  });
}
