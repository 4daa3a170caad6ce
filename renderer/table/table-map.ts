import '../pixi-setup';
import { Application, Container } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { clampCamera, easeCamera, panByScreen, sameCamera, zoomAt, type CameraLimits } from './camera';
import { cellAtScreen, worldSize, worldToScreen, cellCentre, worldTransform, type Camera, type GridGeometry, type Point, type Viewport } from './coords';
import { createCoverLayer } from './cover-layer';
import { createEffectsLayer } from './effects-layer';
import { createGridLayer, GRID_MIN_CELL_PIXELS } from './grid-layer';
import { bindMapInput, type MapInputTarget } from './map-input';
import { rulerSpec, sightLines, type RulerMode } from './measure';
import { createNaiveTerrain } from './naive-terrain';
import { createOverlayLayer, TINT_MARKS } from './overlay-layer';
import { createRulerLayer } from './ruler-layer';
import { createTerrainLayer, placeDom } from './terrain-layer';
import { createTintTexture } from './tint-texture';
import type { TileSource } from './tile-textures';
import { createTokenLayer } from './token-layer';
import { KEY_HELP, type KeyBinding, type KeyHelp, type ToggleName } from './keyboard';
import { cycleUnit, findUnit, viewerCells, type TableView } from './view-model';
import { describeCell } from './describe-cell';

/**
 * The fixed layer stack, bottom to top (STYLE.md 6). With the chunked terrain the bottom of it is
 * composited by the browser under the Pixi canvas, in this same order: tiles, grid, walls and
 * shields baked into each chunk (terrain-layer.ts), then the overlays' cell fills and the fog in
 * one tint image (tint-texture.ts). Tokens come after the fog there, which changes nothing on
 * screen: unseen enemies are not drawn at all, and a side's own units stand in cells it sees.
 */
export const LAYERS = ['terrain', 'grid', 'cover', 'overlays', 'tokens', 'fog', 'ruler', 'effects'] as const;

/**
 * cover: shields on every cover tile (else only near the pointer, cursor and selection);
 * bands: the selected weapon's range bands around the selected unit; los: line of sight and
 * cover to every enemy in view; grid: the cell grid.
 */
export type MapToggles = Readonly<Record<ToggleName, boolean>>;

/** What the map asks of the screen; the screen decides, changes its state and calls `update`. */
export interface TableMapHandlers {
  /** Tab / N, or a click on a token: the seat wants this unit selected. */
  select?(unitId: string): void;
  /** Enter / Space or a click on a cell: act on it (move there, attack the unit on it...). */
  activate?(cell: Point, unitId: string | null): void;
  /** The keyboard cursor moved. */
  cursor?(cell: Point): void;
}

export interface TableMapOptions {
  readonly map: BattleMap;
  readonly tiles: TileSource;
  /** False when motion is reduced: no easing, no pings, tokens jump. */
  readonly motion: boolean;
  readonly handlers?: TableMapHandlers;
  /** 'naive' is the benchmark's one-sprite-per-tile baseline, never for play. */
  readonly terrain?: 'chunked' | 'naive';
  /** Screen pixels per cell at start (default 40). */
  readonly cellPixels?: number;
}

export interface TableMap {
  /** Focusable host holding the canvas; put it in the screen. */
  readonly element: HTMLElement;
  update(view: TableView): void;
  toggles(): MapToggles;
  setToggle(name: ToggleName, on: boolean): void;
  setMotion(on: boolean): void;
  /** Ruler from the selected unit to the pointer or cursor. */
  measureFromSelected(): void;
  /** Ruler from any cell to the pointer or cursor. */
  measureFrom(cell: Point): void;
  clearRuler(): void;
  /** What the ruler prints now ("15.0 m · Fair (0)"), or "" without a ruler. */
  rulerText(): string;
  cursor(): Point;
  setCursor(cell: Point): void;
  centreOn(cell: Point): void;
  zoomBy(factor: number): void;
  panBy(dx: number, dy: number): void;
  camera(): Camera;
  /** Named cell highlights under the tokens (reachable cells for move and run...); null removes. */
  mark(name: string, cells: ReadonlySet<number> | null, rgb: number, alpha?: number): void;
  /** Adds a key (attack, end turn, dodge, hold, help); returns a function that removes it. */
  bindKey(binding: KeyBinding): () => void;
  /** Every key the map answers to, for the help overlay. */
  keyHelp(): KeyHelp[];
  stats(): { frames: number; frameMs: number; chunksCached: number; chunksVisible: number; bakes: number; textureBytes: number };
  destroy(): void;
}

const PAN_SPEED = 900;
const TINT_FOG = TINT_MARKS + 1; // screen px per second while an arrow key is held

export async function createTableMap(options: TableMapOptions): Promise<TableMap> {
  const { map, tiles } = options;
  const grid: GridGeometry = { width: map.width, height: map.height, cell: map.tileWidth };
  const host = document.createElement('div');
  host.className = 'table-map';
  host.tabIndex = 0;
  host.setAttribute('role', 'application');
  host.setAttribute('aria-roledescription', 'tactical map');
  host.setAttribute('aria-label', 'Tactical map. Arrow keys pan, plus and minus zoom, Shift and arrows move the cursor, Tab selects the next unit.');
  host.style.cssText = 'position:absolute;inset:0;overflow:hidden;outline-offset:-3px;touch-action:none;background:#0e1319;';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);margin:0;';
  host.appendChild(status);

  const app = new Application();
  await app.init({
    preference: 'webgl',
    // Transparent: the chunked terrain is a DOM layer under this canvas (terrain-layer.ts).
    backgroundAlpha: 0,
    width: Math.max(1, host.clientWidth || 1280),
    height: Math.max(1, host.clientHeight || 720),
    // No multisampling: it multiplies fill cost in software WebGL. Tokens are baked into
    // antialiased textures instead (token-layer.ts); the rest is axis-aligned or textured.
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    autoStart: false,
    sharedTicker: false,
  });
  app.ticker.stop();
  app.canvas.dataset.renderer = app.renderer.name;
  app.canvas.style.cssText = 'position:absolute;inset:0;display:block;width:100%;height:100%;';
  host.appendChild(app.canvas);
  host.dataset.renderer = app.renderer.name;
  host.dataset.layers = LAYERS.join(' ');

  const world = new Container({ label: 'world' });
  app.stage.addChild(world);
  // Cell tints (range-band fill, move/run marks, fog) are one image: a DOM layer over the chunked
  // terrain's DOM chunks, or a sprite over the naive baseline's tiles.
  const tints = createTintTexture(grid);
  const naive = options.terrain === 'naive';
  const terrain = naive ? createNaiveTerrain(map, tiles, grid) : createTerrainLayer(app.renderer.resolution, map, tiles, grid, tints.element);
  terrain.container?.addChild(tints.sprite);
  if (terrain.element) host.insertBefore(terrain.element, app.canvas);
  // The chunked terrain bakes the grid, walls and all-shields into its chunks; live layers draw
  // them only over the naive baseline.
  const gridLayer = naive ? createGridLayer(grid) : null;
  const cover = createCoverLayer(map, grid, { live: naive });
  const overlays = createOverlayLayer(map, grid, tints);
  const tokens = createTokenLayer(grid, app.renderer);
  const ruler = createRulerLayer(grid);
  const effects = createEffectsLayer(grid);
  world.addChild(...(terrain.container ? [terrain.container] : []), ...(gridLayer ? [gridLayer.container] : []), cover.container, overlays.container, tokens.container, ruler.container, effects.container);

  let viewport: Viewport = { width: app.screen.width, height: app.screen.height };
  const size = worldSize(grid);
  const limits = (): CameraLimits => {
    const fit = Math.min(viewport.width / size.width, viewport.height / size.height);
    return { worldWidth: size.width, worldHeight: size.height, minZoom: Math.min(1, Math.max(0.1, fit * 0.9)), maxZoom: 4, view: viewport };
  };
  const startZoom = (options.cellPixels ?? 40) / grid.cell;
  let target: Camera = clampCamera({ x: size.width / 2, y: size.height / 2, zoom: startZoom }, limits());
  let shown: Camera = target;
  let motion = options.motion;
  let toggles: MapToggles = { cover: false, bands: false, los: false, grid: true };
  let view: TableView | null = null;
  let fogCells: ReadonlySet<number> | null | undefined;
  let rulerMode: RulerMode = { kind: 'off' };
  let cursor: Point = { x: Math.floor(map.width / 2), y: Math.floor(map.height / 2) };
  let hover: Point | null = null;
  let pointer: Point | null = null;
  /** The ruler's far end: whichever of pointer and cursor moved last. */
  let focus: Point = cursor;
  const panKeys = { x: 0, y: 0 };
  const bindings: KeyBinding[] = [];
  let dirty = true;
  let frames = 0;
  let frameMs = 0;
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
    overlays.setCursor(cursor);
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
      dirty = true;
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
    dirty = true;
  };

  const applyCamera = (): void => {
    const t = worldTransform(shown, viewport);
    // Whole device pixels: the terrain's baked pixels then land on screen pixels exactly.
    const px = app.renderer.resolution;
    const x = Math.round(t.x * px) / px;
    const y = Math.round(t.y * px) / px;
    world.position.set(x, y);
    if (terrain.element) placeDom(terrain.element, x, y, t.scale);
    world.scale.set(t.scale);
    updateDecor();
    tokens.setZoom(shown.zoom);
    ruler.setZoom(shown.zoom);
    overlays.setZoom(shown.zoom);
    cover.update(shown, viewport);
    host.dataset.zoom = shown.zoom.toFixed(3);
    host.dataset.cameraX = shown.x.toFixed(1);
    host.dataset.cameraY = shown.y.toFixed(1);
  };

  let fpsFrames = 0;
  let fpsSince = last;
  const frame = (now: number): void => {
    if (destroyed) return;
    raf = requestAnimationFrame(frame);
    const start = performance.now();
    const dt = Math.min(100, now - last);
    last = now;
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
      dirty = true;
    }
    if (terrainPending) {
      terrainPending = terrain.update(shown, viewport, shown.zoom === target.zoom);
      dirty = true;
    }
    if (tints.flush()) dirty = true;
    if (tokens.step(dt, motion)) dirty = true;
    if (effects.step(dt)) dirty = true;
    if (!dirty) return;
    dirty = false;
    app.renderer.render(app.stage);
    frames += 1;
    // Main-thread time of drawn frames (update + render calls), for the benchmark: the GPU's
    // share is invisible from here, and in software WebGL it can dominate.
    frameMs += performance.now() - start;
    host.dataset.frameMs = frameMs.toFixed(1);
    fpsFrames += 1;
    if (now - fpsSince >= 1000) {
      host.dataset.fps = ((fpsFrames * 1000) / (now - fpsSince)).toFixed(1);
      fpsFrames = 0;
      fpsSince = now;
    }
    host.dataset.frames = String(frames);
  };

  const resize = (): void => {
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    if (w === viewport.width && h === viewport.height) return;
    app.renderer.resize(w, h);
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
      const cells = viewerCells(next);
      if (cells !== fogCells) {
        fogCells = cells;
        // Unseen cells are darkened; unseen enemies are not drawn at all (view-model.ts), so the
        // fog can sit under the tokens, in the terrain's pass.
        tints.set('fog', TINT_FOG, cells === null ? null : (i) => (cells.has(i) ? null : { rgb: 0x05080c, alpha: 150 }), 1);
      }
      const sel = findUnit(next, next.selectedId);
      if (sel && (sel.x !== cursor.x || sel.y !== cursor.y) && (first || next.selectedId !== lastSelected)) {
        cursor = { x: sel.x, y: sel.y };
        overlays.setCursor(cursor);
        if (first) {
          const c = cellCentre(grid, sel.x, sel.y);
          target = clampCamera({ ...target, x: c.x, y: c.y }, limits());
        } else keepInView(cursor);
      }
      lastSelected = next.selectedId;
      if (first) overlays.setCursor(cursor);
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
    setMotion(on) {
      motion = on;
    },
    measureFromSelected() {
      rulerMode = { kind: 'selected' };
      refreshMeasures();
    },
    measureFrom(cell) {
      rulerMode = { kind: 'anchor', from: cell };
      refreshMeasures();
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
    mark(name, cells, rgb, alpha = 0.35) {
      overlays.mark(name, cells, rgb, alpha);
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
      return { frames, frameMs, chunksCached: t.cached, chunksVisible: t.visible, bakes: t.bakes, textureBytes: t.bytes };
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
  overlays.setCursor(cursor);
  applyCamera();
  raf = requestAnimationFrame(frame);
  return api;
}
