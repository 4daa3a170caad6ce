import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import type { Cell } from './cells';
import { fieldOfView, VIEW_SEEN } from './fov';
import { sideViews, visibleEnemies, type Viewer } from './visibility';

const art = `
  A....#....
  .....#....
  B.......C.
  .....#...D`;

function setup() {
  const { map, units } = mapFromAscii(art);
  const at = (k: string) => units[k]?.[0] as Cell;
  const viewers: Viewer[] = [
    { id: 'alpha', side: 'a', cell: at('A') },
    { id: 'bravo', side: 'a', cell: at('B') },
    { id: 'charlie', side: 'b', cell: at('C') },
    { id: 'delta', side: 'b', cell: at('D') },
  ];
  return { map, viewers };
}

describe('what each side can see', () => {
  it('R-OPS-13: a side sees an enemy when any of its units has line of sight to it', () => {
    const { map, viewers } = setup();
    const seen = visibleEnemies(map, viewers);
    // alpha sees delta past the wall's end but not charlie; bravo sees charlie along the open row.
    expect(seen.get('a')).toEqual(['charlie', 'delta']);
    expect(seen.get('b')).toEqual(['alpha', 'bravo']);
    expect(visibleEnemies(map, viewers.filter((v) => v.id !== 'bravo')).get('a')).toEqual(['delta']);
  });

  it('respects a sight radius', () => {
    const { map, viewers } = setup();
    expect(visibleEnemies(map, viewers, 3).get('a')).toEqual([]);
  });

  it('a side view is the union of its units fields of view', () => {
    const { map, viewers } = setup();
    const views = sideViews(map, viewers, 20);
    const a = views.get('a');
    const alone = fieldOfView(map, viewers[0]?.cell ?? { x: 0, y: 0 }, 20);
    const bravo = fieldOfView(map, viewers[1]?.cell ?? { x: 0, y: 0 }, 20);
    for (let i = 0; i < map.width * map.height; i++) {
      expect(a?.[i]).toBe((alone[i] ?? 0) | (bravo[i] ?? 0));
    }
    // charlie's cell (8,2) is in side a's view only because bravo sees it
    expect((a?.[2 * map.width + 8] ?? 0) & VIEW_SEEN).toBe(VIEW_SEEN);
    expect((alone[2 * map.width + 8] ?? 0) & VIEW_SEEN).toBe(0);
  });
});
