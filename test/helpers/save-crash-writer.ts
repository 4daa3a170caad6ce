// The victim of test/unit/save-crash.test.ts: writes big saves through the real save store, over and
// over, until it is killed. Usage: node save-crash-writer.js <dir> <seed>. Prints "ready" once,
// then "wrote <name> <n>" after each write has returned.
import { createSaveCodec, serializeSave } from '../../src/save/index';
import { skirmishKind } from '../../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../../src/save/test-helpers/skirmish-save';
import { createSaveStore } from '../../main/save-store';

export const CRASH_NAMES = ['alpha', 'bravo', 'charlie'] as const;
/** A long log (1,750 commands) plus a full-size thumbnail: about 270 KB a file, so kills land mid-write. */
export const CRASH_ROUNDS = 250;
const THUMBNAIL = { type: 'data-url' as const, url: `data:image/png;base64,${'iVBORw0KGgo'.repeat(17_000)}` };

async function run(dir: string, seed: string): Promise<void> {
  const store = createSaveStore({ dir, codec: createSaveCodec([skirmishKind]) });
  const games = [skirmishSave(`${seed}-a`, CRASH_ROUNDS), skirmishSave(`${seed}-b`, CRASH_ROUNDS + 1)];
  process.stdout.write('ready\n');
  for (let n = 1; ; n += 1) {
    const name = CRASH_NAMES[n % CRASH_NAMES.length] as string;
    const game = games[n % games.length]!;
    // The counter in the title lets the test check that no acknowledged write was lost.
    const text = serializeSave({ ...game, summary: { ...game.summary, title: `${seed} #${n}`, thumbnail: THUMBNAIL } });
    const done = await store.write(name, text);
    if (!done.ok) throw new Error(done.reason);
    process.stdout.write(`wrote ${name} ${n}\n`);
  }
}

const [dir, seed] = process.argv.slice(2);
if (dir && seed) {
  run(dir, seed).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
