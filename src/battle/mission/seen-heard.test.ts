import { describe, expect, it } from 'vitest';
import { chanceDiceAtLeast } from '../../ops/dice/odds';
import { mapNow } from '../state/doors';
import type { BattleEvent } from '../state/events';
import { Steps } from '../test-helpers/steps';
import { guardOf } from './access';
import type { MissionEvent } from './events';
import { missionSight } from './sight';
import { footstepContest, noticeContest } from './notice';
import { asciiMission } from './test-mission';

/** R-OPS-40 (being seen) and R-OPS-41 (being heard), played through commands on ASCII maps. */

const of = <T extends MissionEvent['type']>(events: readonly BattleEvent[], type: T) => events.filter((e): e is Extract<MissionEvent, { type: T }> => e.type === type);

function started(art: string, o: Parameters<typeof asciiMission>[1] = {}, order: Record<string, number> = {}): Steps {
  const { map, state } = asciiMission(art, o);
  const s = new Steps(state, map);
  s.startWith(order);
  return s;
}

describe('R-OPS-40 being seen', () => {
  it('rolls Spot Hidden against Stealth, a tie to the defender, with the exact chance from 2dF - 2dF = 4dF', () => {
    const s = started('a.........s', { skills: { a: { Stealth: 1 }, s: { 'Spot Hidden': 1 } }, kits: { a: { skills: { Stealth: 1 } }, s: { skills: { 'Spot Hidden': 1 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    const notice = of(s.events, 'mission.notice')[0];
    expect(notice?.way).toBe('roll');
    // 7 tiles = 14 m: +0 for distance (one full 10 m past 10 m starts at 20 m), lit, no cover: 1 vs 1.
    expect(notice?.chance).toBe(chanceDiceAtLeast(4, 0));
    expect(notice?.rolls?.spot.trait).toEqual({ name: 'Spot Hidden', value: 1 });
    expect(notice?.rolls?.stealth.trait).toEqual({ name: 'Stealth', value: 1 });
    // A tie is noticed (R-OPS-2: ties to the defender).
    const spot = notice?.rolls?.spot.total ?? 0;
    const hide = notice?.rolls?.stealth.total ?? 0;
    expect(notice?.noticed).toBe(spot >= hide);
  });

  it('gives the intruder cover from that defender, +1 per full 10 m past 10 m, dim +1, dark +2, camouflage +1, ran -2', () => {
    const { map, state } = asciiMission(
      `
      ..............s
      a"............o
      `,
      { light: '...............\n,,,,,,,,,,,,,,,', kits: { a: { camouflage: 'urban', skills: { Stealth: 2 } } }, environment: 'urban' },
    );
    const m = state.mission;
    if (!m) throw new Error('mission');
    const sight = missionSight(m, mapNow(state, map));
    const guard = state.units.find((u) => u.id === 'b1');
    const intruder = state.units.find((u) => u.id === 'a1');
    if (!guard || !intruder) throw new Error('units');
    const c = noticeContest(sight, m, guard, intruder, intruder.cell, true);
    const reasons = c.stealth.modifiers.map((x) => `${x.value} ${x.reason.split(' (')[0]}`);
    // 14.04 tiles = 28 m: +1 for distance; behind the bush from the guard: partial cover +1.
    expect(reasons).toEqual(['1 partial cover from the watcher', '1 28 m away: +1 per full 10 m past 10 m', '1 dim light', '1 urban camouflage', '-2 ran this turn']);
    expect(c.stealth.trait).toEqual({ name: 'Stealth', value: 2 });
    expect(c.chance).toBe(chanceDiceAtLeast(4, 2 + 2 - (guard.stats.per - 2)));
  });

  it('notices an adjacent intruder and an attacker without a roll', () => {
    const s = started('a.s..t', { kits: { a: { skills: { Stealth: 8 } } } }, { a1: 3, b1: 1, b2: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(of(s.events, 'mission.notice').map((e) => [e.by, e.way, e.noticed])).toContainEqual(['b1', 'adjacent', true]);
    const s2 = started('a......s..t', { kits: { a: { skills: { Stealth: 8 } } } }, { a1: 3, b1: 1, b2: 1 });
    s2.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    expect(of(s2.events, 'mission.notice').filter((e) => e.way === 'attacked').map((e) => e.by).sort()).toEqual(['b1', 'b2']);
  });

  it('makes a defender that fails against an intruder within 3 cells suspicious', () => {
    const s = started('a....s', { kits: { a: { skills: { Stealth: 8 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 2, y: 0 } });
    const n = of(s.events, 'mission.notice')[0];
    expect(n?.noticed).toBe(false);
    expect(guardOf(s.state.mission!, s.unit('b1')).awareness).toBe('suspicious');
    expect(guardOf(s.state.mission!, s.unit('b1')).look).toEqual({ x: 2, y: 0 });
  });

  it('rolls again for a defender that moves and sees an intruder it has not noticed (READING-GUARD-MOVES)', () => {
    const s = started('a.#.....s', { kits: { a: { skills: { Stealth: 8 } } } }, { b1: 3, a1: 1 });
    s.ok({ type: 'unit.move', unit: 'b1', to: { x: 5, y: 0 } });
    expect(of(s.events, 'mission.notice')).toHaveLength(0);
    const t = started('a.......s', { kits: { a: { skills: { Stealth: 8 } } } }, { b1: 3, a1: 1 });
    t.ok({ type: 'unit.move', unit: 'b1', to: { x: 6, y: 0 } });
    expect(of(t.events, 'mission.notice').map((e) => e.by)).toEqual(['b1']);
  });

  it('keeps an unnoticed intruder out of the defenders\' seat view', async () => {
    const { sideSight } = await import('../view/sight');
    const s = started('a.......s', { kits: { a: { skills: { Stealth: 8 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(sideSight(s.state, s.map, 'b').units.has('a1')).toBe(false);
    expect(sideSight(s.state, s.map, 'a').units.has('b1')).toBe(true);
  });
});

describe('R-OPS-41 being heard', () => {
  it('alerts every defender on the map to an unsilenced shot, and tells them where it came from', () => {
    const s = started('a..s\n####\n...t', {}, { a1: 3, b1: 1, b2: 1 });
    s.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    const t = guardOf(s.state.mission!, s.unit('b2'));
    expect(t.awareness).toBe('alerted');
    expect(t.look).toEqual({ x: 0, y: 0 });
  });

  it('lets a silenced pistol be heard only by a Listen roll within 30 m, vs Superb', () => {
    const gear = { a: { firearms: [{ name: 'Glock 17' }] } };
    const s = started('a..s......................t\n............................\n..........................u.', { gear, kits: { a: { silenced: ['Glock 17'] } } }, { a1: 3, b1: 1, b2: 1, b3: 1 });
    s.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    const heard = of(s.events, 'mission.heard').filter((e) => e.what === 'silenced');
    // b2 stands 27 tiles = 54 m away: out of hearing; b3 at (26, 2) too. Nobody else within 30 m.
    expect(heard.map((e) => e.by)).toEqual([]);
    const near = started('a..s....t', { gear, kits: { a: { silenced: ['Glock 17'] } } }, { a1: 3, b1: 1, b2: 1 });
    near.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    const roll = of(near.events, 'mission.heard').find((e) => e.by === 'b2');
    expect(roll?.roll?.against).toEqual({ kind: 'difficulty', value: 3, parts: [] });
    expect(roll?.chance).toBe(chanceDiceAtLeast(3, 3 - (near.unit('b2').stats.skills['Listen'] ?? near.unit('b2').stats.per - 2)));
  });

  it('makes a defender roll Listen against a runner within 10 m or a walker within 3 m (a walker +2)', () => {
    const { state } = asciiMission('a...s');
    const m = state.mission!;
    const g = state.units.find((u) => u.id === 'b1')!;
    const a = state.units.find((u) => u.id === 'a1')!;
    const walk = footstepContest(m, g, a, false);
    const run = footstepContest(m, g, a, true);
    expect(walk.stealth.modifiers[0]).toEqual({ value: 2, reason: 'walking, not running (R-OPS-41)' });
    expect(run.chance).toBeGreaterThan(walk.chance);
    // 8 m from the runner's last cell: heard (Stealth -8 against Listen -2 cannot win).
    const s = started('a...............s', { kits: { a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.run', unit: 'a1', to: { x: 12, y: 0 } });
    const steps = of(s.events, 'mission.heard').find((e) => e.what === 'steps');
    expect(steps).toMatchObject({ by: 'b1', heard: true, chance: 1 });
    // A walker 6 m away is not heard at all: nobody rolls.
    const w = started('a......s', { kits: { a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 1 });
    w.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(of(w.events, 'mission.heard')).toHaveLength(0);
  });
});
