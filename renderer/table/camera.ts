import type { Camera, Point, Viewport } from './coords';
import { screenToWorld } from './coords';

/**
 * A small camera: pure functions over `Camera` values, so pan, zoom-to-cursor and clamping are
 * unit-tested without Pixi. The map keeps a target camera (where input asks to go) and a shown
 * camera that eases toward it, or jumps when motion is reduced.
 */

export interface CameraLimits {
  readonly worldWidth: number;
  readonly worldHeight: number;
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The screen the camera fills, in CSS pixels. */
  readonly view: Viewport;
}

export const clampZoom = (zoom: number, limits: CameraLimits): number =>
  Math.min(limits.maxZoom, Math.max(limits.minZoom, zoom));

/**
 * How far past the map's edge the view may go, as a share of the screen: enough to bring a unit
 * standing on the edge out from under a panel, not enough to show a screen of nothing.
 */
export const EDGE_SLACK = 0.12;

/** One axis: the centre that keeps the view over the map (centred when the map is the smaller). */
function clampAxis(centre: number, world: number, view: number, zoom: number): number {
  const half = view / 2 / zoom;
  const slack = (view * EDGE_SLACK) / zoom;
  if (2 * half >= world + 2 * slack) return world / 2;
  return Math.min(world - half + slack, Math.max(half - slack, centre));
}

/** Keeps the view over the map: at most EDGE_SLACK of the screen shows past an edge. */
export function clampCamera(cam: Camera, limits: CameraLimits): Camera {
  const zoom = clampZoom(cam.zoom, limits);
  return {
    x: clampAxis(cam.x, limits.worldWidth, limits.view.width, zoom),
    y: clampAxis(cam.y, limits.worldHeight, limits.view.height, zoom),
    zoom,
  };
}

/** Moves the view by screen pixels (a drag of +dx shows what lies to the left). */
export function panByScreen(cam: Camera, dx: number, dy: number, limits: CameraLimits): Camera {
  return clampCamera({ x: cam.x - dx / cam.zoom, y: cam.y - dy / cam.zoom, zoom: cam.zoom }, limits);
}

/** Zooms by `factor`, keeping the world point under `anchor` (screen px) where it is. */
export function zoomAt(cam: Camera, factor: number, anchor: Point, view: Viewport, limits: CameraLimits): Camera {
  const zoom = clampZoom(cam.zoom * factor, limits);
  const before = screenToWorld(cam, view, anchor);
  const after = screenToWorld({ ...cam, zoom }, view, anchor);
  return clampCamera({ x: cam.x + before.x - after.x, y: cam.y + before.y - after.y, zoom }, limits);
}

/** Ease time constant: about 90% of the way in 140 ms. */
const TAU_MS = 60;

/** One frame of easing from `shown` toward `target`; reduced motion jumps straight there. */
export function easeCamera(shown: Camera, target: Camera, dtMs: number, motion: boolean): Camera {
  if (!motion) return target;
  const k = 1 - Math.exp(-Math.max(0, dtMs) / TAU_MS);
  const zoom = Math.exp(Math.log(shown.zoom) + (Math.log(target.zoom) - Math.log(shown.zoom)) * k);
  const next = { x: shown.x + (target.x - shown.x) * k, y: shown.y + (target.y - shown.y) * k, zoom };
  // Snap when the rest is below a tenth of a screen pixel, so the map stops redrawing.
  const settled =
    Math.abs(next.x - target.x) * zoom < 0.1 &&
    Math.abs(next.y - target.y) * zoom < 0.1 &&
    Math.abs(next.zoom - target.zoom) < 1e-4;
  return settled ? target : next;
}

export const sameCamera = (a: Camera, b: Camera): boolean => a.x === b.x && a.y === b.y && a.zoom === b.zoom;
