import * as z from 'zod';
import { AppInfoSchema, ProjectorStateSchema } from './app';
import { RosterEntrySchema, RosterListingSchema, RosterRefSchema } from './roster';
import {
  BackupRefSchema,
  SaveAutosaveSchema,
  SaveBackupsSchema,
  SaveKeepForQuitSchema,
  SaveKeptSchema,
  SaveReadSchema,
  SaveRefSchema,
  SavesListSchema,
  SaveWriteSchema,
} from './saves';
import { SettingsPatchSchema, SettingsSnapshotSchema } from './settings';
import { MapAddSchema, MapCancelledSchema, MapFilesSchema, MapListingSchema, MapRefSchema } from './maps';
import { CampaignBackupRefSchema, CampaignBackupsSchema, CampaignEntrySchema, CampaignListingSchema, CampaignRefSchema } from './campaigns';

/** One operation the renderer may ask of the host: its validated input and the shape of its answer. */
export interface OperationSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly summary: string;
  readonly input: I;
  readonly output: O;
}

function operation<I extends z.ZodType, O extends z.ZodType>(spec: OperationSpec<I, O>): OperationSpec<I, O> {
  return spec;
}

const none = z.undefined();

/**
 * The whole renderer <-> host API. Names are "group.method"; the renderer calls them as
 * `blacksite.group.method(input)`. Adding an operation = one entry here, one handler in
 * main/handlers.ts, one line in main/preload.ts, the renderer's browser implementation, and a good
 * and a bad sample payload in main/ipc.test.ts (the compiler points at all of these).
 */
export const CONTRACT = {
  'app.info': operation({ summary: 'Name, version and runtime of the app.', input: none, output: AppInfoSchema }),
  'app.quit': operation({ summary: 'Closes every window and quits the desktop app.', input: none, output: none }),
  'settings.get': operation({ summary: 'The settings in force.', input: none, output: SettingsSnapshotSchema }),
  'settings.set': operation({
    summary: 'Changes some settings and stores them; answers the settings in force.',
    input: SettingsPatchSchema,
    output: SettingsSnapshotSchema,
  }),
  'projector.open': operation({
    summary: 'Opens (or shows) the projector window, fullscreen on a second display when there is one.',
    input: none,
    output: ProjectorStateSchema,
  }),
  'projector.close': operation({ summary: 'Closes the projector window.', input: none, output: ProjectorStateSchema }),
  'roster.list': operation({ summary: 'Every agent of the roster, and the files that cannot be read.', input: none, output: RosterListingSchema }),
  'roster.read': operation({ summary: 'One agent of the roster by id.', input: RosterRefSchema, output: RosterEntrySchema }),
  'roster.write': operation({
    summary: 'Stores an agent under its id (new or replacing), never losing the old file to a failed write.',
    input: RosterEntrySchema,
    output: RosterRefSchema,
  }),
  'roster.delete': operation({ summary: 'Removes an agent from the roster (the host keeps a backup).', input: RosterRefSchema, output: RosterRefSchema }),
  'saves.list': operation({ summary: 'Every saved game (broken files too, with their sentence) and the deleted ones that can be restored.', input: none, output: SavesListSchema }),
  'saves.read': operation({ summary: 'One saved game, checked, migrated and replayed against its snapshot.', input: SaveRefSchema, output: SaveReadSchema }),
  'saves.write': operation({
    summary: 'Stores a game under a name (new or replacing; the old version is kept as a backup).',
    input: SaveWriteSchema,
    output: SaveRefSchema,
  }),
  'saves.autosave': operation({ summary: 'Stores a game in the autosave slot of its kind.', input: SaveAutosaveSchema, output: SaveRefSchema }),
  'saves.keepForQuit': operation({
    summary: 'Hands the host the game open in the window (whole, or what changed since the last hand-over; or null), so quitting autosaves it.',
    input: SaveKeepForQuitSchema,
    output: SaveKeptSchema,
  }),
  'saves.delete': operation({ summary: 'Removes a saved game; its last version stays restorable from the backups.', input: SaveRefSchema, output: SaveRefSchema }),
  'saves.backups': operation({ summary: 'The backups (earlier versions) of a saved game, newest first.', input: SaveRefSchema, output: SaveBackupsSchema }),
  'saves.restoreBackup': operation({
    summary: 'Puts a backup back in place; the version it replaces becomes a backup in turn.',
    input: BackupRefSchema,
    output: SaveRefSchema,
  }),
  'maps.open': operation({
    summary: 'Asks for a map file (a file dialog, or the browser\'s picker) and answers it with the files it names, or null when cancelled.',
    input: none,
    output: MapFilesSchema.nullable(),
  }),
  'maps.cancel': operation({
    summary: 'Stops reading the map "Open map…" is reading (the desktop app reads it in a separate process); maps.open then answers null.',
    input: none,
    output: MapCancelledSchema,
  }),
  'maps.list': operation({ summary: 'Every map of the map library, and the entries that cannot be read.', input: none, output: MapListingSchema }),
  'maps.read': operation({ summary: 'The files of one map of the library.', input: MapRefSchema, output: MapFilesSchema }),
  'maps.add': operation({ summary: 'Adds a checked map, its thumbnail and summary to the map library (replacing the same map).', input: MapAddSchema, output: MapRefSchema }),
  'maps.remove': operation({ summary: 'Removes a map from the map library.', input: MapRefSchema, output: MapRefSchema }),
  'campaigns.list': operation({ summary: 'Every campaign (broken files too, with their sentence) and the deleted ones that can be restored.', input: none, output: CampaignListingSchema }),
  'campaigns.read': operation({ summary: 'One campaign, checked as it is opened.', input: CampaignRefSchema, output: CampaignEntrySchema }),
  'campaigns.write': operation({
    summary: 'Stores a campaign under its id, checked first, never losing the old file to a failed write (the old version is kept as a backup).',
    input: CampaignEntrySchema,
    output: CampaignRefSchema,
  }),
  'campaigns.delete': operation({ summary: 'Removes a campaign; its last version stays restorable from the backups.', input: CampaignRefSchema, output: CampaignRefSchema }),
  'campaigns.backups': operation({ summary: 'The backups (earlier versions) of a campaign, newest first.', input: CampaignRefSchema, output: CampaignBackupsSchema }),
  'campaigns.restoreBackup': operation({
    summary: 'Puts a backup of a campaign back in place; the version it replaces becomes a backup in turn.',
    input: CampaignBackupRefSchema,
    output: CampaignRefSchema,
  }),
} as const satisfies Record<`${string}.${string}`, OperationSpec>;

export type Contract = typeof CONTRACT;
export type OperationName = keyof Contract;
/** What a caller passes (before defaults are filled in). */
export type OperationInput<N extends OperationName> = z.input<Contract[N]['input']>;
/** What a handler receives, after validation. */
export type ValidatedInput<N extends OperationName> = z.output<Contract[N]['input']>;
export type OperationOutput<N extends OperationName> = z.output<Contract[N]['output']>;

export const OPERATION_NAMES: readonly OperationName[] = Object.freeze(Object.keys(CONTRACT) as OperationName[]);

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(CONTRACT, name);
}
