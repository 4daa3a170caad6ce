import { describe, expect, it } from 'vitest';
import { flowAt } from '../round/step';
import { countEnd, countStep, emptyCensus } from '../sim/census';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { battle, choose, KUNG_FU, PISTOL_ONLY, VEST, type Fighter } from '../test-helpers/set-pieces';
import type { Steps } from '../test-helpers/steps';
import { computerCommand, playComputer } from './driver';

/**
 * What the computer chooses in set pieces: each test builds the one situation
 * where a rule of the book is the best move and checks the computer takes it
 * (more in variants.test.ts).
 */

describe('the computer opponent plays the book', () => {
  it('R-OPS-18, R-OPS-20: a Superb Kung Fu fighter next to an enemy fights with its hands, not its knife', () => {
    const s = battle('as', [KUNG_FU], [{ gear: RIFLEMAN }]);
    s.startWith({ a1: 3, b1: 0 });
    let c = choose(s, 'a1');
    // R-OPS-34: it puts the knife away first (free), so a disarm has nothing to knock away.
    expect(c).toEqual({ type: 'unit.switch', unit: 'a1', to: 'none' });
    s.ok(c);
    c = choose(s, 'a1');
    expect(c.type).toBe('unit.melee');
    if (c.type !== 'unit.melee') return;
    expect(c.maneuver).not.toBe('strike');
    expect(['punch', 'kick', 'grab', 'disarm', 'throw']).toContain(c.maneuver);
    s.ok(c);
  });

  it('R-OPS-19: holding an enemy, it throws it (Body+2) rather than let it go', () => {
    const s = battle('as', [KUNG_FU], [{ gear: { melee: 'Knife', armor: 'Light Vest' } }]);
    s.startWith({ a1: 3, b1: 0 });
    s.set('a1', { holding: 'b1' });
    s.set('b1', { heldBy: 'a1' });
    const c = choose(s, 'a1');
    expect(c).toMatchObject({ type: 'unit.melee', unit: 'a1', target: 'b1' });
    if (c.type === 'unit.melee') expect(c.maneuver).toBe('throw');
  });

  it('R-OPS-34, R-OPS-36: holding an enemy, it never strikes with a knife it has not drawn', () => {
    const knifeman = operative('a', { BODY: 2 }, { 'Melee Weapons': 3, Brawling: -3 });
    const s = battle('as\n.t', [{ gear: { firearms: [{ name: 'M16a1', spareMagazines: 0 }], melee: 'Knife', armor: VEST }, character: knifeman }], [{ gear: { armor: VEST } }]);
    s.startWith({ a1: 3, b1: 0, b2: 0 });
    const gun = s.unit('a1').weapons[0];
    if (!gun) throw new Error('no gun');
    s.set('a1', { holding: 'b1', weapons: [{ ...gun, loaded: 0, spares: 0, partials: [] }] });
    s.set('b1', { heldBy: 'a1' });
    expect(s.unit('a1').meleeInHand).toBe(false);
    const c = choose(s, 'a1');
    if (c.type === 'unit.melee') expect(c.maneuver).not.toBe('strike');
    // Whatever it picks is accepted: the free switch to the knife first, then its blow.
    s.ok(c);
    if (c.type === 'unit.switch') s.ok(choose(s, 'a1'));
  });

  it('R-OPS-19, R-OPS-34: holding an enemy whose only gun it knocked to the floor, it takes the gun before it throws', () => {
    const s = battle('as', [KUNG_FU], [{ gear: PISTOL_ONLY }]);
    s.startWith({ a1: 3, b1: 0 });
    const theirs = s.unit('b1').weapons[0];
    if (!theirs) throw new Error('no gun');
    s.set('a1', { holding: 'b1' });
    s.set('b1', { heldBy: 'a1', weapons: [], weapon: -1 });
    s.state = { ...s.state, floor: [{ kind: 'firearm', cell: s.unit('b1').cell, weapon: theirs }] };
    const c = choose(s, 'a1');
    expect(c).toEqual({ type: 'unit.pick-up', unit: 'a1', item: 0 });
    s.ok(c);
    expect(s.unit('a1').holding).toBe('b1');
    expect(s.state.floor).toHaveLength(0);
    // With a second gun still on it, the gun on the floor is no loss to it: the holder fights on.
    const armed = battle('as', [KUNG_FU], [{ gear: { firearms: [{ name: 'Glock 17' }, { name: 'Beretta M92' }], armor: VEST } }]);
    armed.startWith({ a1: 3, b1: 0 });
    const [first, second] = armed.unit('b1').weapons;
    if (!first || !second) throw new Error('no guns');
    armed.set('a1', { holding: 'b1' });
    armed.set('b1', { heldBy: 'a1', weapons: [second], weapon: 0 });
    armed.state = { ...armed.state, floor: [{ kind: 'firearm', cell: armed.unit('b1').cell, weapon: first }] };
    expect(choose(armed, 'a1').type).toBe('unit.melee');
  });

  it('R-OPS-33: attacked hand to hand, it blocks or dodges, never just takes the blow', () => {
    for (const seed of ['blk-1', 'blk-2', 'blk-3']) {
      const s = battle('as', [{ gear: { melee: 'Knife', armor: 'Light Vest' } }], [KUNG_FU], seed);
      s.startWith({ a1: 3, b1: 0 });
      s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'strike' });
      expect(s.state.prompt?.choices).toContain('block');
      const answer = computerCommand(flowAt(s.state, s.map));
      expect(answer).toMatchObject({ type: 'unit.defend', unit: 'b1' });
      if (answer?.type === 'unit.defend') expect(answer.defence).not.toBe('none');
    }
  });

  it('R-OPS-17: it throws a flash-bang at a group of enemies, behind a low wall or in the open, rather than shoot', () => {
    for (const art of ['....o.st\na...o.uv\n....o...', '......st\na.....uv\n........']) {
      const s = battle(art, [{ gear: { firearms: [{ name: 'Glock 17' }], flashBangs: 2, armor: 'Light Vest' } }], [{ gear: RIFLEMAN }]);
      s.startWith({ a1: 3, b1: 0, b2: 0, b3: 0, b4: 0 });
      const c = choose(s, 'a1');
      expect(c).toMatchObject({ type: 'unit.throw', unit: 'a1' });
      const events = s.ok(c);
      expect(events.map((e) => e.type)).toContain('flash-bang.thrown');
    }
  });

  it('R-OPS-17: one enemy in the open that it can shoot well is shot, not flash-banged', () => {
    const s = battle('a...s', [{ gear: { firearms: [{ name: 'M16a1' }], flashBangs: 2, armor: 'Light Vest' } }], [{ gear: PISTOL_ONLY }]);
    s.startWith({ a1: 3, b1: 0 });
    for (let step = 0; step < 3; step++) {
      const c = choose(s, 'a1');
      expect(c.type).not.toBe('unit.throw');
      if (c.type === 'unit.attack') return;
      s.ok(c);
    }
    throw new Error('it never shot');
  });

  it('R-OPS-34: a sniper whose rifle is spent draws its pistol (a free switch), then fires it', () => {
    const s = battle('a.s', [{ gear: { firearms: [{ name: 'PSG1', spareMagazines: 0 }, { name: 'Glock 17' }], armor: 'Light Vest' } }], [{ gear: { armor: 'Light Vest', melee: 'Knife' } }]);
    s.startWith({ a1: 3, b1: 0 });
    expect(s.unit('a1').weapon).toBe(0);
    const rifle = s.unit('a1').weapons[0];
    const pistol = s.unit('a1').weapons[1];
    if (!rifle || !pistol) throw new Error('no guns');
    s.set('a1', { weapons: [{ ...rifle, loaded: 0, spares: 0, partials: [] }, pistol] });
    const c = choose(s, 'a1');
    expect(c).toEqual({ type: 'unit.switch', unit: 'a1', to: 1 });
    s.ok(c);
    expect(choose(s, 'a1')).toMatchObject({ type: 'unit.attack', unit: 'a1', target: 'b1' });
  });

  it('R-OPS-34: an enemy disarmed beside it, with no gun left, loses its gun for good: it picks it up when it has no better shot', () => {
    const s = battle('as...', [{ gear: { firearms: [{ name: 'Glock 17', spareMagazines: 0 }], armor: VEST } }], [{ gear: PISTOL_ONLY }]);
    s.startWith({ a1: 3, b1: 0 });
    const mine = s.unit('a1').weapons[0];
    const theirs = s.unit('b1').weapons[0];
    if (!mine || !theirs) throw new Error('no guns');
    // b1's Glock was knocked from its hands (R-OPS-19 disarm) and lies on its cell; a1's is empty.
    s.set('a1', { weapons: [{ ...mine, loaded: 0, spares: 0, partials: [] }] });
    s.set('b1', { weapons: [], weapon: -1 });
    s.state = { ...s.state, floor: [{ kind: 'firearm', cell: s.unit('b1').cell, weapon: theirs }] };
    expect(choose(s, 'a1')).toEqual({ type: 'unit.pick-up', unit: 'a1', item: 0 });
    // With a loaded gun at arm's length it shoots the unarmed enemy instead.
    s.set('a1', { weapons: [mine] });
    expect(choose(s, 'a1').type).not.toBe('unit.pick-up');
  });

  it('R-OPS-34: disarmed, it draws the pistol it kept rather than pick up a gun that shoots no better, and picks up its rifle, which shoots far better', () => {
    const disarmed = (lost: string): Steps => {
      const s = battle('a....s', [{ gear: { firearms: [{ name: lost }, { name: 'Glock 17' }], armor: VEST } }], [{ gear: PISTOL_ONLY }]);
      s.startWith({ a1: 3, b1: 0 });
      const [gun, pistol] = s.unit('a1').weapons;
      if (!gun || !pistol) throw new Error('no guns');
      // The gun was knocked from its hands (R-OPS-19 disarm) and lies on its cell.
      s.set('a1', { weapons: [pistol], weapon: -1 });
      s.state = { ...s.state, floor: [{ kind: 'firearm', cell: s.unit('a1').cell, weapon: gun }] };
      return s;
    };
    expect(choose(disarmed('Beretta M92'), 'a1')).toEqual({ type: 'unit.switch', unit: 'a1', to: 0 });
    expect(choose(disarmed('M16a1'), 'a1')).toEqual({ type: 'unit.pick-up', unit: 'a1', item: 0 });
  });

  it('R-OPS-34: an enemy disarmed beside it that kept a pistol loses its rifle for good when the rifle reaches a friend its pistol cannot', () => {
    const monk: Fighter = { ...KUNG_FU, gear: { ...KUNG_FU.gear, firearms: [{ name: 'Glock 17', spareMagazines: 0 }] } };
    const s = battle(`as${'.'.repeat(40)}b`, [monk, { gear: RIFLEMAN }], [{ gear: { firearms: [{ name: 'M16a1' }, { name: 'Glock 17' }], armor: VEST } }]);
    s.startWith({ a1: 3, a2: 3, b1: 0 });
    const mine = s.unit('a1').weapons[0];
    const [rifle, pistol] = s.unit('b1').weapons;
    if (!mine || !rifle || !pistol) throw new Error('no guns');
    s.set('a1', { weapons: [{ ...mine, loaded: 0, spares: 0, partials: [] }] });
    s.set('b1', { weapons: [pistol], weapon: 0 });
    s.state = { ...s.state, floor: [{ kind: 'firearm', cell: s.unit('b1').cell, weapon: rifle }] };
    expect(choose(s, 'a1')).toEqual({ type: 'unit.pick-up', unit: 'a1', item: 0 });
    // Holding it (R-OPS-19), it takes the rifle before it throws.
    s.set('a1', { holding: 'b1' });
    s.set('b1', { heldBy: 'a1' });
    expect(choose(s, 'a1')).toEqual({ type: 'unit.pick-up', unit: 'a1', item: 0 });
  });

  it('R-OPS-17: a grenadier far out of throwing range, with no real shot, bounds to a cell the enemy cannot see; with none, it stays', () => {
    const art = `
      ...........#................................................
      a..........................................................s`;
    const grenadier = { gear: { firearms: [{ name: 'Glock 17' }], flashBangs: 2, armor: VEST } };
    const s = battle(art, [grenadier], [{ gear: RIFLEMAN }]);
    s.startWith({ a1: 3, b1: 0 });
    // Behind the wall, out of the rifleman's sight, 20 m nearer: a run (its action).
    expect(choose(s, 'a1')).toEqual({ type: 'unit.run', unit: 'a1', to: { x: 10, y: 0 } });
    const open = battle(art.replace('#', '.'), [grenadier], [{ gear: RIFLEMAN }]);
    open.startWith({ a1: 3, b1: 0 });
    expect(choose(open, 'a1').type).not.toBe('unit.run');
  });

  it('R-OPS-15, R-OPS-37: empty, it reloads; low and out of the enemy\'s sight, it reloads before it runs dry', () => {
    const s = battle(
      `
      a..#....
      ...#...s`,
      [{ gear: RIFLEMAN }],
      [{ gear: RIFLEMAN }],
    );
    s.startWith({ a1: 3, b1: 0 });
    const gun = s.unit('a1').weapons[0];
    if (!gun) throw new Error('no gun');
    s.set('a1', { weapons: [{ ...gun, loaded: 0 }] });
    expect(choose(s, 'a1')).toEqual({ type: 'unit.reload', unit: 'a1' });
    s.set('a1', { weapons: [{ ...gun, loaded: 3 }] });
    expect(choose(s, 'a1')).toEqual({ type: 'unit.reload', unit: 'a1' });
    // Full enough: it does something else.
    s.set('a1', { weapons: [{ ...gun, loaded: gun.magazine }] });
    expect(choose(s, 'a1').type).not.toBe('unit.reload');
  });

  it('R-OPS-25: it gives first aid to a bleeding friend beside it', () => {
    const s = battle('ab.....#..s', [{ gear: RIFLEMAN }], [{ gear: RIFLEMAN }]);
    s.startWith({ a1: 3, a2: 3, b1: 0 });
    const hurt = s.unit('a2');
    s.set('a2', { status: 'out', condition: { ...hurt.condition, bleeding: true, wounds: { ...hurt.condition.wounds, serious: 1 } } });
    expect(choose(s, 'a1')).toEqual({ type: 'unit.first-aid', unit: 'a1', patient: 'a2' });
  });

  it('R-OPS-35: with the only way to the enemy through a closed door, it walks up and opens it', () => {
    const s = battle(
      `
      ....#.....
      a...|....s
      ....#.....`,
      [{ gear: RIFLEMAN }],
      [{ gear: RIFLEMAN }],
    );
    const played = playComputer(s.state, s.map, 400);
    expect(played.commands).toContainEqual({ type: 'unit.door', unit: expect.any(String) as string, at: { x: 4, y: 1 }, action: 'open' });
  });

  it('R-OPS-35: a locked door in the way is forced: picked with a Lock Pick Set, else kicked or blown', () => {
    const art = `
      ....#.....
      a...!....s
      ....#.....`;
    const s = battle(art, [{ gear: { ...RIFLEMAN, lockPicks: true } }], [{ gear: RIFLEMAN }], 'pick');
    const picks = playComputer(s.state, s.map, 600);
    const forced = picks.commands.filter((c) => c.type === 'unit.door' && c.action !== 'open' && c.action !== 'close');
    expect(forced.length).toBeGreaterThan(0);
    expect(forced.every((c) => c.type === 'unit.door' && ['pick', 'kick', 'charge'].includes(c.action))).toBe(true);
  });

  it('the census counts each side\'s commands, maneuvers, defences, rolls and fates of a battle', () => {
    const s = battle(
      `
      a.........s
      b.....O...t`,
      [KUNG_FU, { gear: RIFLEMAN }],
      [{ gear: RIFLEMAN }],
      'census',
    );
    const census = emptyCensus(['a', 'b']);
    const played = playComputer({ ...s.state, options: { ...s.state.options, maxRounds: 20 } }, s.map, 5000, (before, command, events) => countStep(census, before, command, events));
    countEnd(census, played.state);
    const sideOf = (id: string) => (id.startsWith('a') ? 'a' : 'b');
    const counted = { a: 0, b: 0 };
    for (const c of played.commands) if ('unit' in c) counted[sideOf(c.unit)]++;
    const total = (bag: Record<string, number>) => Object.values(bag).reduce((n, v) => n + v, 0);
    expect(total(census.sides['a']?.commands ?? {})).toBe(counted.a);
    expect(total(census.sides['b']?.commands ?? {})).toBe(counted.b);
    expect(census.sides['a']?.maneuvers).toEqual(
      played.commands.reduce<Record<string, number>>((bag, c) => (c.type === 'unit.melee' && c.unit.startsWith('a') ? { ...bag, [c.maneuver]: (bag[c.maneuver] ?? 0) + 1 } : bag), {}),
    );
    expect(census.battles).toBe(1);
    expect(total(census.sides['a']?.fates ?? {})).toBe(2);
    expect(total(census.sides['b']?.fates ?? {})).toBe(2);
    expect(census.rounds).toBe(played.state.clock.round);
  });
});
