import { describe, expect, it } from 'vitest';
import { Steps } from '../../test-helpers/steps';
import { asciiMission } from '../test-mission';
import { missionUnitCommand } from './choose';
import { squadPlan } from './plan';

/**
 * The computer's intruders (R-OPS-44, R-OPS-45): a device watching the way to the first job is
 * disarmed first, and the rest of the squad goes that way with the one disarming it.
 */
describe('the computer intruders and a device in the way', () => {
  // The short way to the terminal (at 8,3) runs along rows 2 and 3 through a known trip wire across
  // them at x = 3; the long way goes round by rows 0 and 1. The guard sits shut away below.
  const art = `
    ..........
    .########.
    a.........
    b.........
    ##########
    s.........`;
  const setup = () => {
    const { map, state } = asciiMission(art, {
      kits: { a: { skills: { Stealth: 3, 'Computer Hacking': 3 } }, b: { skills: { Stealth: 0, Security: 3 } } },
      devices: [{ id: 'w1', kind: 'tripwire', name: 'Corridor wire', cells: [{ x: 3, y: 2 }, { x: 3, y: 3 }], known: true }],
      objectives: [{ id: 'h', kind: 'hack', name: 'the terminal', required: true, zone: { x: 8, y: 3, w: 1, h: 1 }, difficulty: 0, needed: 1 }],
    });
    const s = new Steps(state, map);
    s.startWith({ a1: 3, a2: 2, b1: 1 });
    return s;
  };

  it('puts disarming the wire first, by the unit with Security, and the hacker waits on that way instead of walking round', () => {
    const s = setup();
    const plan = squadPlan(s.state, s.map, s.state.mission!);
    expect(plan.lead).toMatchObject({ kind: 'disarm', target: 'w1' });
    expect(plan.jobs.get('a2')).toMatchObject({ kind: 'disarm' });
    expect(plan.jobs.get('a1')).toMatchObject({ kind: 'hack' });
    const first = missionUnitCommand(s.state, s.map, 'a1', 'veteran');
    // Round by rows 0 and 1 would be a move to y < 2; along the corridor it stays in rows 2-3 (or waits for the wire).
    if (first.type === 'unit.move' || first.type === 'unit.run') expect(first.to.y).toBeGreaterThanOrEqual(2);
    else expect(first.type).toBe('unit.end-turn');
  });

  it('goes on to the terminal along the short way once the wire is disarmed', () => {
    const s = setup();
    const state = { ...s.state, mission: { ...s.state.mission!, devices: s.state.mission!.devices.map((d) => ({ ...d, status: 'off' as const })) } };
    const plan = squadPlan(state, s.map, state.mission);
    expect(plan.lead).toMatchObject({ kind: 'hack' });
    const c = missionUnitCommand(state, s.map, 'a1', 'veteran');
    expect(c.type).toBe('unit.move');
    if (c.type === 'unit.move') expect(c.to.y >= 2 && c.to.x > 0).toBe(true);
  });
});
