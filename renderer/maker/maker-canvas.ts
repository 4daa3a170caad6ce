import { cellAtPixel, layersOfMap, type MakerDoc, type MissionObject } from '../../src/maker';
import { drawGridOverlay, drawMarks } from './canvas-overlay';
import { drawObjectGlyph } from './object-glyphs';
import { clampCamera, panByScreen, zoomAt, type CameraLimits } from '../table/camera';
import type { Camera } from '../table/coords';
import { createPaintCanvas, type PaintCanvas } from './paint-canvas';

/**
 * The maker's map view: the picture is the hero, drawn once; the paint, the base (an edited map's
 * own meaning, dimmed), the suggestions and the shape being dragged are canvases of a few pixels a
 * cell stretched over it, all in one DOM layer moved by a CSS transform (the camera), so panning
 * and zooming redraw nothing. The grid, the cropped margins, the cell cursor and a dragged box are
 * drawn in screen space on one canvas above, again only when the camera or they change.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface CanvasHandlers {
  /** A press on a cell (left button, or Enter on the keyboard cursor). */
  down(cell: Cell, mods: { readonly alt: boolean; readonly shift: boolean }): void;
  /** The pointer (pressed) moves onto another cell. */
  drag(cell: Cell): void;
  up(cell: Cell): void;
  /** A box dragged in picture pixels while the grid tool is on. */
  box(rect: { x0: number; y0: number; x1: number; y1: number }): void;
  /** The cell under the pointer or the keyboard cursor (undefined off the map). */
  hover(cell: Cell | undefined): void;
}

export interface MakerCanvas {
  readonly element: HTMLElement;
  readonly paint: PaintCanvas;
  readonly base: PaintCanvas | undefined;
  /** Suggested wall cells, drawn as outlines (1 = suggested). */
  setSuggestions(cells: Uint8Array | undefined): void;
  /** Cells to point at (a check's finding): a ring around each. */
  setMarks(cells: readonly Cell[]): void;
  /** The shape being dragged (rectangle, line), drawn translucent. */
  setPreview(cells: readonly Cell[]): void;
  /** The mission objects (drawn crisp in screen space), and the one being placed. */
  setObjects(objects: readonly MissionObject[], shown: boolean, pending?: MissionObject): void;
  /** The grid tool: a drag draws a box in picture pixels instead of painting. */
  setBoxMode(on: boolean): void;
  setGridShown(on: boolean): void;
  /** Call after the doc's grid changed: the paint canvases are made again. */
  rebuild(): void;
  /** Fits the map in the view. */
  fit(): void;
  dispose(): void;
}

export interface CanvasOptions {
  readonly doc: () => MakerDoc;
  /** The picture (or an edited map's tile art), drawn over `width` x `height` picture pixels. */
  readonly picture: { readonly source: CanvasImageSource; readonly width: number; readonly height: number } | undefined;
  readonly handlers: CanvasHandlers;
}

const SUGGEST = '#ff2bd6';

export function createMakerCanvas(options: CanvasOptions): MakerCanvas {
  const { doc, handlers } = options;
  const host = document.createElement('div');
  host.className = 'mk-canvas';
  host.tabIndex = 0;
  host.setAttribute('role', 'application');
  host.setAttribute('aria-roledescription', 'map maker canvas');
  host.setAttribute('aria-label', 'Map. Drag to paint with the tool; right-drag or Space-drag pans, the wheel zooms. Keyboard: arrows pan, Shift and arrows move the cell cursor, Enter paints there.');
  const world = document.createElement('div');
  world.className = 'mk-world';
  host.append(world);
  const overlay = document.createElement('canvas');
  overlay.className = 'mk-overlay';
  host.append(overlay);

  const pictureSize = (): { width: number; height: number } => {
    const d = doc();
    return d.picture ?? { width: d.grid.offsetX + d.grid.columns * d.grid.cell, height: d.grid.offsetY + d.grid.rows * d.grid.cell };
  };
  if (options.picture) {
    const { source, width, height } = options.picture;
    if (source instanceof HTMLCanvasElement) {
      source.classList.add('mk-picture');
      source.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;`;
      world.append(source);
    } else {
      const pic = document.createElement('canvas');
      pic.className = 'mk-picture';
      pic.width = width;
      pic.height = height;
      pic.getContext('2d')?.drawImage(source, 0, 0, width, height);
      world.append(pic);
    }
  }

  let paint: PaintCanvas;
  let base: PaintCanvas | undefined;
  let suggest: HTMLCanvasElement;
  let preview: HTMLCanvasElement;
  let marks: HTMLCanvasElement;
  let previewCells: readonly Cell[] = [];
  const place = (el: HTMLCanvasElement): void => {
    const { grid } = doc();
    el.style.cssText = `position:absolute;left:${grid.offsetX}px;top:${grid.offsetY}px;width:${grid.columns * grid.cell}px;height:${grid.columns > 0 ? grid.rows * grid.cell : 0}px;image-rendering:pixelated;pointer-events:none;`;
  };
  const layer = (cls: string): HTMLCanvasElement => {
    const c = document.createElement('canvas');
    c.className = cls;
    c.width = paint.canvas.width;
    c.height = paint.canvas.height;
    place(c);
    return c;
  };
  const build = (): void => {
    for (const el of [...world.querySelectorAll('canvas:not(.mk-picture)')]) el.remove();
    const d = doc();
    const baseLayers = d.base ? layersOfMap(d.base) : undefined;
    base = baseLayers ? createPaintCanvas(doc, (channel, i) => baseLayers[channel][i] ?? 0, 0.55) : undefined;
    paint = createPaintCanvas(doc, (channel, i) => doc().layers[channel][i] ?? 0);
    for (const p of [base, paint]) {
      if (!p) continue;
      place(p.canvas);
      p.draw();
      world.append(p.canvas);
    }
    suggest = layer('mk-suggest-layer');
    preview = layer('mk-preview');
    marks = layer('mk-marks');
    world.append(suggest, preview, marks);
    previewCells = [];
  };
  build();

  // The camera: world = picture pixels.
  let cam: Camera = { x: 0, y: 0, zoom: 1 };
  let gridShown = true;
  let boxMode = false;
  let cursor: Cell | undefined;
  let dragBox: { x0: number; y0: number; x1: number; y1: number } | undefined;
  const view = (): { width: number; height: number } => ({ width: host.clientWidth || 1, height: host.clientHeight || 1 });
  const limits = (): CameraLimits => {
    const size = pictureSize();
    const fitZoom = Math.min(view().width / size.width, view().height / size.height);
    return { worldWidth: size.width, worldHeight: size.height, minZoom: Math.min(0.05, fitZoom * 0.5), maxZoom: 8, view: view() };
  };
  const toWorld = (sx: number, sy: number): { x: number; y: number } => ({ x: (sx - view().width / 2) / cam.zoom + cam.x, y: (sy - view().height / 2) / cam.zoom + cam.y });
  const toScreen = (wx: number, wy: number): { x: number; y: number } => ({ x: (wx - cam.x) * cam.zoom + view().width / 2, y: (wy - cam.y) * cam.zoom + view().height / 2 });

  const drawOverlay = (): void => {
    const { width, height } = view();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    if (overlay.width !== Math.round(width * dpr) || overlay.height !== Math.round(height * dpr)) {
      overlay.width = Math.round(width * dpr);
      overlay.height = Math.round(height * dpr);
      overlay.style.width = `${width}px`;
      overlay.style.height = `${height}px`;
    }
    const ctx = overlay.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const { grid } = doc();
    drawGridOverlay(ctx, { width, height }, grid, pictureSize(), toScreen, cam.zoom, gridShown);
    if (objectsShown) for (const o of objects) drawObject(ctx, o, 1);
    if (pendingObject) drawObject(ctx, pendingObject, 0.6);
    drawMarks(ctx, grid, toScreen, cam.zoom, cursor, dragBox);
  };

  let objects: readonly MissionObject[] = [];
  let objectsShown = true;
  let pendingObject: MissionObject | undefined;
  /** One mission object's glyph (object-glyphs.ts), at its cells' centres on screen. */
  const drawObject = (ctx: CanvasRenderingContext2D, o: MissionObject, alpha: number): void => {
    const { grid } = doc();
    const pts = o.cells.map((c) => toScreen(grid.offsetX + (c.x + 0.5) * grid.cell, grid.offsetY + (c.y + 0.5) * grid.cell));
    drawObjectGlyph(ctx, o, pts, grid.cell * cam.zoom, alpha);
  };

  const apply = (): void => {
    cam = clampCamera(cam, limits());
    const { width, height } = view();
    world.style.transform = `translate(${width / 2 - cam.x * cam.zoom}px, ${height / 2 - cam.y * cam.zoom}px) scale(${cam.zoom})`;
    host.dataset.zoom = cam.zoom.toFixed(3);
    drawOverlay();
  };
  const fit = (): void => {
    const size = pictureSize();
    const { width, height } = view();
    cam = { x: size.width / 2, y: size.height / 2, zoom: Math.min(width / size.width, height / size.height) * 0.96 };
    apply();
  };

  const cellAt = (sx: number, sy: number): Cell | undefined => {
    const w = toWorld(sx, sy);
    return cellAtPixel(doc().grid, w.x, w.y);
  };
  const local = (e: PointerEvent | WheelEvent): { x: number; y: number } => {
    const r = host.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  let pointer: { mode: 'paint' | 'pan' | 'box'; last: { x: number; y: number }; cell?: Cell } | undefined;
  let space = false;
  host.addEventListener('pointerdown', (e) => {
    host.focus({ preventScroll: true });
    const p = local(e);
    try {
      host.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event) cannot be captured; painting works without.
    }
    if (e.button === 1 || e.button === 2 || space) {
      pointer = { mode: 'pan', last: p };
      return;
    }
    if (e.button !== 0) return;
    if (boxMode) {
      const w = toWorld(p.x, p.y);
      dragBox = { x0: w.x, y0: w.y, x1: w.x, y1: w.y };
      pointer = { mode: 'box', last: p };
      drawOverlay();
      return;
    }
    const cell = cellAt(p.x, p.y);
    if (!cell) return;
    pointer = { mode: 'paint', last: p, cell };
    handlers.down(cell, { alt: e.altKey, shift: e.shiftKey });
  });
  host.addEventListener('pointermove', (e) => {
    const p = local(e);
    if (!pointer) {
      const cell = cellAt(p.x, p.y);
      if (cell?.x !== cursor?.x || cell?.y !== cursor?.y) {
        cursor = cell;
        handlers.hover(cell);
        drawOverlay();
      }
      return;
    }
    if (pointer.mode === 'pan') {
      cam = panByScreen(cam, p.x - pointer.last.x, p.y - pointer.last.y, limits());
      pointer.last = p;
      apply();
    } else if (pointer.mode === 'box' && dragBox) {
      const w = toWorld(p.x, p.y);
      dragBox = { ...dragBox, x1: w.x, y1: w.y };
      drawOverlay();
    } else {
      const cell = cellAt(p.x, p.y);
      if (cell && (cell.x !== pointer.cell?.x || cell.y !== pointer.cell?.y)) {
        pointer.cell = cell;
        handlers.drag(cell);
      }
    }
  });
  const release = (e: PointerEvent): void => {
    if (!pointer) return;
    if (host.hasPointerCapture(e.pointerId)) host.releasePointerCapture(e.pointerId);
    if (pointer.mode === 'box' && dragBox) {
      handlers.box(dragBox);
      dragBox = undefined;
      drawOverlay();
    } else if (pointer.mode === 'paint' && pointer.cell) handlers.up(pointer.cell);
    pointer = undefined;
  };
  host.addEventListener('pointerup', release);
  host.addEventListener('pointercancel', release);
  host.addEventListener('contextmenu', (e) => e.preventDefault());
  host.addEventListener('wheel', (e) => {
    e.preventDefault();
    cam = zoomAt(cam, Math.exp(-e.deltaY * 0.0015), local(e), view(), limits());
    apply();
  }, { passive: false });
  host.addEventListener('keydown', (e) => {
    if (e.key === ' ' && !space) {
      space = true;
      e.preventDefault();
      return;
    }
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = arrows[e.key];
    if (dir && e.shiftKey) {
      const { grid } = doc();
      const at = cursor ?? { x: Math.floor(grid.columns / 2), y: Math.floor(grid.rows / 2) };
      cursor = { x: Math.max(0, Math.min(grid.columns - 1, at.x + dir[0])), y: Math.max(0, Math.min(grid.rows - 1, at.y + dir[1])) };
      handlers.hover(cursor);
      drawOverlay();
      e.preventDefault();
    } else if (dir) {
      cam = panByScreen(cam, -dir[0] * 80, -dir[1] * 80, limits());
      apply();
      e.preventDefault();
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      cam = zoomAt(cam, e.key === '-' ? 1 / 1.25 : 1.25, { x: view().width / 2, y: view().height / 2 }, view(), limits());
      apply();
      e.preventDefault();
    } else if (e.key === '0' && !e.ctrlKey) {
      fit();
      e.preventDefault();
    } else if (e.key === 'Enter' && cursor) {
      handlers.down(cursor, { alt: e.altKey, shift: e.shiftKey });
      handlers.up(cursor);
      e.preventDefault();
    }
  });
  host.addEventListener('keyup', (e) => {
    if (e.key === ' ') space = false;
  });
  const resize = new ResizeObserver(() => apply());
  resize.observe(host);

  /** Strokes each listed cell's outline (or fills it) on a cell-resolution layer. */
  const drawCells = (c: HTMLCanvasElement, cells: Iterable<Cell>, style: 'outline' | 'fill', colour: string, clear = true): void => {
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const k = paint.k;
    if (clear) ctx.clearRect(0, 0, c.width, c.height);
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = Math.max(1, Math.round(k / 6));
    for (const cell of cells) {
      if (style === 'fill') ctx.fillRect(cell.x * k, cell.y * k, k, k);
      else ctx.strokeRect(cell.x * k + ctx.lineWidth / 2, cell.y * k + ctx.lineWidth / 2, k - ctx.lineWidth, k - ctx.lineWidth);
    }
  };

  return {
    element: host,
    get paint() {
      return paint;
    },
    get base() {
      return base;
    },
    setSuggestions(cells) {
      const { columns } = doc().grid;
      const list: Cell[] = [];
      cells?.forEach((v, i) => {
        if (v === 1) list.push({ x: i % columns, y: Math.floor(i / columns) });
      });
      drawCells(suggest, list, 'outline', SUGGEST);
      host.dataset.suggested = String(list.length);
    },
    setMarks(cells) {
      drawCells(marks, cells, 'outline', '#f2a900');
    },
    setPreview(cells) {
      const ctx = preview.getContext('2d');
      if (!ctx) return;
      const k = paint.k;
      for (const c of previewCells) ctx.clearRect(c.x * k, c.y * k, k, k);
      ctx.fillStyle = 'rgba(242, 169, 0, 0.45)';
      for (const c of cells) ctx.fillRect(c.x * k, c.y * k, k, k);
      previewCells = cells;
    },
    setObjects(next, shown, pending) {
      objects = next;
      objectsShown = shown;
      pendingObject = pending;
      host.dataset.objects = String(next.length);
      drawOverlay();
    },
    setBoxMode(on) {
      boxMode = on;
      host.classList.toggle('box-mode', on);
    },
    setGridShown(on) {
      gridShown = on;
      drawOverlay();
    },
    rebuild() {
      build();
      apply();
    },
    fit,
    dispose() {
      resize.disconnect();
    },
  };
}

