import { describe, expect, it } from 'vitest';
import { DEFAULT_BATTLE_OPTIONS } from '../../src/battle/state/setup';
import { battleHelpContext } from './rules-help';

describe('the rules reference over the tactical table', () => {
  it('puts the tactical rules first and lists the battle\'s house rules with the ruling each changes', () => {
    const book = battleHelpContext(DEFAULT_BATTLE_OPTIONS);
    expect(book.layer).toBe('ops');
    expect(book.houseRules.map((r) => r.name)).toEqual(['Recoil', 'Flash-bang radius', 'Evacuation', 'Ironman', 'Overwatch', 'Round limit', 'Computer level']);
    expect(book.houseRules.find((r) => r.name === 'Overwatch')).toMatchObject({ id: 'R-OPS-48', value: 'off' });
    expect(book.houseRules.find((r) => r.name === 'Recoil')).toMatchObject({ id: 'R-OPS-15', value: 'Per burst (burst k at -(k-1))' });
    expect(book.houseRules.find((r) => r.name === 'Ironman')).toMatchObject({ id: 'R-CORE-6', value: 'off' });
    // Ids are ruling ids or "House rule", never anything else.
    for (const r of book.houseRules) expect(r.id).toMatch(/^(R-[A-Z]+-\d+|House rule)$/);
    expect(book.houseRules.some((r) => r.note)).toBe(false);

    const house = battleHelpContext({ ...DEFAULT_BATTLE_OPTIONS, ironman: true, flashBangRadiusM: 6 });
    expect(house.houseRules.find((r) => r.name === 'Ironman')).toEqual({ id: 'R-CORE-6', name: 'Ironman', value: 'on', note: 'changed from the book' });
    expect(house.houseRules.find((r) => r.name === 'Flash-bang radius')).toMatchObject({ value: '6 m', note: 'changed from the book' });
  });
});
