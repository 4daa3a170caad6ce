import { Container, Graphics, Text } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import { cellCentre, cellOrigin, type GridGeometry, type Point } from './coords';
import { bandColour, bandLabels, bandWordPoint, rangeReading, type WorldRect } from './range-bands';
import { FONT } from './token-art';
import type { TintTexture } from './tint-texture';
import { ACCENT } from './view-model';

/**
 * Overlays under the tokens: the selected weapon's range bands (a fill per cell in the band
 * ramp, a ring where each band begins, the band word printed on it where the ring is on screen), cell marks the battle screen
 * sets (reachable cells for move and run), the hovered cell and the keyboard cursor. The cell
 * fills go to the map's tint texture (drawn with the terrain); the rest is drawn here.
 */
export interface BandSpec {
  readonly origin: Point;
  readonly bands: RangeBands;
}

export interface OverlayLayer {
  readonly container: Container;
  setBands(spec: BandSpec | null): void;
  /** Named cell highlights (e.g. "move", "run"); null removes them. */
  mark(name: string, cells: ReadonlySet<number> | null, rgb: number, alpha: number): void;
  setCursor(cell: Point | null): void;
  setHover(cell: Point | null): void;
  setZoom(zoom: number): void;
  /**
   * The part of the world on screen, shrunk by half a word (world pixels): the band words move
   * onto it (range-bands.ts bandWordPoint). True when a word moved: the map must be drawn again.
   */
  setRoom(room: WorldRect): boolean;
  destroy(): void;
}

/** Tint layer orders: band fill under the marks; fog (table-map.ts) over both. */
export const TINT_BANDS = 0;
export const TINT_MARKS = 1;
const BAND_FILL_OPACITY = 0.24;

/** `onBandWords` hears the band words printed on screen whenever they change (the map's data-band-words). */
export function createOverlayLayer(map: BattleMap, grid: GridGeometry, tints: TintTexture, onBandWords?: (words: readonly string[]) => void): OverlayLayer {
  const container = new Container({ label: 'overlays' });
  const bandRoot = new Container({ label: 'range bands' });
  const rings = new Graphics();
  const labels = new Container();
  const hover = new Graphics({ label: 'hover' });
  const cursor = new Graphics({ label: 'cursor' });
  bandRoot.addChild(rings, labels);
  container.addChild(bandRoot, hover, cursor);
  let bands: BandSpec | null = null;
  let zoom = 1;
  let cursorCell: Point | null = null;
  let hoverCell: Point | null = null;
  let room: WorldRect | null = null;
  let words: { readonly word: string; readonly radius: number; readonly text: Text }[] = [];

  /** Puts each band word on the part of its ring on screen; true when one moved, appeared or went. */
  const placeWords = (): boolean => {
    if (!bands) return false;
    const c = cellCentre(grid, bands.origin.x, bands.origin.y);
    let changed = false;
    for (const w of words) {
      const p = room ? bandWordPoint(c, w.radius, room) : { x: c.x, y: c.y - w.radius };
      if ((p !== null) !== w.text.visible || (p && (p.x !== w.text.x || p.y !== w.text.y))) changed = true;
      w.text.visible = p !== null;
      if (p) w.text.position.set(p.x, p.y);
    }
    return changed;
  };
  const reportWords = (): void => onBandWords?.(words.filter((w) => w.text.visible).map((w) => w.word));

  const radiusPx = (meters: number): number => (meters / map.metersPerTile) * grid.cell;

  const drawRings = (): void => {
    rings.clear();
    for (const child of labels.removeChildren()) child.destroy();
    words = [];
    if (!bands) {
      onBandWords?.([]);
      return;
    }
    const c = cellCentre(grid, bands.origin.x, bands.origin.y);
    const starts = [...bands.bands, bands.bands[6] * 2];
    starts.forEach((d, i) => {
      rings.circle(c.x, c.y, radiusPx(d)).stroke({ width: 1.5 / zoom, color: i < 7 ? bandColour(i) : 0x8a9099, alpha: 0.9 });
    });
    // Each band's word in its middle, where its ring is on screen (north of the shooter if it can).
    for (const l of bandLabels(bands.bands, grid.cell / map.metersPerTile, zoom)) {
      const label = new Text({
        text: l.word,
        style: { fontFamily: FONT, fontSize: 12, fontWeight: '600', fill: 0xe8e6df, stroke: { color: 0x0b0f14, width: 3 } },
        anchor: 0.5,
        resolution: 2,
      });
      label.scale.set(1 / zoom);
      labels.addChild(label);
      words.push({ word: l.word, radius: l.radius, text: label });
    }
    placeWords();
    reportWords();
  };

  const drawCursor = (): void => {
    cursor.clear();
    hover.clear();
    const w = 2 / zoom;
    if (hoverCell) {
      const o = cellOrigin(grid, hoverCell.x, hoverCell.y);
      hover.rect(o.x, o.y, grid.cell, grid.cell).stroke({ width: w * 0.75, color: 0xe8e6df, alpha: 0.55 });
    }
    if (cursorCell) {
      const o = cellOrigin(grid, cursorCell.x, cursorCell.y);
      cursor.rect(o.x + w / 2, o.y + w / 2, grid.cell - w, grid.cell - w).stroke({ width: w * 1.25, color: ACCENT });
    }
  };

  return {
    container,
    setBands(spec) {
      bands = spec;
      if (!spec) {
        tints.set('band fill', TINT_BANDS, null, BAND_FILL_OPACITY);
        drawRings();
        return;
      }
      const limit = spec.bands[6] * 2;
      tints.set('band fill', TINT_BANDS, (i) => {
        const x = i % map.width;
        const y = (i - x) / map.width;
        const m = Math.hypot(x - spec.origin.x, y - spec.origin.y) * map.metersPerTile;
        if (m > limit) return null;
        const r = rangeReading(m, spec.bands);
        return r.inRange ? { rgb: bandColour(r.band), alpha: 255 } : null;
      }, BAND_FILL_OPACITY);
      drawRings();
    },
    mark(name, cells, rgb, alpha) {
      tints.set(`mark ${name}`, TINT_MARKS, cells ? (i) => (cells.has(i) ? { rgb, alpha: 255 } : null) : null, alpha);
    },
    setCursor(cell) {
      cursorCell = cell;
      drawCursor();
    },
    setHover(cell) {
      hoverCell = cell;
      drawCursor();
    },
    setZoom(z) {
      if (z === zoom) return;
      zoom = z;
      drawRings();
      drawCursor();
    },
    setRoom(next) {
      room = next;
      if (!placeWords()) return false;
      reportWords();
      return true;
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
