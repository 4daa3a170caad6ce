import { describe, expect, test } from 'vitest';
import { sheetModel } from './sheet';
import { TIGER } from './test-agents';

describe('printable sheet model', () => {
  test('words and numbers of a paper character sheet', () => {
    const s = sheetModel({ ...TIGER, mission: { color: 'red', designation: 'Alpha' } });
    expect(s.codeName).toBe('Alpha Red Tiger'); // R-OPS-10 full form
    expect(s.battleReady).toBe(true);
    expect(s.attributes.map((a) => `${a.id} ${a.word}`)).toEqual(['BODY Good', 'REA Great', 'PER Good', 'TECH Fair', 'MEN Fair', 'SOC Fair']);
    expect(s.skills.find((k) => k.label === 'Rifle')).toEqual({ label: 'Rifle', attribute: 'REA', word: 'Superb', bought: true });
    expect(s.skills.some((k) => k.label === 'Stealth')).toBe(false);
    expect(s.weapons).toEqual([
      {
        name: 'M16a2',
        skill: 'Rifle',
        ammo: '5.56',
        damage: 7,
        accuracy: 'Superb', // Great + laser sight (R-OPS-11)
        rof: '3',
        magazine: '20 + 3 spare',
        ranges: '3 / 6 / 12 / 25 / 50 / 100 / 200',
        accessories: 'Laser Sight',
      },
    ]);
    expect(s.melee).toEqual([{ name: 'Knife', damage: 'BODY+2 = +3' }]);
    expect(s.armor).toEqual({ name: 'Standard Vest', ballistic: '4 at Fair', physical: '4 at Fair', modifier: 0 });
    expect(s.traits.map((t) => `${t.kind}: ${t.name}`)).toEqual(['Gift: Combat Reflexes', 'Fault: Overconfident']);
    expect(s.wounds.map((w) => `${w.name} ${w.from} x${w.boxes}`)).toEqual([
      'Scratch 1-2 x3', 'Hurt 3-4 x2', 'Light Wound 5-6 x2', 'Serious Wound 7-8 x2', 'Critical Wound 9-10 x1', 'Incapacitated 11 x1', 'Near Death 12+ x1',
    ]);
    expect(s.budget).toMatchObject({ budget: 48, spent: 26 });
  });
});
