/**
 * Panning without redrawing. In software WebGL (SwiftShader: no GPU, as on CI) a redraw of the
 * map's Pixi canvas costs far more than the page's main thread shows: the GPU process fills the
 * canvas on the CPU, then reads it back for the software compositor, every frame (profiled in
 * test/bench/table-fps: 256x256 map, 60 tokens, overlays on, 1280x720: ~16 ms of GPU-process and
 * ~10 ms of renderer CPU per frame with a redraw, ~5 + ~5 without one, for 1.5-2 ms of main thread).
 *
 * So the canvas overhangs the map by a margin on every side and, while only the camera moves (no
 * zoom, no change of what is drawn), the frame slides the last drawn canvas by one CSS transform,
 * as the terrain chunks are moved (terrain-layer.ts placeDom): the compositor moves it, nothing is
 * drawn. It is drawn again when its content or the zoom changes, or when the slide would bare an
 * edge. Pure: table-map.ts applies the step.
 */

/** CSS pixels the canvas reaches past the map on each side (even: whole device pixels at 150%). */
export const SLIDE_MARGIN = 192;

/** Where the world sits on screen: its translation (CSS px, on whole device pixels) and scale. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export type SlideStep = { readonly kind: 'slide'; readonly dx: number; readonly dy: number } | { readonly kind: 'draw' };

/**
 * How a frame shows the world at `next`: the canvas drawn at `drawn` slid by (dx, dy) CSS px, or a
 * fresh draw. `margin` is the canvas's overhang (0: every move draws, as the naive baseline does).
 */
export function slideOrDraw(drawn: Placement | null, next: Placement, margin: number, contentChanged: boolean): SlideStep {
  if (contentChanged || drawn === null || drawn.scale !== next.scale) return { kind: 'draw' };
  const dx = next.x - drawn.x;
  const dy = next.y - drawn.y;
  if (Math.abs(dx) > margin || Math.abs(dy) > margin) return { kind: 'draw' };
  return { kind: 'slide', dx, dy };
}
