import fc from 'fast-check';
import { promises as fsp, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSaveStore, type SaveStore } from '../../../main/save-store';
import { createSaveCodec } from '../../../src/save/codec';
import { GAME_KINDS } from '../../../src/save/kinds/index';
import { expectOneSentence, jsonMutations, params, reportTimings, timedAsync } from './harness';

// The save store, handed damaged saves to write over a sound one: it writes a save only when a
// full load of it (schemas, migrations, replay) gives its snapshot back, so whatever it writes
// loads as written; anything else is refused in one sentence and nothing on disk changes.
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/saves');
const codec = createSaveCodec(GAME_KINDS);
let root: string;
let store: SaveStore;

async function files(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fsp.readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out[path.relative(root, path.join(entry.parentPath, entry.name))] = await fsp.readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-store-fuzz-'));
  store = createSaveStore({ dir: root, codec });
});
afterAll(() => fsp.rm(root, { recursive: true, force: true }));

reportTimings('save store');

describe.each(['v2/tactical-battle.save.json', 'v2/conspiracy-game.save.json', 'v1/tactical-battle.save.json'])('fuzzing the save store with %s', (file) => {
  const text = readFileSync(path.join(FIXTURES, file), 'utf8');
  const mutations = jsonMutations(text);
  for (const [name, arb] of Object.entries(mutations)) {
    test(`${name}: written only when it loads back as written; else refused, nothing changed`, async () => {
      await fc.assert(
        fc.asyncProperty(arb, async (mutated) => {
          expect((await store.write('keep', text)).ok).toBe(true);
          const before = await files();
          const written = await timedAsync(`store ${name}`, () => store.write('keep', mutated));
          if (!written.ok) {
            expectOneSentence(written.reason);
            expect(await files()).toEqual(before);
            return;
          }
          const back = await store.read('keep');
          expect(back.ok && back.replay).toEqual({ status: 'match' });
        }),
        params(2),
      );
    });
  }
});
