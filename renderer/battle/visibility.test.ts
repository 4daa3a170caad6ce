import { describe, expect, it } from 'vitest';
import { applyBattleCommand, computerCommand, sideVisibility, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { publicView, playersEyes } from './public-view';
import { publicViewSchema } from './public-view';
import { shippedBattle } from './test-battle';
import { sightOf, tableView } from './view-adapter';

/** Plays the computer for every side (the human side too, to move the battle on), yielding each state. */
function* play(state: BattleState, map: BattleMap, steps: number): Generator<BattleState> {
  let s = state;
  for (let i = 0; i < steps; i++) {
    const asComputer = { ...s, sides: s.sides.map((x) => ({ ...x, controller: { kind: 'computer' as const, level: 'veteran' as const } })) };
    const c = computerCommand(asComputer, map);
    if (!c) return;
    const r = applyBattleCommand(s, map, c);
    if ('rejected' in r) throw new Error(r.rejected);
    s = r.state;
    yield s;
  }
}

describe('fog of war at the table (issue 5 points 7 and 8)', () => {
  it('a seat\'s view and the projector hold no enemy the players cannot see, at every step of a battle', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'fog');
    let checked = 0;
    let sawEnemy = false;
    for (const s of play(state, map, 400)) {
      const seen = new Set(sideVisibility(s, map, 'a').enemies);
      const eyes = playersEyes(s);
      expect(eyes).toEqual({ kind: 'sides', sides: ['a'] });
      const sight = sightOf(s, map, eyes);
      const view = tableView({ state: s, meta, eyes, sight, selectedId: null, actingId: null });
      const pub = publicView({ state: s, map, mapName: 'warehouse', title: 'Warehouse', meta, status: '', lastRoll: null, camera: null });
      for (const u of [...view.units, ...pub.units]) {
        const unit = s.units.find((x) => x.id === u.id);
        if (unit?.side === 'a') continue;
        sawEnemy = true;
        if (unit?.status !== 'dead') expect(seen.has(u.id), `${u.codeName} shown unseen`).toBe(true);
      }
      const tracked = [...pub.tracker.slots.flatMap((x) => x.units), ...pub.tracker.holding];
      for (const t of tracked) if (t.side !== 'a') expect(seen.has(t.id)).toBe(true);
      expect(publicViewSchema.safeParse(JSON.parse(JSON.stringify(pub))).success).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(sawEnemy).toBe(true);
  });

  it('computer against computer: nothing is hidden, on the table or the projector', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran']);
    const eyes = playersEyes(state);
    expect(eyes).toEqual({ kind: 'all' });
    const pub = publicView({ state, map, mapName: 'warehouse', title: 'Warehouse', meta, status: '', lastRoll: null, camera: null });
    expect(pub.seen).toBeNull();
    expect(pub.units).toHaveLength(state.units.length);
  });

  it('the board behind a hand-over is empty and fully fogged', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human']);
    const view = tableView({ state, meta, eyes: { kind: 'sides', sides: [] }, sight: sightOf(state, map, { kind: 'sides', sides: [] }), selectedId: 'a1', actingId: 'a1', blank: true });
    expect(view.units).toEqual([]);
    expect(view.selectedId).toBeNull();
    expect([...(view.visibility.get(0) ?? new Set([1]))]).toEqual([]);
  });
});
