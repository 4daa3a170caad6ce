/**
 * GM move by drag (issue 13 point 2): Alt + drag a token to any cell. Listened for in the capture
 * phase and stopped there, so the map neither pans nor takes the release as a click on the cell.
 */
import type { BattleMap } from '../../src/battle/map';
import { cellAtScreen, type Point } from '../table/coords';
import type { TableMap } from '../table/table-map';

export function gmDrag(view: TableMap, map: BattleMap, unitAt: (cell: Point) => string | null, drop: (unit: string, to: Point) => void): () => void {
  const host = view.element;
  let dragging: string | null = null;
  const cellOf = (e: PointerEvent): Point | null => {
    const r = host.getBoundingClientRect();
    return cellAtScreen({ width: map.width, height: map.height, cell: map.tileWidth }, view.camera(), { width: r.width, height: r.height }, { x: e.clientX - r.left, y: e.clientY - r.top });
  };
  const down = (e: PointerEvent): void => {
    if (!e.altKey) return;
    const cell = cellOf(e);
    const unit = cell ? unitAt(cell) : null;
    if (!unit) return;
    dragging = unit;
    e.stopPropagation();
    e.preventDefault();
  };
  const up = (e: PointerEvent): void => {
    if (dragging === null) return;
    const unit = dragging;
    dragging = null;
    e.stopPropagation();
    e.preventDefault();
    const cell = cellOf(e);
    if (cell) drop(unit, cell);
  };
  const move = (e: PointerEvent): void => {
    if (dragging !== null) e.stopPropagation();
  };
  host.addEventListener('pointerdown', down, { capture: true });
  host.addEventListener('pointermove', move, { capture: true });
  host.addEventListener('pointerup', up, { capture: true });
  return () => {
    host.removeEventListener('pointerdown', down, { capture: true });
    host.removeEventListener('pointermove', move, { capture: true });
    host.removeEventListener('pointerup', up, { capture: true });
  };
}
