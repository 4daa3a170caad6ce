import { describe, expect, test } from 'vitest';
import { ARMORS, findArmor } from './armor';
import { EQUIPMENT, findEquipment } from './equipment';
import { MARTIAL_ARTS_STYLES, customStyle, styleBonus } from './martial-arts';
import { findMeleeWeapon } from './melee-weapons';
import { FAULTS, GIFTS, findFault, findGift, traitEffects } from './gifts-faults';

describe('armor, equipment, styles, melee weapons, gifts and faults', () => {
  test('armor table of the text', () => {
    expect(ARMORS).toHaveLength(6);
    expect(findArmor('bomb blast suit')).toMatchObject({
      ok: true,
      value: { physical: 4, physicalCoverage: 2, ballistic: 10, ballisticCoverage: 2, modifier: -2 },
    });
    expect(findArmor('Armor Jacket')).toMatchObject({ ok: true, value: { physicalCoverage: 1, ballisticCoverage: 0 } });
  });

  test('equipment: every item with an effect or marked roleplaying', () => {
    expect(EQUIPMENT.length).toBeGreaterThanOrEqual(17);
    expect(findEquipment('scope')).toMatchObject({ ok: true, value: { effect: { kind: 'sight', accuracyBonus: 1 } } });
    expect(findEquipment('flash-bang')).toMatchObject({ ok: true, value: { effect: { blindRounds: 2, blindPenalty: -3 } } });
    expect(findEquipment('GPS System')).toMatchObject({ ok: true, value: { effect: { kind: 'roleplaying' } } });
  });

  test('R-OPS-20: the four styles of the table and custom styles', () => {
    expect(MARTIAL_ARTS_STYLES.map((s) => s.name)).toEqual(['Karate', 'Judo', 'Aikido', 'Kung Fu']);
    for (const s of MARTIAL_ARTS_STYLES) expect(s.keyManeuvers).toHaveLength(4);
    const judo = MARTIAL_ARTS_STYLES[1];
    expect(styleBonus(judo, 'grab')).toBe(1);
    expect(styleBonus(judo, 'punch')).toBe(0);
    expect(customStyle('Krav Maga', ['punch', 'kick', 'grab', 'escape']).ok).toBe(true);
    expect(customStyle('Greedy', ['punch', 'kick', 'grab', 'escape', 'throw'])).toMatchObject({ ok: false });
    expect(customStyle('Twice', ['punch', 'punch', 'grab', 'escape'])).toMatchObject({ ok: false });
    expect(customStyle('Odd', ['punch', 'kick', 'grab', 'bite'])).toMatchObject({ ok: false });
  });

  test('R-OPS-21: melee weapons', () => {
    expect(findMeleeWeapon('machete')).toMatchObject({ ok: true, value: { damageBonus: 3 } });
    expect(findMeleeWeapon('Knife')).toMatchObject({ ok: true, value: { damageBonus: 2 } });
    expect(findMeleeWeapon('combat baton')).toMatchObject({ ok: true, value: { damageBonus: 2 } });
    expect(findMeleeWeapon('Club')).toMatchObject({ ok: true, value: { damageBonus: 2 } });
  });

  test('gifts and faults: the FUDGE examples, with effects or roleplaying only', () => {
    expect(GIFTS).toHaveLength(18);
    expect(FAULTS).toHaveLength(21);
    expect(findGift('combat reflexes')).toMatchObject({ ok: true, value: { effect: { kind: 'initiative', bonus: 1 } } });
    expect(findFault('Low Pain Threshold')).toMatchObject({ ok: true, value: { effect: { kind: 'wound penalty shift', levels: -1 } } });
    expect(traitEffects(['Lucky', 'High Pain Threshold', 'Coward'])).toEqual([{ kind: 'wound penalty shift', levels: 1 }]);
  });
});
