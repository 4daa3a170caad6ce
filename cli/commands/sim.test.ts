import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../io';
import { main } from '../main';

const MAP = 'maps/warehouse.tmj';
const RED = 'maps/squads/red-team.json';
const BLACK = 'maps/squads/black-team.json';

describe('blacksite sim', () => {
  it('prints the JSON summary with its keys in order, the same for the same seed', async () => {
    const run = async (seed: string) => {
      const io = memoryIo();
      const code = await main(['sim', '--map', MAP, '--side-a', RED, '--side-b', BLACK, '--runs', '3', '--seed', seed, '--json'], io);
      expect(io.stderr).toEqual([]);
      expect(code).toBe(0);
      return JSON.parse(io.stdout.join('')) as Record<string, unknown>;
    };
    const one = await run('cli');
    expect(Object.keys(one).sort()).toEqual(['averageRounds', 'census', 'runs', 'winRate', 'wins']);
    const census = one['census'] as { battles: number; unresolved: number; sides: Record<string, { commands: Record<string, number>; fates: Record<string, number> }> };
    expect(census.battles).toBe(3);
    expect(census.unresolved).toBe(0);
    // Each side's units gave commands; every unit of both sides has a fate in each battle (R-OPS-32).
    const given = (side: string) => Object.values(census.sides[side]?.commands ?? {}).reduce((x, y) => x + y, 0);
    expect(given('a')).toBeGreaterThan(0);
    expect(given('b')).toBeGreaterThan(0);
    const fates = (side: string) => Object.values(census.sides[side]?.fates ?? {}).reduce((x, y) => x + y, 0);
    expect(fates('a')).toBe(3 * 4);
    expect(fates('b')).toBe(3 * 4);
    expect(one['runs']).toBe(3);
    const wins = one['wins'] as { a: number; b: number; draw: number };
    expect(wins.a + wins.b + wins.draw).toBe(3);
    expect(one['winRate']).toEqual({ a: wins.a / 3, b: wins.b / 3 });
    expect(await run('cli')).toEqual(one);
  }, 120_000);

  it('prints win rates with 95% intervals, rounds and casualties as text', async () => {
    const io = memoryIo();
    const code = await main(['sim', '--map', MAP, '--side-a', BLACK, '--side-b', RED, '--runs', '2', '--level-a', 'recruit'], io);
    expect(code).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/2 battles, average [\d.]+ rounds/);
    expect(text).toMatch(/95% interval/);
    expect(text).toMatch(/Average casualties per battle/);
  }, 120_000);

  it('refuses bad squad files and maps with one sentence and exit 1, bad usage with exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const notSquad = join(dir, 'not-squad.json');
    writeFileSync(notSquad, JSON.stringify({ hello: 1 }));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ nope');
    const missingAgent = join(dir, 'missing.json');
    writeFileSync(missingAgent, JSON.stringify({ format: 'blacksite-squad', version: 1, name: 'Ghosts', agents: ['nobody-here.json'] }));
    const cases: [string[], RegExp][] = [
      [['--side-a', notSquad], /not a Blacksite squad file/],
      [['--side-a', broken], /broken.json is not JSON/],
      [['--side-a', missingAgent], /nobody-here\.json/],
      [['--side-a', join(dir, 'absent.json')], /There is no file/],
    ];
    for (const [override, message] of cases) {
      const io = memoryIo();
      const args = ['sim', '--map', MAP, '--side-a', RED, '--side-b', BLACK, '--runs', '1', ...override];
      expect(await main(args, io)).toBe(1);
      expect(io.stderr.join('')).toMatch(message);
      expect(io.stderr.join('').split('\n').filter((l) => l.trim() !== '')).toHaveLength(1);
    }
    const badMap = memoryIo();
    expect(await main(['sim', '--map', join(dir, 'nomap.tmj'), '--side-a', RED, '--side-b', BLACK, '--runs', '1'], badMap)).toBe(1);
    const usage = memoryIo();
    expect(await main(['sim', '--map', MAP, '--runs', 'many'], usage)).toBe(2);
    expect(usage.stderr.join('')).toMatch(/--side-a is required|--runs must be/);
  }, 120_000);
});
