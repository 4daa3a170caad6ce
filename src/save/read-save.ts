import { saveEnvelopeSchema, type SaveFile } from './envelope';
import { jsonLimitBreach, jsonLimitSentence } from '../core/json-limits';
import { KIND_NAMES, MAX_SAVE_DEPTH, MAX_SAVE_VALUES, SAVE_FORMAT, SAVE_KINDS } from './format';
import type { AnyGameKind } from './game-kind';
import { migrateSave } from './migrate';
import type { JsonObject, Migration } from './migrations/index';
import { damagedSentence, jsonSentence } from './sentences';

/** The step at which a file was refused: lets the UI and `blacksite save verify` say more if they wish. */
export type RefusalStage = 'json' | 'format' | 'version' | 'migration' | 'schema' | 'kind' | 'replay';

export interface SaveRefusal {
  readonly ok: false;
  readonly stage: RefusalStage;
  /** One sentence for the user. */
  readonly reason: string;
}

export interface ParsedSave {
  readonly ok: true;
  readonly save: SaveFile;
  readonly kind: AnyGameKind;
  /** The formatVersion the file was written in (equal to the current one when no migration ran). */
  readonly migratedFrom: number;
  readonly migrations: readonly Migration[];
}

export interface ReadOptions {
  readonly migrations?: readonly Migration[];
  readonly currentVersion?: number;
}

/**
 * Text -> a validated save: JSON, then "is it ours", then version and migrations, then the envelope
 * schema, then the schemas of the game kind it names. Never throws on any input.
 */
export function readSave(text: string, kinds: readonly AnyGameKind[], options: ReadOptions = {}): SaveRefusal | ParsedSave {
  const envelope = readEnvelope(text, options);
  return envelope.ok ? readGameParts(envelope, kinds) : envelope;
}

export interface ParsedEnvelope {
  readonly ok: true;
  readonly save: SaveFile;
  readonly migratedFrom: number;
  readonly migrations: readonly Migration[];
}

/** Checks the game parts of a validated envelope with the schemas of the kind it names. */
export function readGameParts(envelope: ParsedEnvelope, kinds: readonly AnyGameKind[]): SaveRefusal | ParsedSave {
  const { save } = envelope;
  const kind = kinds.find((k) => k.kind === save.kind);
  if (!kind) {
    return { ok: false, stage: 'kind', reason: `This save holds a ${KIND_NAMES[save.kind]}, which this build of Blacksite cannot open.` };
  }
  const initial = kind.stateSchema.safeParse(save.initialState);
  if (!initial.success) return { ok: false, stage: 'schema', reason: damagedSentence(initial.error, save.initialState, 'initialState') };
  const snapshot = kind.stateSchema.safeParse(save.snapshot);
  if (!snapshot.success) return { ok: false, stage: 'schema', reason: damagedSentence(snapshot.error, save.snapshot, 'snapshot') };
  const commands: unknown[] = [];
  for (let i = 0; i < save.commands.length; i += 1) {
    const command = kind.commandSchema.safeParse(save.commands[i]);
    if (!command.success) return { ok: false, stage: 'schema', reason: damagedSentence(command.error, save.commands[i], { command: i }) };
    commands.push(command.data);
  }
  return {
    ...envelope,
    kind,
    save: { ...save, initialState: initial.data, snapshot: snapshot.data, commands },
  };
}

/**
 * Text -> a validated envelope, without looking inside the game parts. Enough for a load-screen
 * listing, and for checking a file whose kind this build does not know.
 */
export function readEnvelope(text: string, options: ReadOptions = {}): SaveRefusal | ParsedEnvelope {
  let json: unknown;
  try {
    // A byte-order mark is what some Windows editors put in front of a JSON file they saved.
    json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, stage: 'json', reason: jsonSentence(text, error) };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json) || (json as JsonObject)['format'] !== SAVE_FORMAT) {
    return { ok: false, stage: 'format', reason: 'This file is not a Blacksite save.' };
  }
  // Before anything walks it (migrations, schemas, the replay's comparison): a small file can nest
  // deeper than any recursive check can follow.
  const breach = jsonLimitBreach(json, { maxDepth: MAX_SAVE_DEPTH, maxValues: MAX_SAVE_VALUES });
  if (breach) return { ok: false, stage: 'json', reason: jsonLimitSentence('This save', breach) };
  const migrated = migrateSave(json as JsonObject, options.migrations, options.currentVersion);
  if (!migrated.ok) return migrated;
  const parsed = saveEnvelopeSchema.safeParse(migrated.save);
  if (!parsed.success) {
    const kindIssue = parsed.error.issues.find((i) => i.path.length === 1 && i.path[0] === 'kind');
    if (kindIssue) {
      return { ok: false, stage: 'kind', reason: `This save holds a kind of game Blacksite does not know (it knows ${SAVE_KINDS.join(' and ')}).` };
    }
    return { ok: false, stage: 'schema', reason: damagedSentence(parsed.error, migrated.save, 'envelope') };
  }
  return { ok: true, save: parsed.data, migratedFrom: migrated.from, migrations: migrated.steps };
}
