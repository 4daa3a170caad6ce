import { clampCamera, easeCamera, panByScreen, sameCamera, zoomAt, type CameraLimits } from './camera';
import { cellAtScreen, worldSize, worldToScreen, cellCentre, worldTransform, type Camera, type GridGeometry, type Point, type Viewport } from './coords';
import { GRID_MIN_CELL_PIXELS } from './grid-layer';
import { bindMapInput, type MapInputTarget } from './map-input';
import { rulerSpec, sightLines, type RulerMode } from './measure';
import { TINT_MARKS } from './overlay-layer';
import { placeDom } from './terrain-layer';
import { createMapCanvas } from './map-canvas';
import { createMapLayers } from './map-layers';
import { createFrameMeter } from './frame-meter';
import { SLIDE_MARGIN, slideOrDraw, type Placement } from './canvas-slide';
import { KEY_HELP, type KeyBinding, type ToggleName } from './keyboard';
import { cycleUnit, findUnit, viewerCells, type TableView } from './view-model';
import { describeCell } from './describe-cell';
import { coverWords } from './cover-look';
import type { MapToggles, TableMap, TableMapOptions } from './table-map-api';

export type { MapToggles, TableMap, TableMapHandlers, TableMapOptions } from './table-map-api';

const PAN_SPEED = 900;
const TINT_FOG = TINT_MARKS + 1; // screen px per second while an arrow key is held

export async function createTableMap(options: TableMapOptions): Promise<TableMap> {
  const { map, tiles } = options;
  const grid: GridGeometry = { width: map.width, height: map.height, cell: map.tileWidth };
  // The naive baseline draws every frame, as a map without the slide would (canvas-slide.ts).
  const margin = options.terrain === 'naive' ? 0 : SLIDE_MARGIN;
  const { host, status, app } = await createMapCanvas(margin);
  const { tints, terrain, gridLayer, cover, doors, overlays, ghosts, tokens, ruler, outlines, effects, world } = createMapLayers(app, host, map, tiles, grid, options.terrain === 'naive');

  let viewport: Viewport = { width: app.screen.width - 2 * margin, height: app.screen.height - 2 * margin };
  const size = worldSize(grid);
  const limits = (): CameraLimits => {
    const fit = Math.min(viewport.width / size.width, viewport.height / size.height);
    return { worldWidth: size.width, worldHeight: size.height, minZoom: Math.min(1, Math.max(0.1, fit * 0.9)), maxZoom: 4, view: viewport };
  };
  const startZoom = (options.cellPixels ?? 40) / grid.cell;
  let target: Camera = clampCamera({ x: size.width / 2, y: size.height / 2, zoom: startZoom }, limits());
  let shown: Camera = target;
  let motion = options.motion();
  host.dataset.motion = motion ? 'on' : 'off';
  let toggles: MapToggles = { cover: false, bands: false, los: false, grid: true };
  let view: TableView | null = null;
  let fogCells: ReadonlySet<number> | null | undefined;
  let rulerMode: RulerMode = { kind: 'off' };
  let cursor: Point = { x: Math.floor(map.width / 2), y: Math.floor(map.height / 2) };
  let hover: Point | null = null;
  let pointer: Point | null = null;
  /** The ruler's far end: whichever of pointer and cursor moved last. */
  let focus: Point = cursor;
  // A display nobody steers (the players' projector) draws no cursor: a square there means nothing to the players.
  const drawCursor = (cell: Point): void => overlays.setCursor(options.display === true ? null : cell);
  host.dataset.cursor = options.display === true ? 'none' : 'shown';
  const panKeys = { x: 0, y: 0 };
  const bindings: KeyBinding[] = [];
  /** What the canvas shows changed: it must be drawn again (not only slid). */
  let dirty = true;
  /** The world's placement for the camera shown, and where it was when the canvas was last drawn. */
  let placement: Placement = { x: 0, y: 0, scale: 1 };
  let drawnAt: Placement | null = null;
  let placed = false;
  let raf = 0;
  let last = performance.now();
  let destroyed = false;
  let terrainPending = true;

  const refreshMeasures = (): void => {
    if (!view) return;
    ruler.setRuler(rulerSpec(map, view, rulerMode, focus));
    ruler.setSightLines(toggles.los ? sightLines(map, view) : []);
    const sel = findUnit(view, view.selectedId);
    overlays.setBands(toggles.bands && sel && view.weapon ? { origin: { x: sel.x, y: sel.y }, bands: view.weapon.bands } : null);
    const points: Point[] = [cursor];
    if (hover) points.push(hover);
    if (sel) points.push({ x: sel.x, y: sel.y });
    cover.setFocus(points);
    tokens.setFocus(points);
    dirty = true;
  };

  const keepInView = (cell: Point): void => {
    const s = worldToScreen(target, viewport, cellCentre(grid, cell.x, cell.y));
    const mx = viewport.width * 0.15;
    const my = viewport.height * 0.15;
    if (s.x < mx || s.y < my || s.x > viewport.width - mx || s.y > viewport.height - my) {
      const c = cellCentre(grid, cell.x, cell.y);
      target = clampCamera({ ...target, x: c.x, y: c.y }, limits());
    }
  };

  const moveCursor = (cell: Point, announce: boolean): void => {
    cursor = { x: Math.min(map.width - 1, Math.max(0, cell.x)), y: Math.min(map.height - 1, Math.max(0, cell.y)) };
    focus = cursor;
    drawCursor(cursor);
    keepInView(cursor);
    if (announce && view) status.textContent = describeCell(map, view, cursor);
    options.handlers?.cursor?.(cursor);
    refreshMeasures();
  };

  const unitAt = (cell: Point): string | null => {
    if (!view) return null;
    const cells = viewerCells(view);
    const u = view.units.find((x) => x.x === cell.x && x.y === cell.y && (cells === null || x.side === view?.viewer || cells.has(x.y * map.width + x.x)));
    return u?.id ?? null;
  };

  const input: MapInputTarget = {
    bindings: () => bindings,
    pan(dx, dy) {
      panKeys.x = dx;
      panKeys.y = dy;
    },
    zoomStep(direction) {
      target = zoomAt(target, direction > 0 ? 1.25 : 0.8, { x: viewport.width / 2, y: viewport.height / 2 }, viewport, limits());
    },
    wheel(factor, at) {
      target = zoomAt(target, factor, at, viewport, limits());
    },
    drag(dx, dy) {
      // The map follows the hand exactly: no easing behind a drag.
      target = panByScreen(target, dx, dy, limits());
      shown = { ...shown, x: target.x, y: target.y };
      applyCamera();
      terrainPending = true;
    },
    pointerAt(p) {
      pointer = p;
      const cell = p ? cellAtScreen(grid, shown, viewport, p) : null;
      if (cell?.x === hover?.x && cell?.y === hover?.y) return;
      hover = cell;
      if (cell) focus = cell;
      overlays.setHover(hover);
      refreshMeasures();
    },
    click(p) {
      const cell = cellAtScreen(grid, shown, viewport, p);
      if (!cell) return;
      moveCursor(cell, false);
      const id = unitAt(cell);
      options.handlers?.activate?.(cell, id);
    },
    rulerDrag(p, phase) {
      const cell = cellAtScreen(grid, shown, viewport, p);
      if (!cell) return;
      if (phase === 'start') rulerMode = { kind: 'anchor', from: cell };
      focus = cell;
      refreshMeasures();
    },
    cursorStep(dx, dy) {
      moveCursor({ x: cursor.x + dx, y: cursor.y + dy }, true);
    },
    cycle(direction, tab) {
      if (!view) return false;
      const next = cycleUnit(view, map.width, view.selectedId, direction, !tab);
      if (next === undefined) return false;
      const u = findUnit(view, next);
      if (u) {
        moveCursor({ x: u.x, y: u.y }, false);
        effects.ping(u, motion);
        status.textContent = describeCell(map, view, u);
      }
      options.handlers?.select?.(next);
      return true;
    },
    activate() {
      options.handlers?.activate?.(cursor, unitAt(cursor));
    },
    measure() {
      rulerMode = rulerMode.kind === 'selected' ? { kind: 'off' } : { kind: 'selected' };
      if (rulerMode.kind === 'selected') focus = hover ?? cursor;
      refreshMeasures();
    },
    measureFromCursor() {
      rulerMode = { kind: 'anchor', from: cursor };
      refreshMeasures();
    },
    toggle(name) {
      api.setToggle(name, !toggles[name]);
    },
    centre() {
      const sel = view ? findUnit(view, view.selectedId) : undefined;
      api.centreOn(sel ?? cursor);
    },
    cancel() {
      rulerMode = { kind: 'off' };
      refreshMeasures();
    },
  };
  const unbindInput = bindMapInput(host, app.canvas, input);

  const updateDecor = (): void => {
    gridLayer?.update(shown, viewport, toggles.grid);
    terrain.setDecor({ grid: toggles.grid && shown.zoom * grid.cell >= GRID_MIN_CELL_PIXELS, shields: toggles.cover });
    if (gridLayer) dirty = true;
  };

  const applyCamera = (): void => {
    const t = worldTransform(shown, viewport);
    // Whole device pixels: the terrain's baked pixels then land on screen pixels exactly.
    const px = app.renderer.resolution;
    const x = Math.round(t.x * px) / px;
    const y = Math.round(t.y * px) / px;
    placement = { x, y, scale: t.scale };
    placed = true;
    world.position.set(x + margin, y + margin);
    if (terrain.element) placeDom(terrain.element, x, y, t.scale);
    world.scale.set(t.scale);
    updateDecor();
    tokens.setZoom(shown.zoom);
    ghosts.setZoom(shown.zoom);
    ruler.setZoom(shown.zoom);
    outlines.setZoom(shown.zoom);
    overlays.setZoom(shown.zoom);
    // Half a band word (~72 x 20 screen px) in from each edge.
    const s = t.scale;
    if (overlays.setRoom({ x0: (36 - x) / s, y0: (10 - y) / s, x1: (viewport.width - 36 - x) / s, y1: (viewport.height - 10 - y) / s })) dirty = true;
    cover.update(shown, viewport);
    host.dataset.zoom = shown.zoom.toFixed(3);
    host.dataset.cameraX = shown.x.toFixed(1);
    host.dataset.cameraY = shown.y.toFixed(1);
  };

  const meter = createFrameMeter(host, last);
  const frame = (now: number): void => {
    if (destroyed) return;
    raf = requestAnimationFrame(frame);
    const start = performance.now();
    const dt = Math.min(100, now - last);
    last = now;
    if (motion !== options.motion()) {
      motion = !motion;
      host.dataset.motion = motion ? 'on' : 'off';
    }
    const before = shown;
    if (panKeys.x !== 0 || panKeys.y !== 0) {
      const step = (PAN_SPEED * dt) / 1000;
      target = panByScreen(target, -panKeys.x * step, -panKeys.y * step, limits());
      // Held keys move both cameras: the pan itself is the smooth motion, no easing lag on top.
      shown = { ...shown, x: target.x, y: target.y };
    }
    shown = easeCamera(shown, target, dt, motion);
    const moved = !sameCamera(before, shown);
    if (moved) {
      applyCamera();
      if (pointer) input.pointerAt(pointer);
      terrainPending = true;
    }
    let baked = false;
    if (terrainPending) {
      terrainPending = terrain.update(shown, viewport, shown.zoom === target.zoom);
      // The chunked terrain is DOM (the compositor shows its bakes); the naive one is in the canvas.
      if (terrain.container) dirty = true;
      else baked = terrainPending;
    }
    if (tints.flush()) dirty = true;
    if (tokens.step(dt, motion)) dirty = true;
    if (effects.step(dt)) dirty = true;
    if (!dirty && !placed && !baked) return;
    const step = slideOrDraw(drawnAt, placement, margin, dirty);
    dirty = false;
    placed = false;
    if (step.kind === 'slide') {
      app.canvas.style.transform = step.dx === 0 && step.dy === 0 ? '' : `translate(${step.dx}px, ${step.dy}px)`;
    } else {
      app.renderer.render(app.stage);
      app.canvas.style.transform = '';
      drawnAt = placement;
    }
    meter.drawn(start, now, step.kind === 'draw');
  };

  const resize = (): void => {
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    if (w === viewport.width && h === viewport.height) return;
    app.renderer.resize(w + 2 * margin, h + 2 * margin);
    viewport = { width: w, height: h };
    target = clampCamera(target, limits());
    applyCamera();
    terrainPending = true;
    dirty = true;
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);

  const api: TableMap = {
    element: host,
    update(next) {
      const first = view === null;
      view = next;
      tokens.update(next);
      ghosts.update(next.ghosts ?? []);
      const cells = viewerCells(next);
      if (doors.update(next.doors ?? [], cells, next.floor ?? [])) dirty = true;
      if (cells !== fogCells) {
        fogCells = cells;
        // Unseen cells are darkened; unseen enemies are not drawn at all (view-model.ts), so the
        // fog can sit under the tokens, in the terrain's pass.
        tints.set('fog', TINT_FOG, cells === null ? null : (i) => (cells.has(i) ? null : { rgb: 0x05080c, alpha: 150 }), 1);
      }
      const sel = findUnit(next, next.selectedId);
      if (sel && (sel.x !== cursor.x || sel.y !== cursor.y) && (first || next.selectedId !== lastSelected)) {
        cursor = { x: sel.x, y: sel.y };
        drawCursor(cursor);
        if (first) {
          const c = cellCentre(grid, sel.x, sel.y);
          target = clampCamera({ ...target, x: c.x, y: c.y }, limits());
        } else keepInView(cursor);
      }
      lastSelected = next.selectedId;
      if (first) drawCursor(cursor);
      refreshMeasures();
    },
    toggles: () => toggles,
    setToggle(name, on) {
      toggles = { ...toggles, [name]: on };
      host.dataset.toggles = (Object.keys(toggles) as ToggleName[]).filter((k) => toggles[k]).join(' ');
      cover.setShowAll(toggles.cover);
      updateDecor();
      refreshMeasures();
    },
    measureFromSelected() {
      rulerMode = { kind: 'selected' };
      refreshMeasures();
    },
    measureFrom(cell) {
      rulerMode = { kind: 'anchor', from: cell };
      refreshMeasures();
    },
    resetTo(cell) {
      rulerMode = { kind: 'off' };
      moveCursor(cell, false);
      const c = cellCentre(grid, cursor.x, cursor.y);
      target = clampCamera({ ...target, x: c.x, y: c.y }, limits());
      status.textContent = '';
    },
    clearRuler() {
      rulerMode = { kind: 'off' };
      refreshMeasures();
    },
    rulerText: () => ruler.text(),
    cursor: () => cursor,
    setCursor(cell) {
      moveCursor(cell, false);
    },
    centreOn(cell) {
      const c = cellCentre(grid, cell.x, cell.y);
      target = clampCamera({ ...target, x: c.x, y: c.y }, limits());
    },
    zoomBy(factor) {
      target = zoomAt(target, factor, { x: viewport.width / 2, y: viewport.height / 2 }, viewport, limits());
    },
    panBy(dx, dy) {
      target = panByScreen(target, dx, dy, limits());
    },
    camera: () => shown,
    coverPreview(lines) {
      ruler.setCoverPreview(lines);
      host.dataset.coverPreview = coverWords(lines).join(', ');
      dirty = true;
    },
    mark(name, cells, rgb, alpha = 0.35) {
      overlays.mark(name, cells, rgb, alpha);
      dirty = true;
    },
    outlines(shapes) {
      outlines.set(shapes);
      dirty = true;
    },
    ping(cell) {
      effects.ping(cell, motion);
      dirty = true;
    },
    bindKey(binding) {
      bindings.push(binding);
      return () => {
        const i = bindings.indexOf(binding);
        if (i >= 0) bindings.splice(i, 1);
      };
    },
    keyHelp: () => [...bindings.map((b) => ({ keys: b.key.toUpperCase(), does: b.label })), ...KEY_HELP],
    stats() {
      const t = terrain.stats();
      return { frames: meter.frames, frameMs: meter.frameMs, chunksCached: t.cached, chunksVisible: t.visible, bakes: t.bakes, textureBytes: t.bytes };
    },
    destroy() {
      destroyed = true;
      cancelAnimationFrame(raf);
      observer.disconnect();
      unbindInput();
      terrain.destroy();
      gridLayer?.destroy();
      tints.destroy();
      app.destroy(true, { children: true });
    },
  };
  let lastSelected: string | null = null;
  api.setToggle('grid', true);
  drawCursor(cursor);
  applyCamera();
  raf = requestAnimationFrame(frame);
  return api;
}
