import { z } from 'zod';
import { plainIssue } from '../../core/plain-issue';
import { sentence } from '../../core/sentence';

/**
 * Tiled's JSON formats (doc.mapeditor.org, "JSON Map Format"; TMX is turned into the same shapes
 * by tmx.ts), only the fields Blacksite reads. Unknown fields are ignored so maps from newer Tiled
 * versions still load; Tiled 1.1's shapes (properties as an object, `tileproperties`, `tiles` keyed
 * by id) are accepted and normalised by properties.ts and tilesets.ts.
 */

const int = z.number().int();

export const tiledPropertySchema = z.object({
  name: z.string(),
  type: z.string().optional(),
  value: z.unknown(),
});
export type TiledProperty = z.infer<typeof tiledPropertySchema>;

/** A list of {name, type, value} (Tiled 1.2+), or Tiled 1.1's {name: value} object. */
export const propertiesSchema = z.union([z.array(tiledPropertySchema), z.record(z.string(), z.unknown())]).optional();
export type TiledProperties = z.infer<typeof propertiesSchema>;

const point = z.looseObject({ x: z.number(), y: z.number() });

export const tiledObjectSchema = z.object({
  id: int.default(0),
  name: z.string().default(''),
  type: z.string().optional(),
  class: z.string().optional(),
  x: z.number().default(0),
  y: z.number().default(0),
  width: z.number().default(0),
  height: z.number().default(0),
  rotation: z.number().default(0),
  visible: z.boolean().default(true),
  point: z.boolean().optional(),
  ellipse: z.boolean().optional(),
  polygon: z.array(point).optional(),
  polyline: z.array(point).optional(),
  gid: z.number().optional(),
  template: z.string().optional(),
  properties: propertiesSchema,
});
export type TiledObject = z.infer<typeof tiledObjectSchema>;

/** A template's object: every field optional (the instance in the map gives position and id). */
export const templateObjectSchema = tiledObjectSchema.partial();
export type TemplateObject = z.infer<typeof templateObjectSchema>;

export const tileShapesSchema = z.looseObject({ objects: z.array(tiledObjectSchema).default([]) });

export const tiledTileSchema = z.object({
  id: int.nonnegative(),
  image: z.string().optional(),
  properties: propertiesSchema,
  /** The tile's collision shapes (Tiled's tile collision editor). */
  objectgroup: tileShapesSchema.optional(),
});
export type TiledTile = z.infer<typeof tiledTileSchema>;

/** A tileset as embedded in a map or saved as an external .tsj/.tsx file. */
export const tiledTilesetSchema = z.object({
  name: z.string().default(''),
  /** Old Tiled wrote no tilecount: tilesets.ts works it out from the image or the tiles first. */
  tilecount: int.nonnegative(),
  columns: int.nonnegative().default(0),
  tilewidth: int.positive(),
  tileheight: int.positive(),
  image: z.string().optional(),
  margin: int.nonnegative().default(0),
  spacing: int.nonnegative().default(0),
  /** Tiled 1.2+: a list; Tiled 1.1: an object keyed by tile id (normalised before this schema). */
  tiles: z.array(tiledTileSchema).optional(),
  properties: propertiesSchema,
});
export type TiledTileset = z.infer<typeof tiledTilesetSchema>;

export const tilesetRefSchema = z.looseObject({
  firstgid: int.positive(),
  source: z.string().optional(),
});

/**
 * A layer's gids as written: a JSON array (checked value by value when decoded, never copied
 * here: a layer may hold a million), the numbers of TMX's old-style <tile> elements, or text.
 */
const tileDataSchema = z.union([
  z.custom<readonly unknown[] | Uint32Array>((v) => Array.isArray(v) || v instanceof Uint32Array, { error: 'expected a list of tile ids or text' }),
  z.string(),
]);

export const tileChunkSchema = z.object({
  x: int,
  y: int,
  width: int.positive(),
  height: int.positive(),
  data: tileDataSchema,
});
export type TileChunk = z.infer<typeof tileChunkSchema>;

export const tileLayerSchema = z.object({
  type: z.literal('tilelayer'),
  name: z.string().default(''),
  width: int.nonnegative().default(0),
  height: int.nonnegative().default(0),
  data: tileDataSchema.optional(),
  chunks: z.array(tileChunkSchema).optional(),
  encoding: z.string().optional(),
  compression: z.string().optional(),
  visible: z.boolean().default(true),
  opacity: z.number().default(1),
  offsetx: z.number().default(0),
  offsety: z.number().default(0),
  properties: propertiesSchema,
});
export type TiledTileLayer = z.infer<typeof tileLayerSchema>;

export const objectLayerSchema = z.object({
  type: z.literal('objectgroup'),
  name: z.string().default(''),
  objects: z.array(z.unknown()).default([]),
  visible: z.boolean().default(true),
  offsetx: z.number().default(0),
  offsety: z.number().default(0),
  properties: propertiesSchema,
});
export type TiledObjectLayer = z.infer<typeof objectLayerSchema>;

export const imageLayerSchema = z.object({
  type: z.literal('imagelayer'),
  name: z.string().default(''),
  image: z.string().default(''),
  visible: z.boolean().default(true),
  opacity: z.number().default(1),
  offsetx: z.number().default(0),
  offsety: z.number().default(0),
  repeatx: z.boolean().default(false),
  repeaty: z.boolean().default(false),
  properties: propertiesSchema,
});
export type TiledImageLayer = z.infer<typeof imageLayerSchema>;

export const groupLayerSchema = z.object({
  type: z.literal('group'),
  name: z.string().default(''),
  layers: z.array(z.unknown()),
  visible: z.boolean().default(true),
  opacity: z.number().default(1),
  offsetx: z.number().default(0),
  offsety: z.number().default(0),
  properties: propertiesSchema,
});

export const tiledMapSchema = z.object({
  type: z.string().optional(),
  orientation: z.string(),
  infinite: z.boolean().default(false),
  width: int.nonnegative(),
  height: int.nonnegative(),
  tilewidth: int.positive(),
  tileheight: int.positive(),
  layers: z.array(z.unknown()),
  tilesets: z.array(tilesetRefSchema).default([]),
  properties: propertiesSchema,
});
export type TiledMap = z.infer<typeof tiledMapSchema>;

/**
 * One sentence from the first schema problem, in plain words (core/plain-issue.ts): which item,
 * what is wrong — "The map is not in Tiled's format: layer 4 (Walls) has no width." — never the
 * value itself or the schema library's wording. `input` is what was parsed, to name items.
 */
export function schemaProblem(what: string, error: z.ZodError, input?: unknown, format = "Tiled's format"): string {
  if (!error.issues[0]) return `${what} is not in ${format}.`;
  return sentence(`${what} is not in ${format}: ${plainIssue(error.issues[0], { input, top: 'it', words: { data: 'tile data' } })}.`);
}
