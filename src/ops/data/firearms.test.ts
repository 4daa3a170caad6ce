import { describe, expect, test } from 'vitest';
import { FIREARMS, findAmmo, findFirearm, parseRof } from './firearms';
import type { Firearm } from './firearms-types';

function weapon(name: string): Firearm {
  const r = findFirearm(name);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('firearm tables', () => {
  test('every firearm of the text; a row naming two models is two weapons', () => {
    expect(FIREARMS).toHaveLength(22);
    for (const name of ['AK-47', 'AK-74', 'AR-15', 'M16a1', 'Heckler & Koch MP5', 'Colt m1911a1', 'Mossberg 500TP8-SP']) {
      expect(findFirearm(name).ok).toBe(true);
    }
    expect(weapon('ak-74')).toMatchObject({ accuracy: 0, autoRate: 20, semiMax: 1, skill: 'Rifle' });
  });

  test('R-OPS-15: RoF columns: semi maximum, full-auto rate, bolt action ½', () => {
    expect(parseRof('1, 20')).toEqual([{ kind: 'semi', shots: 1 }, { kind: 'auto', rate: 20 }]);
    expect(parseRof('½')).toEqual([{ kind: 'bolt' }]);
    expect(weapon('FAMAS')).toMatchObject({ semiMax: 3, autoRate: 20, boltAction: false });
    expect(weapon('M16a2')).toMatchObject({ semiMax: 3, autoRate: null });
    expect(weapon('M24')).toMatchObject({ semiMax: 1, autoRate: null, boltAction: true });
    expect(weapon('Ingram Mach 10')).toMatchObject({ semiMax: 1, autoRate: 10 });
  });

  test('Desert Eagle: three calibers with their own damage, magazine and ranges', () => {
    const de = weapon('Desert Eagle');
    expect(de.ammo.map((a) => [a.name, a.damage, a.magazines[0], a.ranges[6]])).toEqual([
      ['.357', 6, 9, 80],
      ['.44', 7, 8, 90],
      ['.50', 8, 7, 90],
    ]);
    expect(findAmmo(de, '.50')).toMatchObject({ ok: true, value: { damage: 8 } });
  });

  test('magazine variants, folding stocks and sniper scopes', () => {
    expect(weapon('UZI 9mm').ammo[0]?.magazines).toEqual([25, 32, 40]);
    expect(FIREARMS.filter((f) => f.foldingStock).map((f) => f.name)).toEqual(['Heckler & Koch MP5', 'UZI 9mm', 'Ingram Mach 10']);
    expect(FIREARMS.filter((f) => f.builtInScope)).toHaveLength(4);
    expect(weapon('Sig Saur SSG2000').ammo[0]?.name).toBe('7.51');
  });

  test('R-OPS-16: shotgun loads named with or without "12ga."', () => {
    const riot = weapon('fn riot');
    expect(riot.ammo.map((a) => [a.name, a.damage, a.spread])).toEqual([
      ['buckshot', 7, true],
      ['magnum buckshot', 9, true],
      ['slug', 8, false],
      ['magnum slug', 9, false],
    ]);
    expect(findAmmo(riot, '12ga. Magnum Slug')).toMatchObject({ ok: true, value: { damage: 9 } });
    expect(findAmmo(riot, '12ga buckshot')).toMatchObject({ ok: true, value: { damage: 7 } });
    expect(riot.ammo[0]?.magazines).toEqual([5]);
    const bad = findAmmo(riot, 'buckshoot');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toContain('"buckshoot"');
  });
});
