import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../../src/battle/map';
import { rulerSpec, sightLines } from './measure';
import { rulerText } from './range-bands';
import { NO_STATES, type TableView, type UnitView } from './view-model';

const { map, units } = mapFromAscii(`
  A....oB
  .......
  ..###..
  .....C.
`);
const cell = (k: string): { x: number; y: number } => {
  const c = units[k]?.[0];
  if (!c) throw new Error(k);
  return c;
};
const unit = (id: string, side: number, k: string): UnitView => ({ id, codeName: id, side, ...cell(k), facing: 90, wound: 'none', states: NO_STATES });
const view: TableView = {
  units: [unit('a', 0, 'A'), unit('b', 1, 'B'), unit('c', 1, 'C')],
  sides: [
    { name: 'Blue', letter: 'A' },
    { name: 'Red', letter: 'B' },
  ],
  selectedId: 'a',
  actingId: 'a',
  weapon: { name: 'Pistol', bands: [2, 3, 5, 10, 20, 40, 80] },
  visibility: new Map(),
  viewer: 'gm',
};

describe('measuring', () => {
  it('R-OPS-12: the ruler from the selected unit reads meters and the band', () => {
    const spec = rulerSpec(map, view, { kind: 'selected' }, cell('B'));
    expect(spec?.meters).toBe(12);
    expect(spec && rulerText(spec.meters, spec.bands)).toBe('12.0 m · Fair (0)');
  });

  it('measures between any two points', () => {
    const spec = rulerSpec(map, view, { kind: 'anchor', from: { x: 0, y: 3 } }, { x: 3, y: 3 });
    expect(spec?.meters).toBe(6);
    expect(rulerSpec(map, view, { kind: 'off' }, { x: 1, y: 1 })).toBeNull();
  });

  it('R-OPS-13: draws a line to each enemy in sight, amber through cover, none through walls', () => {
    const lines = sightLines(map, view);
    expect(lines.map((l) => l.to)).toEqual([cell('B')]);
    expect(lines[0]?.stretches.map((s) => s.kind)).toEqual(['clear', 'cover', 'clear']);
    expect(lines[0]?.targetCover).toBe('partial');
  });
});
