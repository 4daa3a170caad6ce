import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import { COVER_NONE } from '../map/types';
import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { coverAgainst } from './cover';
import { cachedFireCover } from './fire-cache';
import { FIRE_BEHIND_COVER, FIRE_CLEAR, fireCover, fireCoverCode, reverseFireCover } from './fire-cover';
import { lineSteps } from './line';
import { lineOfFire } from './sight';

/** cover.ts's original two-walk reading of R-OPS-13, kept as the oracle. */
function referenceCover(map: BattleMap, attacker: Cell, target: Cell) {
  const steps = lineSteps(attacker, target);
  const coverAt = (i: number): number => {
    const step = steps[i];
    if (!step) return COVER_NONE;
    const c1 = map.cells.cover[step.a.y * map.width + step.a.x] ?? COVER_NONE;
    if (!step.b) return c1;
    return Math.min(c1, map.cells.cover[step.b.y * map.width + step.b.x] ?? COVER_NONE);
  };
  return { lineOfFire: lineOfFire(map, attacker, target), near: Math.min(coverAt(steps.length - 1), 2), behind: coverAt(0) > COVER_NONE };
}

const TILES = ['.', '.', '.', '.', '#', 'o', 'O', '"', '~', '+'] as const;

describe('fireCover (the AI hot path of R-OPS-13)', () => {
  it('R-OPS-13: equals lineOfFire and the two-walk cover reading (and coverAgainst, the cache, the reverse) for every pair of cells on random maps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 13 }),
        fc.array(fc.nat(TILES.length - 1), { minLength: 169, maxLength: 169 }),
        (w, h, tiles) => {
          const rows: string[] = [];
          for (let y = 0; y < h; y++) rows.push(Array.from({ length: w }, (_, x) => TILES[tiles[y * w + x] ?? 0]).join(''));
          const { map } = mapFromAscii(rows);
          const wrong: string[] = [];
          for (let a = 0; a < w * h; a++) {
            for (let b = 0; b < w * h; b++) {
              const from = { x: a % w, y: Math.floor(a / w) };
              const to = { x: b % w, y: Math.floor(b / w) };
              const want = referenceCover(map, from, to);
              const got = fireCover(map, from.x, from.y, to.x, to.y);
              const cover = coverAgainst(map, from, to);
              const same =
                (got & FIRE_CLEAR) !== 0 === want.lineOfFire &&
                fireCoverCode(got) === want.near &&
                (got & FIRE_BEHIND_COVER) !== 0 === want.behind &&
                fireCover(map, from.x, from.y, to.x, to.y, true) === (want.lineOfFire ? got : 0) &&
                cover.lineOfFire === want.lineOfFire &&
                cover.difficultyModifier === want.near &&
                cover.attackerBehindCover === want.behind &&
                reverseFireCover(got) === fireCover(map, to.x, to.y, from.x, from.y) &&
                cachedFireCover(map, a, b) === got;
              if (!same) wrong.push(`(${from.x},${from.y})->(${to.x},${to.y}) got ${got} want ${JSON.stringify(want)}`);
            }
          }
          expect(wrong, rows.join('\n')).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('R-OPS-13: packs partial cover next to the target and the attacker leaning out', () => {
    const { map } = mapFromAscii('Ao...oT');
    expect(fireCover(map, 0, 0, 6, 0)).toBe(FIRE_CLEAR | (1 << 1) | FIRE_BEHIND_COVER | (1 << 4));
    expect(fireCover(map, 0, 0, 6, 0, true)).toBe(FIRE_CLEAR | (1 << 1) | FIRE_BEHIND_COVER | (1 << 4));
    const walled = mapFromAscii('A..#..T').map;
    expect(fireCover(walled, 0, 0, 6, 0, true)).toBe(0);
  });

  it('R-OPS-13: the remembered answers stay right as the table grows past its bound and starts over', () => {
    const rows = Array.from({ length: 30 }, (_, y) => Array.from({ length: 40 }, (_, x) => ((x * 7 + y * 13) % 11 === 0 ? 'o' : (x * 3 + y * 5) % 17 === 0 ? '#' : '.')).join(''));
    const { map } = mapFromAscii(rows);
    const n = map.width * map.height;
    let wrong = 0;
    // 1.44 million pairs: more than the table holds, so it doubles up to its bound and empties once.
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const got = cachedFireCover(map, a, b);
        if (got !== fireCover(map, a % 40, Math.floor(a / 40), b % 40, Math.floor(b / 40))) wrong++;
      }
    }
    for (let a = 0; a < n; a += 7) {
      for (let b = 0; b < n; b += 5) if (cachedFireCover(map, a, b) !== fireCover(map, a % 40, Math.floor(a / 40), b % 40, Math.floor(b / 40))) wrong++;
    }
    expect(wrong).toBe(0);
  });
});
