import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../battle/map/ascii-map';
import { checkDoc } from './check';
import { newDoc } from './doc';
import { makeGrid } from './grid';
import { kindById } from './kinds';
import { EditBuilder, paintCells, rectCells } from './paint';
import { tableChecks, tableCheckWords } from './table-checks';

function doc() {
  const grid = makeGrid({ width: 320, height: 160 }, { cell: 16, offsetX: 0, offsetY: 0, metersPerCell: 2 });
  if (typeof grid === 'string') throw new Error(grid);
  return newDoc('Check', { width: 320, height: 160 }, grid);
}

function paint(d: ReturnType<typeof doc>, id: string, cells: { x: number; y: number }[]): void {
  const kind = kindById(id);
  if (!kind) throw new Error(id);
  paintCells(new EditBuilder(d), d, cells, { kind });
}

describe('the live check: map check on the map as saved, then the table checks', () => {
  it('an empty map: an open field where the sides Blacksite places (none painted) see each other', async () => {
    const r = await checkDoc(doc());
    expect(r.ok).toBe(true);
    expect(r.summary?.cells.blocksMove).toBe(0);
    expect(r.summary?.interpretations.map((i) => i.rule)).toEqual(["spawn zones placed far apart and out of each other's sight, walled-in areas first (the map has too few): sides a, b"]);
    expect(r.findings.map((f) => f.text)).toEqual([
      'No cell blocks movement or sight: the map plays as an open field.',
      'The spawn zones of sides a and b see each other at the start: (19, 6) sees (0, 0), (18, 7) sees (0, 0), (19, 7) sees (0, 0).',
    ]);
  });

  it('two spawn zones in one open room see each other: the warning names cells of both', async () => {
    const d = doc();
    paint(d, 'wall', rectCells({ x: 0, y: 0 }, { x: 19, y: 9 }, d.grid, true));
    paint(d, 'spawn-a', rectCells({ x: 1, y: 1 }, { x: 2, y: 2 }, d.grid));
    paint(d, 'spawn-b', rectCells({ x: 17, y: 7 }, { x: 18, y: 8 }, d.grid));
    const r = await checkDoc(d);
    expect(r.summary?.spawnCells).toEqual({ a: 4, b: 4 });
    const sight = r.findings.find((f) => f.text.startsWith('The spawn zones of sides a and b see each other'));
    expect(sight?.text).toBe('The spawn zones of sides a and b see each other at the start: (1, 1) sees (17, 7), (2, 1) sees (17, 7), (1, 2) sees (17, 7).');
    expect(sight?.cells[0]).toEqual({ x: 1, y: 1 });
  });

  it('a wall between them with a closed door: out of sight, and each side reaches the other through the door', async () => {
    const d = doc();
    paint(d, 'wall', rectCells({ x: 0, y: 0 }, { x: 19, y: 9 }, d.grid, true));
    paint(d, 'wall', rectCells({ x: 10, y: 0 }, { x: 10, y: 9 }, d.grid));
    paint(d, 'door-closed', [{ x: 10, y: 5 }]);
    paint(d, 'spawn-a', rectCells({ x: 1, y: 1 }, { x: 2, y: 2 }, d.grid));
    paint(d, 'spawn-b', rectCells({ x: 17, y: 7 }, { x: 18, y: 8 }, d.grid));
    const r = await checkDoc(d);
    expect(r.findings).toEqual([]);
    // Without the door the sides cannot reach each other.
    paint(d, 'wall', [{ x: 10, y: 5 }]);
    const shut = await checkDoc(d);
    expect(shut.findings.map((f) => f.text)).toEqual(['Side a cannot reach side b: walls or cells that block movement close every way between their spawn zones.']);
  });
});

describe('tableChecks on a battle map', () => {
  it('an open door lets the spawn zones see each other; a closed one does not', () => {
    const art = (door: string) => ['#######', '#a.' + door + '.b#', '#######'];
    const zones = [
      { side: 'a', x: 1, y: 1, w: 1, h: 1 },
      { side: 'b', x: 5, y: 1, w: 1, h: 1 },
    ];
    expect(tableChecks(mapFromAscii(art('/'), { spawnZones: zones }).map).sight).toHaveLength(1);
    expect(tableChecks(mapFromAscii(art('|'), { spawnZones: zones }).map).sight).toEqual([]);
    expect(tableCheckWords(tableChecks(mapFromAscii(art('|'), { spawnZones: zones }).map))).toEqual([]);
  });
});
