import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { createSaveCodec, KIND_NAMES, MAX_SAVE_BYTES, stateHash, type AnyGameKind, type SaveCodec } from '../../src/save/index';
import { GAME_KINDS } from '../../src/save/kinds/index';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite save verify <file>

Checks a Blacksite save file the way the game loads it: JSON, format and version, the upgrade
(migrations) to the current format, the schemas of the envelope and of its game, then replays its
command log from the initial state and compares the result with the saved snapshot. Prints what
it found. Exit 0 when the save is sound; 1 when it is broken or its replay does not match, with
one sentence saying why; 2 for a usage error.`;

function readText(file: string): { ok: true; text: string } | { ok: false; reason: string } {
  try {
    const size = statSync(file).size;
    if (size > MAX_SAVE_BYTES) return { ok: false, reason: `The file ${file} is too big to be a Blacksite save (${size} bytes).` };
    return { ok: true, text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code ?? 'error'}).` };
  }
}

function verify(codec: SaveCodec, file: string, io: CliIo): number {
  const read = readText(file);
  if (!read.ok) {
    io.err(read.reason);
    return 1;
  }
  const name = basename(file);
  const loaded = codec.load(read.text);
  if (!loaded.ok) {
    // Say how far the file got: the envelope may be fine while its game is not.
    const envelope = codec.parseEnvelope(read.text);
    if (envelope.ok) io.out(`${name}: ${KIND_NAMES[envelope.save.kind]} "${envelope.save.summary.title}", format ${envelope.save.formatVersion}`);
    io.err(loaded.reason);
    return 1;
  }
  const { save, replay } = loaded;
  const s = save.summary;
  const upgraded = loaded.migratedFrom === save.formatVersion ? '' : ` (upgraded from format ${loaded.migratedFrom})`;
  io.out(
    [
      `${name}: ${KIND_NAMES[save.kind]} "${s.title}"`,
      `format: ${save.format} ${save.formatVersion}${upgraded}, written by Blacksite ${save.appVersion}`,
      `created ${save.createdAt}, updated ${save.updatedAt}, seed "${save.seed}"`,
      `${s.progress.unit} ${s.progress.value}; ${s.progress.unit === 'round' ? 'sides' : 'seats'}: ${s.sides.join(', ') || 'none'}; map: ${s.mapName || 'none'}`,
      `commands: ${save.commands.length}; snapshot hash ${stateHash(save.snapshot)}`,
      replay.status === 'match' ? 'replay: the log reproduces the saved state' : 'replay: MISMATCH',
    ].join('\n'),
  );
  if (replay.status === 'mismatch') {
    io.err(replay.reason);
    return 1;
  }
  io.out('This save is sound.');
  return 0;
}

/** The command, bound to a set of game kinds (tests pass their own). */
export function createSaveCommand(kinds: readonly AnyGameKind[]): CliCommand {
  const codec = createSaveCodec(kinds);
  return {
    name: 'save',
    summary: 'Check a save file: schema, migrations, replay (blacksite save verify <file>).',
    usage: USAGE,
    run(args, io) {
      const [sub, file, ...extra] = args;
      if (sub !== 'verify' || file === undefined || extra.length > 0) {
        io.err(USAGE);
        return Promise.resolve(2);
      }
      return Promise.resolve(verify(codec, file, io));
    },
  };
}

export const saveCommand = createSaveCommand(GAME_KINDS);
