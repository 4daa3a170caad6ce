import * as z from 'zod';
import { saveEnvelopeSchema, saveSummarySchema } from '../save/envelope';
import { SAVE_KINDS, type SaveKind } from '../save/format';

/**
 * Saved games over IPC. Ids are the file stems the host's store uses:
 * a slug of the save's name (saveIdFor below), or an autosave: `autosave:<kind>:<game>`, one per
 * game (autosaveIdFor), or `autosave:<kind>`, the one slot per kind of earlier versions (still
 * listed and opened). Checked here so no payload can name a path, and again by the store.
 */
export const MAX_SAVE_SLUG = 60;
/** An autosave's game key: the map's or scenario's slug (at most this long) and the game's start. */
const MAX_GAME_MAP_SLUG = 24;
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SAVE_ID = new RegExp(`^(?:${SLUG}|autosave:(?:${SAVE_KINDS.join('|')})(?::${SLUG})?)$`);
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$|clock\$)$/;

export const SaveIdSchema = z
  .string()
  .max(MAX_SAVE_SLUG + 40)
  .regex(SAVE_ID, { error: 'a save id is lowercase letters, digits and single hyphens, or an autosave slot' });

export const SaveRefSchema = z.object({ id: SaveIdSchema });
export type SaveRef = z.output<typeof SaveRefSchema>;

/** What the user typed as the save's name; the host turns it into an id. */
export const SaveNameSchema = z.string().trim().min(1, { error: 'a save needs a name' }).max(200);

/** A save envelope as it crosses IPC; the game parts are checked by the store with the kind's schemas. */
export const SaveEnvelopeWireSchema = saveEnvelopeSchema.extend({ commands: z.array(z.unknown()).readonly() });
export type SaveEnvelopeWire = z.output<typeof SaveEnvelopeWireSchema>;
/** A step brings at most this many commands (a computer playing at full speed between two hand-overs). */
const MAX_STEP_COMMANDS = 100_000;

export const SaveWriteSchema = z.object({ name: SaveNameSchema, save: SaveEnvelopeWireSchema });
export const SaveAutosaveSchema = z.object({ save: SaveEnvelopeWireSchema });
/**
 * What changed in the kept game since the last hand-over: the commands played after its first
 * `base` ones and the game after them. A long game's hand-over stays as small as its last moves.
 */
export const SaveQuitStepSchema = z.strictObject({
  base: z.number().int().min(0),
  commands: z.array(z.unknown()).min(1).max(MAX_STEP_COMMANDS).readonly(),
  snapshot: z.unknown(),
  summary: saveSummarySchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SaveQuitStep = z.output<typeof SaveQuitStepSchema>;

/**
 * The game open in the window, kept by the host so quitting can autosave it: the whole game
 * (`save`; null: no game open), or what changed since the last hand-over (`step`).
 */
export const SaveKeepForQuitSchema = z.union([z.strictObject({ save: SaveEnvelopeWireSchema.nullable() }), z.strictObject({ step: SaveQuitStepSchema })]);
/** `kept: false` answers a step the host cannot add to what it holds (another game, or none): hand over the whole game. */
export const SaveKeptSchema = z.object({ kept: z.boolean() });
export const BackupRefSchema = z.object({ id: SaveIdSchema, backupId: z.string().regex(/^[0-9]{6,9}$/, { error: 'a backup id is 6 to 9 digits' }) });

const briefShape = {
  kind: z.enum(SAVE_KINDS),
  summary: saveSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  appVersion: z.string(),
  /** Length of the command log. */
  commands: z.number().int().min(0),
};

/** One line of the load screen; a broken file is listed too, with its sentence, so a backup can be restored. */
export const SaveListingSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), autosave: z.boolean(), ...briefShape }),
  z.object({ id: z.string(), ok: z.literal(false), autosave: z.boolean(), reason: z.string() }),
]);
export type SaveListing = z.output<typeof SaveListingSchema>;

export const SavesListSchema = z.object({
  saves: z.array(SaveListingSchema),
  /** Ids of deleted saves whose backups remain (they can be restored). */
  deleted: z.array(z.string()),
  /** Where the saves live, for the screen to say ("this browser's storage" or a folder). */
  location: z.string(),
});
export type SavesList = z.output<typeof SavesListSchema>;

export const ReplayReportSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('match') }),
  z.object({ status: z.literal('mismatch'), reason: z.string(), path: z.string().optional(), at: z.number().int().optional() }),
]);

/** A loaded save: checked, migrated, and its replay compared with its snapshot. */
export const SaveReadSchema = z.object({
  id: z.string(),
  save: SaveEnvelopeWireSchema,
  replay: ReplayReportSchema,
  migratedFrom: z.number().int(),
});
export type SaveRead = z.output<typeof SaveReadSchema>;

export const SaveBackupSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), modifiedAt: z.string(), bytes: z.number().int().min(0), ok: z.literal(true), ...briefShape }),
  z.object({ id: z.string(), modifiedAt: z.string(), bytes: z.number().int().min(0), ok: z.literal(false), reason: z.string() }),
]);
export type SaveBackup = z.output<typeof SaveBackupSchema>;
/** Newest first. */
export const SaveBackupsSchema = z.object({ id: z.string(), backups: z.array(SaveBackupSchema) });

export type SaveIdResult = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string };

/**
 * The id a save name is stored under: the same slug as the host's main/save-names.ts (a test there
 * checks they agree), so a screen can ask "replace the save called X?" before writing.
 */
export function saveIdFor(name: string): SaveIdResult {
  const slug = slugOf(name).slice(0, MAX_SAVE_SLUG).replace(/-+$/, '');
  if (slug === '') return { ok: false, reason: 'A save name needs at least one letter or digit.' };
  return { ok: true, id: WINDOWS_DEVICES.test(slug) ? `${slug}-save` : slug };
}

/** The single autosave slot of a kind, as versions before one autosave per game wrote it (still read). */
export function autosaveIdOf(kind: SaveKind): string {
  return `autosave:${kind}`;
}

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The game an autosave belongs to: its map's or scenario's name and the instant it began
 * ("warehouse-20261207-171002-123"), both fixed for the whole game (Save as does not change them),
 * so each game keeps its own autosave and a new game never replaces another's.
 */
export function gameKeyOf(save: { readonly createdAt: string; readonly summary: { readonly mapName: string } }): string {
  const map = slugOf(save.summary.mapName).slice(0, MAX_GAME_MAP_SLUG).replace(/-+$/, '') || 'game';
  const digits = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?/.exec(save.createdAt);
  const when = digits ? `${digits.slice(1, 4).join('')}-${digits.slice(4, 7).join('')}-${(digits[7] ?? '0').padEnd(3, '0')}` : slugOf(save.createdAt).slice(0, 30).replace(/-+$/, '') || 'undated';
  return `${map}-${when}`;
}

/** The autosave of one game (after each round or turn, on leaving and on quit): `autosave:<kind>:<game>`. */
export function autosaveIdFor(save: { readonly kind: SaveKind; readonly createdAt: string; readonly summary: { readonly mapName: string } }): string {
  return `autosave:${save.kind}:${gameKeyOf(save)}`;
}
