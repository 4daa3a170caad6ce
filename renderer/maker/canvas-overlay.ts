import type { PictureGrid } from '../../src/maker';

/**
 * What the maker draws in screen space over the picture (maker-canvas.ts keeps one canvas for it,
 * drawn again when the camera or these change): the margins outside the map's whole cells shaded,
 * the grid as thin lines (left out where cells are under 4 px on screen), the map's edge in amber;
 * then the cell cursor and a box being dragged for the grid.
 */
type ToScreen = (x: number, y: number) => { x: number; y: number };

export function drawGridOverlay(
  ctx: CanvasRenderingContext2D,
  view: { width: number; height: number },
  grid: PictureGrid,
  picture: { width: number; height: number },
  toScreen: ToScreen,
  zoom: number,
  gridShown: boolean,
): void {
  const { width, height } = view;
  const a = toScreen(grid.offsetX, grid.offsetY);
  const b = toScreen(grid.offsetX + grid.columns * grid.cell, grid.offsetY + grid.rows * grid.cell);
  const p0 = toScreen(0, 0);
  const p1 = toScreen(picture.width, picture.height);
  ctx.fillStyle = 'rgba(8, 10, 14, 0.62)';
  ctx.fillRect(p0.x, p0.y, p1.x - p0.x, a.y - p0.y);
  ctx.fillRect(p0.x, b.y, p1.x - p0.x, p1.y - b.y);
  ctx.fillRect(p0.x, a.y, a.x - p0.x, b.y - a.y);
  ctx.fillRect(b.x, a.y, p1.x - b.x, b.y - a.y);
  const step = grid.cell * zoom;
  if (gridShown && step >= 4) {
    ctx.strokeStyle = 'rgba(232, 237, 242, 0.45)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    const x0 = Math.max(0, Math.floor((0 - a.x) / step));
    const x1 = Math.min(grid.columns, Math.ceil((width - a.x) / step));
    const y0 = Math.max(0, Math.floor((0 - a.y) / step));
    const y1 = Math.min(grid.rows, Math.ceil((height - a.y) / step));
    for (let x = x0; x <= x1; x++) {
      const sx = Math.round(a.x + x * step) + 0.5;
      ctx.moveTo(sx, Math.max(a.y, 0));
      ctx.lineTo(sx, Math.min(b.y, height));
    }
    for (let y = y0; y <= y1; y++) {
      const sy = Math.round(a.y + y * step) + 0.5;
      ctx.moveTo(Math.max(a.x, 0), sy);
      ctx.lineTo(Math.min(b.x, width), sy);
    }
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(242, 169, 0, 0.9)';
  ctx.lineWidth = 1;
  ctx.strokeRect(Math.round(a.x) + 0.5, Math.round(a.y) + 0.5, Math.round(b.x - a.x), Math.round(b.y - a.y));
}

export function drawMarks(
  ctx: CanvasRenderingContext2D,
  grid: PictureGrid,
  toScreen: ToScreen,
  zoom: number,
  cursor: { x: number; y: number } | undefined,
  box: { x0: number; y0: number; x1: number; y1: number } | undefined,
): void {
  const step = grid.cell * zoom;
  if (cursor) {
    const c = toScreen(grid.offsetX + cursor.x * grid.cell, grid.offsetY + cursor.y * grid.cell);
    ctx.strokeStyle = '#f2a900';
    ctx.lineWidth = 2;
    ctx.strokeRect(c.x + 1, c.y + 1, step - 2, step - 2);
  }
  if (box) {
    const s = toScreen(box.x0, box.y0);
    const e = toScreen(box.x1, box.y1);
    ctx.strokeStyle = '#56b4e9';
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 2;
    ctx.strokeRect(s.x, s.y, e.x - s.x, e.y - s.y);
    ctx.setLineDash([]);
  }
}
