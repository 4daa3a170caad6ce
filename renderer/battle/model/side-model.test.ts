import { describe, expect, it } from 'vitest';
import { ALL_SEEING, sidesViewer } from '../../../src/battle/view/viewer';
import { createSession } from '../session';
import { shippedBattle } from '../test-battle';
import { sideModel, type SideInput } from './side-model';
import { freshUi } from './ui-state';

async function warehouse(): Promise<{ input: (view: SideInput['view']) => SideInput; session: ReturnType<typeof createSession> }> {
  const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'side-model');
  const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
  const input = (view: SideInput['view']): SideInput => ({ view, screen: { kind: 'board', seat: '0', task: 'turn' }, ui: freshUi(1), map, meta, cursor: { x: 0, y: 0 } });
  return { input, session };
}

describe('the "In sight" list', () => {
  it("names each unit's side for the all-seeing GM, who has no side of their own; a seat says own and enemy", async () => {
    const { input, session } = await warehouse();
    const state = session.state();
    const gm = sideModel(input(session.view(ALL_SEEING)));
    expect(gm.inSight).toHaveLength(state.units.length);
    for (const item of gm.inSight) {
      const unit = state.units.find((u) => u.id === item.id);
      expect(item.whose).toBe(state.sides.find((s) => s.id === unit?.side)?.name);
    }
    expect(new Set(gm.inSight.map((i) => i.whose)).size).toBe(state.sides.length);
    const seat = sideModel(input(session.view(sidesViewer(state.sides[0]?.id ?? ''))));
    for (const item of seat.inSight) expect(item.whose).toBe(item.own ? 'own' : 'enemy');
    expect(seat.inSight.some((i) => i.whose === 'own')).toBe(true);
  });

  it('R-OPS-4: a wound dealt in the simultaneous step under way is listed as on its way, not "unhurt" alone', async () => {
    const { input, session } = await warehouse();
    const view = session.view(ALL_SEEING);
    const target = view.own[0];
    if (!target) throw new Error('no unit');
    const before = sideModel(input(view)).inSight.find((i) => i.id === target.id);
    expect(before?.words).toMatch(/^unhurt/);
    // The step's harm waits in `deferred` (state/types.ts TurnGroup) until every member has acted.
    const hit = { ...view, known: { ...view.known, deferred: [{ kind: 'wound' as const, unit: target.id, level: 'hurt' as const, wear: null }] } };
    const words = sideModel(input(hit)).inSight.find((i) => i.id === target.id)?.words;
    expect(words).toBe('unhurt, a hurt wound lands when this step ends');
    // The other units read as before.
    const other = view.own[1];
    expect(sideModel(input(hit)).inSight.find((i) => i.id === other?.id)?.words).toMatch(/^unhurt$/);
  });
});
