import { describe, expect, it } from 'vitest';
import { computerCommand, flowAt, type BattleState } from '../../../src/battle';
import { missionBoard } from '../../../src/battle/mission/board';
import { planMission } from '../../../src/battle/mission/plan';
import { createMission } from '../../../src/battle/mission/setup';
import { seatViewers } from '../../../src/battle/view';
import { loadShippedMap } from '../../assets-maps';
import { tableMessage } from '../public-view';
import { createSession } from '../session';
import { shippedMissionSources, shippedMissions } from './mission-setup';

/**
 * STYLE.md principle 15 and R-OPS-49 for a mission played hot-seat (one human per side): at every
 * step, each seat's view of the mission (its board: badges, devices, objectives, the alarm) and the
 * projector's message carry nothing that seat may not know — no defender's mind it cannot see, no
 * device the intruders have not noticed, no unit out of its knowledge.
 */
describe('a hot-seat mission keeps each seat\'s secrets', () => {
  let hiddenDevices = 0;
  it.each(['Cold Ledger', 'Quiet Freight'])('%s, one human per side: every seat view and projector message holds only what that seat knows', async (name) => {
    const chosen = shippedMissions().find((m) => m.file.name === name);
    if (!chosen) throw new Error(`no ${name}`);
    const mapName = chosen.file.map.replace(/\.tmj$/, '');
    const loaded = await loadShippedMap(mapName);
    if (!loaded.ok) throw new Error(loaded.reason);
    const map = loaded.map;
    const planned = planMission(chosen.file, map, shippedMissionSources, {
      seed: 'leak',
      mapName,
      controllers: { intruders: { kind: 'human', seat: 0 }, defenders: { kind: 'human', seat: 1 } },
    });
    if (!planned.ok) throw new Error(planned.reason);
    const made = createMission(map, planned.plan);
    if (!made.ok) throw new Error(made.reason);
    const meta = { sides: planned.plan.sides.map((s, i) => ({ id: s.id, colour: i, letter: s.name.slice(0, 1), codeColor: '' })), agents: planned.agents };
    const session = createSession({ map, mapName, title: name, meta, state: made.state });
    const seats = seatViewers(made.state);
    expect(seats).toHaveLength(2);
    const m0 = made.state.mission;
    if (!m0) throw new Error('not a mission');
    // The seats' commands are the computer's choices for them (the sides stay human: two seats at the table).
    const asComputer = (s: BattleState): BattleState => ({ ...s, sides: s.sides.map((x) => ({ ...x, controller: { kind: 'computer' as const, level: 'veteran' as const } })) });
    let steps = 0;
    let hiddenGuards = 0;
    for (let i = 0; i < 160 && session.state().phase !== 'over'; i++) {
      const truth = session.state();
      const msg = JSON.stringify(tableMessage(session, '', null));
      for (const viewer of seats) {
        const view = session.view(viewer);
        const m = view.known.mission;
        if (!m) throw new Error('the seat lost the mission');
        const known = new Set(view.known.units.map((u) => u.id));
        const intruderSeat = viewer.kind === 'sides' && viewer.sides.includes(m0.intruders);
        const where = `step ${i}, ${intruderSeat ? 'intruders' : 'defenders'}`;
        // No mind of a defender the seat does not see, no kit of an intruder it does not see.
        for (const id of Object.keys(m.guards)) expect(known.has(id), `${where}: guard ${id}`).toBe(true);
        // A seat's own units still waiting off the map (the defenders' reinforcements, R-OPS-44) keep their kit.
        const waiting = new Set((m.reinforcements?.units ?? []).map((u) => u.id));
        for (const id of Object.keys(m.kit)) expect(known.has(id) || (!intruderSeat && waiting.has(id)), `${where}: kit ${id}`).toBe(true);
        if (intruderSeat) expect(m.reinforcements?.units ?? [], `${where}: the reinforcements`).toEqual([]);
        hiddenGuards += truth.units.filter((u) => u.side === m0.defenders && !known.has(u.id)).length;
        if (intruderSeat) {
          // Only the devices the intruders noticed (R-OPS-44), and no other seat's notices.
          const spotted = new Set((truth.mission?.devices ?? []).filter((d) => d.spotted).map((d) => d.id));
          for (const d of m.devices) expect(spotted.has(d.id), `${where}: device ${d.name}`).toBe(true);
          hiddenDevices += (truth.mission?.devices.length ?? 0) - m.devices.length;
          expect(m.notices, `${where}: the defenders' notices`).toEqual([]);
        }
        const board = JSON.stringify(missionBoard(view));
        for (const u of truth.units) {
          if (known.has(u.id)) continue;
          expect(board.includes(`"${u.id}"`), `${where}: board holds ${u.id}`).toBe(false);
          // The projector in hot-seat shows the seats' common knowledge (R-OPS-49).
          expect(msg.includes(`"${u.id}"`), `${where}: projector holds ${u.id}`).toBe(false);
        }
      }
      steps += 1;
      const c = computerCommand(flowAt(asComputer(truth), map));
      if (!c || c.type === 'round.start' || c.type === 'round.end') break;
      expect(session.send(c).ok).toBe(true);
    }
    expect(steps).toBeGreaterThan(40);
    // The test had secrets to keep: defenders out of a seat's sight.
    expect(hiddenGuards).toBeGreaterThan(40);
    session.dispose();
  });

  it('had devices the intruders never noticed to keep from them', () => {
    expect(hiddenDevices).toBeGreaterThan(20);
  });
});
