/**
 * Shapes (Tiled objects, Universal VTT walls) turned into the cells they cover, in cell units
 * (x right, y down; cell (i, j) spans [i, i+1) x [j, j+1)). Areas take the cells whose centre they
 * contain, by scanline (never cell-by-point-in-polygon, whose cost is cells x points); lines and
 * outlines take every cell they pass through. All work is paid for from one budget, so a map of
 * ten thousand map-sized rectangles is refused instead of marking ten billion cells.
 */
export interface Pt {
  readonly x: number;
  readonly y: number;
}

export class WorkBudget {
  private left: number;
  constructor(readonly limit: number) {
    this.left = limit;
  }
  /** False once the budget is spent; callers then refuse the map with one sentence. */
  spend(n: number): boolean {
    this.left -= n;
    return this.left >= 0;
  }
}

export type Mark = (x: number, y: number) => void;

export class TooMuchWork extends Error {}

/** The cells whose centres lie inside the polygon (even-odd rule); its outline when it holds none. */
export function fillPolygon(pts: readonly Pt[], width: number, height: number, budget: WorkBudget, mark: Mark): void {
  if (pts.length < 3) return traceOutline(pts, false, width, height, budget, mark);
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  let minX = Infinity;
  let maxX = -Infinity;
  for (const p of pts) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
  }
  const row0 = Math.max(0, Math.ceil(minY - 0.5));
  const row1 = Math.min(height - 1, Math.ceil(maxY - 0.5) - 1);
  const cols = Math.max(0, Math.min(width, Math.ceil(maxX)) - Math.max(0, Math.floor(minX)));
  // Paid up front, before any row is walked: the rows x edges of the scan and the cells it may mark.
  if (!budget.spend(Math.max(0, row1 - row0 + 1) * (pts.length + cols))) throw new TooMuchWork();
  let filled = 0;
  const xs: number[] = [];
  for (let row = row0; row <= row1; row++) {
    const y = row + 0.5;
    xs.length = 0;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as Pt;
      const b = pts[(i + 1) % pts.length] as Pt;
      if ((a.y <= y && y < b.y) || (b.y <= y && y < a.y)) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
      const c1 = Math.min(width - 1, Math.ceil((xs[k + 1] as number) - 0.5) - 1);
      if (c1 < c0) continue;
      for (let c = c0; c <= c1; c++) mark(c, row);
      filled += c1 - c0 + 1;
    }
  }
  if (filled === 0) traceOutline(pts, true, width, height, budget, mark);
}

/** Every cell a polyline passes through (closed: back to the first point too), its corners included. */
export function traceOutline(pts: readonly Pt[], closed: boolean, width: number, height: number, budget: WorkBudget, mark: Mark): void {
  const n = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < n; i++) traceSegment(pts[i] as Pt, pts[(i + 1) % pts.length] as Pt, width, height, budget, mark);
  for (const p of pts) markVertex(p, width, height, mark);
}

/** The cell at a line's corner: the one right of and below the point (the same bias as traceSegment). */
export function markVertex(p: Pt, width: number, height: number, mark: Mark): void {
  const x = Math.floor(p.x);
  const y = Math.floor(p.y);
  if (x >= 0 && y >= 0 && x < width && y < height) mark(x, y);
}

/**
 * The cells a segment passes through, from its start up to (not into) the cell its end only
 * touches (Amanatides & Woo's grid walk). A segment lying on a grid line takes the cells right of
 * or below that line, whichever way it runs, so the two walls of a corner always meet.
 */
export function traceSegment(a: Pt, b: Pt, width: number, height: number, budget: WorkBudget, mark: Mark): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (!budget.spend(Math.abs(dx) + Math.abs(dy) + 2)) throw new TooMuchWork();
  const start = (v: number, d: number): number => (Number.isInteger(v) && d < 0 ? v - 1 : Math.floor(v));
  let x = start(a.x, dx);
  let y = start(a.y, dy);
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? 1 : -1;
  const tDeltaX = dx === 0 ? Infinity : Math.abs(1 / dx);
  const tDeltaY = dy === 0 ? Infinity : Math.abs(1 / dy);
  let tMaxX = dx === 0 ? Infinity : ((dx > 0 ? x + 1 : x) - a.x) / dx;
  let tMaxY = dy === 0 ? Infinity : ((dy > 0 ? y + 1 : y) - a.y) / dy;
  const limit = Math.ceil(Math.abs(dx)) + Math.ceil(Math.abs(dy)) + 2;
  for (let steps = 0; steps <= limit; steps++) {
    if (x >= 0 && y >= 0 && x < width && y < height) mark(x, y);
    const next = Math.min(tMaxX, tMaxY);
    if (!(next < 1 - 1e-9)) break;
    if (tMaxX < tMaxY - 1e-12) {
      x += stepX;
      tMaxX += tDeltaX;
    } else if (tMaxY < tMaxX - 1e-12) {
      y += stepY;
      tMaxY += tDeltaY;
    } else {
      // Exactly through a corner: take the cell beside it too, so a diagonal wall has no gap.
      if (x + stepX >= 0 && y >= 0 && x + stepX < width && y < height) mark(x + stepX, y);
      x += stepX;
      y += stepY;
      tMaxX += tDeltaX;
      tMaxY += tDeltaY;
    }
  }
}

/** A Tiled rectangle or ellipse as a polygon (in the same units), turned by `rotation` degrees about (x, y). */
export function boxOutline(x: number, y: number, w: number, h: number, ellipse: boolean, rotation: number): Pt[] {
  let pts: Pt[];
  if (ellipse) {
    pts = [];
    for (let i = 0; i < 24; i++) {
      const t = (i / 24) * 2 * Math.PI;
      pts.push({ x: x + w / 2 + (w / 2) * Math.cos(t), y: y + h / 2 + (h / 2) * Math.sin(t) });
    }
  } else {
    pts = [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ];
  }
  return rotation === 0 ? pts : rotate(pts, x, y, rotation);
}

export function rotate(pts: readonly Pt[], ox: number, oy: number, degrees: number): Pt[] {
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return pts.map((p) => ({ x: ox + (p.x - ox) * c - (p.y - oy) * s, y: oy + (p.x - ox) * s + (p.y - oy) * c }));
}
