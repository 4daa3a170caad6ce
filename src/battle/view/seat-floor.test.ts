import { describe, expect, it } from 'vitest';
import { loadTiledMap } from '../map/load-tiled-map';
import type { BattleMap } from '../map/types';
import { flowAt } from '../round/step';
import { createBattle } from '../state/setup';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { seatActions, seatCommands } from './seat-actions';
import { seatView } from './seat-view';
import { ALL_SEEING, sidesViewer } from './viewer';

/**
 * A 10x3 room of open ground (2 m cells) cut by a wall at x = 5: a shotgun lies behind the wall
 * at (7, 1) (the floor's item 0) and a knife at (2, 1), beside side a's unit at (1, 1) (item 1).
 */
function room(): BattleMap {
  const wall = (x: number) => (x === 5 ? 2 : 1);
  const r = loadTiledMap({
    orientation: 'orthogonal',
    width: 10,
    height: 3,
    tilewidth: 8,
    tileheight: 8,
    properties: [{ name: 'metersPerTile', type: 'float', value: 2 }],
    tilesets: [
      {
        firstgid: 1,
        name: 't',
        tilecount: 2,
        columns: 2,
        tilewidth: 8,
        tileheight: 8,
        image: 't.png',
        tiles: [{ id: 1, properties: [{ name: 'blocksSight', type: 'bool', value: true }, { name: 'blocksMove', type: 'bool', value: true }] }],
      },
    ],
    layers: [
      { type: 'tilelayer', name: 'g', width: 10, height: 3, data: [0, 1, 2].flatMap(() => Array.from({ length: 10 }, (_, x) => wall(x))) },
      {
        type: 'objectgroup',
        name: 'weapons',
        objects: [
          { id: 1, x: 7 * 8 + 4, y: 12, point: true, properties: [{ name: 'weapon', type: 'string', value: 'FN Riot' }] },
          { id: 2, x: 2 * 8 + 4, y: 12, point: true, properties: [{ name: 'weapon', type: 'string', value: 'knife' }] },
        ],
      },
    ],
  });
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

function battle(map: BattleMap): Steps {
  const made = createBattle(map, {
    mapName: 'room',
    seed: 'seat-floor',
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ character: operative('a'), gear: { firearms: [{ name: 'Glock 17' }] }, cell: { x: 1, y: 1 } }] },
      { id: 'b', name: 'B', controller: { kind: 'human', seat: 1 }, combatants: [{ character: operative('b'), gear: RIFLEMAN, cell: { x: 8, y: 1 } }] },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return new Steps(made.state, map);
}

describe('the weapons on the floor in a seat view (R-OPS-34)', () => {
  it('R-OPS-34: a seat knows only the weapons in its sight: the shotgun behind the wall is in no part of its view', () => {
    const map = room();
    const s = battle(map);
    s.startWith({ a1: 3, b1: 0 });
    const view = seatView(flowAt(s.state, map), sidesViewer('a'), null);
    expect(view.known.floor.map((f) => f.cell)).toEqual([{ x: 2, y: 1 }]);
    expect(view.floor).toEqual(view.known.floor);
    expect(view.floorAt).toEqual([1]);
    expect(JSON.stringify(view)).not.toContain('FN Riot');
    // The all-seeing viewer (the GM) knows both, at their own numbers.
    const gm = seatView(flowAt(s.state, map), ALL_SEEING, null);
    expect(gm.known.floor.length).toBe(2);
    expect(gm.floorAt).toEqual([0, 1]);
  });

  it('R-OPS-34: the pick-up a seat is offered names the weapon by the battle\'s own number, and picks up that weapon', () => {
    const map = room();
    const s = battle(map);
    s.startWith({ a1: 3, b1: 0 });
    const view = seatView(flowAt(s.state, map), sidesViewer('a'), null);
    const legal = seatActions(view, map, 'a1');
    if ('rejected' in legal) throw new Error(legal.rejected);
    expect(legal.pickUp).toEqual([{ item: 1, name: 'Knife' }]);
    expect(seatCommands(view, map, 'a1').filter((c) => c.type === 'unit.pick-up')).toEqual([{ type: 'unit.pick-up', unit: 'a1', item: 1 }]);
    expect(s.ok({ type: 'unit.pick-up', unit: 'a1', item: 1 })[0]).toEqual({ type: 'unit.picked-up', unit: 'a1', item: 'Knife' });
    expect(s.state.floor.map((f) => f.cell)).toEqual([{ x: 7, y: 1 }]);
  });
});
