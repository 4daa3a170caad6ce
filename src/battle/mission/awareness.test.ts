import { describe, expect, it } from 'vitest';
import { previewAttack } from '../preview/attack-preview';
import type { BattleEvent } from '../state/events';
import { Steps } from '../test-helpers/steps';
import { guardOf } from './access';
import type { MissionEvent } from './events';
import { asciiMission } from './test-mission';

/** R-OPS-39 (awareness), R-OPS-42 (surprise), R-OPS-43 (light and sight), R-OPS-47 (disarm). */

const of = <T extends MissionEvent['type']>(events: readonly BattleEvent[], type: T) => events.filter((e): e is Extract<MissionEvent, { type: T }> => e.type === type);

function started(art: string, o: Parameters<typeof asciiMission>[1] = {}, order: Record<string, number> = {}): Steps {
  const { map, state } = asciiMission(art, o);
  const s = new Steps(state, map);
  s.startWith(order);
  return s;
}

const mind = (s: Steps, id: string) => guardOf(s.state.mission!, s.unit(id));
const HIDDEN = { a: { skills: { Stealth: 8 } } };

describe('R-OPS-39 awareness', () => {
  it('keeps an unaware defender from any combat action, and lets an alerted one fight', () => {
    const s = started('a......s', { kits: HIDDEN }, { b1: 3, a1: 1 });
    expect(s.no({ type: 'unit.attack', unit: 'b1', target: 'a1', mode: 'semi', shots: 1 })).toBe('s is unaware and takes no combat action until alerted (R-OPS-39).');
    const alerted = started('a......s', { kits: HIDDEN, unaware: false }, { b1: 3, a1: 1 });
    alerted.ok({ type: 'unit.attack', unit: 'b1', target: 'a1', mode: 'semi', shots: 1 });
  });

  it('turns a suspicious defender back to its post after 3 rounds with nothing found', () => {
    const s = started('a....s', { kits: HIDDEN }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 2, y: 0 } });
    expect(mind(s, 'b1').awareness).toBe('suspicious');
    // The round it turned suspicious, then 3 more with nothing found.
    s.passRound();
    s.passRound();
    s.passRound();
    expect(mind(s, 'b1').awareness).toBe('suspicious');
    s.passRound();
    expect(mind(s, 'b1').awareness).toBe('unaware');
    expect(of(s.events, 'mission.awareness').at(-1)).toMatchObject({ unit: 'b1', from: 'suspicious', to: 'unaware', cause: 'calmed' });
  });

  it('alerts the whole side at the end of an alerted defender\'s next turn when it has a radio, unless it is taken out first', () => {
    const art = 'a.s.....\n########\n.......t';
    const s = started(art, { kits: { s: { radio: true }, a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 2, b2: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(mind(s, 'b1').awareness).toBe('alerted');
    expect(mind(s, 'b2').awareness).toBe('unaware');
    s.ok({ type: 'unit.end-turn', unit: 'a1' });
    // b1 had not acted yet this round: its call goes out as this turn ends.
    s.ok({ type: 'unit.end-turn', unit: 'b1' });
    expect(of(s.events, 'mission.radio')).toEqual([{ type: 'mission.radio', unit: 'b1' }]);
    expect(mind(s, 'b2').awareness).toBe('alerted');
    const quiet = started(art, { kits: { s: { radio: false }, a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 2, b2: 1 });
    quiet.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    quiet.ok({ type: 'unit.end-turn', unit: 'a1' });
    quiet.ok({ type: 'unit.end-turn', unit: 'b1' });
    expect(mind(quiet, 'b2').awareness).toBe('unaware');
  });

  it('plays a firefight as a mission whose defenders start alerted: they see and fight at once', () => {
    const s = started('a.....s', { unaware: false, kits: HIDDEN }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(of(s.events, 'mission.notice')[0]).toMatchObject({ by: 'b1', way: 'alerted', noticed: true, chance: 1 });
  });
});

describe('R-OPS-42 surprise', () => {
  it('lets no unalerted defender dodge or block, and gives a melee attack on it +2 (the takedown preview)', () => {
    const s = started('as', { kits: HIDDEN }, { a1: 3, b1: 1 });
    const p = previewAttack(s.state, s.map, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    if ('rejected' in p || p.kind !== 'melee') throw new Error('preview');
    expect(p.targetMayDodge).toBe(false);
    const events = s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    expect(events.some((e) => e.type === 'defence.offered')).toBe(false);
    const melee = events.find((e) => e.type === 'unit.melee');
    if (melee?.type !== 'unit.melee') throw new Error('melee');
    expect(melee.attacker.modifiers).toContainEqual({ value: 2, reason: 'surprise: the defender is not alerted (R-OPS-42)' });
    const alerted = started('as', { kits: HIDDEN, unaware: false }, { a1: 3, b1: 1 });
    const offered = alerted.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    expect(offered.some((e) => e.type === 'defence.offered')).toBe(true);
  });

  it('alerts a defender that sees a fallen defender in its sight', () => {
    const s = started('a.s...t', { kits: HIDDEN }, { a1: 3, b1: 1, b2: 1 });
    s.set('b1', { status: 'out' });
    s.ok({ type: 'unit.end-turn', unit: 'a1' });
    expect(mind(s, 'b2').awareness).toBe('alerted');
    expect(of(s.events, 'mission.awareness')).toContainEqual({ type: 'mission.awareness', unit: 'b2', from: 'unaware', to: 'alerted', cause: 'saw-body' });
  });
});

describe('R-OPS-43 light and sight', () => {
  it('sees a unit in a dark cell within 2 cells only, unless the watcher has night vision', () => {
    const dark = 'kkkkkkkkk\nkkkkkkkkk';
    const s = started('a......s.\n.........', { light: dark, kits: { a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(of(s.events, 'mission.notice')).toHaveLength(0);
    s.ok({ type: 'unit.end-turn', unit: 'a1' });
    const g = started('a......s.\n.........', { light: dark, kits: { a: { skills: { Stealth: -8 } }, s: { seesInDark: true } } }, { a1: 3, b1: 1 });
    g.ok({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(of(g.events, 'mission.notice')[0]?.by).toBe('b1');
  });

  it('puts a shot at a unit in the dark at -3, as blind', () => {
    const s = started('a...s', { unaware: false, light: 'kkkk.' }, { b1: 3, a1: 1 });
    const p = previewAttack(s.state, s.map, { type: 'unit.attack', unit: 'b1', target: 'a1', mode: 'semi', shots: 1 });
    if ('rejected' in p || p.kind !== 'ranged') throw new Error(JSON.stringify(p));
    expect(p.attacks[0]?.modifiers).toContainEqual({ value: -3, reason: 'target in darkness (R-OPS-43)' });
  });

  it('sees no farther than the mission\'s sight (60 m unless the map says)', () => {
    const s = started(`a${'.'.repeat(30)}s`, { kits: { a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 1 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    // 30 tiles = 60 m: just in sight.
    expect(of(s.events, 'mission.notice')).toHaveLength(1);
    const far = started(`a${'.'.repeat(34)}s`, { kits: { a: { skills: { Stealth: -8 } } } }, { a1: 3, b1: 1 });
    far.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(of(far.events, 'mission.notice')).toHaveLength(0);
  });
});

describe('R-OPS-47 disarm', () => {
  it('offers neither a dodge nor a block against a disarm', () => {
    const s = started('as', { unaware: false }, { a1: 3, b1: 1 });
    const events = s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'disarm' });
    expect(events.some((e) => e.type === 'defence.offered')).toBe(false);
    const punch = started('as', { unaware: false }, { a1: 3, b1: 1 });
    const offered = punch.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' }).find((e) => e.type === 'defence.offered');
    expect(offered?.type === 'defence.offered' && offered.choices).toEqual(['dodge', 'block']);
  });
});
