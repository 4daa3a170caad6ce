import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createSaveCodec } from './codec';
import { CURRENT_FORMAT_VERSION } from './format';
import { GAME_KINDS } from './kinds/index';
import { GAME_GOLDENS, TEST_KIND_GOLDENS, type GoldenGame } from './test-helpers/golden-games';

// Golden saves (a battle and a conspiracy game per format version) under
// test/fixtures/saves/v<N>/ keep loading, through the migrations, with a matching replay.
const ROOT = resolve(import.meta.dirname, '../../test/fixtures/saves');
const UPDATE = process.env['UPDATE_GOLDEN_SAVES'] === '1';
const versionDirs = readdirSync(ROOT).filter((d) => /^v\d+$/.test(d)).sort();
const savesIn = (dir: string) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.save.json'));

function checkGolden(golden: GoldenGame, reproduce: boolean): void {
  const path = join(ROOT, golden.file);
  const codec = createSaveCodec([golden.kind]);
  const fresh = () => codec.serialize(golden.make());
  if (UPDATE || !existsSync(path)) {
    if (!UPDATE) throw new Error(`golden ${golden.file} is missing: run with UPDATE_GOLDEN_SAVES=1 to write it`);
    writeFileSync(path, fresh());
  }
  const text = readFileSync(path, 'utf8');
  const loaded = codec.load(text);
  expect(loaded.ok && loaded.replay).toEqual({ status: 'match' });
  // Seed-pinned: today's engine, from the same seed, still plays exactly the golden game. Only for
  // the toy kind: real games are chosen by computer players that keep being tuned, and what their
  // goldens must prove is that old logs still replay under today's rules (checked just above).
  if (reproduce) expect(fresh()).toBe(text);
}

describe('golden saves', () => {
  test('every format version from 1 to the current one has its folder', () => {
    expect(versionDirs).toEqual(Array.from({ length: CURRENT_FORMAT_VERSION }, (_, i) => `v${i + 1}`));
  });

  test('every registered game kind has a golden in every version folder', () => {
    for (const dir of versionDirs) {
      const kindsThere = savesIn(dir).map((f) => {
        const parsed = createSaveCodec(GAME_KINDS).parseEnvelope(readFileSync(join(ROOT, dir, f), 'utf8'));
        return parsed.ok ? parsed.save.kind : `broken ${f}`;
      });
      for (const kind of GAME_KINDS) expect(kindsThere, `${dir} lacks a ${kind.kind} golden`).toContain(kind.kind);
    }
  });

  test.each(versionDirs.flatMap((dir) => savesIn(dir).map((f) => [`${dir}/${f}`] as const)))(
    '%s loads with the current build, migrated, replay matching',
    (file) => {
      const loaded = createSaveCodec(GAME_KINDS).load(readFileSync(join(ROOT, file), 'utf8'));
      if (!loaded.ok) throw new Error(`${file}: ${loaded.reason}`);
      expect(loaded.replay).toEqual({ status: 'match' });
      expect(`v${loaded.migratedFrom}`).toBe(file.split('/')[0]);
    },
  );

  test.each(TEST_KIND_GOLDENS.map((g) => [g.file, g] as const))('%s is reproduced by its seed', (_file, golden) => {
    checkGolden(golden, true);
  });

  test.each(GAME_GOLDENS.map((g) => [g.file, g] as const))('%s exists and replays (UPDATE_GOLDEN_SAVES=1 rewrites it)', (_file, golden) => {
    checkGolden(golden, false);
  });
});
