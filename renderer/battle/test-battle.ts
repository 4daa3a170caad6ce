/** Battles for the table's unit tests: shipped map and squads, as the set-up screen builds them. */
import { createBattle, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { loadShippedMap } from '../assets-maps';
import { shippedPool } from './pool';
import { buildSetup, defaultDraft, type ControllerChoice, type TableMeta } from './setup-model';

export async function shippedBattle(controllers: readonly ControllerChoice[], seed = 'unit'): Promise<{ map: BattleMap; state: BattleState; meta: TableMeta }> {
  const loaded = await loadShippedMap('warehouse');
  if (!loaded.ok) throw new Error(loaded.reason);
  const pool = shippedPool();
  const draft = defaultDraft(pool, ['warehouse'], seed);
  const { setup, meta } = buildSetup({ ...draft, sides: draft.sides.map((s, i) => ({ ...s, controller: controllers[i] ?? s.controller })) }, pool);
  const made = createBattle(loaded.map, setup);
  if (!made.ok) throw new Error(made.reason);
  return { map: loaded.map, state: made.state, meta };
}
