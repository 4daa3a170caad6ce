import { describe, expect, it } from 'vitest';
import { chanceDiceAtLeast } from '../../ops/dice/odds';
import type { BattleEvent } from '../state/events';
import { Steps } from '../test-helpers/steps';
import { guardOf } from './access';
import type { MissionEvent } from './events';
import { taskChance, taskCheck } from './tasks';
import { asciiMission } from './test-mission';

/** R-OPS-44 (alarms and devices) and R-OPS-45 (objectives), played through commands. */

const of = <T extends MissionEvent['type']>(events: readonly BattleEvent[], type: T) => events.filter((e): e is Extract<MissionEvent, { type: T }> => e.type === type);

function started(art: string, o: Parameters<typeof asciiMission>[1] = {}, order: Record<string, number> = {}): Steps {
  const { map, state } = asciiMission(art, o);
  const s = new Steps(state, map);
  s.startWith(order);
  return s;
}

const HIDDEN = { skills: { Stealth: 8, Security: 3, 'Computer Hacking': 3, Demolitions: 3 } };

describe('R-OPS-44 alarms and devices', () => {
  it('lets an alerted defender next to a panel raise the alarm: the whole side alerted, the clock started, reinforcements after its rounds', () => {
    const art = 's..a\n####\n...t\n....';
    const s = started(art, {
      unaware: false,
      devices: [{ id: 'p1', kind: 'panel', name: 'alarm panel', cells: [{ x: 0, y: 1 }] }],
      reinforcements: { after: 2, zone: [{ x: 0, y: 3, w: 4, h: 1 }], combatants: [{ character: { name: 'r', animal: 'r', attributes: { BODY: 0, REA: 0, PER: 0, TECH: 0, MEN: 0, SOC: 0 }, skills: [], gifts: [], faults: ['Code of Honor'] }, gear: {} }] },
    }, { b1: 3, a1: 1, b2: 1 });
    s.ok({ type: 'unit.task', unit: 'b1', task: 'alarm', target: 'p1' });
    expect(s.state.mission?.alarm).toEqual({ raised: true, round: 1, by: 'b1', how: 'panel' });
    expect(guardOf(s.state.mission!, s.unit('b2')).awareness).toBe('alerted');
    // Raised in round 1: two more rounds pass, and they enter as round 3 ends.
    s.passRound();
    s.passRound();
    expect(s.state.units.some((u) => u.id === 'b-x1')).toBe(false);
    s.passRound();
    expect(s.state.units.find((u) => u.id === 'b-x1')?.cell.y).toBe(3);
    expect(of(s.events, 'mission.reinforcements')[0]?.units).toEqual(['b-x1']);
  });

  it('refuses the alarm to a defender that is not alerted', () => {
    const s = started('s..a', { kits: { a: HIDDEN }, devices: [{ id: 'p1', kind: 'panel', name: 'alarm panel', cells: [{ x: 0, y: 0 }] }] }, { b1: 3, a1: 1 });
    expect(s.no({ type: 'unit.task', unit: 'b1', task: 'alarm', target: 'p1' })).toBe('s is not alerted (R-OPS-44: an alerted defender raises the alarm).');
  });

  it('has a camera notice in its 90-degree arc, 12 cells deep, as Spot Hidden Fair, and raise the alarm', () => {
    // Camera at (0, 0) facing east (90): the intruder walks into its arc.
    const art = '..........\n.a........\n..........\n........s.';
    const s = started(art, { kits: { a: { skills: { Stealth: -8 } } }, devices: [{ id: 'c1', kind: 'camera', name: 'camera', cells: [{ x: 0, y: 0 }], facing: 90 }] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 1 } });
    const look = of(s.events, 'mission.notice').find((e) => e.by === 'c1');
    expect(look?.rolls?.spot.trait).toEqual({ name: 'Camera (Spot Hidden Fair)', value: 0 });
    expect(s.state.mission?.alarm).toMatchObject({ raised: true, by: 'c1', how: 'camera' });
    // Behind it (west), nothing.
    const t = started('..........\n....a.....\n..........\n........s.', { kits: { a: { skills: { Stealth: -8 } } }, devices: [{ id: 'c1', kind: 'camera', name: 'camera', cells: [{ x: 6, y: 0 }], facing: 90 }] }, { a1: 3, b1: 1 });
    t.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 1 } });
    expect(of(t.events, 'mission.notice').some((e) => e.by === 'c1')).toBe(false);
  });

  it('raises the alarm when an intruder walks into a trip wire, and walks around one its side has noticed', () => {
    const art = 'a.........\n..........\n.........s';
    const wire = { id: 't1', kind: 'tripwire' as const, name: 'trip wire', cells: [{ x: 2, y: 0 }] };
    const s = started(art, { kits: { a: HIDDEN }, devices: [wire] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(s.state.mission?.alarm).toMatchObject({ raised: true, by: 't1', how: 'tripwire' });
    const { map, state } = asciiMission(art, { kits: { a: HIDDEN }, devices: [wire] });
    const known = new Steps({ ...state, mission: { ...state.mission!, devices: state.mission!.devices.map((d) => ({ ...d, spotted: true })) } }, map);
    known.startWith({ a1: 3, b1: 1 });
    // The way round (7.7 m) is longer than a walk: it runs.
    const moved = known.ok({ type: 'unit.run', unit: 'a1', to: { x: 3, y: 0 } }).find((e) => e.type === 'unit.moved');
    expect(known.state.mission?.alarm.raised).toBe(false);
    expect(moved?.type === 'unit.moved' && moved.path.some((c) => c.x === 2 && c.y === 0)).toBe(false);
  });

  it('notices a device within 3 cells by Spot Hidden (or Security) vs Good, and disarms it with Security vs Good, Fair with an Electronics Kit', () => {
    const art = 'a.....\n......\n.....s';
    const wire = { id: 't1', kind: 'motion' as const, name: 'motion sensor', cells: [{ x: 3, y: 1 }] };
    const s = started(art, { kits: { a: { skills: { Stealth: 8, Security: 9 }, electronicsKit: true } }, devices: [wire] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    const spot = of(s.events, 'mission.device')[0];
    expect(spot).toMatchObject({ device: 't1', change: 'spotted', unit: 'a1' });
    expect(spot?.roll?.trait).toEqual({ name: 'Security', value: 9 });
    s.passRound();
    s.startWith({ a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 2, y: 0 } });
    const check = taskCheck(s.state, s.unit('a1'), 'disarm', 't1');
    if (check === null || typeof check === 'string') throw new Error(String(check));
    expect(check.difficulty).toBe(0);
    expect(taskChance(check)).toBe(chanceDiceAtLeast(3, 0 - 9));
    s.ok({ type: 'unit.task', unit: 'a1', task: 'disarm', target: 't1' });
    expect(s.state.mission?.devices[0]?.status).toBe('off');
  });

  it('sets a device off on a failure by 3 or more', () => {
    const art = 'a.....\n......\n.....s';
    const cam = { id: 't1', kind: 'motion' as const, name: 'motion sensor', cells: [{ x: 1, y: 1 }] };
    const { map, state } = asciiMission(art, { kits: { a: { skills: { Stealth: 8, Security: -9 } } }, devices: [cam] });
    const s = new Steps({ ...state, mission: { ...state.mission!, devices: state.mission!.devices.map((d) => ({ ...d, spotted: true })) } }, map);
    s.startWith({ a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'disarm', target: 't1' });
    expect(of(s.events, 'mission.device').map((e) => e.change)).toContain('set-off');
    expect(s.state.mission?.alarm).toMatchObject({ raised: true, by: 't1' });
  });
});

describe('R-OPS-45 objectives', () => {
  it('hacks a terminal from an adjacent cell: each try the action, done after its successes; the mission succeeds', () => {
    const art = 'a.\n..\n.s';
    const s = started(art, { kits: { a: HIDDEN }, objectives: [{ id: 'h', kind: 'hack', name: 'the server', required: true, zone: { x: 1, y: 0, w: 1, h: 1 }, difficulty: -3, needed: 2 }] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' });
    expect(s.state.mission?.objectives[0]?.progress).toBe(1);
    expect(s.no({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' })).toBe('a has already acted this round.');
    s.ok({ type: 'unit.end-turn', unit: 'b1' });
    s.ok({ type: 'round.end' });
    s.startWith({ a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' });
    expect(s.state.mission?.objectives[0]?.state).toBe('done');
    expect(s.state.result).toMatchObject({ winner: 'a', reason: 'The mission succeeded: the server done.' });
  });

  it('raises the alarm on a hack that fails by 3 or more', () => {
    const s = started('a.\n..\n.s', { kits: { a: { skills: { Stealth: 8, 'Computer Hacking': -9 } } }, objectives: [{ id: 'h', kind: 'hack', name: 'the server', required: true, zone: { x: 1, y: 0, w: 1, h: 1 } }] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'hack', target: 'h' });
    expect(s.state.mission?.alarm).toMatchObject({ raised: true, by: 'a1', how: 'hack' });
  });

  it('plants a charge (2 successes), fires it by its planter\'s action; the blast alerts everyone', () => {
    const s = started('a.\n..\n.s', { kits: { a: { skills: { Stealth: 8, Demolitions: 9 }, demolitionsKit: true } }, objectives: [{ id: 'c', kind: 'plant', name: 'the generator', required: true, zone: { x: 1, y: 0, w: 1, h: 1 } }] }, { a1: 3, b1: 1 });
    const check = taskCheck(s.state, s.unit('a1'), 'plant', 'c');
    expect(check !== null && typeof check !== 'string' && check.difficulty).toBe(0);
    for (let i = 0; i < 2; i++) {
      s.ok({ type: 'unit.task', unit: 'a1', task: 'plant', target: 'c' });
      s.passRound();
      s.startWith({ a1: 3, b1: 1 });
    }
    expect(s.state.mission?.objectives[0]?.armed).toEqual({ round: 2, by: 'a1' });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'detonate', target: 'c' });
    expect(s.state.result?.winner).toBe('a');
    expect(of(s.events, 'mission.heard').some((e) => e.what === 'blast' && e.by === 'b1')).toBe(true);
  });

  it('retrieves an item: taking it is the action, it counts once carried out through the exit zone', () => {
    const art = '.a.\n...\n..s';
    const s = started(art, {
      kits: { a: HIDDEN },
      items: [{ id: 'i', name: 'ledger', cell: { x: 2, y: 0 } }],
      exits: [{ x: 0, y: 0, w: 1, h: 1 }],
      objectives: [
        { id: 'r', kind: 'retrieve', name: 'the ledger', required: true, target: 'i' },
        { id: 'x', kind: 'extract', name: 'get out', required: false },
      ],
    }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'take', target: 'i' });
    expect(s.state.mission?.items[0]?.carrier).toBe('a1');
    s.passRound();
    s.startWith({ a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 0, y: 0 } });
    s.ok({ type: 'unit.task', unit: 'a1', task: 'leave', target: '' });
    expect(s.state.units.some((u) => u.id === 'a1')).toBe(false);
    expect(s.state.mission?.left.map((u) => u.id)).toEqual(['a1']);
    expect(s.state.result).toMatchObject({ winner: 'a' });
  });

  it('frees a captive (Pick Locks vs Fair) who then joins the intruders and must be extracted', () => {
    const s = started('a..\n...\n..s', {
      kits: { a: HIDDEN },
      skills: { a: { 'Pick Locks': 3 } },
      captives: [{ id: 'cap', name: 'the courier', cell: { x: 1, y: 0 }, combatant: { character: { name: 'Courier', animal: 'Dove', attributes: { BODY: 0, REA: 0, PER: 0, TECH: 0, MEN: 0, SOC: 0 }, skills: [], gifts: [], faults: ['Code of Honor'] }, gear: {} } }],
      objectives: [{ id: 'res', kind: 'rescue', name: 'the courier', required: true, target: 'a-c1' }],
    }, { a1: 3, b1: 1 });
    const check = taskCheck(s.state, s.unit('a1'), 'free', 'cap');
    expect(check !== null && typeof check !== 'string' && check.difficulty).toBe(0);
    // Pick Locks Good (+3 here) vs Fair: 3dF cannot fall below -3, so it is sure.
    expect(taskChance(check as Exclude<typeof check, string | null>)).toBe(1);
    s.ok({ type: 'unit.task', unit: 'a1', task: 'free', target: 'cap' });
    expect(of(s.events, 'mission.freed')).toEqual([{ type: 'mission.freed', unit: 'a-c1', by: 'a1' }]);
    expect(s.unit('a-c1').side).toBe('a');
    // Freed is not rescued: it must leave through the exit zone.
    expect(s.state.mission?.objectives[0]?.state).toBe('open');
    s.passRound();
    s.startWith({ 'a-c1': 3, a1: 2, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a-c1', to: { x: 0, y: 1 } });
    s.ok({ type: 'unit.task', unit: 'a-c1', task: 'leave', target: '' });
    expect(s.state.mission?.objectives[0]?.state).toBe('done');
    expect(s.state.result?.winner).toBe('a');
  });

  it('succeeds when a reach zone holds an intruder at the end of a round; fails when no intruder can act or the round limit passes', () => {
    const s = started('a.s', { kits: { a: HIDDEN }, objectives: [{ id: 'z', kind: 'reach', name: 'the roof', required: true, zone: { x: 1, y: 0, w: 1, h: 1 } }] }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(s.state.result).toBeNull();
    s.passRound();
    expect(s.state.result).toMatchObject({ winner: 'a', reason: 'The mission succeeded: the roof done.' });
    const t = started('a.s', { kits: { a: HIDDEN }, roundLimit: 1, objectives: [{ id: 'z', kind: 'reach', name: 'the roof', required: true, zone: { x: 2, y: 0, w: 1, h: 1 } }] }, { a1: 3, b1: 1 });
    t.passRound();
    expect(t.state.result).toMatchObject({ winner: 'b', reason: 'The mission failed: 1 rounds passed with the roof not done.' });
    const lost = asciiMission('a.s', { kits: { a: HIDDEN }, objectives: [{ id: 'e', kind: 'eliminate', name: 'the guard', required: true, units: ['b1'] }] });
    const u = new Steps({ ...lost.state, units: lost.state.units.map((x) => (x.id === 'a1' ? { ...x, status: 'out' as const } : x)) }, lost.map);
    u.ok({ type: 'round.start' });
    expect(u.state.result).toMatchObject({ winner: 'b', reason: 'The mission failed: no intruder can act with the guard not done.' });
  });
});
