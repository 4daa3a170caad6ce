import { z } from 'zod';

/**
 * Tiled's JSON map format (doc.mapeditor.org, "JSON Map Format"), only the fields Blacksite
 * reads. Unknown fields are ignored so maps from newer Tiled versions still load.
 */

const int = z.number().int();

export const tiledPropertySchema = z.object({
  name: z.string(),
  type: z.string().optional(),
  value: z.unknown(),
});
export type TiledProperty = z.infer<typeof tiledPropertySchema>;

const properties = z.array(tiledPropertySchema).optional();

export const tiledTileSchema = z.object({
  id: int.nonnegative(),
  image: z.string().optional(),
  properties,
});

/** A tileset as embedded in a map or saved as an external .tsj file. */
export const tiledTilesetSchema = z.object({
  name: z.string().default(''),
  tilecount: int.nonnegative(),
  columns: int.nonnegative().default(0),
  tilewidth: int.positive(),
  tileheight: int.positive(),
  image: z.string().optional(),
  margin: int.nonnegative().default(0),
  spacing: int.nonnegative().default(0),
  tiles: z.array(tiledTileSchema).optional(),
  properties,
});
export type TiledTileset = z.infer<typeof tiledTilesetSchema>;

export const tilesetRefSchema = z.looseObject({
  firstgid: int.positive(),
  source: z.string().optional(),
});

export const tiledObjectSchema = z.object({
  id: int,
  name: z.string().default(''),
  type: z.string().optional(),
  class: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number().default(0),
  height: z.number().default(0),
  rotation: z.number().default(0),
  point: z.boolean().optional(),
  ellipse: z.boolean().optional(),
  polygon: z.array(z.unknown()).optional(),
  polyline: z.array(z.unknown()).optional(),
  gid: z.number().optional(),
  template: z.string().optional(),
  properties,
});
export type TiledObject = z.infer<typeof tiledObjectSchema>;

export const tileLayerSchema = z.object({
  type: z.literal('tilelayer'),
  name: z.string().default(''),
  width: int.nonnegative(),
  height: int.nonnegative(),
  data: z.union([z.array(z.number()), z.string()]).optional(),
  chunks: z.array(z.unknown()).optional(),
  encoding: z.string().optional(),
  compression: z.string().optional(),
  visible: z.boolean().default(true),
  opacity: z.number().default(1),
  offsetx: z.number().default(0),
  offsety: z.number().default(0),
});
export type TiledTileLayer = z.infer<typeof tileLayerSchema>;

export const objectLayerSchema = z.object({
  type: z.literal('objectgroup'),
  name: z.string().default(''),
  objects: z.array(tiledObjectSchema).default([]),
  visible: z.boolean().default(true),
});
export type TiledObjectLayer = z.infer<typeof objectLayerSchema>;

/** Layers are checked one by one after the map (group layers nest), so here only the kind is read. */
export const anyLayerSchema = z.looseObject({ type: z.string(), name: z.string().optional() });

export const tiledMapSchema = z.object({
  type: z.string().optional(),
  orientation: z.string(),
  infinite: z.boolean().default(false),
  width: int.positive(),
  height: int.positive(),
  tilewidth: int.positive(),
  tileheight: int.positive(),
  layers: z.array(anyLayerSchema),
  tilesets: z.array(tilesetRefSchema).default([]),
  properties,
});
export type TiledMap = z.infer<typeof tiledMapSchema>;

/** One sentence from the first schema problem, naming where it is. */
export function schemaProblem(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${what} is not in Tiled's JSON format.`;
  const where = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  const detail = issue.message.replace(/^Invalid input: /, '').replace(/\.$/, '');
  return where === ''
    ? `${what} is not in Tiled's JSON format (${detail}).`
    : `${what} is not in Tiled's JSON format: "${where}" is wrong (${detail}).`;
}
