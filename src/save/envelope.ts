import { z } from 'zod';
import { CURRENT_FORMAT_VERSION, SAVE_FORMAT, SAVE_KINDS } from './format';

/** ISO-8601 instants: passed in by main/ or the renderer, never read from a clock here. */
const instant = z.iso.datetime({ offset: true });

/** Enough for a small PNG preview; a bigger thumbnail would slow every load-screen listing. */
export const MAX_THUMBNAIL_URL_CHARS = 200_000;
const MAX_THUMBNAIL_CELLS = 128;

/** A load-screen preview: either a small image, or the map as a grid of one character per cell. */
export const thumbnailSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('data-url'),
    url: z.string().max(MAX_THUMBNAIL_URL_CHARS).regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/),
  }),
  z
    .strictObject({
      type: z.literal('cells'),
      width: z.number().int().min(1).max(MAX_THUMBNAIL_CELLS),
      height: z.number().int().min(1).max(MAX_THUMBNAIL_CELLS),
      /** `height` rows of `width` characters; the legend says what each character is. */
      rows: z.array(z.string().max(MAX_THUMBNAIL_CELLS)).max(MAX_THUMBNAIL_CELLS),
      legend: z.record(z.string().length(1), z.string().max(40)),
    })
    .refine((t) => t.rows.length === t.height && t.rows.every((r) => r.length === t.width), {
      message: 'the thumbnail rows do not match its width and height',
    }),
]);
export type SaveThumbnail = z.infer<typeof thumbnailSchema>;

/** What a game kind says about a state, for the load screen (the title comes from the user). */
export const kindSummarySchema = z.strictObject({
  progress: z.strictObject({ unit: z.enum(['round', 'turn']), value: z.number().int().min(0) }),
  /** Sides of a battle or seats of a conspiracy game, in order. */
  sides: z.array(z.string().max(80)).max(16),
  mapName: z.string().max(120),
  thumbnail: thumbnailSchema.optional(),
});
export type KindSummary = z.infer<typeof kindSummarySchema>;

export const saveSummarySchema = kindSummarySchema.extend({ title: z.string().min(1).max(200) });
export type SaveSummary = z.infer<typeof saveSummarySchema>;

/**
 * The current envelope (formatVersion 1). The game's own parts (initialState, commands, snapshot)
 * are checked afterwards by the schemas of the kind the save names.
 */
export const saveEnvelopeSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(CURRENT_FORMAT_VERSION),
  appVersion: z.string().min(1).max(40),
  createdAt: instant,
  updatedAt: instant,
  kind: z.enum(SAVE_KINDS),
  seed: z.string().max(200),
  initialState: z.unknown(),
  commands: z.array(z.unknown()),
  snapshot: z.unknown(),
  summary: saveSummarySchema,
});

/** A save as it lives in memory once validated: the game parts are typed by the kind that reads them. */
export interface SaveFile<S = unknown, C = unknown> {
  readonly format: typeof SAVE_FORMAT;
  readonly formatVersion: typeof CURRENT_FORMAT_VERSION;
  readonly appVersion: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly kind: (typeof SAVE_KINDS)[number];
  readonly seed: string;
  readonly initialState: S;
  readonly commands: readonly C[];
  readonly snapshot: S;
  readonly summary: SaveSummary;
}
