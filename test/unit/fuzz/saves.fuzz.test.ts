import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createSaveCodec, type SaveCodec } from '../../../src/save/codec';
import type { AnyGameKind } from '../../../src/save/game-kind';
import { GAME_KINDS } from '../../../src/save/kinds/index';
import { skirmishKind } from '../../../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../../../src/save/test-helpers/skirmish-save';
import { expectOneSentence, jsonMutations, params, reportTimings, timed } from './harness';

// Saves of both kinds (the real battle and conspiracy engines, formats 1 and 2) and the toy kind
// the format is tested with, damaged in every way harness.ts knows: each load either succeeds
// (its replay matching or reported as a mismatch in one sentence) or is refused in one sentence;
// none throws. The loader is pure: it writes nothing (the store's side is store.fuzz.test.ts).
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/saves');

/**
 * The work a load does, counted rather than timed: commands applied by the engine. A load replays
 * the log once (at most as many commands as the file holds), a write check once more, and a file
 * past the size, depth or value limits is refused before anything walks it.
 */
let applied = 0;
function counted(kind: AnyGameKind): AnyGameKind {
  return {
    ...kind,
    apply: (state, command) => {
      applied += 1;
      return kind.apply(state, command);
    },
  };
}
const real = createSaveCodec(GAME_KINDS.map(counted));
const SUBJECTS: { name: string; codec: SaveCodec; text: string; runs: number }[] = [
  ...['v2/tactical-battle.save.json', 'v2/tactical-battle-gm.save.json', 'v1/tactical-battle.save.json', 'v2/conspiracy-game.save.json', 'v1/conspiracy-game.save.json'].map(
    (file) => ({ name: file, codec: real, text: readFileSync(resolve(FIXTURES, file), 'utf8'), runs: 4 }),
  ),
  { name: 'toy battle', codec: createSaveCodec([counted(skirmishKind)]), text: createSaveCodec([skirmishKind]).serialize(skirmishSave('fuzz', 3)), runs: 12 },
];

/** Commands in a text, at most: every `"type"` key could open one. */
const commandBound = (text: string): number => text.split('"type"').length - 1;

function checkLoad(codec: SaveCodec, label: string, text: string): 'loaded' | 'refused' {
  applied = 0;
  const result = timed(label, () => codec.load(text));
  expect(applied).toBeLessThanOrEqual(result.ok ? result.save.commands.length : commandBound(text));
  if (!result.ok) {
    expectOneSentence(result.reason);
    return 'refused';
  }
  expect(['match', 'mismatch']).toContain(result.replay.status);
  if (result.replay.status === 'mismatch') expectOneSentence(result.replay.reason);
  // What a store would do with it: its write check answers too, in one sentence when it refuses.
  applied = 0;
  const check = timed(label, () => codec.checkForWrite(text));
  expect(applied).toBeLessThanOrEqual(result.save.commands.length);
  if (!check.ok) expectOneSentence(check.reason);
  expect(check.ok).toBe(result.replay.status === 'match');
  return 'loaded';
}

reportTimings('saves');

for (const subject of SUBJECTS) {
  describe(`fuzzing the save loader: ${subject.name}`, () => {
    const mutations = jsonMutations(subject.text);
    test('the file itself loads, its replay matching', () => {
      const r = subject.codec.load(subject.text);
      expect(r.ok && r.replay).toEqual({ status: 'match' });
    });
    for (const [name, arb] of Object.entries(mutations)) {
      test(`${name}: never throws; a refusal or a mismatch is one short sentence`, () => {
        fc.assert(
          fc.property(arb, (mutated) => void checkLoad(subject.codec, `${subject.name} ${name}`, mutated)),
          params(subject.runs),
        );
      });
    }
    test('the mutations really damage files: most are refused or mismatch', () => {
      const samples = fc.sample(fc.oneof(...Object.values(mutations)), { numRuns: 40, seed: 16 });
      const sound = samples.filter((t) => {
        const r = subject.codec.load(t);
        return r.ok && r.replay.status === 'match';
      });
      expect(sound.length).toBeLessThan(samples.length / 2);
    });
  });
}
