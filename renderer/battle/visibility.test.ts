import { describe, expect, it } from 'vitest';
import { shownCell, sideSight, playersViewer, sidesViewer } from '../../src/battle/view';
import { publicView, publicViewSchema } from './public-view';
import { createSession } from './session';
import { tableView } from './table-view';
import { shippedBattle } from './test-battle';

describe('fog of war at the table: the map and the projector draw only the seat view', () => {
  it('a seat\'s map and the projector hold no enemy the players cannot see, at every step of a battle', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'fog');
    // The human side is played by the computer's choices too, to move the battle on.
    const asComputer = { ...state, sides: state.sides.map((x) => ({ ...x, controller: { kind: 'computer' as const, level: 'veteran' as const } })) };
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: asComputer });
    let checked = 0;
    let sawEnemy = false;
    let sawFloor = false;
    for (let i = 0; i < 400 && session.state().phase !== 'over'; i++) {
      expect(session.aiStep().ok).toBe(true);
      const s = session.state();
      const seen = sideSight(s, map, 'a').units;
      const view = tableView({ view: session.view(sidesViewer('a')), meta, selectedId: null, actingId: null });
      const pub = publicView({ players: session.view(sidesViewer('a')), memory: session.memory(), mapName: 'warehouse', title: 'Warehouse', meta, status: '', camera: null });
      for (const u of [...view.units, ...pub.units]) {
        const unit = s.units.find((x) => x.id === u.id);
        if (unit?.side === 'a') continue;
        sawEnemy = true;
        expect(seen.has(u.id), `${u.codeName} shown unseen`).toBe(true);
      }
      for (const t of [...pub.tracker.slots.flatMap((x) => x.units), ...pub.tracker.holding]) if (t.side !== 'a') expect(seen.has(t.id)).toBe(true);
      // R-OPS-34: the weapons on the floor (the warehouse's shotguns) are drawn only where the players see now.
      const cells = sideSight(s, map, 'a').cells;
      for (const f of [...(view.floor ?? []), ...(pub.floor ?? [])]) {
        sawFloor = true;
        expect(shownCell(cells[f.y * map.width + f.x] ?? 0), `${f.name} at ${f.x},${f.y}`).toBe(true);
      }
      // ...and the battle as the seat knows it holds no other (seat-view.ts knownState).
      for (const f of session.view(sidesViewer('a')).known.floor) expect(shownCell(cells[f.cell.y * map.width + f.cell.x] ?? 0)).toBe(true);
      expect(pub.floor).toEqual(view.floor);
      expect(publicViewSchema.safeParse(JSON.parse(JSON.stringify(pub))).success).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(sawEnemy).toBe(true);
    expect(sawFloor).toBe(true);
    session.dispose();
  });

  it('computer against computer: nothing is hidden, on the table or the projector', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran']);
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const players = session.view(playersViewer(state));
    const pub = publicView({ players, memory: session.memory(), mapName: 'warehouse', title: 'Warehouse', meta, status: '', camera: null });
    expect(pub.seen).toBeNull();
    expect(pub.units).toHaveLength(state.units.length);
    session.dispose();
  });
});
