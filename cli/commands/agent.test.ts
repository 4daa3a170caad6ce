import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../io';
import { main } from '../main';

const AGENTS = join(__dirname, '../../maps/agents');
const SQUADS = join(__dirname, '../../maps/squads');
const tmp = mkdtempSync(join(tmpdir(), 'blacksite-agent-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(...args: string[]) {
  const io = memoryIo();
  const code = await main(['agent', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

function write(name: string, value: unknown): string {
  const file = join(tmp, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

const sniper = JSON.parse(readFileSync(join(AGENTS, 'sniper.json'), 'utf8')) as Record<string, unknown>;

describe('blacksite agent check', () => {
  it('R-OPS-9: a valid agent exits 0 with the exact JSON shape, budget and spent, every rollable skill', async () => {
    const r = await run('check', join(AGENTS, 'sniper.json'), '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['valid', 'problems', 'budget', 'spent', 'skills']);
    expect(json).toMatchObject({ valid: true, problems: [], budget: 48, spent: 48 });
    expect(json.skills).toMatchObject({ Sniper: 3, Awareness: 3, 'Survival (forest)': 3, Acting: -2 });
    expect(Object.values(json.skills as object).every((v) => Number.isInteger(v))).toBe(true);
    expect(json.skills).not.toHaveProperty('Computer Hacking'); // Hard and unbought: cannot be rolled (R-OPS-7)
  });

  it('prints a readable summary without --json', async () => {
    const r = await run('check', join(AGENTS, 'medic.json'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('Dana Novak (Kestrel), Medic: valid, ready for battle');
    expect(r.out).toContain('budget 54 skill levels, spent 54 (0 unspent)');
    expect(r.out).toContain('trade: 1 extra fault paid for 6 skill levels.');
  });

  it('R-OPS-7, R-OPS-9: an agent that breaks rules exits 1 with one sentence per problem', async () => {
    const broken = {
      ...sniper,
      attributes: { BODY: 'Superb', REA: 'Superb', PER: 'Superb', TECH: 'Superb', MEN: 'Superb', SOC: 'Superb' },
      faults: [],
      skills: [{ name: 'Rifle', rating: 'Legendary' }, { name: 'Rifel', rating: 'Good' }],
      gear: { weapons: [{ name: 'PSG1', accessories: ['Scope'] }] },
    };
    const r = await run('check', write('broken.json', broken), '--json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { valid: boolean; problems: string[]; budget: number; spent: number };
    expect(json.valid).toBe(false);
    expect(json.problems).toEqual([
      'Rifle is Legendary; no skill goes past Superb (R-OPS-7).',
      expect.stringMatching(/^Unknown skill "Rifel"; the closest valid choices are Rifle.*; a skill of your own must name its attribute and difficulty\.$/),
      'Every agent needs at least one fault (R-OPS-9).',
      // Six Superb attributes (54) + Rifle past the cap (3) + one gift (6) against 30 + 12 + 6.
      'The agent spends 63 skill levels but has 48: 15 too many (R-OPS-9).',
      'The PSG1 already has its scope (R-OPS-11).',
    ]);
    expect([json.budget, json.spent]).toEqual([48, 63]);
    for (const p of json.problems) expect(p).toMatch(/^[A-Z"].*[.]$/);
    const text = await run('check', write('broken.json', broken));
    expect(text.code).toBe(1);
    expect(text.out).toContain('problems:\n  - Rifle is Legendary');
  });

  it.each([
    ['not JSON', '{"format": "blacksite-agent", ', 'not-json.json is not JSON (it may be cut off or not a Blacksite file).'],
    ['a save file', { format: 'blacksite-save', version: 1 }, 'This is not a Blacksite agent file: its format is "blacksite-save", not "blacksite-agent".'],
    ['a malformed agent', { ...sniper, skills: [{ name: 'Rifle', rating: 7 }] }, 'This agent file is malformed: skills[0].rating: Invalid input: expected string, received number.'],
  ])('exits 2 when the file is not an agent file at all: %s', async (_what, value, sentence) => {
    const file = write(typeof value === 'string' ? 'not-json.json' : 'other.json', value);
    const r = await run('check', file);
    expect(r.code).toBe(2);
    expect(r.err).toBe(sentence);
    const j = await run('check', file, '--json');
    expect(j.code).toBe(2);
    expect(JSON.parse(j.out)).toEqual({ valid: false, problems: [sentence], budget: 0, spent: 0, skills: {} });
  });

  it.each([
    ['a format nested 100,000 levels deep', `{"format": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 'This agent file nests its data more than 16 levels deep, far beyond anything Blacksite writes, so it is not read.'],
    ['a format object', { format: { nested: { format: 'blacksite-agent' } } }, 'This is not a Blacksite agent file: its format is an object, not "blacksite-agent".'],
    ['a format of 10,000 characters', { format: 'x'.repeat(10_000) }, `This is not a Blacksite agent file: its format is "${'x'.repeat(39)}…", not "blacksite-agent".`],
    ['a squad nested past any agent (squad)', { format: 'blacksite-squad', version: 1, name: 'x', agents: [JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`)] }, 'This squad file nests its data more than 24 levels deep, far beyond anything Blacksite writes, so it is not read.'],
  ])('exits 2 with one short sentence, never a crash or a quoted blob: %s', async (what, value, sentence) => {
    const file = write('odd.json', value);
    const r = await run(what.endsWith('(squad)') ? 'squad' : 'check', file);
    expect(r.code).toBe(2);
    expect(r.err).toBe(sentence);
    expect(r.err.length).toBeLessThanOrEqual(200);
  });

  it('a missing file and a wrong usage exit 2', async () => {
    expect((await run('check', join(tmp, 'nope.json'))).err).toBe(`There is no file ${join(tmp, 'nope.json')}.`);
    expect((await run('check')).code).toBe(2);
    expect((await run('check', 'a.json', '--fast')).err).toContain('unknown option --fast');
  });
});

describe('shipped agents and squads', () => {
  it('at least 8 shipped agents, all valid, all of different specialties', async () => {
    const files = readdirSync(AGENTS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    const specialties = new Set<string>();
    for (const f of files) {
      const r = await run('check', join(AGENTS, f), '--json');
      expect(r.code, `${f}: ${r.out}`).toBe(0);
      specialties.add((JSON.parse(readFileSync(join(AGENTS, f), 'utf8')) as { specialty: string }).specialty);
    }
    expect(specialties.size).toBe(files.length);
  });

  it('the example squads load and are ready for battle: 4 agents, 5 for the Compound Guards and the missions\' Warehouse Crew and Courier Escort', async () => {
    const files = readdirSync(SQUADS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files) {
      const r = await run('squad', join(SQUADS, f), '--json');
      expect(r.code, r.out).toBe(0);
      expect((JSON.parse(r.out) as { agents: string[] }).agents).toHaveLength(['compound-guards.json', 'warehouse-crew.json', 'courier-escort.json'].includes(f) ? 5 : 4);
    }
  });

  it('a squad naming a missing agent file is refused with one sentence', async () => {
    const file = write('squad.json', { format: 'blacksite-squad', version: 1, name: 'X', agents: ['ghost.json'] });
    const r = await run('squad', file);
    expect(r.code).toBe(2);
    expect(r.err).toBe('Agent 1 of the squad (ghost.json) cannot be read: there is no ghost.json beside the squad file nor among the shipped agents.');
  });
});

describe('blacksite agent random', () => {
  it('prints a valid agent file; the same seed gives the same agent', async () => {
    const a = await run('random', '--seed', 's1', '--specialty', 'medic');
    const b = await run('random', '--seed', 's1', '--specialty', 'medic');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const check = await run('check', write('random.json', a.out), '--json');
    expect(check.code).toBe(0);
    expect((await run('random', '--specialty', 'chef')).code).toBe(2);
  });
});
