import { CHANNELS, PAINT_KINDS, kindStrip, type Channel, type MakerDoc } from '../../src/maker';

/**
 * The paint as a canvas of `k` pixels a cell, stretched over the picture by CSS (pixelated), so a
 * stroke redraws only the cells it touched (a few drawImage calls each, from one strip of every
 * kind's tile: src/maker/tile-art.ts) and panning or zooming redraws nothing. Channels are drawn
 * bottom to top: light, cover, block, door, zone; hidden channels are left out.
 */
const ORDER: readonly Channel[] = ['light', 'cover', 'block', 'door', 'zone'];
/** The paint canvas holds at most about this many pixels a side. */
const MAX_SIDE = 3072;

export function pixelsPerCell(columns: number, rows: number): number {
  return Math.max(3, Math.min(20, Math.floor(MAX_SIDE / Math.max(columns, rows))));
}

export interface PaintCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly k: number;
  /** Draws the given cells again (all of them when omitted). */
  draw(cells?: ArrayLike<number>): void;
  setShown(shown: Readonly<Record<Channel, boolean>>): void;
}

/** Every kind's tile at `k` px, as a canvas strip in PAINT_KINDS order. */
export function kindTiles(k: number, alpha = 1): HTMLCanvasElement {
  const strip = kindStrip(k);
  const canvas = document.createElement('canvas');
  canvas.width = strip.width;
  canvas.height = strip.height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const data = new ImageData(Uint8ClampedArray.from(strip.rgba), strip.width, strip.height);
    if (alpha === 1) ctx.putImageData(data, 0, 0);
    else {
      const tmp = document.createElement('canvas');
      tmp.width = strip.width;
      tmp.height = strip.height;
      tmp.getContext('2d')?.putImageData(data, 0, 0);
      ctx.globalAlpha = alpha;
      ctx.drawImage(tmp, 0, 0);
    }
  }
  return canvas;
}

/**
 * `source` gives the cell values to draw (the doc's layers; an edited map's own meaning for the
 * base canvas); `alpha` dims a base.
 */
export function createPaintCanvas(doc: () => MakerDoc, values: (channel: Channel, i: number) => number, alpha = 1): PaintCanvas {
  const { columns, rows } = doc().grid;
  const k = pixelsPerCell(columns, rows);
  const canvas = document.createElement('canvas');
  canvas.width = columns * k;
  canvas.height = rows * k;
  canvas.className = 'mk-paint';
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the paint.');
  const tiles = kindTiles(k, alpha);
  const index = new Map(PAINT_KINDS.map((kind, n) => [`${kind.channel}:${kind.value}`, n]));
  let shown: Readonly<Record<Channel, boolean>> = Object.fromEntries(CHANNELS.map((c) => [c, true])) as Record<Channel, boolean>;

  const drawCell = (i: number): void => {
    const x = (i % columns) * k;
    const y = Math.floor(i / columns) * k;
    ctx.clearRect(x, y, k, k);
    for (const channel of ORDER) {
      if (!shown[channel]) continue;
      const v = values(channel, i);
      if (v === 0) continue;
      const n = index.get(`${channel}:${v}`);
      if (n !== undefined) ctx.drawImage(tiles, n * k, 0, k, k, x, y, k, k);
    }
  };

  return {
    canvas,
    k,
    draw(cells) {
      if (!cells) {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < columns * rows; i++) drawCell(i);
        return;
      }
      for (let j = 0; j < cells.length; j++) drawCell(cells[j] as number);
    },
    setShown(next) {
      shown = next;
    },
  };
}
