import { beforeEach, describe, expect, it } from 'vitest';
import { loadTiledMap } from './load-tiled-map';
import { summarizeMap } from './summary';
import { lightOfMap } from './mission-types';
import type { BattleMap } from './types';

/** docs/maps.md "Missions": the map properties a covert mission reads (R-OPS-39..45). */

type Props = Record<string, string | number | boolean>;
const props = (p: Props) => Object.entries(p).map(([name, value]) => ({ name, type: typeof value === 'number' ? 'float' : typeof value === 'boolean' ? 'bool' : 'string', value }));

let nextId = 1;
function obj(o: { name?: string; x: number; y: number; w?: number; h?: number; point?: boolean; polyline?: [number, number][]; polygon?: [number, number][]; class?: string; p?: Props }) {
  return {
    id: nextId++,
    name: o.name ?? '',
    ...(o.class ? { type: o.class } : {}),
    x: o.x * 32,
    y: o.y * 32,
    width: (o.w ?? 0) * 32,
    height: (o.h ?? 0) * 32,
    ...(o.point ? { point: true } : {}),
    ...(o.polyline ? { polyline: o.polyline.map(([x, y]) => ({ x: x * 32, y: y * 32 })) } : {}),
    ...(o.polygon ? { polygon: o.polygon.map(([x, y]) => ({ x: x * 32, y: y * 32 })) } : {}),
    ...(o.p ? { properties: props(o.p) } : {}),
  };
}

function tiledMap(objects: unknown[], mapProps: Props = {}, layerProps: Props = {}, tileProps: Props | null = null) {
  const w = 12;
  const h = 8;
  const data = new Array<number>(w * h).fill(0);
  data[0] = 1;
  data[1] = 2;
  return {
    type: 'map',
    orientation: 'orthogonal',
    width: w,
    height: h,
    tilewidth: 32,
    tileheight: 32,
    infinite: false,
    properties: props(mapProps),
    tilesets: [{ firstgid: 1, name: 'ts', tilewidth: 32, tileheight: 32, tilecount: 2, columns: 2, image: 't.png', imagewidth: 64, imageheight: 32, ...(tileProps ? { tiles: [{ id: 1, properties: props(tileProps) }] } : {}) }],
    layers: [
      { type: 'tilelayer', name: 'ground', width: w, height: h, data, properties: props(layerProps) },
      { type: 'objectgroup', name: 'mission', objects },
    ],
  };
}

function loaded(json: unknown): BattleMap {
  const r = loadTiledMap(json);
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

describe('mission objects read from a Tiled map', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('reads light from the map, a tile layer, a tile and objects (later ones win)', () => {
    const m = loaded(tiledMap([obj({ x: 4, y: 4, w: 2, h: 1, p: { light: 'lit' } })], { light: 'dark', sightRange: 40, environment: 'Urban' }, { light: 'dim' }, { light: 'lit' }));
    const grid = lightOfMap(m.mission, m.width * m.height);
    const at = (x: number, y: number) => grid?.[y * m.width + x];
    // (0, 0) has tile 1 in the dim layer; (1, 0) tile 2, which is lit itself; (4, 4) under the lamp; the rest dark.
    expect([at(0, 0), at(1, 0), at(4, 4), at(5, 4), at(6, 4), at(0, 7)]).toEqual([1, 0, 0, 0, 2, 2]);
    expect(summarizeMap(m).light).toEqual({ lit: 3, dim: 1, dark: 92, sightRange: 40, environment: 'urban' });
    // A mission's own base light fills only the cells nothing lights.
    const day = lightOfMap(m.mission, m.width * m.height, 0);
    expect([day?.[0], day?.[4 * m.width + 4], day?.[7 * m.width]]).toEqual([1, 0, 0]);
    expect(m.report?.ignored).toEqual([]);
  });

  it('reads devices, posts, patrols, terminals, charge sites, items, captives, exits and the reinforcements\' zone', () => {
    const m = loaded(
      tiledMap([
        obj({ name: 'Gate camera', x: 2.5, y: 1.5, point: true, p: { device: 'camera', facing: 'se' } }),
        obj({ x: 3, y: 3, polyline: [[0, 0], [3, 0]], p: { device: 'tripwire' } }),
        obj({ name: 'Yard sensor', x: 6, y: 5, w: 2, h: 2, class: 'motion-sensor' }),
        obj({ x: 0.5, y: 6.5, point: true, class: 'alarm-panel' }),
        obj({ name: 'Gate', x: 1.5, y: 1.5, point: true, p: { post: true } }),
        obj({ name: 'Yard round', x: 1.5, y: 4.5, polygon: [[0, 0], [4, 0], [4, 2]], p: { patrol: true } }),
        obj({ name: 'Server', x: 10.5, y: 1.5, point: true, p: { terminal: true, difficulty: 'Great', successes: 3 } }),
        obj({ x: 9.5, y: 6.5, point: true, p: { charge: 'Generator' } }),
        obj({ x: 8.5, y: 1.5, point: true, p: { item: 'Ledger' } }),
        obj({ name: 'Courier', x: 11.5, y: 6.5, point: true, p: { captive: true, agent: 'medic.json' } }),
        obj({ x: 0, y: 0, w: 1, h: 3, p: { exit: true } }),
        obj({ name: 'Barracks door', x: 11, y: 0, w: 1, h: 2, class: 'reinforcements' }),
      ]),
    );
    const s = summarizeMap(m);
    expect(s.devices).toEqual([
      { kind: 'camera', name: 'Gate camera', x: 2, y: 1, cells: 1, facing: 135 },
      { kind: 'tripwire', name: 'Trip wire 2', x: 3, y: 3, cells: 4, facing: null },
      { kind: 'motion', name: 'Yard sensor', x: 6, y: 5, cells: 4, facing: null },
      { kind: 'panel', name: 'Alarm panel 4', x: 0, y: 6, cells: 1, facing: null },
    ]);
    expect(s.patrols).toEqual([
      { kind: 'patrol', name: 'Yard round', points: [{ x: 1, y: 4 }, { x: 5, y: 4 }, { x: 5, y: 6 }], loop: true },
      { kind: 'post', name: 'Gate', points: [{ x: 1, y: 1 }], loop: false },
    ]);
    expect(s.objectives).toEqual([
      { kind: 'terminal', name: 'Server', x: 10, y: 1, difficulty: 2, successes: 3 },
      { kind: 'charge', name: 'Generator', x: 9, y: 6 },
      { kind: 'item', name: 'Ledger', x: 8, y: 1 },
      { kind: 'captive', name: 'Courier', x: 11, y: 6, agent: 'medic.json' },
    ]);
    expect(s.exits).toEqual([
      { kind: 'exit', name: 'Exit 11', cells: 3, x: 0, y: 0 },
      { kind: 'reinforcements', name: 'Barracks door', cells: 2, x: 11, y: 0 },
    ]);
    // Every one of them means something: nothing is reported unused.
    expect(m.report?.ignored).toEqual([]);
  });

  it('refuses a device or difficulty it does not know in one sentence, and warns about a light it cannot read', () => {
    const bad = loadTiledMap(tiledMap([obj({ x: 1, y: 1, point: true, p: { device: 'laser grid' } })]));
    expect(bad).toEqual({ ok: false, reason: 'Object ' + String(nextId - 1) + ' in layer "mission" has device "laser grid"; it must be camera, tripwire, motion or panel.' });
    const hard = loadTiledMap(tiledMap([obj({ x: 1, y: 1, point: true, p: { terminal: true, difficulty: 'Impossible' } })]));
    expect(hard.ok === false && hard.reason).toContain('it must be a ladder word (Fair, Good, Great...) or a whole number from -3 to 4.');
    const dim = loaded(tiledMap([obj({ x: 1, y: 1, w: 1, h: 1, p: { light: 'gloomy' } })]));
    expect(dim.warnings).toContain(`Object ${nextId - 1} in layer "mission" has light "gloomy"; it must be lit, dim or dark. It is ignored.`);
  });

  it('leaves a map without any of it as it was', () => {
    const m = loaded(tiledMap([]));
    expect(m.mission).toBeUndefined();
  });
});
