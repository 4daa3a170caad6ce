import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bench, describe } from 'vitest';
import { replayCommands } from '../battle/commands/replay';
import type { BattleSave } from '../battle/save/battle-kind';
import { longBattle, saveOfBattle } from '../battle/test-helpers/long-battle';
import { createSaveCodec, type SaveCodec } from './codec';
import type * as BenchEntry from './test-helpers/bench-entry';
import type { SaveFile } from './envelope';
import { GAME_KINDS } from './kinds/index';

// Save + load + replay-verify of a real 1,000-round battle of the battle kind (the computer playing
// both sides of src/battle/test-helpers/long-battle.ts; target: median <= 100 ms), and the size of
// a 200-round 8-against-8 battle's save against format 1's shape of it (target: at most 25%).
// Figures, not pass/fail: each line says the Node version and the machine's load beside it.
const codec = createSaveCodec(GAME_KINDS);
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
const where = (): string => `Node ${process.versions.node}, load ${load()}`;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function saveLoadVerify(save: SaveFile, with_: SaveCodec = codec): void {
  const loaded = with_.load(with_.serialize(save));
  if (!loaded.ok || loaded.replay.status !== 'match') throw new Error('the benchmark save did not verify');
}

function timed(runs: number, run: () => void): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const c0 = cpuMs();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    cpu.push(cpuMs() - c0);
  }
  return { wall, cpu };
}

// 200 rounds, 8 against 8: this format's file, and format 1's (its snapshot carried every event).
const short = longBattle(200);
const shortSave = saveOfBattle(short) as SaveFile<BattleSave>;
const history = replayCommands(short.initial, short.map, short.commands);
if ('rejected' in history) throw new Error(history.rejected);
const lean = codec.serialize(shortSave).length;
const fat = codec.serialize({ ...shortSave, snapshot: { ...shortSave.snapshot, battle: { ...shortSave.snapshot.battle, log: history.events } } }).length;
console.log(
  `save bench: 200-round 8-vs-8 battle (${shortSave.commands.length} commands): ${(lean / 1024).toFixed(0)} KB, ` +
    `format 1 wrote ${(fat / 1024).toFixed(0)} KB for it: ${((100 * lean) / fat).toFixed(1)}% (target <= 25%)`,
);

const ROUNDS = 1000;
const save = saveOfBattle(longBattle(ROUNDS));
const bytes = codec.serialize(save).length;
const first = timed(1, () => saveLoadVerify(save));
const warm = timed(15, () => saveLoadVerify(save));
console.log(
  `save bench: ${ROUNDS}-round 8-vs-8 battle, ${save.commands.length} commands, ${(bytes / 1024).toFixed(0)} KB: save + load + replay-verify ` +
    `median ${median(warm.wall).toFixed(1)} ms wall, ${median(warm.cpu).toFixed(1)} ms CPU over ${warm.wall.length} ` +
    `(first run ${(first.wall[0] ?? NaN).toFixed(1)} ms, worst ${Math.max(...warm.wall).toFixed(1)} ms); target <= 100 ms; ${where()}`,
);

// The same load as the app's main process (the store's write check) and `blacksite save verify`
// run it: this code built by vite as vite.node.config.ts builds them, one bundle. Under vitest every
// call from one module to another goes through the module runner's export getters, which the
// shipped code does not have; both figures are printed.
const out = mkdtempSync(join(tmpdir(), 'blacksite-save-bench-'));
try {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      ssr: true,
      outDir: out,
      target: 'node20',
      minify: false,
      rollupOptions: { input: { codec: fileURLToPath(new URL('./test-helpers/bench-entry.ts', import.meta.url)) }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  const shipped = (await import(pathToFileURL(join(out, 'codec.mjs')).href)) as typeof BenchEntry;
  const builtCodec = shipped.createSaveCodec(shipped.GAME_KINDS);
  timed(3, () => saveLoadVerify(save, builtCodec));
  const built = timed(15, () => saveLoadVerify(save, builtCodec));
  console.log(
    `save bench: ${ROUNDS}-round battle as built by vite (one bundle, as the main process and the blacksite command run it): save + load + replay-verify ` +
      `median ${median(built.wall).toFixed(1)} ms wall, ${median(built.cpu).toFixed(1)} ms CPU over ${built.wall.length}; target <= 100 ms; ${where()}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

describe(`save format, ${ROUNDS}-round battle (${save.commands.length} commands)`, () => {
  const text = codec.serialize(save);
  bench('save + load + replay-verify', () => saveLoadVerify(save), { iterations: 10 });
  bench('serialize only', () => void codec.serialize(save), { iterations: 10 });
  bench('parse only (schemas, no replay)', () => void codec.parse(text), { iterations: 10 });
});
