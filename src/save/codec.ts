import { buildSave, serializeSave, type BuildSaveInput } from './build-save';
import type { SaveFile } from './envelope';
import { KIND_NAMES, type SaveKind } from './format';
import type { AnyGameKind, GameKind } from './game-kind';
import { readEnvelope, readGameParts, type ParsedEnvelope, type ParsedSave, type ReadOptions, type SaveRefusal } from './read-save';
import { verifyReplay, type ReplayReport } from './replay';
import { sentence } from '../core/sentence';
import { clipped, errorText } from './sentences';

/** Every sentence a load gives passes the last guard (one line, short quotes, at most 200 characters). */
function shaped<T extends SaveRefusal | LoadedSave | ParsedSave | ParsedEnvelope>(result: T): T {
  if (!result.ok) return { ...result, reason: sentence(result.reason) };
  if ('replay' in result && result.replay.status === 'mismatch') return { ...result, replay: { ...result.replay, reason: sentence(result.replay.reason) } };
  return result;
}

export interface LoadedSave<S = unknown, C = unknown> {
  readonly ok: true;
  readonly save: SaveFile<S, C>;
  readonly kind: GameKind<S, C>;
  /** The state to play on: the replayed one when it matches, otherwise the file's snapshot. */
  readonly state: S;
  /** Whether the log reproduced the snapshot; on a mismatch the UI should warn and disable rewind. */
  readonly replay: ReplayReport;
  readonly migratedFrom: number;
}

export interface SaveCodec {
  readonly kinds: readonly AnyGameKind[];
  /** The game kind registered for a name, if this build has it. */
  kindFor(kind: SaveKind): AnyGameKind | undefined;
  build<S, C>(kind: GameKind<S, C>, input: BuildSaveInput<S, C>): SaveFile<S, C>;
  serialize(save: SaveFile<unknown, unknown>): string;
  /** Schema-level read (JSON, format, version, migrations, envelope, kind schemas); no replay. */
  parse(text: string): SaveRefusal | ParsedSave;
  /** Envelope-level read only: for listings, works for kinds this build does not know. */
  parseEnvelope(text: string): SaveRefusal | ParsedEnvelope;
  /** Full load: parse, replay the log, compare with the snapshot. Never throws. */
  load(text: string): SaveRefusal | LoadedSave;
  /** Full load of a save that must be of one kind (what a game screen wants). */
  loadAs<S, C>(kind: GameKind<S, C>, text: string): SaveRefusal | LoadedSave<S, C>;
  /**
   * What a store runs before it writes a file: the full load, whose replay must reproduce the
   * snapshot. A store never writes a save it could not load back as it is. Never throws.
   */
  checkForWrite(text: string): SaveRefusal | LoadedSave;
}

/** The save format bound to the game kinds this build plays (explicit injection, no global registry). */
export function createSaveCodec(kinds: readonly AnyGameKind[], options: ReadOptions = {}): SaveCodec {
  const seen = new Set<string>();
  for (const k of kinds) {
    if (seen.has(k.kind)) throw new Error(`Two game kinds are registered as "${k.kind}".`);
    seen.add(k.kind);
  }
  const replayParsed = (parsed: ParsedSave): LoadedSave => {
    const { save, kind } = parsed;
    const replay = verifyReplay(kind, save.initialState, save.commands, save.snapshot);
    // On a match the snapshot *is* the replayed state (same canonical JSON), so it is used either way.
    return { ok: true, save, kind, state: save.snapshot, replay, migratedFrom: parsed.migratedFrom };
  };
  const parse = (text: string): SaveRefusal | ParsedSave => {
    const envelope = readEnvelope(text, options);
    return envelope.ok ? readGameParts(envelope, kinds) : envelope;
  };
  const parseAndReplay = (text: string): SaveRefusal | LoadedSave => {
    const parsed = parse(text);
    return parsed.ok ? replayParsed(parsed) : parsed;
  };
  return {
    kinds,
    kindFor: (name) => kinds.find((k) => k.kind === name),
    build: buildSave,
    serialize: serializeSave,
    parse: (text) => shaped(parse(text)),
    parseEnvelope: (text) => shaped(readEnvelope(text, options)),
    load: (text) => shaped(parseAndReplay(text)),
    checkForWrite: (text) => shaped(checkForWrite(text)),
    loadAs<S, C>(kind: GameKind<S, C>, text: string): SaveRefusal | LoadedSave<S, C> {
      const envelope = readEnvelope(text, options);
      if (!envelope.ok) return shaped(envelope);
      if (envelope.save.kind !== kind.kind) {
        return { ok: false, stage: 'kind', reason: `This save holds a ${KIND_NAMES[envelope.save.kind]}, not a ${KIND_NAMES[kind.kind]}.` };
      }
      const parsed = readGameParts(envelope, [kind]);
      // The parts were checked by this very kind's schemas, so they are S and C.
      return shaped(parsed.ok ? replayParsed(parsed) : parsed) as unknown as SaveRefusal | LoadedSave<S, C>;
    },
  };
  function checkForWrite(text: string): SaveRefusal | LoadedSave {
    let loaded: SaveRefusal | LoadedSave;
    try {
      loaded = parseAndReplay(text);
    } catch (error) {
      return { ok: false, stage: 'replay', reason: `Checking it failed (${clipped(errorText(error), 80)}).` };
    }
    if (!loaded.ok || loaded.replay.status === 'match') return loaded;
    const r = loaded.replay;
    const why = r.path !== undefined ? `first difference at ${clipped(r.path === '' ? 'the top level' : r.path, 60)}` : `command ${(r.at ?? 0) + 1} of ${loaded.save.commands.length} does not apply`;
    return { ok: false, stage: 'replay', reason: `Its log does not replay to its saved state (${why}), so it could not be loaded back as it is.` };
  }
}
