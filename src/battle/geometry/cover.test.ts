import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import type { Cell } from './cells';
import { coverAgainst } from './cover';

function pair(art: string) {
  const { map, units } = mapFromAscii(art);
  const a = units['A']?.[0] as Cell;
  const t = units['T']?.[0] as Cell;
  return coverAgainst(map, a, t);
}

describe('coverAgainst (R-OPS-13)', () => {
  it('R-OPS-13: a partial cover tile next to the target on the line gives +1 difficulty', () => {
    expect(pair('A.....oT')).toEqual({
      lineOfFire: true,
      targetCover: 'partial',
      difficultyModifier: 1,
      attackerBehindCover: false,
      attackerModifier: 0,
    });
  });

  it('R-OPS-13: full cover next to the target gives +2', () => {
    const r = pair(`
      A......
      .......
      .....OT`);
    expect([r.targetCover, r.difficultyModifier]).toEqual(['full', 2]);
  });

  it('R-OPS-13: cover that is not next to the target does not count', () => {
    expect(pair('A..o...T').targetCover).toBe('none');
    expect(pair('A...O..T').difficultyModifier).toBe(0);
  });

  it('R-OPS-13: cover depends on the attacker: the same wall covers against one shooter, not another', () => {
    const fromWest = pair(`
      ......
      ......
      A...oT`);
    const fromNorth = pair(`
      .....A
      ......
      ....oT`);
    expect(fromWest.targetCover).toBe('partial');
    expect(fromNorth.targetCover).toBe('none');
  });

  it('R-OPS-13: the best single tile counts, cover does not add up', () => {
    expect(pair('AO.o.oT').difficultyModifier).toBe(1);
    expect(pair('Ao...OT').targetCover).toBe('full');
  });

  it('R-OPS-13: an attacker whose line passes cover next to it is behind cover: -1 to hit', () => {
    const r = pair('Ao.....T');
    expect([r.attackerBehindCover, r.attackerModifier, r.targetCover]).toEqual([true, -1, 'none']);
  });

  it('R-OPS-13: a blocking tile anywhere on the line means no shot', () => {
    expect(pair('A..#..T').lineOfFire).toBe(false);
    expect(pair('A..+..T').lineOfFire).toBe(false);
  });

  it('R-OPS-13: adjacent units have no tile between them, so no cover either way', () => {
    expect(pair('oATo')).toMatchObject({ targetCover: 'none', attackerBehindCover: false, lineOfFire: true });
  });

  it('R-OPS-13: on a tie the line passes the gap, so the lesser cover of the two cells counts', () => {
    // From (0,0) to (4,1) the line crosses x = 3 at y = 0.75 and x = 2 exactly between rows 0 and 1.
    expect(pair(`
      A.O..
      ..o.T`).targetCover).toBe('none');
    expect(pair(`
      A....
      ...OT`).targetCover).toBe('full');
  });
});
