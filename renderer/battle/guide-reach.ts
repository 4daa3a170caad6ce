/**
 * The cells the acting unit can walk to, as a box the first-battle guide can ring (renderer/guide:
 * its Move step points at `[data-guide="reach"]` before the whole map). The map is a canvas, so the
 * table keeps an invisible element over those cells' bounding box, in the map host's own pixels,
 * cut to the part of the map on screen; it is taken out when there is nothing to walk to or the
 * cells are off screen.
 */
import { worldToScreen, type Camera, type GridGeometry, type Viewport } from '../table/coords';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The screen box (map host pixels) round `cells` under the camera, cut to the view; null when none is on screen. */
export function reachBox(cells: ReadonlySet<number> | null, grid: GridGeometry, cam: Camera, view: Viewport): Box | null {
  if (!cells || cells.size === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const i of cells) {
    const cx = i % grid.width;
    const cy = Math.floor(i / grid.width);
    x0 = Math.min(x0, cx);
    y0 = Math.min(y0, cy);
    x1 = Math.max(x1, cx + 1);
    y1 = Math.max(y1, cy + 1);
  }
  const a = worldToScreen(cam, view, { x: x0 * grid.cell, y: y0 * grid.cell });
  const b = worldToScreen(cam, view, { x: x1 * grid.cell, y: y1 * grid.cell });
  const l = Math.max(0, a.x);
  const t = Math.max(0, a.y);
  const r = Math.min(view.width, b.x);
  const btm = Math.min(view.height, b.y);
  if (r - l < 4 || btm - t < 4) return null;
  return { x: l, y: t, w: r - l, h: btm - t };
}

/** The invisible element over the walk cells inside `host` (the map's host, a positioned box). */
export function guideReach(host: HTMLElement, grid: GridGeometry, camera: () => Camera): (cells: ReadonlySet<number> | null) => void {
  const el = document.createElement('div');
  el.dataset.guide = 'reach';
  el.setAttribute('aria-hidden', 'true');
  el.style.cssText = 'position:absolute;pointer-events:none;visibility:hidden;';
  let last: ReadonlySet<number> | null = null;
  const place = (): void => {
    const box = reachBox(last, grid, camera(), { width: host.clientWidth, height: host.clientHeight });
    if (!box) {
      el.remove();
      return;
    }
    Object.assign(el.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` });
    if (!el.isConnected) host.append(el);
  };
  // A new size of the map (the window, the UI scale) moves the cells on screen: placed again
  // (the map's own observer, made first, has set its camera by then; the guide re-places on its next frame).
  new ResizeObserver(place).observe(host);
  return (cells) => {
    last = cells;
    place();
  };
}
