#!/usr/bin/env node
// Regenerates the shipped battle maps and their tileset: `node scripts/make-maps.mjs`.
//   assets/tiles/blacksite-tiles.png   the tile art (drawn by make-maps.art.mjs)
//   maps/blacksite-tiles.tsj           the external Tiled tileset with the cover properties
//   maps/<name>.tmj                    the maps (Tiled 1.10 JSON), laid out in make-maps.maps.mjs
// With `--preview <dir>` it also draws each map to <dir>/<name>.png to look at.
// Everything is deterministic: running it twice gives identical files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLUMNS, paintAtlas, TILE, TILES } from './make-maps.art.mjs';
import { MAPS } from './make-maps.maps.mjs';
import { addMissionObjects } from './make-maps.missions.mjs';
import { Canvas } from './make-maps.png.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TILESET = 'blacksite-tiles.tsj';
const IMAGE = '../assets/tiles/blacksite-tiles.png';
const TILED = { tiledversion: '1.10.2', version: '1.10' };

const prop = (name, value) => ({ name, type: typeof value === 'boolean' ? 'bool' : typeof value === 'number' ? 'float' : 'string', value });

function tileset(atlas) {
  return {
    columns: COLUMNS,
    image: IMAGE,
    imageheight: atlas.height,
    imagewidth: atlas.width,
    margin: 0,
    name: 'blacksite-tiles',
    spacing: 0,
    tilecount: TILES.length,
    ...TILED,
    tileheight: TILE,
    tiles: TILES.map((t, id) => {
      const props = Object.entries(t.meaning).map(([k, v]) => prop(k, v));
      return props.length > 0 ? { id, type: t.type, properties: props } : { id, type: t.type };
    }),
    tilewidth: TILE,
    type: 'tileset',
  };
}

function rect(o, id) {
  return { height: o.h * TILE, id, name: o.name ?? '', rotation: 0, type: o.type ?? '', visible: true, width: o.w * TILE, x: o.x * TILE, y: o.y * TILE, properties: o.properties };
}

function tiledMap(layout) {
  const firstgid = 1;
  const tileLayer = (id, name, cells) => ({
    data: cells.map((t) => (t < 0 ? 0 : t + firstgid)),
    height: layout.height,
    id,
    name,
    opacity: 1,
    type: 'tilelayer',
    visible: true,
    width: layout.width,
    x: 0,
    y: 0,
  });
  let objectId = 1;
  const spawns = layout.spawns.map((s) => rect({ ...s, name: `spawn ${s.side}`, properties: [prop('side', s.side)] }, objectId++));
  const objectives = layout.objectives.map((o) => rect({ ...o, type: 'objective', properties: [prop('objective', o.kind)] }, objectId++));
  const doors = layout.doors.map((d) => rect({ ...d, w: 1, h: 1, name: `door ${d.state}`, type: 'door', properties: [prop('door', d.state)] }, objectId++));
  const weapons = layout.weapons.map((w) =>
    rect({ ...w, w: 1, h: 1, name: w.name, type: 'weapon', properties: [prop('weapon', w.name), ...(w.spareMagazines === undefined ? [] : [{ name: 'spareMagazines', type: 'int', value: w.spareMagazines }])] }, objectId++),
  );
  const objectLayer = (id, name, objects) => ({ draworder: 'topdown', id, name, objects, opacity: 1, type: 'objectgroup', visible: true, x: 0, y: 0 });
  // Covert missions (docs/maps.md "Missions"): points, rectangles and lines in cells, scaled to pixels.
  const mission = layout.missionObjects.map((o) => {
    const id = objectId++;
    const props = Object.entries(o.properties).map(([k, v]) => prop(k, v));
    const scaled = (pts) => pts.map((p) => ({ x: p.x * TILE, y: p.y * TILE }));
    return {
      height: (o.h ?? 0) * TILE,
      id,
      name: o.name,
      ...(o.point ? { point: true } : {}),
      ...(o.polyline ? { polyline: scaled(o.polyline) } : {}),
      ...(o.polygon ? { polygon: scaled(o.polygon) } : {}),
      properties: props,
      rotation: 0,
      type: '',
      visible: true,
      width: (o.w ?? 0) * TILE,
      x: o.x * TILE,
      y: o.y * TILE,
    };
  });
  return {
    compressionlevel: -1,
    height: layout.height,
    infinite: false,
    layers: [
      tileLayer(1, 'ground', layout.ground),
      tileLayer(2, 'cover', layout.cover),
      objectLayer(3, 'spawns', spawns),
      objectLayer(4, 'objectives', objectives),
      ...(doors.length > 0 ? [objectLayer(5, 'doors', doors)] : []),
      ...(weapons.length > 0 ? [objectLayer(6, 'weapons', weapons)] : []),
      ...(mission.length > 0 ? [objectLayer(7, 'mission', mission)] : []),
    ],
    nextlayerid: mission.length > 0 ? 8 : weapons.length > 0 ? 7 : doors.length > 0 ? 6 : 5,
    nextobjectid: objectId,
    orientation: 'orthogonal',
    properties: [prop('metersPerTile', 2), ...Object.entries(layout.properties).map(([k, v]) => prop(k, v))],
    renderorder: 'right-down',
    ...TILED,
    tileheight: TILE,
    tilesets: [{ firstgid, source: TILESET }],
    tilewidth: TILE,
    type: 'map',
    width: layout.width,
  };
}

/** JSON the way Tiled writes it closely enough: tile data one map row per line. */
function stringify(value, rowLength) {
  const rows = [];
  const text = JSON.stringify(
    value,
    (key, v) => {
      if (key === 'data' && Array.isArray(v)) {
        rows.push(v);
        return `@@DATA${rows.length - 1}@@`;
      }
      return v;
    },
    1,
  );
  return `${text.replace(/"@@DATA(\d+)@@"/g, (_, i) => {
    const data = rows[Number(i)];
    const lines = [];
    for (let k = 0; k < data.length; k += rowLength) lines.push(data.slice(k, k + rowLength).join(','));
    return `[\n${lines.join(',\n')}]`;
  })}\n`;
}

function preview(layout, atlas) {
  const c = new Canvas(layout.width * TILE, layout.height * TILE);
  const blit = (tile, cx, cy) => {
    const sx = (tile % COLUMNS) * TILE;
    const sy = Math.floor(tile / COLUMNS) * TILE;
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) {
        const i = ((sy + y) * atlas.width + sx + x) * 4;
        const a = atlas.rgba[i + 3] / 255;
        if (a === 0) continue;
        const hex = `#${[0, 1, 2].map((k) => atlas.rgba[i + k].toString(16).padStart(2, '0')).join('')}`;
        c.dot(cx * TILE + x, cy * TILE + y, hex, a);
      }
    }
  };
  for (let y = 0; y < layout.height; y++) {
    for (let x = 0; x < layout.width; x++) {
      blit(layout.ground[y * layout.width + x], x, y);
      const cover = layout.cover[y * layout.width + x];
      if (cover >= 0) blit(cover, x, y);
    }
  }
  const colors = { a: '#4fa3ff', b: '#ff6b5b', c: '#5bd68a', d: '#e6c84f' };
  for (const s of layout.spawns) c.frame(s.x * TILE, s.y * TILE, s.w * TILE, s.h * TILE, colors[s.side] ?? '#ffffff', 0.9, 3);
  for (const o of layout.objectives) c.frame(o.x * TILE, o.y * TILE, o.w * TILE, o.h * TILE, '#ffffff', 0.9, 3);
  const doorColors = { closed: '#c08040', open: '#80c080', locked: '#e04040' };
  for (const d of layout.doors) c.frame(d.x * TILE + 4, d.y * TILE + 4, TILE - 8, TILE - 8, doorColors[d.state] ?? '#ffffff', 1, 4);
  for (const w of layout.weapons) c.frame(w.x * TILE + 8, w.y * TILE + 8, TILE - 16, TILE - 16, '#ffb000', 1, 4);
  return c;
}

const atlas = paintAtlas();
mkdirSync(join(ROOT, 'assets/tiles'), { recursive: true });
mkdirSync(join(ROOT, 'maps'), { recursive: true });
writeFileSync(join(ROOT, 'assets/tiles/blacksite-tiles.png'), atlas.png());
writeFileSync(join(ROOT, 'maps', TILESET), `${JSON.stringify(tileset(atlas), null, 1)}\n`);
const previewAt = process.argv.indexOf('--preview');
const previewDir = previewAt >= 0 ? process.argv[previewAt + 1] : undefined;
for (const build of MAPS) {
  const layout = build();
  addMissionObjects(layout);
  writeFileSync(join(ROOT, 'maps', `${layout.name}.tmj`), stringify(tiledMap(layout), layout.width));
  if (previewDir) {
    mkdirSync(previewDir, { recursive: true });
    writeFileSync(join(previewDir, `${layout.name}.png`), preview(layout, atlas).png());
  }
  console.log(`maps/${layout.name}.tmj  ${layout.width}x${layout.height}`);
}
