import { z } from 'zod';
import { Readings } from './conventions';
import { MAP_LIMITS, atMost } from './limits';
import { finishMap } from './finish';
import { markVertex, TooMuchWork, traceSegment, WorkBudget, type Pt } from './shapes';
import { schemaProblem } from './tiled-schema';
import { COVER_BLOCK, type MapLoadResult } from './types';

/**
 * Universal VTT files (.dd2vtt from Dungeondraft, .df2vtt from DungeonFog, .uvtt from
 * Arkenforge): one JSON object with the map's picture embedded as base64, its grid
 * (`resolution`: `map_size` in grid squares, `pixels_per_grid`, `map_origin`), walls that block
 * sight (`line_of_sight`, `objects_line_of_sight`: polylines in grid units) and doors (`portals`:
 * `bounds` = the door's two ends, `closed`). Fields as the Dungeondraft exporter and the
 * FoundryVTT importers read them (format 0.2 and 0.3).
 *
 * The picture is the terrain: drawn under the grid, never read by the rules. A wall takes the
 * cells it passes through (on a grid line: those right of or below it, corners included), so
 * rooms stay closed; a door's cells become doors (R-OPS-35: closed | open) and are never walls.
 * Each grid square is one cell of 1.5 m (five feet), unless the file has a `metersPerTile`.
 */
const point = z.object({ x: z.number(), y: z.number() });
const polyline = z.array(point).max(MAP_LIMITS.maxShapePoints);

export const uvttSchema = z.object({
  format: z.union([z.number(), z.string()]).optional(),
  resolution: z.object({
    map_origin: point.default({ x: 0, y: 0 }),
    map_size: point,
    pixels_per_grid: z.number().positive().max(4096),
  }),
  line_of_sight: z.array(polyline).max(MAP_LIMITS.maxObjects).default([]),
  objects_line_of_sight: z.array(polyline).max(MAP_LIMITS.maxObjects).default([]),
  portals: z
    .array(
      z.object({
        position: point.optional(),
        bounds: z.array(point).max(16).default([]),
        closed: z.boolean().default(true),
        freestanding: z.boolean().default(false),
      }),
    )
    .max(MAP_LIMITS.maxObjects)
    .default([]),
  image: z.string().default(''),
  metersPerTile: z.number().positive().max(100).optional(),
});

export const UVTT_METERS_PER_TILE = 1.5;
const WALL_WORK = 64 * 1024 * 1024;

export function looksLikeUvtt(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const o = json as Record<string, unknown>;
  return typeof o['resolution'] === 'object' && o['resolution'] !== null && ('line_of_sight' in o || 'image' in o || 'portals' in o);
}

export function loadUvtt(json: unknown, options: { path?: string; strict?: boolean } = {}): MapLoadResult {
  const size = (json as { resolution?: { map_size?: { x?: unknown; y?: unknown } } } | null)?.resolution?.map_size;
  for (const v of [size?.x, size?.y]) {
    if (typeof v === 'number' && v > MAP_LIMITS.maxSide) {
      return { ok: false, reason: `The map is more than ${MAP_LIMITS.maxSide.toLocaleString('en-US')} grid squares a side; Blacksite plays maps of ${atMost(MAP_LIMITS.maxSide)} cells a side.` };
    }
  }
  const parsed = uvttSchema.safeParse(json);
  if (!parsed.success) {
    const tooMany = parsed.error.issues.find((i) => i.code === 'too_big');
    if (tooMany) return { ok: false, reason: `The Universal VTT map has a wall or list longer than Blacksite reads (${atMost(MAP_LIMITS.maxShapePoints)} points a wall, ${atMost(MAP_LIMITS.maxObjects)} walls or doors).` };
    return { ok: false, reason: schemaProblem('The Universal VTT map', parsed.error, json, 'the Universal VTT format') };
  }
  const u = parsed.data;
  const width = Math.ceil(u.resolution.map_size.x - 1e-9);
  const height = Math.ceil(u.resolution.map_size.y - 1e-9);
  if (width < 1 || height < 1) return { ok: false, reason: 'The Universal VTT map has no grid squares (its map_size is 0).' };
  const ppg = u.resolution.pixels_per_grid;
  const origin = u.resolution.map_origin;
  const n = width * height;
  const cells = { cover: new Uint8Array(n), blocksSight: new Uint8Array(n), blocksMove: new Uint8Array(n), stopsFire: new Uint8Array(n), door: new Uint8Array(n) };
  const readings = new Readings(options.strict === true);
  const warnings: string[] = [];
  const budget = new WorkBudget(WALL_WORK);
  const local = (p: { x: number; y: number }): Pt => ({ x: p.x - origin.x, y: p.y - origin.y });

  const wall = new Uint8Array(n);
  try {
    for (const [list, rule] of [
      [u.line_of_sight, 'cells on walls (line_of_sight): blocking'],
      [u.objects_line_of_sight, 'cells on object outlines (objects_line_of_sight): blocking'],
    ] as const) {
      let marked = 0;
      const mark = (x: number, y: number): void => {
        const i = y * width + x;
        if (wall[i] === 0) marked += 1;
        wall[i] = 1;
      };
      for (const line of list) {
        const pts = line.map(local);
        for (let i = 0; i + 1 < pts.length; i++) traceSegment(pts[i] as Pt, pts[i + 1] as Pt, width, height, budget, mark);
        for (const p of pts) markVertex(p, width, height, mark);
      }
      readings.interpret(rule, marked);
    }
    for (const portal of u.portals) {
      const state = portal.closed ? 1 : 2;
      const ends = portal.bounds.map(local);
      let marked = 0;
      const mark = (x: number, y: number): void => {
        cells.door[y * width + x] = state;
        marked += 1;
      };
      if (ends.length >= 2) traceSegment(ends[0] as Pt, ends[ends.length - 1] as Pt, width, height, budget, mark);
      if (marked === 0 && portal.position) markVertex(local(portal.position), width, height, mark);
    }
  } catch (e) {
    if (e instanceof TooMuchWork) return { ok: false, reason: `The Universal VTT map's walls are too long to read (${atMost(WALL_WORK)} cells in all).` };
    throw e;
  }
  for (let i = 0; i < n; i++) {
    if (wall[i] === 1 && cells.door[i] === 0) {
      cells.cover[i] = COVER_BLOCK;
      cells.blocksSight[i] = 1;
      cells.blocksMove[i] = 1;
    }
  }
  const image = dataUrl(u.image);
  if (!image) warnings.push('The Universal VTT map has no picture; the table draws its walls on plain ground.');
  return finishMap({
    width,
    height,
    metersPerTile: u.metersPerTile ?? UVTT_METERS_PER_TILE,
    tileWidth: ppg,
    tileHeight: ppg,
    cells,
    spawnZones: [],
    objectives: [],
    layers: [],
    images: image ? [{ name: 'picture', image, x: 0, y: 0, width: width * ppg, height: height * ppg, opacity: 1, visible: true, repeatX: false, repeatY: false, below: 0 }] : [],
    tilesets: [],
    properties: {},
    warnings,
    readings,
    files: options.path ? [options.path] : [],
  });
}

/** The embedded picture as a data: URL, its type from its first bytes (PNG, WebP or JPEG). */
function dataUrl(base64: string): string | undefined {
  const b = base64.replace(/^data:[^,]*,/, '');
  if (b.length < 8) return undefined;
  const type = b.startsWith('iVBOR') ? 'png' : b.startsWith('UklGR') ? 'webp' : b.startsWith('/9j/') ? 'jpeg' : undefined;
  return type ? `data:image/${type};base64,${b}` : undefined;
}
