import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../../src/battle/map';
import { describeCell } from './describe-cell';
import { NO_STATES, type TableView } from './view-model';

const { map } = mapFromAscii(['.o#+', '....']);
const view: TableView = {
  units: [
    { id: 'u', codeName: 'Blue Tiger', side: 0, x: 0, y: 1, facing: 0, wound: 'light', states: { ...NO_STATES, dodge: true } },
    { id: 'e', codeName: 'Red Fox', side: 1, x: 3, y: 1, facing: 0, wound: 'none', states: NO_STATES },
  ],
  sides: [
    { name: 'Blue', letter: 'A' },
    { name: 'Red', letter: 'B' },
  ],
  selectedId: 'u',
  actingId: 'u',
  weapon: null,
  visibility: new Map([[0, new Set([0, 1, 2, 3, 4, 5])]]),
  viewer: 0,
};

describe('describeCell', () => {
  it('names the ground, the unit and its states', () => {
    expect(describeCell(map, view, { x: 1, y: 0 })).toBe('Cell 1, 0 · partial cover');
    expect(describeCell(map, view, { x: 2, y: 0 })).toBe('Cell 2, 0 · wall');
    expect(describeCell(map, view, { x: 3, y: 0 })).toBe('Cell 3, 0 · window');
    expect(describeCell(map, view, { x: 0, y: 1 })).toBe('Cell 0, 1 · open ground · Blue Tiger (Blue, light, dodge)');
  });

  it('tells nothing of an enemy out of sight', () => {
    expect(describeCell(map, view, { x: 3, y: 1 })).toBe('Cell 3, 1 · open ground · not in sight');
  });
});
