import { strFromU8 } from 'fflate';
import { MAP_LIMITS, MEBIBYTE, atMost } from './limits';
import { jsonCost, xmlCost } from './document-scan';
import { missingImageWarnings } from './image-files';
import { LoadMeter } from './load-meter';
import { loadTiledMap, tooManyTilesets } from './load-tiled-map';
import { baseName, dirOf, isAbsolutePath, joinMapPath, referencedPath, type MapSource } from './map-source';
import { quoted } from './quote';
import { MapProblem, tmxMap, tmxTemplate, tsxTileset } from './tmx';
import { loadUvtt, looksLikeUvtt } from './uvtt';
import type { MapLoadResult } from './types';
import { parseXml } from './xml';

/**
 * THE map loader: the command line (`blacksite map check`), the desktop app and the browser
 * build all load maps through this one function, so a map that passes the check plays in the
 * game. It reads the map file and the tilesets and templates it names through `source`
 * (relative to the map's folder), turns XML into JSON shapes, and hands the lot to the pure
 * readers (load-tiled-map.ts, uvtt.ts). Formats: TMX, TMJ/JSON (TSX, TSJ tilesets; TX, TJ
 * templates) and Universal VTT (.dd2vtt, .df2vtt, .uvtt).
 *
 * Never throws and never hangs: every file is bounded (MAP_LIMITS) and any refusal is one
 * sentence naming the limit or the problem, quoting no more than a short name. This is the
 * stable entry point for fuzzing: `loadMap(name, memoryMapSource({ [name]: text }))`.
 */
export interface MapLoadOptions {
  /** Blacksite's own properties only: the conventions of real maps are not read. */
  readonly strict?: boolean;
  /** Counts what the load costs (load-meter.ts): tests, the fuzzer and the bench read it afterwards. */
  readonly meter?: LoadMeter;
}

type Kind = 'tiled-xml' | 'tiled-json' | 'uvtt' | 'unknown';

const UVTT = /\.(dd2vtt|df2vtt|uvtt)$/i;

function kindOf(path: string): Kind {
  if (UVTT.test(path)) return 'uvtt';
  if (/\.(tmx|tsx|tx|xml)$/i.test(path)) return 'tiled-xml';
  if (/\.(tmj|json|tsj|tj)$/i.test(path)) return 'tiled-json';
  return 'unknown';
}

const MAX_MB = MAP_LIMITS.maxFileBytes / MEBIBYTE;
const MAP_FILE = 'The map file';

async function readText(source: MapSource, path: string, what: string, meter: LoadMeter): Promise<string | { problem: string } | undefined> {
  let read;
  try {
    read = await source.read(path, MAP_LIMITS.maxFileBytes);
  } catch {
    return { problem: `${what} ${quoted(path)} could not be read.` };
  }
  if (read === 'missing') return undefined;
  if (read === 'too-big') return { problem: `${what} ${quoted(path)} is larger than ${MAX_MB} MB; a map file may be ${atMost(MAX_MB)} MB.` };
  if (read === 'not-allowed') return { problem: `${what} ${quoted(path)} is not read: Blacksite reads only map, tileset, template and image files in the map's folder, below it or up to two folders above.` };
  if (read.length > MAP_LIMITS.maxFileBytes) return { problem: `${what} ${quoted(path)} is larger than ${MAX_MB} MB; a map file may be ${atMost(MAX_MB)} MB.` };
  const total = meter.read(read.length);
  if (total !== undefined) throw new MapProblem(total);
  const text = strFromU8(read);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Refuses a document whose parsed form would pass the map's limits, before it is parsed. */
function scanned(meter: LoadMeter, text: string, xml: boolean, what: string): void {
  const cost = xml ? xmlCost(text) : jsonCost(text);
  const problem = meter.document(what, cost.bytes, cost.elements);
  if (problem !== undefined) throw new MapProblem(problem);
  if (what === MAP_FILE && cost.tilesets > MAP_LIMITS.maxTilesets) throw new MapProblem(tooManyTilesets(cost.tilesets));
}

/** Loads the map at `path` (relative to the source's folder) and everything it names. */
export async function loadMap(path: string, source: MapSource, options: MapLoadOptions = {}): Promise<MapLoadResult> {
  try {
    return await load(path, source, options);
  } catch (e) {
    if (e instanceof MapProblem) return { ok: false, reason: e.message };
    if (e instanceof RangeError) return { ok: false, reason: 'The map is too large or too deeply nested to read.' };
    return { ok: false, reason: 'The map could not be read (the loader met something it did not expect).' };
  }
}

async function load(path: string, source: MapSource, options: MapLoadOptions): Promise<MapLoadResult> {
  const meter = options.meter ?? new LoadMeter();
  const name = joinMapPath('', path);
  const text = await readText(source, name, 'The map file', meter);
  if (text === undefined) return { ok: false, reason: `There is no map file ${quoted(name)}.` };
  if (typeof text !== 'string') return { ok: false, reason: text.problem };
  let kind = kindOf(name);
  const first = text.trimStart().charAt(0);
  if (kind === 'unknown') kind = first === '<' ? 'tiled-xml' : 'tiled-json';
  if (/\.tsx$|\.tsj$/i.test(name)) return { ok: false, reason: 'The file is a Tiled tileset, not a map.' };
  if (/\.tx$|\.tj$/i.test(name)) return { ok: false, reason: 'The file is a Tiled object template, not a map.' };

  let json: unknown;
  if (kind === 'tiled-xml' || (first === '<' && kind !== 'uvtt')) {
    scanned(meter, text, true, MAP_FILE);
    const root = parseXml(text, 'The map file');
    if (typeof root === 'string') return { ok: false, reason: root };
    json = tmxMap(root);
  } else {
    scanned(meter, text, false, MAP_FILE);
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      return {
        ok: false,
        reason: kind === 'uvtt' ? 'The Universal VTT file is not valid JSON (it may be cut off).' : "The map file is not valid JSON (Blacksite reads Tiled's TMX and JSON maps and Universal VTT files).",
      };
    }
  }
  if (kind === 'uvtt' || looksLikeUvtt(json)) return loadUvtt(json, { path: name, ...(options.strict ? { strict: true } : {}) });

  const mapDir = dirOf(name);
  const documents = new Map<string, unknown>();
  const read: string[] = [name];
  const warnings: string[] = [];
  const fetchDoc = async (rel: string, fromDir: string, what: 'tileset' | 'template'): Promise<string | undefined> => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(rel) && !/^[a-zA-Z]:[\\/]/.test(rel)) return undefined;
    const p = referencedPath(mapDir, fromDir, rel);
    if (isAbsolutePath(rel)) {
      warnings.push(`The ${what} ${quoted(rel)} is named by an absolute path; Blacksite looks for ${quoted(baseName(p))} beside the map instead.`);
    }
    if (documents.has(p)) return p;
    if (documents.size + 1 >= MAP_LIMITS.maxFiles) throw new MapProblem(`The map names more than ${atMost(MAP_LIMITS.maxFiles)} tilesets and templates.`);
    const label = what === 'tileset' ? 'The tileset' : 'The object template';
    const body = await readText(source, p, label, meter);
    if (body === undefined) {
      documents.set(p, undefined);
      return p;
    }
    if (typeof body !== 'string') {
      documents.set(p, `!${body.problem}`);
      return p;
    }
    read.push(p);
    const xml = body.trimStart().startsWith('<');
    scanned(meter, body, xml, `${label} ${quoted(rel)}`);
    if (xml) {
      const root = parseXml(body, `${label} ${quoted(rel)}`);
      if (typeof root === 'string') documents.set(p, `!${root}`);
      else {
        try {
          documents.set(p, what === 'tileset' ? tsxTileset(root) : tmxTemplate(root));
        } catch (e) {
          documents.set(p, `!${e instanceof MapProblem ? e.message : `${label} ${quoted(rel)} cannot be read.`}`);
        }
      }
    } else documents.set(p, safeJson(body));
    return p;
  };

  // The map's tilesets, then its templates (found in every object layer, groups included) and theirs.
  const m = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const refs = Array.isArray(m['tilesets']) ? (m['tilesets'] as unknown[]) : [];
  if (refs.length > MAP_LIMITS.maxTilesets) return { ok: false, reason: tooManyTilesets(refs.length) };
  for (const ref of refs) {
    const s = (ref as { source?: unknown } | null)?.source;
    if (typeof s === 'string') await fetchDoc(s, mapDir, 'tileset');
  }
  for (const t of templateNames(m['layers'])) {
    const p = await fetchDoc(t, mapDir, 'template');
    const doc = p === undefined ? undefined : documents.get(p);
    const parsed = typeof doc === 'string' && !doc.startsWith('!') ? safeJson(doc) : doc;
    if (p !== undefined && parsed !== doc) documents.set(p, parsed);
    const ts = (parsed as { tileset?: { source?: unknown } } | undefined)?.tileset?.source;
    if (p !== undefined && typeof ts === 'string') await fetchDoc(ts, dirOf(p), 'tileset');
  }

  const lookup = (p: string): unknown => documents.get(p);
  const result = loadTiledMap(json, { path: name, tilesets: lookup, templates: lookup, meter, ...(options.strict ? { strict: true } : {}) });
  if (!result.ok) return result;
  const files = [...new Set([...read, ...result.files])];
  const documentsRead = new Set(read);
  warnings.push(...(await missingImageWarnings(source, files.filter((f) => !documentsRead.has(f)))));
  return { ok: true, map: warnings.length === 0 ? result.map : { ...result.map, warnings: [...warnings, ...result.map.warnings] }, files };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Template file names used by the objects of a layer tree (depth-bounded: deeper trees are refused later). */
function templateNames(layers: unknown, depth = 0, out = new Set<string>()): Set<string> {
  if (!Array.isArray(layers) || depth > MAP_LIMITS.maxNesting) return out;
  for (const l of layers as unknown[]) {
    if (typeof l !== 'object' || l === null) continue;
    const layer = l as { objects?: unknown; layers?: unknown };
    if (Array.isArray(layer.objects)) {
      for (const o of layer.objects as unknown[]) {
        const t = (o as { template?: unknown } | null)?.template;
        if (typeof t === 'string') out.add(t);
        if (out.size > MAP_LIMITS.maxFiles) return out;
      }
    }
    templateNames(layer.layers, depth + 1, out);
  }
  return out;
}
