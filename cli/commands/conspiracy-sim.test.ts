import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { memoryIo } from '../io';

describe('blacksite conspiracy-sim', () => {
  test('--json prints exactly {runs, wins, averageTurns}', async () => {
    const io = memoryIo();
    const code = await main(['conspiracy-sim', '--scenario', 'maps/scenarios/shadow-war.json', '--runs', '2', '--seed', 'cli', '--json'], io);
    expect(code).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const out = JSON.parse(io.stdout[0] ?? '') as { runs: number; wins: Record<string, number>; averageTurns: number };
    expect(Object.keys(out)).toEqual(['runs', 'wins', 'averageTurns']);
    expect(out.runs).toBe(2);
    expect(Object.keys(out.wins).sort()).toEqual(['order', 'syndicate']);
    expect(Object.values(out.wins).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    expect(out.averageTurns).toBeGreaterThan(0);
  });

  test('the text report names seats, strategies and game length', async () => {
    const io = memoryIo();
    expect(await main(['conspiracy-sim', '--scenario', 'maps/scenarios/shadow-war.json', '--runs=1', '--lethality', '3'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/1 games, average length/);
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
    expect(io2.stderr.join('')).toMatch(/not valid/);
    expect(await main(['conspiracy-sim', '--scenario', join(dir, 'missing.json'), '--runs', '1'], memoryIo())).toBe(1);
  });
});
