import { newDoc, type MakerDoc } from '../doc';
import { makeGrid } from '../grid';
import { kindById } from '../kinds';
import { EditBuilder, lineCells, paintCells, rectCells, type Paint } from '../paint';

/**
 * The test picture (test/fixtures/maker/floor-plan.png) painted by hand the way the e2e test and
 * the docs do it: outer walls, a closed, an open and a locked door, cover, blocks, light, two spawn
 * zones, an objective and an exit. test/fixtures/maker/tiled/ holds what the maker writes for it,
 * and Tiled 1.8's own re-saves of that.
 */
export function floorPlanDoc(): MakerDoc {
  const grid = makeGrid({ width: 1200, height: 900 }, { cell: 48, offsetX: 17, offsetY: 11, metersPerCell: 2 });
  if (typeof grid === 'string') throw new Error(grid);
  const doc = newDoc('Floor plan', { width: 1200, height: 900 }, grid);
  const b = new EditBuilder(doc);
  const k = (id: string): Paint => {
    const kind = kindById(id);
    if (!kind) throw new Error(id);
    return { kind };
  };
  paintCells(b, doc, rectCells({ x: 1, y: 1 }, { x: 22, y: 16 }, grid, true), k('wall'));
  paintCells(b, doc, lineCells({ x: 9, y: 1 }, { x: 9, y: 16 }), k('wall'));
  paintCells(b, doc, [{ x: 9, y: 5 }], k('door-closed'));
  paintCells(b, doc, [{ x: 9, y: 12 }], k('door-open'));
  paintCells(b, doc, [{ x: 1, y: 13 }], k('door-locked'));
  paintCells(b, doc, [{ x: 2, y: 10 }, { x: 3, y: 10 }, { x: 2, y: 11 }], k('partial'));
  paintCells(b, doc, [{ x: 12, y: 13 }, { x: 19, y: 6 }], k('full'));
  paintCells(b, doc, lineCells({ x: 17, y: 2 }, { x: 19, y: 2 }), k('blocks-move'));
  paintCells(b, doc, [{ x: 13, y: 4 }], k('blocks-sight'));
  paintCells(b, doc, rectCells({ x: 10, y: 11 }, { x: 21, y: 15 }, grid), k('light-dim'));
  paintCells(b, doc, rectCells({ x: 2, y: 12 }, { x: 8, y: 15 }, grid), k('light-dark'));
  paintCells(b, doc, rectCells({ x: 2, y: 2 }, { x: 4, y: 4 }, grid), k('spawn-a'));
  paintCells(b, doc, rectCells({ x: 18, y: 12 }, { x: 20, y: 14 }, grid), k('spawn-b'));
  paintCells(b, doc, rectCells({ x: 12, y: 3 }, { x: 13, y: 5 }, grid), k('objective'));
  paintCells(b, doc, [{ x: 0, y: 13 }, { x: 0, y: 14 }], k('exit'));
  return doc;
}
