import { playComputer } from '../ai/driver';
import type { BattleCommand } from '../commands/types';
import { mapFromAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import { battleSave, tacticalBattleKind } from '../save/battle-kind';
import { createBattle, type Combatant } from '../state/setup';
import type { BattleState } from '../state/types';
import { buildSave } from '../../save/build-save';
import type { SaveFile } from '../../save/envelope';
import { CREATED_AT, TEST_APP_VERSION, UPDATED_AT } from '../../save/test-helpers/fixed-times';
import { operative, RIFLEMAN } from './squads';

/**
 * A long battle as the computer plays it, for the save benchmarks and size checks: 8 riflemen a
 * side on a 40x20 field cut by a river (see and shoot across, no crossing) with low walls along
 * both banks. They fire until the magazines run dry, tend their wounded and then hold the banks,
 * so the battle lasts to its round limit: a real battle of the battle kind, every command the
 * reducer's, initiative and bleeding rolls every round.
 */
function riverField(): BattleMap {
  const rows: string[] = [];
  for (let y = 0; y < 20; y++) {
    let row = '';
    for (let x = 0; x < 40; x++) row += Math.abs(x - 20) <= 1 ? '~' : (x === 17 || x === 23) && y % 3 !== 0 ? 'o' : '.';
    rows.push(row);
  }
  return mapFromAscii(rows, { metersPerTile: 2 }).map;
}

export interface LongBattle {
  readonly map: BattleMap;
  readonly initial: BattleState;
  readonly state: BattleState;
  readonly commands: readonly BattleCommand[];
}

export function longBattle(rounds: number, perSide = 8, seed = 'long'): LongBattle {
  const map = riverField();
  const bank = (x: number, prefix: string): Combatant[] =>
    Array.from({ length: perSide }, (_, i) => ({ character: operative(`${prefix}${i + 1}`), gear: RIFLEMAN, cell: { x, y: (2 + i * 2) % 20 } }));
  const made = createBattle(map, {
    mapName: 'river',
    seed,
    sides: [
      { id: 'a', name: 'North bank', controller: { kind: 'computer', level: 'veteran' }, combatants: bank(3, 'a') },
      { id: 'b', name: 'South bank', controller: { kind: 'computer', level: 'recruit' }, combatants: bank(36, 'b') },
    ],
    options: { maxRounds: rounds },
  });
  if (!made.ok) throw new Error(made.reason);
  const played = playComputer(made.state, map);
  return { map, initial: made.state, state: played.state, commands: played.commands };
}

/** The long battle saved whole, as the table's save button would write it. */
export function longBattleSave(rounds: number, perSide = 8, seed = 'long'): SaveFile {
  return saveOfBattle(longBattle(rounds, perSide, seed), seed);
}

export function saveOfBattle(b: LongBattle, seed = 'long'): SaveFile {
  return buildSave(tacticalBattleKind, {
    title: `${b.state.clock.round}-round battle`,
    seed,
    initialState: battleSave(b.initial, b.map),
    commands: b.commands,
    state: battleSave(b.state, b.map),
    appVersion: TEST_APP_VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  });
}
