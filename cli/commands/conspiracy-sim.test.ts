import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { memoryIo } from '../io';

describe('blacksite conspiracy-sim', () => {
  test('--json prints one object: results, each base seed, and the census of play', async () => {
    const io = memoryIo();
    const code = await main(['conspiracy-sim', '--scenario', 'maps/scenarios/shadow-war.json', '--runs', '2', '--seeds', '2', '--seed', 'cli', '--json'], io);
    expect(code).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const out = JSON.parse(io.stdout[0] ?? '') as {
      runs: number; wins: Record<string, number>; averageTurns: number; bySeed: { seed: string; runs: number }[];
      census: { games: number; actionTypes: Record<string, { games: number; uses: number }>; seats: Record<string, { actions: Record<string, number>; agentsKilled: number; desertions: number }>; endings: Record<string, number>; perGame: { seed: string; ending: string }[] };
    };
    expect(Object.keys(out)).toEqual(['runs', 'wins', 'draws', 'averageTurns', 'strategies', 'bySeed', 'census']);
    expect(out.runs).toBe(4);
    expect(out.bySeed.map((b) => [b.seed, b.runs])).toEqual([['cli', 2], ['cli-2', 2]]);
    expect(out.census.games).toBe(4);
    expect(Object.keys(out.census.seats).sort()).toEqual(['order', 'syndicate']);
    expect(out.census.actionTypes['action.infiltrate']?.games).toBeGreaterThan(0);
    expect(Object.values(out.census.endings).reduce((a, b) => a + b, 0)).toBe(4);
    expect(out.census.perGame.map((g) => g.seed)).toEqual(['cli#0', 'cli#1', 'cli-2#0', 'cli-2#1']);
    expect(Object.keys(out.wins).sort()).toEqual(['order', 'syndicate']);
    expect(Object.values(out.wins).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    expect(out.averageTurns).toBeGreaterThan(0);
  });

  test('the text report names seats, strategies and game length', async () => {
    const io = memoryIo();
    expect(await main(['conspiracy-sim', '--scenario', 'maps/scenarios/shadow-war.json', '--runs=1', '--lethality', '3'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/1 games over 1 base seed, average length/);
    expect(text).toMatch(/Census: actions by kind/);
    expect(text).toMatch(/The Illuminated Order/);
    expect(text).toMatch(/cautious/);
  });

  test('bad usage exits 2, a bad scenario file 1, each with one sentence', async () => {
    const io = memoryIo();
    expect(await main(['conspiracy-sim', '--runs', '3'], io)).toBe(2);
    expect(io.stderr.join('')).toMatch(/--scenario <file> is required/);
    expect(await main(['conspiracy-sim', '--scenario', 'x.json', '--runs', 'many'], io)).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'hats-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ format: 'blacksite-hats-scenario', version: 1 }));
    const io2 = memoryIo();
    expect(await main(['conspiracy-sim', '--scenario', file, '--runs', '1'], io2)).toBe(1);
    expect(io2.stderr.join('')).toMatch(/The scenario is damaged: it has no id\./);
    expect(await main(['conspiracy-sim', '--scenario', join(dir, 'missing.json'), '--runs', '1'], memoryIo())).toBe(1);
  });

  test('R-HATS-16: passive seats still pay their upkeep for ten rounds', async () => {
    const io = memoryIo();
    expect(await main(['conspiracy-sim', '--scenario', 'maps/scenarios/shadow-war.json', '--runs', '2', '--levels', 'passive', '--turn-limit', '10', '--json'], io)).toBe(0);
    const out = JSON.parse(io.stdout[0] ?? '') as { averageTurns: number; census: { seats: Record<string, { unpaid: number; desertions: number; actions: Record<string, number> }> } };
    expect(out.averageTurns).toBe(10);
    for (const seat of Object.values(out.census.seats)) {
      expect(seat).toMatchObject({ unpaid: 0, desertions: 0 });
      expect(seat.actions).toEqual({});
    }
    expect(await main(['conspiracy-sim', '--scenario', 'x.json', '--runs', '1', '--levels', 'lazy'], memoryIo())).toBe(2);
  });
});
