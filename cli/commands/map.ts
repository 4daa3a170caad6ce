import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { loadMap, summarizeMap, type MapLoadResult, type MapSummary } from '../../src/battle/map/index';
import { nodeMapSource } from '../../main/map-files';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite map check <file> [--json] [--strict]

Loads a battle map as the game does: a Tiled map (.tmx or .tmj/.json, with its .tsx/.tsj
tilesets and .tx/.tj templates beside it) or a Universal VTT export (.dd2vtt, .df2vtt, .uvtt),
and prints its size, meters per tile, the cells that block movement or sight or give cover,
spawn zones and the cells a side can start on, doors, weapons on the floor, how the conventions of real maps were
read, what was read and not used, and any warnings. A map the game cannot use is refused with
one sentence and exit code 1. docs/maps.md describes the properties and conventions.

  --strict  read Blacksite's own properties only (no conventions: "collides", layers named
            "Walls", spawn points ...)
  --json    print one JSON object:
            {"width", "height", "metersPerTile", "cover": {"partial", "full", "block"},
             "cells": {"blocksMove", "blocksSight", "cover": {"partial", "full"}},
             "spawnZones": {"<side>": zones}, "spawnCells": {"<side>": cells},
             "doors", "doorStates": {"closed", "open", "locked"},
             "weapons": [{"x", "y", "name"}],
             "light": {"lit", "dim", "dark" (cells), "sightRange", "environment"},
             "devices": [{"kind", "name", "x", "y", "cells", "facing"}],
             "patrols": [{"kind": "patrol"|"post", "name", "points": [{"x", "y"}], "loop"}],
             "objectives": [{"kind", "name", "x", "y", ...}], "exits": [{"kind": "exit"|"reinforcements", "name", "cells", "x", "y"}],
             "interpretations": [{"rule", "count"}], "ignored": [{"item", "count"}],
             "warnings": [...]}`;

/** Reads a map and the files it names from disk, through the one loader the game uses. */
export async function loadMapFile(file: string, options: { strict?: boolean } = {}): Promise<MapLoadResult> {
  if (!existsSync(file)) return { ok: false, reason: `There is no file ${file}.` };
  const source = nodeMapSource(file);
  return loadMap(source.name, source, options);
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The covert-mission lines (docs/maps.md "Missions"). */
function missionLines(s: MapSummary): string[] {
  const l = s.light;
  const out = [`light: ${l.dim === 0 && l.dark === 0 ? 'all lit' : `${l.lit} lit, ${l.dim} dim, ${l.dark} dark cells`}${l.sightRange !== null ? `; sight ${l.sightRange} m` : ''}${l.environment !== null ? `; environment ${l.environment}` : ''}`];
  out.push(`devices: ${s.devices.length === 0 ? 'none' : s.devices.map((d) => `${d.kind} "${d.name}" at (${d.x}, ${d.y})${d.facing !== null ? ` facing ${d.facing}°` : ''}`).join(', ')}`);
  out.push(`patrols and posts: ${s.patrols.length === 0 ? 'none' : s.patrols.map((p) => `${p.kind} "${p.name}" (${plural(p.points.length, 'point')})`).join(', ')}`);
  out.push(`objectives: ${s.objectives.length === 0 ? 'none' : s.objectives.map((o) => `${o.kind} "${o.name}" at (${o.x}, ${o.y})`).join(', ')}`);
  out.push(`exits: ${s.exits.length === 0 ? 'none' : s.exits.map((e) => `${e.kind} "${e.name}" (${plural(e.cells, 'cell')})`).join(', ')}`);
  return out;
}

export function describeSummary(file: string, s: MapSummary): string {
  const sides = Object.entries(s.spawnZones);
  const lines = [
    `${basename(file)}: ${s.width} x ${s.height} tiles, ${s.metersPerTile} m per tile (${s.width * s.metersPerTile} x ${s.height * s.metersPerTile} m)`,
    `cells: ${s.cells.blocksMove} block movement, ${s.cells.blocksSight} block sight, ${s.cells.cover.partial} partial cover, ${s.cells.cover.full} full cover`,
    `cover tiles: ${s.cover.partial} partial, ${s.cover.full} full, ${s.cover.block} block`,
    `spawn zones: ${sides.length === 0 ? 'none' : sides.map(([side, n]) => `side ${side}: ${plural(n, 'zone')}, ${plural(s.spawnCells[side] ?? 0, 'cell')} to start on`).join('; ')}`,
    `doors: ${s.doors === 0 ? 'none' : `${s.doors} (${Object.entries(s.doorStates).filter(([, n]) => n > 0).map(([state, n]) => `${n} ${state}`).join(', ')})`}`,
    `weapons on the floor: ${s.weapons.length === 0 ? 'none' : s.weapons.map((w) => `${w.name} at (${w.x}, ${w.y})`).join(', ')}`,
    ...missionLines(s),
  ];
  if (s.interpretations.length > 0) lines.push('read by convention (--strict turns these off):', ...s.interpretations.map((r) => `  - ${r.count} ${r.rule}`));
  else lines.push('read by convention: nothing');
  if (s.ignored.length > 0) lines.push('read and not used:', ...s.ignored.map((r) => `  - ${r.item} (${r.count}x)`));
  if (s.warnings.length > 0) lines.push(`warnings (${s.warnings.length}):`, ...s.warnings.map((w) => `  - ${w}`));
  else lines.push('no warnings');
  return lines.join('\n');
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const strict = args.includes('--strict');
  const rest = args.filter((a) => a !== '--json' && a !== '--strict');
  const [sub, file, ...extra] = rest;
  const unknown = rest.find((a) => a.startsWith('-'));
  if (sub !== 'check' || file === undefined || extra.length > 0 || unknown !== undefined) {
    io.err(unknown !== undefined ? `blacksite map: unknown option ${unknown}.\n\n${USAGE}` : USAGE);
    return 2;
  }
  const result = await loadMapFile(file, { strict });
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
  summary: 'Check a battle map (Tiled or Universal VTT): size, walls, cover, spawn zones, doors, conventions read (map check <file>).',
  usage: USAGE,
  run,
};
