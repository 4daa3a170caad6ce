/**
 * The cell under the pointer, for the attack preview on hover. The map view
 * tracks its own hover for drawing; the screen reads the same geometry from renderer/table/coords.
 */
import type { BattleMap } from '../../src/battle/map';
import { cellAtScreen, type Point } from '../table/coords';
import type { TableMap } from '../table/table-map';

export function hoverCell(view: TableMap, map: BattleMap, onCell: (cell: Point | null) => void): () => void {
  const host = view.element;
  let last: Point | null = null;
  const emit = (cell: Point | null): void => {
    if (cell?.x === last?.x && cell?.y === last?.y) return;
    last = cell;
    onCell(cell);
  };
  const move = (e: PointerEvent): void => {
    // The host is the map's viewport (its canvas overhangs it and slides: renderer/table/canvas-slide.ts).
    const r = host.getBoundingClientRect();
    emit(cellAtScreen({ width: map.width, height: map.height, cell: map.tileWidth }, view.camera(), { width: r.width, height: r.height }, { x: e.clientX - r.left, y: e.clientY - r.top }));
  };
  const leave = (): void => emit(null);
  host.addEventListener('pointermove', move);
  host.addEventListener('pointerleave', leave);
  return () => {
    host.removeEventListener('pointermove', move);
    host.removeEventListener('pointerleave', leave);
  };
}
