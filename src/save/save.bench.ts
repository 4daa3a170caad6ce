import { bench, describe } from 'vitest';
import { createSaveCodec } from './codec';
import { skirmishKind } from './test-helpers/skirmish-kind';
import { skirmishSave } from './test-helpers/skirmish-save';

// Issue 8 point 9: save + load + replay-verify of a 1,000-round battle; target <= 500 ms.
// The toy battle kind stands in for the real reducer: when src/battle has one, build a 1,000-round
// game with it here (its kind, its random legal commands) and keep the figures comparable.
const ROUNDS = 1000;
const kind = skirmishKind;
const save = skirmishSave('bench', ROUNDS);
const codec = createSaveCodec([kind]);

function saveLoadVerify(): void {
  const text = codec.serialize(save);
  const loaded = codec.load(text);
  if (!loaded.ok || loaded.replay.status !== 'match') throw new Error('the benchmark save did not verify');
}

function timed(runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    saveLoadVerify();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const bytes = codec.serialize(save).length;
const cold = timed(1)[0] ?? 0;
const warm = timed(15);
const median = warm[Math.floor(warm.length / 2)] ?? 0;
console.log(
  `save bench: ${ROUNDS}-round battle, ${save.commands.length} commands, ${(bytes / 1024).toFixed(0)} KB: ` +
    `save + load + replay-verify ${median.toFixed(1)} ms median (first run ${cold.toFixed(1)} ms, worst ${(warm.at(-1) ?? 0).toFixed(1)} ms); target <= 500 ms`,
);

describe(`save format, ${ROUNDS}-round battle (${save.commands.length} commands)`, () => {
  bench('save + load + replay-verify', saveLoadVerify, { iterations: 10 });
  bench('serialize only', () => void codec.serialize(save), { iterations: 10 });
  const text = codec.serialize(save);
  bench('parse only (schemas, no replay)', () => void codec.parse(text), { iterations: 10 });
});
