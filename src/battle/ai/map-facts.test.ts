import { describe, expect, it } from 'vitest';
import { rangeDifficulty } from '../../ops/combat/range';
import { findAmmo, findFirearm } from '../../ops/data/firearms';
import { distanceMeters } from '../geometry/distance';
import { mapFromAscii } from '../map/ascii-map';
import { mapFacts } from './map-facts';

describe('the AI map facts', () => {
  it('R-OPS-12: distance by offset equals rangedInput\'s rounded distance for every offset, signs included', () => {
    const { map } = mapFromAscii(Array.from({ length: 90 }, () => '.'.repeat(120)), { metersPerTile: 1.5 });
    const facts = mapFacts(map);
    const wrong: string[] = [];
    for (let dy = -(map.height - 1); dy < map.height; dy++) {
      for (let dx = -(map.width - 1); dx < map.width; dx++) {
        const a = { x: dx < 0 ? -dx : 0, y: dy < 0 ? -dy : 0 };
        const b = { x: a.x + dx, y: a.y + dy };
        const want = Math.round(distanceMeters(map, a, b) * 100) / 100;
        if (facts.meters(Math.abs(dy) * map.width + Math.abs(dx)) !== want) wrong.push(`${dx},${dy}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each cell the best cover among its eight neighbours, block counting as full', () => {
    const { map } = mapFromAscii(`
      .....
      .o...
      ....#
      .....`);
    const facts = mapFacts(map);
    const near = Array.from({ length: map.width * map.height }, (_, i) => facts.coverNear(i));
    // The low wall (partial) at (1,1) and the wall (block, counted as full) at (4,2); a cell's own tile does not count.
    expect(near).toEqual([
      1, 1, 1, 0, 0,
      1, 0, 1, 2, 2,
      1, 1, 1, 2, 0,
      0, 0, 0, 2, 2,
    ]);
  });

  it('R-OPS-12: gives the range level of a shot at every offset, -1 beyond range or sight', () => {
    const { map } = mapFromAscii(Array.from({ length: 50 }, () => '.'.repeat(70)));
    const gun = findFirearm('M16a1');
    if (!gun.ok) throw new Error(gun.reason);
    const ammo = findAmmo(gun.value, gun.value.ammo[0]?.name ?? '');
    if (!ammo.ok) throw new Error(ammo.reason);
    const bands = ammo.value.ranges;
    for (const sight of [40, Infinity]) {
      const levels = mapFacts(map).rangeLevels(bands, sight);
      const wrong: number[] = [];
      for (let offset = 0; offset < map.width * map.height; offset++) {
        const m = mapFacts(map).meters(offset);
        const level = m > sight ? null : rangeDifficulty(bands, m);
        if (levels.at(offset) !== (level === null ? -1 : level + 3)) wrong.push(offset);
      }
      expect(wrong).toEqual([]);
    }
  });
});
