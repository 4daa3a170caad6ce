import { loadavg } from 'node:os';
import { bench, describe } from 'vitest';
import { replayCommands } from '../battle/commands/replay';
import type { BattleSave } from '../battle/save/battle-kind';
import { longBattle, saveOfBattle } from '../battle/test-helpers/long-battle';
import { createSaveCodec } from './codec';
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

function saveLoadVerify(save: SaveFile): void {
  const loaded = codec.load(codec.serialize(save));
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

describe(`save format, ${ROUNDS}-round battle (${save.commands.length} commands)`, () => {
  const text = codec.serialize(save);
  bench('save + load + replay-verify', () => saveLoadVerify(save), { iterations: 10 });
  bench('serialize only', () => void codec.serialize(save), { iterations: 10 });
  bench('parse only (schemas, no replay)', () => void codec.parse(text), { iterations: 10 });
});
