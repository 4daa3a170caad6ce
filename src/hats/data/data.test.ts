import { describe, expect, test } from 'vitest';
import { AREAS, REGIONS } from './regions';
import { GROUPS } from './groups';
import { BASE_SKILLS as SKILLS } from './skills';
import { GIFTS } from './gifts';
import { TEMPLATES } from './templates';
import { UPKEEP_BY_LEVEL, upkeepForLevel } from './upkeep';
import { TECHNOLOGIES, TECH_AREAS, TECH_BY_ID } from './technologies';
import { buildCost, buildProblems, CREATION_BUDGET } from '../rules/creation';

describe('the map of black-hats.txt', () => {
  test('ten Regions with the Areas of the table, one gateway each and a wilderness', () => {
    expect(REGIONS).toHaveLength(10);
    const table: Record<string, string> = {
      Northeast: 'Boston, New York (gateway), Adirondacks (wilderness)',
      'East Coast': 'Washington, Philadelphia (gateway), Raliegh, Appalachia (wilderness)',
      Sunbelt: 'Atlanta, Memphis, Miami (gateway), Okeefenokee (wilderness)',
      Midwest: 'Wichita, St. Louis (gateway), Breadbasket (wilderness)',
      Southeast: 'Phoenix, Dallas (gateway), Houston, Roswell, Llano Escatado (wilderness)',
      'West Coast': 'Los Angeles (gateway), San Diego, San Francisco, Mojave Desert (wilderness)',
      North: 'Bismarck (gateway), Dakota Badlands (wilderness), Montana (wilderness)',
      Central: 'Chicago (gateway), Detroit, Minneapolis, Great Lakes (wilderness)',
      Mountain: 'Denver (gateway), Salt Lake City, Rocky Mountains (wilderness)',
      Northwest: 'Seattle (gateway), Portland, Cascades (wilderness)',
    };
    for (const r of REGIONS) {
      const row = AREAS.filter((a) => a.region === r.id).map((a) => (a.kind === 'city' ? a.name : `${a.name} (${a.kind})`)).join(', ');
      expect(row).toBe(table[r.name]);
    }
  });
});

describe('Groups', () => {
  test('at least 36, each in a real Area, with every trait, gift and a line of flavour', () => {
    expect(GROUPS.length).toBeGreaterThanOrEqual(36);
    const areas = new Set(AREAS.map((a) => a.id));
    const ids = new Set<string>();
    for (const g of GROUPS) {
      expect(areas.has(g.area), g.id).toBe(true);
      expect(ids.has(g.id)).toBe(false);
      ids.add(g.id);
      expect(g.income).toBeGreaterThanOrEqual(0);
      expect(g.income).toBeLessThanOrEqual(3);
      expect(g.scale).toBeGreaterThanOrEqual(0);
      expect(g.flavour.length).toBeGreaterThan(10);
      expect(['local', 'regional', 'global']).toContain(g.range);
    }
    expect(GROUPS.filter((g) => g.gifts.length > 0).length).toBeGreaterThan(30);
    expect(GROUPS.some((g) => g.gifts.some((x) => x.kind === 'action'))).toBe(true);
  });
});

describe('Agents', () => {
  test('the eight skills and the four sample Gifts of the text, plus Gifts research unlocks', () => {
    expect(SKILLS).toEqual(['assassination', 'bribery', 'combat', 'indoctrinate', 'infiltrate', 'protect', 'research', 'surveillance']);
    const basic = GIFTS.filter((g) => g.basic).map((g) => g.name);
    expect(basic).toEqual(['Helicopters', 'Wiretaps', 'Laboratory', 'Cover Identities']);
    const unlocked = new Set(TECHNOLOGIES.flatMap((t) => t.effects.flatMap((e) => (e.kind === 'unlock-gift' ? [e.gift] : []))));
    for (const g of GIFTS.filter((x) => !x.basic)) expect(unlocked.has(g.id), g.id).toBe(true);
  });

  test('the five templates trait for trait, all legal under the creation rules', () => {
    const killer = TEMPLATES.find((t) => t.id === 'killer');
    expect(killer?.build).toEqual({ subtlety: 0, resilience: 1, loyalty: 1, versatility: -1, skills: { combat: 2, assassination: 0, surveillance: -2 } });
    expect(TEMPLATES.map((t) => t.name)).toEqual(['Bodyguard', 'Killer', 'Scientist', 'Provocateur', 'Recon']);
    for (const t of TEMPLATES) {
      expect(buildProblems(t.build, SKILLS), t.id).toEqual([]);
      expect(buildCost(t.build)).toBeLessThanOrEqual(CREATION_BUDGET);
    }
    expect(TEMPLATES.filter((t) => buildCost(t.build) === CREATION_BUDGET)).toHaveLength(4);
  });

  test('creation refuses a Superb skill, too many skills and an overspent build, in words', () => {
    const base = { subtlety: 0, resilience: 0, loyalty: 0, versatility: -2, skills: { combat: 3, protect: -1, surveillance: -2 } };
    const problems = buildProblems(base, SKILLS);
    expect(problems.join(' ')).toMatch(/Superb/);
    expect(problems.join(' ')).toMatch(/allows 2 skills/);
    expect(buildProblems({ ...base, versatility: 0, skills: { combat: 2, protect: 2 }, subtlety: 2 }, SKILLS).join(' ')).toMatch(/at most 5/);
  });

  test('the upkeep table by highest attribute (R-HATS-2)', () => {
    expect(UPKEEP_BY_LEVEL).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(upkeepForLevel(3)).toBe(7);
    expect(upkeepForLevel(-3)).toBe(1);
  });
});

describe('technologies (R-HATS-10)', () => {
  test('seven areas of five or six technologies, each with a level, a cost and a mechanical effect', () => {
    expect(TECH_AREAS).toHaveLength(7);
    for (const area of TECH_AREAS) {
      const n = TECHNOLOGIES.filter((t) => t.area === area).length;
      expect(n, area).toBeGreaterThanOrEqual(5);
      expect(n, area).toBeLessThanOrEqual(6);
    }
    for (const t of TECHNOLOGIES) {
      expect(t.effects.length, t.id).toBeGreaterThan(0);
      expect(t.cost).toBeGreaterThanOrEqual(0);
      expect(t.level).toBeGreaterThanOrEqual(-2);
    }
    expect(TECH_BY_ID.get('databases')).toMatchObject({ area: 'information', level: 0 });
  });
});
