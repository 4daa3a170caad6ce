import { describe, expect, it } from 'vitest';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';
import { loadTiledMap } from './load-tiled-map';
import { MAP_LIMITS } from './limits';

/** A 4x2 open map (8 px cells) with one object layer "cache" holding `objects`. */
function mapWith(objects: readonly Record<string, unknown>[]) {
  return loadTiledMap({
    orientation: 'orthogonal',
    width: 4,
    height: 2,
    tilewidth: 8,
    tileheight: 8,
    tilesets: [{ firstgid: 1, name: 't', tilecount: 1, columns: 1, tilewidth: 8, tileheight: 8, image: 't.png' }],
    layers: [
      { type: 'tilelayer', name: 'g', width: 4, height: 2, data: [1, 1, 1, 1, 1, 1, 1, 1] },
      { type: 'objectgroup', name: 'cache', objects },
    ],
  });
}

const prop = (name: string, value: string | number) => ({ name, type: typeof value === 'number' ? 'int' : 'string', value });

describe('map weapons on the floor (object property `weapon`, R-OPS-34)', () => {
  it('reads a firearm on a point and a melee weapon on a rectangle, by the data\'s own spelling, with the spares given or two', () => {
    const r = mapWith([
      { id: 1, x: 20, y: 4, point: true, properties: [prop('weapon', 'fn riot'), prop('spareMagazines', 3)] },
      { id: 2, x: 0, y: 8, width: 8, height: 8, properties: [prop('weapon', 'Machete')] },
      { id: 3, x: 9, y: 1, point: true, properties: [prop('weapon', 'M24')] },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.map.weapons).toEqual([
      { x: 2, y: 0, name: 'FN Riot', kind: 'firearm', spareMagazines: 3 },
      { x: 0, y: 1, name: 'Machete', kind: 'melee', spareMagazines: 0 },
      { x: 1, y: 0, name: 'M24', kind: 'firearm', spareMagazines: 2 },
    ]);
    // The objects mean something: none is reported as read and not used.
    expect(r.map.report?.ignored.some((i) => i.item.includes('cache'))).toBe(false);
    expect(r.map.warnings.filter((w) => w.includes('weapon'))).toEqual([]);
  });

  it('a map without weapons has none', () => {
    const r = mapWith([{ id: 1, x: 0, y: 0, width: 8, height: 8, properties: [prop('side', 'a')] }]);
    expect(r.ok && r.map.weapons).toBeUndefined();
  });

  it.each([
    ['an unknown weapon', [prop('weapon', 'Shotgun')], /^Object 7 "crate" in layer "cache" has weapon "Shotgun", which is not a firearm or melee weapon of the game \(the closest are "[^"]+", "[^"]+", "[^"]+"\)\.$/],
    ['an empty weapon', [prop('weapon', ' ')], 'Object 7 "crate" in layer "cache" has weapon " "; it must name a firearm or melee weapon of the game, such as "FN Riot" or "Knife".'],
    ['a weapon that is a number', [{ name: 'weapon', type: 'int', value: 12 }], 'Object 7 "crate" in layer "cache" has weapon 12; it must name a firearm or melee weapon of the game, such as "FN Riot" or "Knife".'],
    ['too many spare magazines', [prop('weapon', 'M24'), prop('spareMagazines', 40)], 'Object 7 "crate" in layer "cache" has spareMagazines 40; it must be a whole number from 0 to 9.'],
    ['a fraction of a magazine', [prop('weapon', 'M24'), { name: 'spareMagazines', type: 'float', value: 1.5 }], 'Object 7 "crate" in layer "cache" has spareMagazines 1.5; it must be a whole number from 0 to 9.'],
  ])('refuses the map for %s, in one sentence', (_what, properties, reason) => {
    const r = mapWith([{ id: 7, name: 'crate', x: 8, y: 0, width: 8, height: 8, properties }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    if (typeof reason === 'string') expect(r.reason).toBe(reason);
    else expect(r.reason).toMatch(reason);
  });

  it(`refuses a map that lays more than ${MAP_LIMITS.maxWeapons} weapons`, () => {
    const many = Array.from({ length: MAP_LIMITS.maxWeapons + 1 }, (_, i) => ({ id: i + 1, x: 1, y: 1, point: true, properties: [prop('weapon', 'Knife')] }));
    const r = mapWith(many);
    expect(r.ok ? '' : r.reason).toBe(`The map puts ${MAP_LIMITS.maxWeapons + 1} weapons on the floor; a map may put at most ${MAP_LIMITS.maxWeapons}.`);
    expect(mapWith(many.slice(1)).ok).toBe(true);
  });

  it('leaves out, with a warning, a weapon on an object outside the map', () => {
    const r = mapWith([{ id: 4, x: 100, y: 4, point: true, properties: [prop('weapon', 'Knife')] }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.map.weapons).toBeUndefined();
    expect(r.map.warnings).toContain('Object 4 in layer "cache" lies outside the map; its weapon is left out.');
  });

  it('reads the same from a TMX map, spareMagazines typed int or written as text', async () => {
    const object = (id: number, x: number, spares: string) =>
      `<object id="${id}" x="${x}" y="4"><properties><property name="weapon" value="Dragunov SVD"/><property name="spareMagazines" ${spares}/></properties><point/></object>`;
    const tmx = `<map orientation="orthogonal" width="4" height="2" tilewidth="8" tileheight="8"><objectgroup name="o">${object(1, 4, 'type="int" value="4"')}${object(2, 20, 'value="1"')}</objectgroup></map>`;
    const r = await loadMap('m.tmx', memoryMapSource({ 'm.tmx': tmx }), { strict: true });
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.weapons).toEqual([
      { x: 0, y: 0, name: 'Dragunov SVD', kind: 'firearm', spareMagazines: 4 },
      { x: 2, y: 0, name: 'Dragunov SVD', kind: 'firearm', spareMagazines: 1 },
    ]);
  });
});
