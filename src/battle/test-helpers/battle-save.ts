import { playComputer } from '../ai/driver';
import { battleSave, tacticalBattleKind } from '../save/battle-kind';
import { buildSave } from '../../save/build-save';
import type { SaveFile } from '../../save/envelope';
import { CREATED_AT, TEST_APP_VERSION, UPDATED_AT } from '../../save/test-helpers/fixed-times';
import { asciiBattle, computer, PISTOLEER } from './squads';

/** A small computer-vs-computer battle saved whole: the golden tactical-battle save. */
export function goldenBattleSave(seed = 'golden'): SaveFile {
  const { map, state } = asciiBattle(
    `
    a..o.....#....s
    b..o..O..#....t
    ......."".....u`,
    { seed, controllers: [computer('veteran'), computer('recruit')], gearB: PISTOLEER },
  );
  const initial = { ...state, options: { ...state.options, maxRounds: 8 } };
  const played = playComputer(initial, map);
  return buildSave(tacticalBattleKind, {
    title: 'Golden skirmish',
    seed,
    initialState: battleSave(initial, map),
    commands: played.commands,
    state: battleSave(played.state, map),
    appVersion: TEST_APP_VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  });
}
