import { loadavg } from 'node:os';
import { zlibSync } from 'fflate';
import { bench } from 'vitest';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';

/**
 * `npm run bench`: loading a 512x512 TMX map with four layers (at most 1 s in Node),
 * through the one loader, with an external TSX tileset — once with four CSV layers (Tiled's default
 * and the largest file), once with base64+zlib layers. Prints figures (wall and CPU), never fails on time.
 */
const SIZE = 512;
const tsx = '<tileset name="t" tilewidth="32" tileheight="32" tilecount="16" columns="4"><image source="t.png" width="128" height="128"/>' +
  '<tile id="1"><properties><property name="cover" value="partial"/></properties></tile>' +
  '<tile id="2"><properties><property name="cover" value="block"/></properties></tile>' +
  '<tile id="3"><properties><property name="collides" type="bool" value="true"/></properties></tile></tileset>';

function layerGids(l: number): Uint32Array {
  const g = new Uint32Array(SIZE * SIZE);
  for (let i = 0; i < g.length; i++) g[i] = l === 0 ? 1 : (i * 7 + l * 13) % 29 === 0 ? 2 + ((i + l) % 3) : 0;
  return g;
}

function tmx(encoding: 'csv' | 'zlib'): string {
  const layers = [0, 1, 2, 3].map((l) => {
    const gids = layerGids(l);
    let data: string;
    if (encoding === 'csv') {
      const rows: string[] = [];
      for (let y = 0; y < SIZE; y++) rows.push(Array.from(gids.subarray(y * SIZE, (y + 1) * SIZE)).join(','));
      data = `<data encoding="csv">\n${rows.join(',\n')}\n</data>`;
    } else {
      data = `<data encoding="base64" compression="zlib">${Buffer.from(zlibSync(new Uint8Array(gids.buffer))).toString('base64')}</data>`;
    }
    return `<layer id="${l + 1}" name="${['ground', 'cover', 'walls', 'props'][l] ?? 'l'}" width="${SIZE}" height="${SIZE}">${data}</layer>`;
  });
  const spawns = '<objectgroup name="spawns"><object id="1" x="0" y="0" width="96" height="96"><properties><property name="side" value="a"/></properties></object><object id="2" x="16000" y="16000" width="96" height="96"><properties><property name="side" value="b"/></properties></object></objectgroup>';
  return `<?xml version="1.0" encoding="UTF-8"?><map version="1.10" orientation="orthogonal" width="${SIZE}" height="${SIZE}" tilewidth="32" tileheight="32" infinite="0"><tileset firstgid="1" source="t.tsx"/>${layers.join('')}${spawns}</map>`;
}

async function time(label: string, text: string): Promise<void> {
  const source = memoryMapSource({ 'big.tmx': text, 't.tsx': tsx });
  await loadMap('big.tmx', source); // warm-up
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < 5; i++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await loadMap('big.tmx', source);
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(cpu0);
    cpus.push((c.user + c.system) / 1000);
    if (!r.ok) throw new Error(r.reason);
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(`map-load: ${label} (${(text.length / 1024 / 1024).toFixed(1)} MB): median ${median(walls).toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU over 5 loads (target <= 1000 ms); load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
}

await time('512x512 TMX, 4 CSV layers, external TSX', tmx('csv'));
await time('512x512 TMX, 4 base64+zlib layers, external TSX', tmx('zlib'));

const zlibText = tmx('zlib');
const zlibSource = memoryMapSource({ 'big.tmx': zlibText, 't.tsx': tsx });
bench('loadMap: 512x512 TMX, 4 base64+zlib layers', async () => {
  const r = await loadMap('big.tmx', zlibSource);
  if (!r.ok) throw new Error(r.reason);
});
