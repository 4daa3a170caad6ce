import { describe, expect, it } from 'vitest';
import { debriefFrom } from '../debrief/debrief';
import { Steps } from '../test-helpers/steps';
import { missionDebriefFrom } from './debrief';
import { asciiMission } from './test-mission';

/** The mission's debrief (R-OPS-32 with R-OPS-40, R-OPS-44, R-OPS-45), from a played log. */

function started(art: string, o: Parameters<typeof asciiMission>[1], order: Record<string, number>): Steps {
  const { map, state } = asciiMission(art, o);
  const s = new Steps(state, map);
  s.startWith(order);
  return s;
}

describe('mission debrief', () => {
  it('tells who noticed whom and who raised the alarm, in which round, and the objective left undone at the round limit — only once the battle is over', () => {
    const s = started('..........\n.a........\n..........\n........s.', {
      kits: { a: { skills: { Stealth: -8 } } },
      devices: [{ id: 'c1', kind: 'camera', name: 'Yard camera', cells: [{ x: 0, y: 0 }], facing: 90 }],
      roundLimit: 1,
    }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 1 } });
    // Mid-game a debrief would tell the intruders what the guards know: there is none.
    expect(missionDebriefFrom(s.state, s.events)).toBeNull();
    s.passRound();
    expect(s.state.phase).toBe('over');
    const d = debriefFrom(s.state, s.events).mission;
    expect(d?.notices).toContainEqual({ round: 1, by: 'Yard camera', unit: 'a' });
    expect(d?.alarms).toEqual([{ round: 1, raised: true, by: 'Yard camera', how: 'camera' }]);
    expect(d?.objectives).toEqual([{ id: 'out', name: 'Get out', kind: 'extract', required: true, state: 'open', progress: null, round: null }]);
    expect(d?.out).toEqual([]);
  });

  it('counts the hack as done with its round and progress, and the GM raising then cancelling the alarm', () => {
    const s = started('a.\n..\n.s', {
      kits: { a: { skills: { Stealth: 8, 'Computer Hacking': 3 } } },
      objectives: [{ id: 'h', kind: 'hack', name: 'the server', required: true, zone: { x: 1, y: 0, w: 1, h: 1 }, difficulty: -3, needed: 2 }],
    }, { a1: 3, b1: 1 });
    s.ok({ type: 'gm.mission', set: { kind: 'alarm', raised: true }, public: true });
    s.ok({ type: 'gm.mission', set: { kind: 'alarm', raised: false }, public: true });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' });
    s.ok({ type: 'unit.end-turn', unit: 'b1' });
    s.ok({ type: 'round.end' });
    s.startWith({ a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' });
    const d = missionDebriefFrom(s.state, s.events);
    expect(d?.objectives).toEqual([{ id: 'h', name: 'the server', kind: 'hack', required: true, state: 'done', progress: 'Hack 2 of 2', round: 2 }]);
    expect(d?.alarms).toEqual([
      { round: 1, raised: true, by: 'the GM', how: 'gm' },
      { round: 1, raised: false, by: 'the GM', how: 'gm' },
    ]);
    // The alarm alerted the guard, who sees the intruder without a roll (readings.ts ALERTED-SIGHT).
    expect(d?.notices).toEqual([{ round: 1, by: 's', unit: 'a' }]);
  });

  it('is absent from a plain battle', () => {
    const s = started('a.\n.s', { unaware: false }, { a1: 3, b1: 1 });
    expect(debriefFrom({ ...s.state, mission: undefined, phase: 'over' }, s.events).mission).toBeNull();
  });
});
