import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { battleOptionsOf, DEFAULT_HOUSE_RULES, describeHouseRules, houseRulesFrom, houseRulesOf, houseRulesRecord, withHouseRule } from './house-rules';
import { createBattle, DEFAULT_BATTLE_OPTIONS } from './setup';

describe('house rules', () => {
  it('are the book\'s defaults when Settings stores none', () => {
    expect(houseRulesFrom({})).toEqual({
      rules: { recoil: 'per-burst', flashBangRadiusM: 2, evacuationMinutes: 10, ironman: false, maxRounds: 60, computerLevel: 'veteran', overwatch: false },
      ignored: [],
    });
  });

  it('R-OPS-15, R-OPS-17, R-OPS-32, R-CORE-6: stored values are read; a value out of bounds is ignored and named', () => {
    const read = houseRulesFrom({ recoil: 'all-bursts', flashBangRadiusM: 4, evacuationMinutes: 999, ironman: true, maxRounds: 0, computerLevel: 'recruit', overwatch: true, somethingElse: 3 });
    expect(read.rules).toEqual({ recoil: 'all-bursts', flashBangRadiusM: 4, evacuationMinutes: 10, ironman: true, maxRounds: 60, computerLevel: 'recruit', overwatch: true });
    expect(read.ignored).toEqual(['Evacuation is a whole number from 0 to 240 min.', 'Round limit is a whole number from 1 to 1000 rounds.']);
    expect(houseRulesFrom({ recoil: 'sometimes', ironman: 'yes' }).ignored).toEqual(['Recoil is one of per-burst, all-bursts.', 'Ironman is on or off.']);
  });

  it('change one at a time, refusing values the rule does not allow', () => {
    const r = withHouseRule(DEFAULT_HOUSE_RULES, 'flashBangRadiusM', 6);
    expect(r).toEqual({ ok: true, rules: { ...DEFAULT_HOUSE_RULES, flashBangRadiusM: 6 } });
    expect(withHouseRule(DEFAULT_HOUSE_RULES, 'flashBangRadiusM', 2.5)).toEqual({ ok: false, reason: 'Flash-bang radius is a whole number from 0 to 20 m.' });
    expect(withHouseRule(DEFAULT_HOUSE_RULES, 'computerLevel', 'expert')).toMatchObject({ ok: false });
  });

  it('go into the battle\'s options, are kept in its state (the save), and read back for the debrief', () => {
    const rules = { ...DEFAULT_HOUSE_RULES, recoil: 'all-bursts' as const, flashBangRadiusM: 5, evacuationMinutes: 30, ironman: true, maxRounds: 20 };
    const { map } = mapFromAscii('a...s');
    const made = createBattle(map, {
      mapName: 'x',
      seed: 'house',
      options: battleOptionsOf(rules),
      sides: [
        { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ character: operative('a'), gear: RIFLEMAN, cell: { x: 0, y: 0 } }] },
        { id: 'b', name: 'B', controller: { kind: 'computer', level: rules.computerLevel }, combatants: [{ character: operative('s'), gear: RIFLEMAN, cell: { x: 4, y: 0 } }] },
      ],
    });
    if (!made.ok) throw new Error(made.reason);
    expect(made.state.options).toMatchObject({ recoil: 'all-bursts', flashBangRadiusM: 5, evacuationMinutes: 30, ironman: true, maxRounds: 20, sightMeters: 400 });
    expect(houseRulesOf(made.state.options)).toEqual(rules);
    expect(houseRulesRecord(rules)).toEqual(rules);
  });

  it('are described one line each, the changed ones marked', () => {
    const lines = describeHouseRules({ ...DEFAULT_HOUSE_RULES, ironman: true, flashBangRadiusM: 4 });
    expect(lines.map((l) => `${l.label}: ${l.value}${l.changed ? ' *' : ''}`)).toEqual([
      'Recoil: Per burst (burst k at -(k-1))',
      'Flash-bang radius: 4 m *',
      'Evacuation: 10 min',
      'Ironman: on *',
      'Overwatch: off',
      'Round limit: 60 rounds',
      'Computer level: Veteran',
    ]);
  });

  it('R-OPS-48: overwatch is off by default; on, it is in the battle\'s options, off it leaves them as they were', () => {
    expect(DEFAULT_HOUSE_RULES.overwatch).toBe(false);
    expect('overwatch' in battleOptionsOf(DEFAULT_HOUSE_RULES)).toBe(false);
    expect(battleOptionsOf({ ...DEFAULT_HOUSE_RULES, overwatch: true })).toMatchObject({ overwatch: true });
    expect(houseRulesOf({ ...DEFAULT_BATTLE_OPTIONS, overwatch: true }).overwatch).toBe(true);
    expect(houseRulesOf(DEFAULT_BATTLE_OPTIONS).overwatch).toBe(false);
    expect(describeHouseRules({ ...DEFAULT_HOUSE_RULES, overwatch: true }).find((l) => l.name === 'overwatch')).toMatchObject({ label: 'Overwatch', value: 'on', changed: true });
  });
});
