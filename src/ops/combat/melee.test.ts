import { describe, expect, test } from 'vitest';
import { findMeleeWeapon, findStyle, customStyle } from '../data/index';
import { facesRng } from '../test-helpers/faces';
import { meleeOdds, resolveMelee, type Fighter, type MeleeInput } from './melee';
import { UNWOUNDED } from './wounds';
import type { HitTarget } from './hit-damage';
import type { MartialArtsStyle } from '../data/martial-arts';

const brawler: Fighter = { skill: { name: 'Brawling', value: 1 }, body: 1, reactions: 0 };
const target: HitTarget = { wounds: UNWOUNDED, armor: null };
function style(name: string): MartialArtsStyle {
  const r = findStyle(name);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
function melee(faces: (-1 | 0 | 1)[], input: MeleeInput, t: HitTarget = target) {
  const r = resolveMelee(facesRng(...faces), input, t);
  if (!r.ok) throw new Error(r.rejected);
  return r;
}

describe('melee and hand to hand (R-OPS-18..21)', () => {
  test('R-OPS-18: opposed 2dF; the attacker wins only on a strictly higher total', () => {
    const tie = melee([0, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: brawler });
    expect(tie.attackerWins).toBe(false);
    expect(tie.damage).toBeNull();
    const win = melee([1, 0, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: brawler });
    expect(win.attackerWins).toBe(true);
  });

  test('R-OPS-19: punch BODY+1, kick BODY+2 (1dF + value)', () => {
    const punch = melee([1, 0, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: brawler });
    expect(punch.damage?.damageRoll).toMatchObject({ trait: { value: 2 }, total: 2 });
    expect(punch.damage?.level).toBe('scratch');
    const kick = melee([1, 0, 0, 0, 1], { maneuver: 'kick', attacker: brawler, defender: brawler });
    expect(kick.damage?.damageRoll.total).toBe(4);
  });

  test('R-OPS-19: no kick while grabbing; the held may only escape; throw needs a grab', () => {
    expect(resolveMelee(facesRng(0), { maneuver: 'kick', attacker: { ...brawler, grabbing: true }, defender: brawler }, target)).toMatchObject({ ok: false });
    expect(resolveMelee(facesRng(0), { maneuver: 'punch', attacker: { ...brawler, grabbed: true }, defender: brawler }, target)).toEqual({
      ok: false,
      rejected: 'A held character can only try to escape (R-OPS-19).',
    });
    expect(resolveMelee(facesRng(0), { maneuver: 'throw', attacker: brawler, defender: brawler }, target)).toMatchObject({ ok: false });
  });

  test('R-OPS-19: grab makes a hold; escape is Body vs Body; throw is BODY+2, -2 to the victim, ends the hold', () => {
    expect(melee([1, 0, 0, 0], { maneuver: 'grab', attacker: brawler, defender: brawler }).effects).toEqual([{ kind: 'hold' }]);
    const strong = { ...brawler, body: 3 };
    const esc = melee([0, 0, 0, 0], { maneuver: 'escape', attacker: { ...strong, grabbed: true }, defender: brawler });
    expect(esc.rolls.attacker.trait).toEqual({ name: 'Body', value: 3 });
    expect(esc.rolls.defender.trait).toEqual({ name: 'Body', value: 1 });
    expect(esc.effects).toEqual([{ kind: 'hold broken' }]);
    const thrown = melee([1, 0, 0, 0, 0], { maneuver: 'throw', attacker: { ...brawler, grabbing: true }, defender: { ...brawler, grabbed: true } });
    expect(thrown.damage?.damageRoll.trait.value).toBe(3);
    expect(thrown.effects).toEqual([{ kind: 'next action penalty', who: 'defender', value: -2 }, { kind: 'hold broken' }]);
  });

  test('R-OPS-19: disarm is Body vs Reactions and drops the weapon', () => {
    const r = melee([0, 0, 0, 0], { maneuver: 'disarm', attacker: { ...brawler, body: 2 }, defender: { ...brawler, reactions: 1 } });
    expect(r.rolls.defender.trait).toEqual({ name: 'Reactions', value: 1 });
    expect(r.effects).toEqual([{ kind: 'weapon dropped' }]);
  });

  test('R-OPS-19: a successful block gives the blocker initiative; dodge is +1 to defend', () => {
    const r = melee([0, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: brawler, defense: 'block' });
    expect(r.effects).toEqual([{ kind: 'block advantage' }]);
    const d = melee([1, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: brawler, defense: 'dodge' });
    expect(d.rolls.defender.modifiers).toEqual([{ value: 1, reason: 'dodge (R-OPS-19)' }]);
    expect(d.attackerWins).toBe(false);
  });

  test('R-OPS-20: +1 damage per Martial Arts level above Fair; +1 to the roll on the style key maneuvers', () => {
    const karateka: Fighter = { skill: { name: 'Martial Arts', value: 3 }, body: 1, reactions: 1, style: style('Karate'), martialArts: 3 };
    const r = melee([0, 0, 0, 0, 0], { maneuver: 'punch', attacker: karateka, defender: brawler });
    expect(r.rolls.attacker.modifiers).toEqual([{ value: 1, reason: 'Karate punch (R-OPS-20)' }]);
    // Superb Martial Arts: Body+1 punch +3 = Body+4 (the text's example).
    expect(r.damage?.damageRoll.total).toBe(5);
    const judo = melee([0, 0, 0, 0], { maneuver: 'punch', attacker: brawler, defender: { ...karateka, style: style('Judo') }, defense: 'dodge' });
    expect(judo.rolls.defender.modifiers.map((m) => m.value)).toEqual([1, 1]);
    const custom = customStyle('Street', ['punch', 'kick', 'grab', 'escape']);
    if (!custom.ok) throw new Error(custom.reason);
    const s = melee([0, 0, 0, 0], { maneuver: 'escape', attacker: { ...brawler, grabbed: true, style: custom.style }, defender: brawler });
    expect(s.rolls.attacker.modifiers).toEqual([{ value: 1, reason: 'Street escape (R-OPS-20)' }]);
  });

  test('R-OPS-21: melee weapons deal BODY + bonus; physical armor applies against melee and unarmed', () => {
    const machete = findMeleeWeapon('Machete');
    if (!machete.ok) throw new Error(machete.reason);
    const fighter: Fighter = { ...brawler, skill: { name: 'Melee Weapons', value: 1 }, weapon: machete.value };
    const armored: HitTarget = { wounds: UNWOUNDED, armor: { name: 'Armor Jacket', ballistic: 4, physical: 4 } };
    const r = melee([1, 0, 0, 0, 1, 0, 0], { maneuver: 'strike', attacker: fighter, defender: brawler }, armored);
    expect(r.damage).toMatchObject({ armorProtected: true, finalDamage: 1, armorDegraded: true });
    expect(r.damage?.coverageRoll?.label).toContain('physical');
    expect(r.defender.armor).toEqual({ name: 'Armor Jacket', ballistic: 4, physical: 3 });
    const odds = meleeOdds({ maneuver: 'strike', attacker: fighter, defender: brawler }, armored.armor);
    if (!odds.ok) throw new Error(odds.rejected);
    expect(odds.winChance).toBe(31 / 81);
    // Machete Body+3 = 4, 1dF -> 3..5; Armor Jacket physical 4 with Good coverage protects 8/9.
    expect(odds.woundOnHit?.none).toBeCloseTo((8 / 9) * (2 / 3), 12);
    expect(odds.woundOnHit?.scratch).toBeCloseTo((8 / 9) * (1 / 3), 12);
    expect(odds.woundOnHit?.hurt).toBeCloseTo((1 / 9) * (2 / 3), 12);
  });
});
