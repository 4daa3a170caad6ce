import type { Page } from '@playwright/test';

/** The page background (#0e1319): a pixel further than this from it counts as drawn. */
const BACKGROUND = [0x0e, 0x13, 0x19] as const;

export interface PixelStats {
  /** Distinct colours at 5 bits per channel: a blank or single-colour canvas has a handful. */
  readonly distinct: number;
  readonly nonBackground: number;
  readonly total: number;
}

/**
 * Colours and non-background pixels of a screenshot, decoded by the page's own canvas (no image
 * library on the Node side). Used by the map specs to tell a drawn WebGL map from a blank one.
 */
export async function pixelStats(page: Page, png: Buffer): Promise<PixelStats> {
  return page.evaluate(async ({ b64, bg }) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set<number>();
    let nonBackground = 0;
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
      if (Math.abs(r - bg[0]) + Math.abs(g - bg[1]) + Math.abs(b - bg[2]) > 12) nonBackground += 1;
    }
    return { distinct: colours.size, nonBackground, total: data.length / 4 };
  }, { b64: png.toString('base64'), bg: BACKGROUND });
}
