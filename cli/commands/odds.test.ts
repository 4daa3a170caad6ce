import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { memoryIo } from '../io';

async function odds(...args: string[]) {
  const io = memoryIo();
  const code = await main(['odds', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

async function json(...args: string[]) {
  const r = await odds(...args, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as {
    difficulty: number;
    effectiveAccuracy: number;
    attacks: { hitChance: number; damageBonus: number }[];
    woundOnHit: Record<string, number>;
  };
}

describe('blacksite odds', () => {
  test("R-OPS-12: SNAKE's pistol at 15 m is a Fair shot; the exact JSON shape with defaults", async () => {
    const r = await json('--weapon', 'glock 17', '--skill', 'Good', '--distance', '15');
    expect(Object.keys(r)).toEqual(['difficulty', 'effectiveAccuracy', 'attacks', 'woundOnHit']);
    expect(r.difficulty).toBe(0);
    expect(r.effectiveAccuracy).toBe(1);
    expect(r.attacks).toEqual([{ hitChance: 8 / 9, damageBonus: 0 }]);
    expect(Object.keys(r.woundOnHit)).toEqual(['none', 'scratch', 'hurt', 'light', 'serious', 'critical', 'incapacitated', 'nearDeath']);
    // 9mm damage 5, no armor: 4, 5, 6 -> hurt 1/3, light 2/3.
    expect(r.woundOnHit).toEqual({ none: 0, scratch: 0, hurt: 1 / 3, light: 2 / 3, serious: 0, critical: 0, incapacitated: 0, nearDeath: 0 });
  });

  test("R-OPS-11: SNAKE's Great skill with a Fair rifle is Good", async () => {
    expect((await json('--weapon', 'AK-47', '--skill', 'great', '--distance', '30')).effectiveAccuracy).toBe(1);
  });

  test('R-OPS-15: full auto lists one attack per burst in firing order, +2 damage, recoil', async () => {
    const r = await json('--weapon', 'AK-47', '--skill', 'Great', '--distance', '30', '--mode', 'auto', '--armor', 'standard vest');
    expect(r.attacks.map((a) => a.damageBonus)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(r.attacks.map((a) => a.hitChance)).toEqual([8 / 9, 6 / 9, 3 / 9, 1 / 9, 0, 0, 0]);
    expect(Object.values(r.woundOnHit).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    // Damage 10 +1dF; 11 unprotected (coverage fails 3/9, face +1 1/3) is Incapacitated.
    expect(r.woundOnHit.incapacitated).toBeCloseTo(1 / 9, 12);
  });

  test('R-OPS-13, R-OPS-14, R-OPS-16: cover, dodging, attacker in cover, modifier and buckshot spread', async () => {
    const r = await json('--weapon', 'FN Riot', '--ammo', '12ga. buckshot', '--skill', 'Fair', '--distance', '20', '--cover', 'partial', '--dodging', '--attacker-in-cover', '--modifier', '-1');
    expect(r.difficulty).toBe(1 + 1 + 1);
    // Good range: +1 spread, -1 cover, -1 modifier: margin -1 - 3 = -4 -> 0.
    expect(r.attacks).toEqual([{ hitChance: 0, damageBonus: -1 }]);
    const semi = await json('--weapon', 'Beretta M92', '--skill', 'Great', '--distance', '4', '--shots', '3');
    expect(semi.attacks).toHaveLength(3);
  });

  test('R-OPS-23: the wound distribution after ballistic armor', async () => {
    // Desert Eagle .50 (damage 8) into a Bomb Blast Suit (ballistic 10, Great coverage: always protects).
    const r = await json('--weapon', 'Desert Eagle', '--ammo', '.50', '--skill', 'Good', '--distance', '3', '--armor', 'Bomb Blast Suit');
    expect(r.woundOnHit.none).toBe(1);
  });

  test('human-readable output names the difficulty word and number', async () => {
    const r = await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '15', '--armor', 'Light Vest');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Difficulty: Fair (0)');
    expect(r.out).toContain('Effective accuracy: Good (+1)');
    expect(r.out).toContain('hit 88.89%');
    expect(r.out).toContain('Light Vest (ballistic 3)');
  });

  test('an out-of-range target exits 1 with one sentence', async () => {
    const r = await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '200', '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe("The target is out of range: 200 m is beyond the Glock 17's 160 m (R-OPS-12).");
  });

  test('unknown weapon, ammunition, armor or ladder word exits 2 naming the closest choices', async () => {
    const weapon = await odds('--weapon', 'Glok 17', '--skill', 'Good', '--distance', '15');
    expect(weapon.code).toBe(2);
    expect(weapon.err).toMatch(/^Unknown weapon "Glok 17"; the closest valid choices are Glock 17, .+\.$/);
    const ammo = await odds('--weapon', 'Desert Eagle', '--ammo', '.5', '--skill', 'Good', '--distance', '15');
    expect(ammo.code).toBe(2);
    expect(ammo.err).toMatch(/^Unknown ammunition for the Desert Eagle "\.5"; the closest valid choices are \.50/);
    const armor = await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '15', '--armor', 'kevlar vest');
    expect(armor.code).toBe(2);
    expect(armor.err).toMatch(/^Unknown armor "kevlar vest"; the closest valid choices are .*Vest/);
    const ladder = await odds('--weapon', 'Glock 17', '--skill', 'Grate', '--distance', '15');
    expect(ladder.code).toBe(2);
    expect(ladder.err).toMatch(/^Unknown ladder word "Grate"; the closest valid choices are Great/);
  });

  test('bad usage exits 2; a shot the rules refuse exits 1', async () => {
    expect((await odds('--weapon', 'Glock 17', '--distance', '15')).code).toBe(2);
    expect((await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', 'far')).code).toBe(2);
    expect((await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '5', '--cover', 'half')).code).toBe(2);
    expect((await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '5', '--bogus')).code).toBe(2);
    expect((await odds('--weapon', 'AK-47', '--skill', 'Good', '--distance', '5', '--mode', 'auto', '--shots', '2')).code).toBe(2);
    const tooMany = await odds('--weapon', 'Glock 17', '--skill', 'Good', '--distance', '5', '--shots', '3');
    expect(tooMany.code).toBe(1);
    expect(tooMany.err).toBe('The Glock 17 fires 1 to 2 shots on semi-automatic, not 3 (R-OPS-15).');
    expect((await odds('--weapon', 'M16a2', '--skill', 'Good', '--distance', '5', '--mode', 'auto')).code).toBe(1);
  });

  test('--help prints the usage', async () => {
    const r = await odds('--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: blacksite odds --weapon <name>');
  });
});
