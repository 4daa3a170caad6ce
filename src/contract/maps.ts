import * as z from 'zod';

/**
 * The map library over IPC (docs/maps.md "Opening a map in the game"). The desktop app's file
 * dialog reads a map and the files it names (main/map-dialog.ts); the renderer checks it with the
 * one loader, draws a thumbnail and adds it to the library (main/map-library.ts on disk, IndexedDB
 * in the browser build). Files travel as base64; paths are the map-relative paths the loader asked
 * for, never used by the host as file names. Every size is bounded here, before any handler runs.
 */
export const MAX_MAP_FILES = 256;
/** Bytes of all the files of one map together (the loader allows 32 MB for any one file). */
export const MAX_MAP_BYTES = 64 * 1024 * 1024;
const MAX_BASE64 = Math.ceil((32 * 1024 * 1024) / 3) * 4;

/** A library id: 16 hex digits of the map's content hash (the same map opened twice is one entry). */
export const MapIdSchema = z.string().regex(/^[0-9a-f]{16}$/, { error: 'a map id is 16 hex digits' });
export const MapRefSchema = z.object({ id: MapIdSchema });

/** A path as a map names its files: relative, "/"-separated, no NUL, no drive or root. */
export const MapPathSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^(?![\\/])(?![a-zA-Z]:)[^\0]+$/, { error: 'a map file path is relative' });

export const MapFileSchema = z.object({ path: MapPathSchema, data: z.string().max(MAX_BASE64).regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'file data is base64' }) });

/** A map and the files it is made of: `name` is the map file's own path among `files`. */
export const MapFilesSchema = z
  .object({ name: MapPathSchema, files: z.array(MapFileSchema).min(1).max(MAX_MAP_FILES) })
  .refine((m) => m.files.some((f) => f.path === m.name), { error: 'the map file itself is among its files' })
  .refine((m) => m.files.reduce((n, f) => n + f.data.length, 0) <= (MAX_MAP_BYTES / 3) * 4 + 4 * MAX_MAP_FILES, { error: 'a map is at most 64 MB' });
export type MapFiles = z.output<typeof MapFilesSchema>;

/** What the library shows of a map: the check's summary in a few numbers, and a small picture. */
export const MapSummaryBriefSchema = z.object({
  width: z.number().int().min(1).max(1024),
  height: z.number().int().min(1).max(1024),
  metersPerTile: z.number().positive().max(100),
  sides: z.array(z.string().max(40)).max(26),
  doors: z.number().int().min(0),
  blocksMove: z.number().int().min(0),
  interpretations: z.number().int().min(0),
  warnings: z.number().int().min(0),
});
export type MapSummaryBrief = z.output<typeof MapSummaryBriefSchema>;

export const MapEntrySchema = z.object({
  id: MapIdSchema,
  /** The map file's name ("compound-yard.tmx"). */
  name: MapPathSchema,
  /** The map's own name (its `name` property) or its file name without extension. */
  title: z.string().min(1).max(120),
  /** When it joined the library (ISO 8601, the renderer's clock). */
  addedAt: z.string().max(40),
  thumbnail: z.string().max(400_000).regex(/^data:image\/png;base64,[A-Za-z0-9+/]*={0,2}$/, { error: 'the thumbnail is a PNG data URL' }),
  summary: MapSummaryBriefSchema,
  /** Bytes of all its files. */
  bytes: z.number().int().min(0).max(MAX_MAP_BYTES),
});
export type MapEntry = z.output<typeof MapEntrySchema>;

export const MapAddSchema = z.object({ entry: MapEntrySchema, files: MapFilesSchema });

/** Whether a map being read for "Open map…" was stopped (false: none was being read). */
export const MapCancelledSchema = z.object({ cancelled: z.boolean() });

export const MapListingSchema = z.object({
  maps: z.array(MapEntrySchema),
  /** Library entries that cannot be read, each with its sentence; the rest still list. */
  unreadable: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** Where the library lives, for the screen to say. */
  location: z.string(),
});
export type MapListing = z.output<typeof MapListingSchema>;

/** A battle's map name for a library map: "user:<id>:<file name>" (the file name is for the sentence when it is missing). */
export const USER_MAP_PREFIX = 'user:';
export function userMapName(id: string, fileName: string): string {
  return `${USER_MAP_PREFIX}${id}:${fileName.slice(0, 90)}`;
}
export function parseUserMapName(name: string): { id: string; fileName: string } | null {
  const m = /^user:([0-9a-f]{16}):(.*)$/.exec(name);
  return m ? { id: m[1] ?? '', fileName: m[2] ?? '' } : null;
}
