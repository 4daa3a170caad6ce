import { buildSave } from '../build-save';
import type { SaveFile } from '../envelope';
import { CREATED_AT, TEST_APP_VERSION, UPDATED_AT } from './fixed-times';
import { playRandomSkirmish, skirmishKind, type SkirmishCommand, type SkirmishState } from './skirmish-kind';

/** A save of a random toy battle of `rounds` rounds, with fixed times: the same seed gives the same file. */
export function skirmishSave(seed: string, rounds: number, perSide = 3): SaveFile<SkirmishState, SkirmishCommand> {
  const game = playRandomSkirmish(seed, rounds, perSide);
  return buildSave(skirmishKind, {
    title: `Skirmish ${seed}`,
    seed,
    initialState: game.initialState,
    commands: game.commands,
    state: game.state,
    appVersion: TEST_APP_VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  });
}
