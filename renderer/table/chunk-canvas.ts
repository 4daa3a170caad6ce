import type { Texture } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import type { GridGeometry } from './coords';
import { drawShields, drawWallEdges, type Pen } from './cover-glyphs';
import type { TileSource } from './tile-textures';
import { flipMatrix } from './tile-transform';

/**
 * One terrain chunk drawn with the canvas 2D API: its tiles (Tiled flips and layer opacity), then
 * the static marks — wall edges always, the cell grid and every cover shield when their toggles
 * are on. Drawn here rather than rendered by WebGL and read back, a bake costs no GPU round trip
 * and no scene objects, so chunks coming into view while panning cost little (terrain-layer.ts).
 */
export interface Decor {
  readonly grid: boolean;
  readonly shields: boolean;
}

export const sameDecor = (a: Decor, b: Decor): boolean => a.grid === b.grid && a.shields === b.shields;

const BACKGROUND = '#0e1319';
const GRID = 'rgba(200, 214, 229, 0.16)';

/** Cells [x0, x0 + w) x [y0, y0 + h) at `resolution` canvas pixels per world pixel. */
export function bakeChunkCanvas(
  map: BattleMap,
  tiles: TileSource,
  grid: GridGeometry,
  chunk: { x0: number; y0: number; w: number; h: number },
  resolution: number,
  decor: Decor,
): HTMLCanvasElement {
  const { x0, y0, w, h } = chunk;
  const cell = grid.cell;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * cell * resolution));
  canvas.height = Math.max(1, Math.round(h * cell * resolution));
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('No 2D canvas context for a terrain chunk.');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingEnabled = resolution < 1 || resolution % 1 !== 0;

  // Layer by layer, each map picture just below the tile layer it precedes (Tiled's order).
  const pictures = tiles.pictures.filter((p) => p.layer.visible);
  const kx = cell / map.tileWidth;
  const ky = cell / map.tileHeight;
  const drawPictures = (below: number): void => {
    for (const p of pictures) {
      if (p.layer.below !== below) continue;
      ctx.setTransform(resolution, 0, 0, resolution, -x0 * cell * resolution, -y0 * cell * resolution);
      ctx.globalAlpha = p.layer.opacity;
      ctx.drawImage(p.source, p.layer.x * kx, p.layer.y * ky, p.width * kx, p.height * ky);
    }
  };
  const drawn = new Uint8Array(w * h);
  map.layers.forEach((layer, l) => {
    drawPictures(l);
    if (!layer.visible) return;
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) {
        const i = y * map.width + x;
        const gid = layer.gids[i] ?? 0;
        if (gid === 0) continue;
        const texture = tiles.texture(gid);
        if (!texture) continue;
        const f = flipMatrix(layer.flips[i] ?? 0);
        ctx.setTransform(f.a * resolution, f.b * resolution, f.c * resolution, f.d * resolution, (x - x0 + 0.5) * cell * resolution, (y - y0 + 0.5) * cell * resolution);
        ctx.globalAlpha = layer.opacity;
        drawTile(ctx, texture, cell);
        drawn[(y - y0) * w + (x - x0)] = 1;
      }
    }
  });
  drawPictures(map.layers.length);
  // Stand-in art where no tile and no picture shows what the rules say about the cell.
  if (pictures.length === 0) {
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) {
        if (drawn[(y - y0) * w + (x - x0)] === 1) continue;
        ctx.setTransform(resolution, 0, 0, resolution, (x - x0 + 0.5) * cell * resolution, (y - y0 + 0.5) * cell * resolution);
        ctx.globalAlpha = 1;
        drawTile(ctx, tiles.fallback(map, y * map.width + x), cell);
      }
    }
  }

  ctx.globalAlpha = 1;
  if (decor.grid) {
    // One device pixel on each cell's west and north edge, on whole pixels so it stays crisp.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = GRID;
    for (let x = 0; x < w; x += 1) ctx.fillRect(Math.round(x * cell * resolution), 0, 1, canvas.height);
    for (let y = 0; y < h; y += 1) ctx.fillRect(0, Math.round(y * cell * resolution), canvas.width, 1);
  }
  ctx.setTransform(resolution, 0, 0, resolution, -x0 * cell * resolution, -y0 * cell * resolution);
  const pen = canvasPen(ctx);
  drawWallEdges(pen, map, grid, x0, y0, x0 + w - 1, y0 + h - 1);
  if (decor.shields) {
    const cells: number[] = [];
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) cells.push(y * map.width + x);
    drawShields(pen, map, grid, cells);
  }
  return canvas;
}

/** A tile texture (a frame of an image) into the cell centred on the current origin. */
function drawTile(ctx: CanvasRenderingContext2D, texture: Texture, cell: number): void {
  const image = texture.source.resource as CanvasImageSource;
  const frame = texture.frame;
  const k = texture.source.resolution;
  ctx.drawImage(image, frame.x * k, frame.y * k, frame.width * k, frame.height * k, -cell / 2, -cell / 2, cell, cell);
}

const css = (rgb: number, alpha = 1): string => `rgba(${(rgb >> 16) & 255}, ${(rgb >> 8) & 255}, ${rgb & 255}, ${alpha})`;

/** The Graphics-like path calls of cover-glyphs.ts on a 2D context: each stroke or fill ends its path. */
export function canvasPen(ctx: CanvasRenderingContext2D): Pen {
  ctx.beginPath();
  const pen: Pen = {
    moveTo(x, y) {
      ctx.moveTo(x, y);
      return pen;
    },
    lineTo(x, y) {
      ctx.lineTo(x, y);
      return pen;
    },
    quadraticCurveTo(cpx, cpy, x, y) {
      ctx.quadraticCurveTo(cpx, cpy, x, y);
      return pen;
    },
    closePath() {
      ctx.closePath();
      return pen;
    },
    stroke(style) {
      ctx.lineWidth = style.width;
      ctx.lineCap = style.cap ?? 'butt';
      ctx.lineJoin = 'miter';
      ctx.strokeStyle = css(style.color, style.alpha);
      ctx.stroke();
      ctx.beginPath();
      return pen;
    },
    fill(style) {
      ctx.fillStyle = css(style.color, style.alpha);
      ctx.fill();
      ctx.beginPath();
      return pen;
    },
  };
  return pen;
}
