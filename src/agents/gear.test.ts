import { describe, expect, test } from 'vitest';
import { findFirearm } from '../ops/data/firearms';
import { addEquipment, addWeapon, setArmor, setSpareMagazines, setWeaponAmmo, setWeaponMagazine, toggleAccessory } from './builder-gear';
import type { BuildResult } from './builder-result';
import { fittedAccuracy, gearProblems } from './gear';
import { BLANK_AGENT } from './random-agent';
import type { Agent } from './types';

function ok(r: BuildResult): Agent {
  if (!r.ok) throw new Error(r.reason);
  return r.agent;
}

function firearm(name: string) {
  const r = findFirearm(name);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('loadout', () => {
  test('R-OPS-11: scope or laser sight +1, never +2; folding stock +1; sniper rifles have their scope', () => {
    const mp5 = firearm('Heckler & Koch MP5');
    expect(fittedAccuracy(mp5, [])).toBe(1);
    expect(fittedAccuracy(mp5, ['Scope', 'Laser Sight'])).toBe(2);
    expect(fittedAccuracy(mp5, ['Laser Sight', 'Folding Stock'])).toBe(3);
    expect(fittedAccuracy(firearm('PSG1'), ['Laser Sight'])).toBe(3);
  });

  test('R-OPS-11: accessories that do not fit are refused with a sentence', () => {
    let a = ok(addWeapon(BLANK_AGENT, 'psg1'));
    expect(toggleAccessory(a, 0, 'scope')).toEqual({ ok: false, reason: 'The PSG1 already has its scope (R-OPS-11).' });
    expect(toggleAccessory(a, 0, 'Folding Stock')).toMatchObject({ ok: false, reason: expect.stringContaining('only the weapons marked *') as unknown });
    a = ok(addWeapon(a, 'FN Riot'));
    expect(toggleAccessory(a, 1, 'silencer')).toEqual({ ok: false, reason: 'A shotgun cannot be silenced, so the FN Riot takes no silencer.' });
    a = ok(toggleAccessory(a, 0, 'silencer'));
    expect(a.gear.weapons[0]?.accessories).toEqual(['Silencer']);
    a = ok(toggleAccessory(a, 0, 'Silencer'));
    expect(a.gear.weapons[0]?.accessories).toEqual([]);
  });

  test('ammunition variants, magazines and spare magazines come from the tables', () => {
    let a = ok(addWeapon(BLANK_AGENT, 'Desert Eagle'));
    expect(a.gear.weapons[0]).toEqual({ name: 'Desert Eagle', spareMagazines: 2, accessories: [] });
    a = ok(setWeaponAmmo(a, 0, '.50'));
    expect(setWeaponMagazine(a, 0, 9)).toEqual({ ok: false, reason: 'The Desert Eagle takes no magazine of 9 rounds.' });
    a = ok(setWeaponMagazine(a, 0, 7));
    a = ok(setSpareMagazines(a, 0, 4));
    expect(a.gear.weapons[0]).toEqual({ name: 'Desert Eagle', ammo: '.50', magazine: 7, spareMagazines: 4, accessories: [] });
    expect(setSpareMagazines(a, 0, 13).ok).toBe(false);
    expect(setWeaponAmmo(a, 0, 'slug').ok).toBe(false);
    a = ok(addWeapon(a, 'Mossberg 500TP8-SP'));
    expect(ok(setWeaponAmmo(a, 1, '12ga. magnum slug')).gear.weapons[1]?.ammo).toBe('magnum slug');
  });

  test('armor and equipment from the data; fitted items stay on weapons; counts add up', () => {
    let a = ok(setArmor(BLANK_AGENT, 'heavy body armor'));
    expect(a.gear.armor).toBe('Heavy Body Armor');
    expect(setArmor(a, 'Kevlar Cape').ok).toBe(false);
    a = ok(addEquipment(a, 'Flash Bang'));
    a = ok(addEquipment(a, 'flash-bang'));
    a = ok(addEquipment(a, 'Camouflage Gear', 'urban'));
    expect(a.gear.equipment).toEqual([{ name: 'Flash Bangs', count: 2 }, { name: 'Camouflage Gear', variant: 'urban' }]);
    expect(addEquipment(a, 'Scope')).toEqual({ ok: false, reason: "The Scope is fitted to a weapon: choose it among that weapon's accessories." });
    expect(gearProblems(a.gear)).toEqual([]);
  });

  test('gear problems in a file are listed one sentence each', () => {
    const problems = gearProblems({
      weapons: [
        { name: 'Glok 17', spareMagazines: 1, accessories: [] },
        { name: 'UZI 9mm', magazine: 50, spareMagazines: 2, accessories: ['Folding Stock', 'Folding Stock'] },
      ],
      melee: ['Chainsaw'],
      armor: null,
      equipment: [{ name: 'Camouflage Gear', variant: 'polka dot' }],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Unknown weapon "Glok 17"; the closest valid choices are Glock 17/),
      'The UZI 9mm takes 9mm magazines of 25, 32 or 40 rounds, not 50.',
      'The UZI 9mm lists the Folding Stock twice.',
      expect.stringMatching(/^Unknown melee weapon "Chainsaw"/),
      'Camouflage Gear comes as forest, desert, arctic, water, urban or black, not "polka dot".',
    ]);
  });
});
