import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { bench } from 'vitest';
import { BOMBS, jsonMap, type MapBomb } from './test-helpers/map-bombs';

/**
 * `npm run bench`: each map bomb (test-helpers/map-bombs.ts) and two big honest maps through the
 * built `blacksite map check`, one process each under /usr/bin/time, so the figures are a real
 * process's: CPU time (user + system) and peak resident memory, Node's own ~50 MB included.
 * Prints figures, never fails on them (the tests count work instead: bombs.test.ts).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const CLI = join(ROOT, 'build/node/blacksite.js');

function csvLayers(count: number, side: number): MapBomb {
  const row = new Array(side).fill(1).join(',');
  const data = new Array(side).fill(row).join(',\n');
  const layers = Array.from({ length: count }, (_, i) => `<layer name="l${i}" width="${side}" height="${side}"><data encoding="csv">${data}</data></layer>`).join('');
  const tmx = `<map orientation="orthogonal" width="${side}" height="${side}" tilewidth="16" tileheight="16"><tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1"><image source="t.png" width="16" height="16"/></tileset>${layers}</map>`;
  return { name: `honest ${count} CSV layers of ${side}x${side}`, map: 'honest.tmx', files: { 'honest.tmx': tmx } };
}

function small(): MapBomb {
  return { name: 'a 10x8 map (baseline)', map: 'small.tmj', files: { 'small.tmj': jsonMap(10, 8, [{ type: 'tilelayer', name: 'g', width: 10, height: 8, data: new Array(80).fill(1) }]) } };
}

function measure(bomb: MapBomb): void {
  const dir = mkdtempSync(join(tmpdir(), 'blacksite-bomb-'));
  try {
    for (const [name, text] of Object.entries(bomb.files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, CLI, 'map', 'check', join(dir, bomb.map)], { encoding: 'utf8' });
    const [user, sys, rssKb] = (r.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
    const said = (r.stdout + r.stderr).split('\n').find((l) => l.trim() !== '') ?? '';
    const bytes = Object.values(bomb.files).reduce((n, t) => n + t.length, 0);
    console.log(
      `map-bomb: ${bomb.name} (${(bytes / 1024).toFixed(0)} KB): exit ${r.status}, ${(((user ?? 0) + (sys ?? 0)) * 1000).toFixed(0)} ms CPU, peak RSS ${((rssKb ?? 0) / 1024).toFixed(0)} MB — ${said.slice(0, 140)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!existsSync(CLI)) console.log('map-bomb: build/node/blacksite.js is missing; run `npm run build` first (npm run bench does).');
else {
  console.log(`map-bomb: load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  for (const bomb of [small(), ...Object.values(BOMBS).map((make) => make()), csvLayers(8, 1024), csvLayers(1, 1024)]) measure(bomb);
}

bench('map bombs (figures printed above)', () => undefined);
