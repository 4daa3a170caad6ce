import { describe, expect, it } from 'vitest';
import { mapFromAscii } from './ascii-map';
import { spawnCells } from './spawn';

describe('spawnCells', () => {
  it('lists the standable cells of a side, overlapping zones once, walls left out', () => {
    const { map } = mapFromAscii(['....', '.#..', '....'], {
      spawnZones: [
        { side: 'a', x: 0, y: 0, w: 2, h: 2 },
        { side: 'a', x: 1, y: 1, w: 2, h: 1 },
        { side: 'b', x: 3, y: 2, w: 1, h: 1 },
      ],
    });
    expect(spawnCells(map, 'a')).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 2, y: 1 },
    ]);
    expect(spawnCells(map, 'b')).toEqual([{ x: 3, y: 2 }]);
    expect(spawnCells(map, 'c')).toEqual([]);
  });
});
