import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { loadTiledMap, summarizeMap, type MapLoadResult, type MapSummary } from '../../src/battle/map/index';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite map check <file> [--json]

Loads a Tiled JSON map (.tmj or .json, external .tsj tilesets beside it) as the battle engine
would, and prints its size, meters per tile, cover tiles by kind, spawn zones per side and any
warnings. A map the game cannot use is refused with one sentence and exit code 1.

  --json   print one JSON object:
           {"width", "height", "metersPerTile", "cover": {"partial", "full", "block"},
            "spawnZones": {"<side>": count}, "warnings": [...]}`;

/** Reads a map file and its external tilesets from disk; the loader itself never touches files. */
export function loadMapFile(file: string): MapLoadResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code ?? 'error'}).` };
  }
  const dir = dirname(resolve(file));
  return loadTiledMap(text, {
    tilesets: (source) => {
      try {
        return readFileSync(resolve(dir, source), 'utf8');
      } catch {
        return undefined;
      }
    },
    decompress: (bytes, method) => {
      try {
        if (method === 'zlib') return inflateSync(bytes);
        if (method === 'gzip') return gunzipSync(bytes);
      } catch {
        return undefined;
      }
      return undefined;
    },
  });
}

function describeSummary(file: string, s: MapSummary): string {
  const sides = Object.entries(s.spawnZones);
  const lines = [
    `${basename(file)}: ${s.width} x ${s.height} tiles, ${s.metersPerTile} m per tile (${s.width * s.metersPerTile} x ${s.height * s.metersPerTile} m)`,
    `cover tiles: ${s.cover.partial} partial, ${s.cover.full} full, ${s.cover.block} block`,
    `spawn zones: ${sides.length === 0 ? 'none' : sides.map(([side, n]) => `side ${side}: ${n}`).join(', ')}`,
  ];
  if (s.warnings.length > 0) lines.push(`warnings (${s.warnings.length}):`, ...s.warnings.map((w) => `  - ${w}`));
  else lines.push('no warnings');
  return lines.join('\n');
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  const [sub, file, ...extra] = rest;
  const unknown = rest.find((a) => a.startsWith('-'));
  if (sub !== 'check' || file === undefined || extra.length > 0 || unknown !== undefined) {
    io.err(unknown !== undefined ? `blacksite map: unknown option ${unknown}.\n\n${USAGE}` : USAGE);
    return 2;
  }
  const result = loadMapFile(file);
  if (!result.ok) {
    io.err(result.reason);
    return 1;
  }
  const summary = summarizeMap(result.map);
  io.out(json ? JSON.stringify(summary) : describeSummary(file, summary));
  return 0;
}

export const mapCommand: CliCommand = {
  name: 'map',
  summary: 'Check a Tiled battle map: size, cover, spawn zones, warnings (map check <file>).',
  usage: USAGE,
  run,
};
