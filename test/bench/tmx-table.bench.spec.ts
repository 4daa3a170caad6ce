import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PAN_BENCH_USE, panFigures, printPan } from './pan-bench';

// A 512x512 TMX map with four layers (Tiled's default CSV encoding, an external
// TSX tileset over the shipped tile art) is opened the way a GM opens one — "Open map…" in the
// battle set-up, the one loader, the map library — and then panned on the real table
// (#/table-preview, 120 tokens, the overlays on, 1280x720, frame-rate limit off), next to the
// naive one-sprite-per-tile terrain in the same run. The same measurement as table-fps.bench.spec.ts
// (pan-bench.ts). Figures, never pass/fail on time.
test.use(PAN_BENCH_USE);

const SIZE = 512;
const UNITS = 120;
const ROOT = join(import.meta.dirname, '../..');

/** A deterministic 0..1 from a cell and a salt (no Math.random: the same map every run). */
function noise(x: number, y: number, salt: number): number {
  let h = (x * 374761393 + y * 668265263 + salt * 2246822519) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The shipped tileset (maps/blacksite-tiles.tsj) as the TSX a Tiled user would save beside the map. */
function shippedTsx(): string {
  const tsj = JSON.parse(readFileSync(join(ROOT, 'maps/blacksite-tiles.tsj'), 'utf8')) as {
    tilewidth: number;
    tileheight: number;
    tilecount: number;
    columns: number;
    imagewidth: number;
    imageheight: number;
    tiles: { id: number; type?: string; properties?: { name: string; type: string; value: unknown }[] }[];
  };
  const tiles = tsj.tiles.map((t) => {
    const props = (t.properties ?? []).map((p) => `<property name="${p.name}"${p.type === 'bool' ? ' type="bool"' : ''} value="${String(p.value)}"/>`).join('');
    return ` <tile id="${t.id}"${t.type ? ` type="${t.type}"` : ''}>${props ? `<properties>${props}</properties>` : ''}</tile>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tileset version="1.10" tiledversion="1.10.2" name="blacksite-tiles" tilewidth="${tsj.tilewidth}" tileheight="${tsj.tileheight}" tilecount="${tsj.tilecount}" columns="${tsj.columns}">`,
    ` <image source="blacksite-tiles.png" width="${tsj.imagewidth}" height="${tsj.imageheight}"/>`,
    ...tiles,
    '</tileset>',
  ].join('\n');
}

// Global tile ids of the shipped tileset (firstgid 1 = tile id 0).
const G = { concrete: 1, carpet: 2, dirt: 3, grass: 4, asphalt: 5, roadLine: 6, wall: 7, crate: 10, bush: 13, container: 14, tree: 17, doorway: 20, gravel: 25, hazard: 31 };

/**
 * A town of 32x32 blocks: roads between them, buildings of walled rooms with doorways, yards with
 * trees, bushes, crates and containers. Four layers: ground, markings, walls, props.
 */
function townTmx(): string {
  const ground = new Uint32Array(SIZE * SIZE);
  const markings = new Uint32Array(SIZE * SIZE);
  const walls = new Uint32Array(SIZE * SIZE);
  const props = new Uint32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const bx = x % 32;
      const by = y % 32;
      const building = noise(Math.floor(x / 32), Math.floor(y / 32), 1) < 0.55;
      if (bx < 4 || by < 4) {
        ground[i] = G.asphalt;
        if ((bx === 1 || by === 1) && (x + y) % 4 < 2) markings[i] = G.roadLine;
        continue;
      }
      if (building) {
        ground[i] = (bx >> 3) % 2 === (by >> 3) % 2 ? G.concrete : G.carpet;
        const edge = bx === 5 || by === 5 || bx === 30 || by === 30;
        const inner = (bx === 17 || by === 17) && bx > 5 && by > 5 && bx < 30 && by < 30;
        // Doorways are floor (a layer named "walls" blocks whatever is on it, by convention).
        if (edge || inner) {
          if ((bx === 17 && by % 8 === 2) || (by === 17 && bx % 8 === 2) || (edge && (bx === 11 || by === 11))) ground[i] = G.doorway;
          else walls[i] = G.wall;
        }
        else if (bx > 5 && by > 5 && bx < 30 && by < 30 && noise(x, y, 2) < 0.04) props[i] = G.crate;
        if (bx === 4 || by === 4 || bx === 31 || by === 31) ground[i] = G.gravel;
      } else {
        ground[i] = noise(x, y, 3) < 0.7 ? G.grass : G.dirt;
        const r = noise(x, y, 4);
        if (r < 0.03) props[i] = G.tree;
        else if (r < 0.07) props[i] = G.bush;
        else if (r < 0.08) props[i] = G.container;
        else if (r < 0.085) markings[i] = G.hazard;
      }
    }
  }
  const csv = (gids: Uint32Array): string => {
    const rows: string[] = [];
    for (let y = 0; y < SIZE; y++) rows.push(Array.from(gids.subarray(y * SIZE, (y + 1) * SIZE)).join(','));
    return `<data encoding="csv">\n${rows.join(',\n')}\n</data>`;
  };
  const layer = (id: number, name: string, gids: Uint32Array): string => `<layer id="${id}" name="${name}" width="${SIZE}" height="${SIZE}">\n${csv(gids)}\n</layer>`;
  // Two spawn zones on open road, far apart (Blacksite's own `side` property).
  const spawns =
    '<objectgroup id="5" name="spawns">' +
    '<object id="1" type="spawn" x="32" y="32" width="64" height="64"><properties><property name="side" value="a"/></properties></object>' +
    `<object id="2" type="spawn" x="${(SIZE - 32) * 32 + 32}" y="${(SIZE - 32) * 32 + 32}" width="64" height="64"><properties><property name="side" value="b"/></properties></object>` +
    '</objectgroup>';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="${SIZE}" height="${SIZE}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="6" nextobjectid="3">`,
    ' <properties><property name="name" value="Bench town"/></properties>',
    ' <tileset firstgid="1" source="blacksite-tiles.tsx"/>',
    layer(1, 'ground', ground),
    layer(2, 'markings', markings),
    layer(3, 'walls', walls),
    layer(4, 'props', props),
    spawns,
    '</map>',
  ].join('\n');
}

test('a 512x512 TMX opened with Open map…: library time and panning frame rate, chunked vs one sprite per tile', async ({ page }) => {
  test.setTimeout(900_000);
  const dir = mkdtempSync(join(tmpdir(), 'blacksite-tmx-bench-'));
  try {
    const tmx = townTmx();
    writeFileSync(join(dir, 'big-town.tmx'), tmx);
    writeFileSync(join(dir, 'blacksite-tiles.tsx'), shippedTsx());
    copyFileSync(join(ROOT, 'assets/tiles/blacksite-tiles.png'), join(dir, 'blacksite-tiles.png'));

    await page.goto('/');
    await page.getByRole('button', { name: 'New tactical battle' }).click();
    await expect(page.getByRole('heading', { name: 'Your maps' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open map…' }).click();
    const t0 = Date.now();
    await (await chooser).setFiles(['big-town.tmx', 'blacksite-tiles.tsx', 'blacksite-tiles.png'].map((f) => join(dir, f)));
    const panel = page.getByRole('region', { name: 'Your maps' });
    await expect(panel.getByRole('status')).toContainText(`Opened "Bench town": ${SIZE} x ${SIZE} cells`, { timeout: 120_000 });
    const openMs = Date.now() - t0;
    const summary = (await panel.getByRole('status').textContent()) ?? '';
    const mapName = await page.locator('#bt-map').inputValue();
    expect(mapName).toMatch(/^user:[0-9a-f]{16}:big-town\.tmx$/);

    const query = `?map=${encodeURIComponent(mapName)}&units=${UNITS}&overlays=1&viewer=0`;
    // The library stays in IndexedDB between the two page loads.
    const ready = async (p: Page): Promise<void> => {
      await expect(p.locator('.preview-note')).toContainText(`your map big-town.tmx ${SIZE}x${SIZE}, ${UNITS} sample units`);
      await expect(p.getByRole('alert')).toHaveCount(0);
    };
    const shot = process.env.MAP_SHOTS ? `${process.env.MAP_SHOTS}/tmx-preview-100.png` : undefined;
    const chunked = await panFigures(page, query, 'chunked', { readyMs: 240_000, ready, ...(shot ? { shot } : {}) });
    const naive = await panFigures(page, query, 'naive', { readyMs: 240_000, ready });
    expect(chunked.moved).toBeGreaterThan(100);
    expect(naive.moved).toBeGreaterThan(0);

    console.log(`tmx-table: Open map… to the library (one loader, thumbnail, IndexedDB) in ${openMs} ms: ${summary.trim()}`);
    printPan('tmx-table', `${SIZE}x${SIZE} TMX, 4 CSV layers, external TSX (${(tmx.length / 1024 / 1024).toFixed(1)} MB), ${UNITS} tokens, cover+bands+line of sight on, 1280x720`, chunked, naive);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
