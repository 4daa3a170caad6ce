/**
 * The first-battle guide's e2e fixture (test/fixtures/guide-battle.save.json): the shipped
 * warehouse, the player's squad against the computer's (without flash-bangs), set up with one enemy in the player's sight,
 * so a first turn can select, read the odds, move, shoot and end the turn (test/e2e/guide.spec.ts).
 * This checks the fixture still opens as that; BLACKSITE_WRITE_FIXTURES=1 writes it again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { createBattle, type BattleState } from '../../src/battle';
import { battleSave, tacticalBattleKind } from '../../src/battle/save/battle-kind';
import { sideSight } from '../../src/battle/view';
import { buildSave, serializeSave } from '../../src/save';
import { loadShippedMap } from '../../renderer/assets-maps';
import { shippedPool } from '../../renderer/battle/pool';
import { buildSetup, defaultDraft } from '../../renderer/battle/setup-model';

const FILE = 'test/fixtures/guide-battle.save.json';
const WRITE = process.env.BLACKSITE_WRITE_FIXTURES === '1';

async function make(): Promise<{ state: BattleState; save: string }> {
  const loaded = await loadShippedMap('warehouse');
  if (!loaded.ok) throw new Error(loaded.reason);
  const map = loaded.map;
  const pool = shippedPool();
  const draft = defaultDraft(pool, ['warehouse'], 'guide');
  const built = buildSetup({ ...draft, sides: draft.sides.map((s, i) => ({ ...s, controller: i === 0 ? 'human' : 'recruit' })) }, pool).setup;
  // The computer's squad carries no flash-bangs here: its opening throw would blind the agent a new
  // player is about to learn to move and shoot with (the guide's steps need a unit that can act).
  const setup = { ...built, sides: built.sides.map((s, i) => (i === 1 ? { ...s, combatants: s.combatants.map((c) => ({ ...c, gear: { ...c.gear, flashBangs: 0 } })) } : s)) };
  const first = createBattle(map, setup);
  if (!first.ok) throw new Error(first.reason);
  const [a, b] = first.state.sides;
  const mine = first.state.units.find((u) => u.side === a?.id);
  if (!mine || !b) throw new Error('no squads');
  // The enemy's first agent a few cells from the player's first, in its sight.
  for (let d = 4; d <= 9; d += 1) {
    for (const [dx, dy] of [[d, 0], [0, d], [-d, 0], [0, -d], [d, 1], [1, d]] as const) {
      const cell = { x: mine.cell.x + dx, y: mine.cell.y + dy };
      const placed = { ...setup, sides: setup.sides.map((s, i) => (i === 1 ? { ...s, combatants: s.combatants.map((c, k) => (k === 0 ? { ...c, cell } : c)) } : s)) };
      const made = createBattle(map, placed);
      if (!made.ok) continue;
      const theirs = made.state.units.find((u) => u.side === b.id);
      if (!theirs || !sideSight(made.state, map, a?.id ?? '').units.has(theirs.id)) continue;
      const save = buildSave(tacticalBattleKind, { title: 'Guide: a first battle', seed: 'guide', initialState: battleSave(made.state, map), commands: [], state: battleSave(made.state, map), appVersion: '0.1.0', createdAt: '2026-12-07T23:00:00.000Z', updatedAt: '2026-12-07T23:00:00.000Z' });
      return { state: made.state, save: serializeSave(save) };
    }
  }
  throw new Error('no cell puts an enemy in sight');
}

test('the first-battle guide\'s fixture: the warehouse, one enemy in the player\'s sight, no flash-bang to blind the player\'s agents, nothing played yet', async () => {
  if (WRITE) writeFileSync(FILE, (await make()).save);
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as { commands: unknown[]; snapshot: { battle: BattleState } };
  const state = file.snapshot.battle;
  expect(file.commands).toEqual([]);
  expect(state.map.name).toBe('warehouse');
  expect(state.sides.map((s) => s.controller.kind)).toEqual(['human', 'computer']);
  const loaded = await loadShippedMap('warehouse');
  if (!loaded.ok) throw new Error(loaded.reason);
  const [a, b] = state.sides;
  const enemies = state.units.filter((u) => u.side === b?.id).map((u) => u.id);
  expect(enemies.some((id) => sideSight(state, loaded.map, a?.id ?? '').units.has(id))).toBe(true);
  expect(state.units.filter((u) => u.side === b?.id).map((u) => u.flashBangs)).toEqual(enemies.map(() => 0));
});
