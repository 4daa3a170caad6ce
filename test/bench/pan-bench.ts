import { loadavg } from 'node:os';
import { expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';

/**
 * The pan measurement shared by the table benchmarks (table-fps.bench.spec.ts on generated maps,
 * tmx-table.bench.spec.ts on a TMX opened with "Open map…"): frames rendered while an arrow key
 * is held over #/table-preview, with the overlays on, at 1280x720, with the frame-rate limit off
 * (only in the benchmarks: it makes screenshots time out). Figures, never pass/fail on time.
 */
export const PAN_BENCH_USE = {
  viewport: { width: 1280, height: 720 },
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit'] },
};

const WINDOW_MS = 3000;

interface Sample {
  readonly frames: number;
  readonly ms: number;
  /** Main-thread milliseconds spent in those frames (update and render calls). */
  readonly cpuMs: number;
}

export interface PanFigures {
  readonly fps: number;
  readonly cpuMsPerFrame: number;
  /** From the page load to the first frame of the map. */
  readonly setupMs: number;
  /** How far the camera moved in x (the figures are of panning only when it did). */
  readonly moved: number;
}

async function rendered(page: Page): Promise<{ frames: number; now: number; cpuMs: number }> {
  return page.locator('.table-map').evaluate((el) => ({
    frames: Number(el.dataset.frames ?? 0),
    now: performance.now(),
    cpuMs: Number(el.dataset.frameMs ?? 0),
  }));
}

/** Rendered frames while an arrow key is held: a fixed window after a short run-up, stretched (up to 30 s) until it holds 3 frames. */
async function panWhileHolding(page: Page, key: string): Promise<Sample> {
  await page.keyboard.down(key);
  await page.waitForTimeout(500);
  const a = await rendered(page);
  await page.waitForTimeout(WINDOW_MS);
  let b = await rendered(page);
  while (b.frames - a.frames < 3 && b.now - a.now < 30_000) {
    await page.waitForTimeout(1000);
    b = await rendered(page);
  }
  await page.keyboard.up(key);
  return { frames: b.frames - a.frames, ms: b.now - a.now, cpuMs: b.cpuMs - a.cpuMs };
}

/**
 * Opens #/table-preview with `query` (and `&terrain=naive` for the baseline) from a blank page,
 * waits for the map with its overlays, then pans right and down.
 */
export async function panFigures(page: Page, query: string, terrain: 'chunked' | 'naive', o: { readyMs?: number; ready?: (page: Page) => Promise<void>; shot?: string } = {}): Promise<PanFigures> {
  await page.goto('about:blank');
  const t0 = Date.now();
  await page.goto(`/#/table-preview${query}${terrain === 'naive' ? '&terrain=naive' : ''}`);
  const host = page.locator('.table-map');
  const timeout = o.readyMs ?? 120_000;
  await expect(host.locator('canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout });
  await expect(host).toHaveAttribute('data-toggles', 'cover bands los grid');
  await expect(host).toHaveAttribute('data-frames', /\d+/, { timeout });
  const setupMs = Date.now() - t0;
  await o.ready?.(page);
  await host.focus();
  await page.waitForTimeout(1000);
  const x0 = Number(await host.getAttribute('data-camera-x'));
  const right = await panWhileHolding(page, 'ArrowRight');
  const down = await panWhileHolding(page, 'ArrowDown');
  if (o.shot && terrain === 'chunked') await page.screenshot({ path: o.shot });
  const moved = Number(await host.getAttribute('data-camera-x')) - x0;
  const frames = right.frames + down.frames;
  const fps = (frames * 1000) / (right.ms + down.ms);
  return { fps, cpuMsPerFrame: (right.cpuMs + down.cpuMs) / Math.max(1, frames), setupMs, moved };
}

/** Prints the chunked and naive figures and their ratios, with the load average, under `tag`. */
export function printPan(tag: string, what: string, chunked: PanFigures, naive: PanFigures, targets?: { readonly fps: number; readonly ratio: number }): void {
  const [l1, l5, l15] = loadavg();
  console.log(`${tag}: ${what}, frame-rate limit off, load average ${l1?.toFixed(2)} ${l5?.toFixed(2)} ${l15?.toFixed(2)}`);
  const line = (name: string, f: PanFigures): string =>
    `${tag}: ${name} ${f.fps.toFixed(1)} fps while panning, main thread ${f.cpuMsPerFrame.toFixed(1)} ms per frame; map ready in ${f.setupMs} ms`;
  console.log(line('chunked terrain', chunked) + (targets ? ` (target >= ${targets.fps} fps)` : ''));
  console.log(line('naive one sprite per tile', naive));
  console.log(
    `${tag}: chunked / naive = ${(chunked.fps / Math.max(0.01, naive.fps)).toFixed(1)}x in fps${targets ? ` (target >= ${targets.ratio}x)` : ''}, ` +
      `${(naive.cpuMsPerFrame / Math.max(0.01, chunked.cpuMsPerFrame)).toFixed(1)}x less main-thread time per frame`,
  );
}
