import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '../core/rng';
import { characterBudget } from '../ops/character/budget';
import { checkAgent } from './check';
import { randomAgent } from './random-agent';
import { SPECIALTIES } from './specialties';
import { suggestAnimals } from './names';
import { openRng } from '../core/rng';

describe('random valid agent', () => {
  test('R-OPS-6..10: any seed gives a valid agent that spends nearly all of its budget (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(undefined, ...SPECIALTIES.map((s) => s.name)), (seed, specialty) => {
        const { agent } = randomAgent(seedRng(seed), specialty ? { specialty } : {});
        const check = checkAgent(agent);
        if (!check.valid) throw new Error(`${seed}: ${check.problems.join(' ')}`);
        const balance = characterBudget(agent).balance;
        return balance >= 0 && balance <= 5 && agent.gear.weapons.length >= 1;
      }),
      { numRuns: 300 },
    );
  });

  test('the same seed gives the same agent; the state moves on', () => {
    const a = randomAgent(seedRng('gm-night'));
    const b = randomAgent(seedRng('gm-night'));
    expect(a).toEqual(b);
    expect(randomAgent(a.rng).agent).not.toEqual(a.agent);
  });

  test('seed-pinned golden: the first agent of seed "golden"', () => {
    const { agent } = randomAgent(seedRng('golden'), { specialty: 'Sniper' });
    expect({ name: agent.name, animal: agent.animal, specialty: agent.specialty, attributes: agent.attributes, weapon: agent.gear.weapons[0]?.name }).toMatchInlineSnapshot(`
      {
        "animal": "Kestrel",
        "attributes": {
          "BODY": -1,
          "MEN": 0,
          "PER": 2,
          "REA": 2,
          "SOC": 0,
          "TECH": 0,
        },
        "name": "Grace Fischer",
        "specialty": "Sniper",
        "weapon": "PSG1",
      }
    `);
  });

  test('R-OPS-10: animal suggestions are different from each other and from those taken', () => {
    const picks = suggestAnimals(openRng(seedRng('x')), 5, ['Tiger', 'wolf']);
    expect(new Set(picks).size).toBe(5);
    expect(picks).not.toContain('Tiger');
    expect(picks).not.toContain('Wolf');
    expect(randomAgent(seedRng('y'), { takenAnimals: ['Tiger'] }).agent.animal).not.toBe('Tiger');
  });
});

describe('random agents of a level (levels.ts)', () => {
  test('a Rookie spends ten skill levels fewer than a Veteran, an Elite ten more; same seed, same specialty', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SPECIALTIES.map((s) => s.name)), (seed, specialty) => {
        const balance = (level: 'rookie' | 'veteran' | 'elite') => {
          const { agent } = randomAgent(seedRng(seed), { specialty, level });
          expect(agent.specialty).toBe(specialty);
          return characterBudget(agent).balance;
        };
        const rookie = balance('rookie');
        const veteran = balance('veteran');
        const elite = balance('elite');
        expect(rookie).toBeGreaterThanOrEqual(10);
        expect(rookie).toBeLessThanOrEqual(15);
        expect(veteran).toBeGreaterThanOrEqual(0);
        expect(veteran).toBeLessThanOrEqual(5);
        expect(elite).toBeGreaterThanOrEqual(-10);
        expect(elite).toBeLessThanOrEqual(-5);
      }),
      { numRuns: 60 },
    );
  });

  test('the default level is the Veteran, and a Rookie is still a valid agent', () => {
    expect(randomAgent(seedRng('lvl'), { level: 'veteran' })).toEqual(randomAgent(seedRng('lvl')));
    expect(checkAgent(randomAgent(seedRng('lvl'), { level: 'rookie' }).agent).valid).toBe(true);
    expect(checkAgent(randomAgent(seedRng('lvl'), { level: 'elite' }).agent).valid).toBe(false);
  });
});
