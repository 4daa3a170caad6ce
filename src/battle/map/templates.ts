import { MAP_LIMITS, atMost } from './limits';
import { dirOf, referencedPath } from './map-source';
import { quoted } from './quote';
import { resolveTilesets, type LoadedTileset, type TilesetResolver } from './tilesets';

/**
 * Object templates (.tx, .tj): an object in the map that names a template takes every field and
 * property of the template's object that it does not set itself (Tiled's rule). A `side`, `cover`
 * or `door` set only in the template therefore counts. A template's tile object names its tile by
 * the template's own tileset; that tileset is found among the map's by path, or joins them.
 */
export type TemplateResolver = (path: string) => unknown;

type Json = Record<string, unknown>;

const GID_MASK = 0x0fffffff;

interface Template {
  readonly object: Json;
  /** The tileset the template's gid counts from: its path (relative to the map's folder) and first gid. */
  readonly tileset?: { readonly path: string; readonly firstgid: number };
}

const cache = new WeakMap<TemplateResolver, Map<string, Template | string>>();

function templatePath(mapDir: string, source: string): string {
  return referencedPath(mapDir, mapDir, source);
}

function readTemplate(resolver: TemplateResolver | undefined, path: string, source: string): Template | string {
  if (!resolver) return `The map uses the object template ${quoted(source)}, which could not be found.`;
  let seen = cache.get(resolver);
  if (!seen) cache.set(resolver, (seen = new Map<string, Template | string>()));
  const hit = seen.get(path);
  if (hit !== undefined) return hit;
  const made = parseTemplate(resolver(path), source, path);
  seen.set(path, made);
  return made;
}

function parseTemplate(raw: unknown, source: string, path: string): Template | string {
  const label = `The object template ${quoted(source)}`;
  if (raw === undefined) return `${label} used by the map could not be found.`;
  if (typeof raw === 'string') {
    if (raw.startsWith('!')) return raw.slice(1);
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return `${label} is not valid JSON.`;
    }
  }
  if (typeof raw !== 'object' || raw === null || typeof (raw as Json)['object'] !== 'object' || (raw as Json)['object'] === null) {
    return `${label} holds no object.`;
  }
  const doc = raw as Json;
  const ts = doc['tileset'] as Json | undefined;
  const tsSource = typeof ts?.['source'] === 'string' ? ts['source'] : undefined;
  const firstgid = typeof ts?.['firstgid'] === 'number' ? ts['firstgid'] : 1;
  return {
    object: doc['object'] as Json,
    ...(tsSource !== undefined ? { tileset: { path: referencedPath(dirOf(path), dirOf(path), tsSource), firstgid } } : {}),
  };
}

/** Tilesets that templates use and the map does not list, loaded after the map's own. */
export function templateTilesets(
  objects: readonly { readonly raw: unknown }[],
  templates: TemplateResolver | undefined,
  tilesetResolver: TilesetResolver | undefined,
  mapDir: string,
  mapTilesets: readonly LoadedTileset[],
): { tilesets: LoadedTileset[] } | string {
  const known = new Set(mapTilesets.map((t) => t.info.basePath));
  let next = 1;
  for (const { info } of mapTilesets) next = Math.max(next, info.firstGid + info.tileCount);
  const out: LoadedTileset[] = [];
  const used = new Set<string>();
  for (const { raw } of objects) {
    const source = (raw as Json | null)?.['template'];
    if (typeof source !== 'string') continue;
    const path = templatePath(mapDir, source);
    if (used.has(path)) continue;
    used.add(path);
    if (used.size > MAP_LIMITS.maxFiles) return `The map uses more than ${atMost(MAP_LIMITS.maxFiles)} object templates.`;
    const t = readTemplate(templates, path, source);
    if (typeof t === 'string') return t;
    if (!t.tileset || known.has(t.tileset.path)) continue;
    const loaded = resolveTilesets([{ firstgid: next, source: t.tileset.path }], tilesetResolver, (p) => p);
    if ('problem' in loaded) return loaded.problem;
    for (const ts of loaded.tilesets) {
      out.push(ts);
      known.add(ts.info.basePath);
      next = ts.info.firstGid + ts.info.tileCount;
    }
  }
  return { tilesets: out };
}

/** The object with its template's fields and properties under its own, its gid counted in the map's tilesets. */
export function mergeTemplate(raw: unknown, templates: TemplateResolver | undefined, mapDir: string, tilesets: readonly LoadedTileset[]): { object: unknown } | { problem: string } {
  if (typeof raw !== 'object' || raw === null) return { object: raw };
  const instance = raw as Json;
  const source = instance['template'];
  if (typeof source !== 'string') return { object: raw };
  const t = readTemplate(templates, templatePath(mapDir, source), source);
  if (typeof t === 'string') return { problem: t };
  const merged: Json = { ...t.object, ...instance };
  merged['properties'] = [...propertyList(t.object['properties']), ...propertyList(instance['properties'])].filter(
    (p, i, all) => all.findLastIndex((q) => q.name === p.name) === i,
  );
  const gid = t.object['gid'];
  if (instance['gid'] === undefined && typeof gid === 'number' && t.tileset) {
    const ts = tilesets.find((x) => x.info.basePath === t.tileset?.path);
    if (ts) merged['gid'] = ((ts.info.firstGid + ((gid & GID_MASK) - t.tileset.firstgid)) | (gid & ~GID_MASK)) >>> 0;
  }
  return { object: merged };
}

/** Tiled 1.2+ lists properties; Tiled 1.1 kept an object: both as a list. */
function propertyList(props: unknown): { name: string; type?: unknown; value: unknown }[] {
  if (Array.isArray(props)) return props.filter((p): p is { name: string; value: unknown } => typeof (p as Json | null)?.['name'] === 'string');
  if (typeof props === 'object' && props !== null) return Object.entries(props as Json).map(([name, value]) => ({ name, value }));
  return [];
}
