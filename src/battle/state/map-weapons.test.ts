import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPath } from '../geometry/movement';
import { loadTiledMap } from '../map/load-tiled-map';
import type { BattleMap } from '../map/types';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { createBattle } from './setup';

const MAPS = join(__dirname, '../../../maps');

function shipped(file: string): BattleMap {
  const path = join(MAPS, file);
  const r = loadTiledMap(readFileSync(path, 'utf8'), { tilesets: (source) => readFileSync(resolve(dirname(path), source), 'utf8') });
  if (!r.ok) throw new Error(`${file}: ${r.reason}`);
  return r.map;
}

/** An 8x1 corridor of open ground (2 m cells) with a shotgun (three spare magazines) in cell 1 and a knife in cell 6. */
function corridor(): BattleMap {
  const r = loadTiledMap({
    orientation: 'orthogonal',
    width: 8,
    height: 1,
    tilewidth: 8,
    tileheight: 8,
    properties: [{ name: 'metersPerTile', type: 'float', value: 2 }],
    tilesets: [{ firstgid: 1, name: 't', tilecount: 1, columns: 1, tilewidth: 8, tileheight: 8, image: 't.png' }],
    layers: [
      { type: 'tilelayer', name: 'g', width: 8, height: 1, data: [1, 1, 1, 1, 1, 1, 1, 1] },
      {
        type: 'objectgroup',
        name: 'weapons',
        objects: [
          { id: 1, name: 'cache', x: 12, y: 4, point: true, properties: [{ name: 'weapon', type: 'string', value: 'FN Riot' }, { name: 'spareMagazines', type: 'int', value: 3 }] },
          { id: 2, x: 48, y: 0, width: 8, height: 8, properties: [{ name: 'weapon', type: 'string', value: 'knife' }] },
        ],
      },
    ],
  });
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

function battleOn(map: BattleMap, seed: string) {
  const made = createBattle(map, {
    mapName: 'corridor',
    seed,
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ character: operative('a', {}, { Shotgun: 2 }), gear: { firearms: [{ name: 'Glock 17' }] }, cell: { x: 0, y: 0 } }] },
      { id: 'b', name: 'B', controller: { kind: 'human', seat: 1 }, combatants: [{ character: operative('b'), gear: RIFLEMAN, cell: { x: 4, y: 0 } }] },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return new Steps(made.state, map);
}

describe('weapons the map puts on the floor (R-OPS-34)', () => {
  it('R-OPS-34: the set-up lays them on the floor: a firearm loaded with its standard magazine, its spares with it; a melee weapon', () => {
    const s = battleOn(corridor(), 'floor');
    expect(s.state.floor).toEqual([
      {
        kind: 'firearm',
        cell: { x: 1, y: 0 },
        weapon: { name: 'FN Riot', ammo: s.state.floor[0]?.kind === 'firearm' ? s.state.floor[0].weapon.ammo : '', magazine: 5, loaded: 5, spares: 3, scope: false, laserSight: false, foldingStock: false, firedRound: null, partials: [] },
      },
      { kind: 'melee', cell: { x: 6, y: 0 }, name: 'Knife' },
    ]);
    // Nobody carries them: the units start with their own gear only.
    expect(s.state.units.map((u) => u.weapons.map((w) => w.name))).toEqual([['Glock 17'], ['M16a1']]);
  });

  it('R-OPS-34: a unit beside the map\'s shotgun picks it up (the action), has it in hand, and fires it the next round', () => {
    const s = battleOn(corridor(), 'pick-up');
    s.startWith({ a1: 3, b1: 0 });
    const events = s.ok({ type: 'unit.pick-up', unit: 'a1', item: 0 });
    expect(events[0]).toEqual({ type: 'unit.picked-up', unit: 'a1', item: 'FN Riot' });
    expect(s.unit('a1').weapons.map((w) => [w.name, w.loaded, w.spares])).toEqual([
      ['Glock 17', 17, 2],
      ['FN Riot', 5, 3],
    ]);
    expect(s.unit('a1').weapon).toBe(1);
    expect(s.unit('a1').turn.acted).toBe(true);
    expect(s.state.floor.map((f) => f.kind)).toEqual(['melee']);
    expect(s.no({ type: 'unit.pick-up', unit: 'a1', item: 0 })).toBe('a has already acted this round.');
    s.passRound();
    s.startWith({ a1: 3, b1: 0 });
    // The knife lies out of reach (cell 6; a1 stands in cell 0).
    expect(s.no({ type: 'unit.pick-up', unit: 'a1', item: 0 })).toBe("The Knife is not within a's reach.");
    s.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    // b1 is asked whether it dodges (R-OPS-14): it takes the shot.
    if (s.state.prompt) s.ok({ type: 'unit.defend', unit: 'b1', defence: 'none' });
    const fired = s.of('unit.fired');
    expect(fired.map((e) => [e.unit, e.weapon])).toEqual([['a1', 'FN Riot']]);
    expect(s.unit('a1').weapons[1]?.loaded).toBe(4);
  });

  it.each([
    ['compound.tmj', [{ x: 36, y: 59, name: 'FN Riot', loaded: 5 }]],
    ['warehouse.tmj', [{ x: 26, y: 29, name: 'FN Riot', loaded: 5 }, { x: 33, y: 30, name: 'FN Riot', loaded: 5 }]],
  ])('R-OPS-34: the shipped %s lays its cache on the floor at set-up, each within reach of open ground the squads can walk to', (file, expected) => {
    const map = shipped(file);
    expect(map.weapons?.map((w) => ({ x: w.x, y: w.y, name: w.name }))).toEqual(expected.map((w) => ({ x: w.x, y: w.y, name: w.name })));
    const made = createBattle(map, {
      mapName: file,
      seed: 'cache',
      sides: ['a', 'b'].map((id) => ({ id, name: id, controller: { kind: 'computer' as const, level: 'veteran' as const }, combatants: [{ character: operative(id), gear: RIFLEMAN }] })),
    });
    if (!made.ok) throw new Error(made.reason);
    expect(made.state.floor.map((f) => (f.kind === 'firearm' ? [f.cell.x, f.cell.y, f.weapon.name, f.weapon.loaded, f.weapon.spares] : []))).toEqual(
      expected.map((w) => [w.x, w.y, w.name, w.loaded, 2]),
    );
    const start = map.spawnZones.find((z) => z.side === 'a');
    if (!start) throw new Error('no side a');
    for (const w of expected) {
      const beside = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => ({ x: w.x + dx, y: w.y + dy }))).filter((c) => map.cells.blocksMove[c.y * map.width + c.x] === 0);
      expect(beside.some((c) => findPath(map, { x: start.x, y: start.y }, c) !== undefined), `${w.name} at ${w.x},${w.y}`).toBe(true);
    }
  });
});
