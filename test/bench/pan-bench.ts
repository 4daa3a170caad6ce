import { readdirSync, readFileSync } from 'node:fs';
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
  /** CPU milliseconds of the browser's processes over the window, by process type. */
  readonly processMs: Readonly<Record<string, number>>;
}

const TICK_MS = 10; // /proc/<pid>/stat counts in clock ticks of 1/100 s (getconf CLK_TCK)

/**
 * CPU time (user + system, ms) of every process descended from this test worker — the Chromium
 * it launched — by Chromium process type (browser, renderer, gpu-process, utility...). Linux
 * only: elsewhere it is empty. In software WebGL most of a frame's cost is outside the page's
 * main thread (the GPU process rasterises WebGL and composites), so the figures print both.
 */
export function browserCpuMs(): Record<string, number> {
  const parents = new Map<number, number>();
  const stats = new Map<number, { ms: number; type: string }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return {};
  }
  for (const d of pids) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) in parentheses.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      const type = /--type=([\w-]+)/.exec(cmd)?.[1] ?? (cmd.includes('chrom') ? 'browser' : 'other');
      parents.set(Number(d), Number(rest[1]));
      stats.set(Number(d), { ms: (Number(rest[11]) + Number(rest[12])) * TICK_MS, type });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  const out: Record<string, number> = {};
  for (const [pid, s] of stats) if (mine(pid) && s.type !== 'other') out[s.type] = (out[s.type] ?? 0) + s.ms;
  return out;
}

function minus(b: Record<string, number>, a: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of Object.keys(b)) out[k] = (b[k] ?? 0) - (a[k] ?? 0);
  return out;
}

export interface PanFigures {
  readonly fps: number;
  readonly cpuMsPerFrame: number;
  /** CPU ms per frame of all the browser's processes, and by process type (browserCpuMs). */
  readonly processMsPerFrame: number;
  readonly byProcess: Readonly<Record<string, number>>;
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
  const procA = browserCpuMs();
  await page.waitForTimeout(WINDOW_MS);
  let b = await rendered(page);
  while (b.frames - a.frames < 3 && b.now - a.now < 30_000) {
    await page.waitForTimeout(1000);
    b = await rendered(page);
  }
  const procB = browserCpuMs();
  await page.keyboard.up(key);
  return { frames: b.frames - a.frames, ms: b.now - a.now, cpuMs: b.cpuMs - a.cpuMs, processMs: minus(procB, procA) };
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
  const byProcess: Record<string, number> = {};
  for (const k of new Set([...Object.keys(right.processMs), ...Object.keys(down.processMs)])) {
    byProcess[k] = ((right.processMs[k] ?? 0) + (down.processMs[k] ?? 0)) / Math.max(1, frames);
  }
  const processMsPerFrame = Object.values(byProcess).reduce((a, b) => a + b, 0);
  return { fps, cpuMsPerFrame: (right.cpuMs + down.cpuMs) / Math.max(1, frames), processMsPerFrame, byProcess, setupMs, moved };
}

/** Prints the chunked and naive figures and their ratios, with the load average, under `tag`. */
export function printPan(tag: string, what: string, chunked: PanFigures, naive: PanFigures, targets?: { readonly fps: number; readonly ratio: number }): void {
  const [l1, l5, l15] = loadavg();
  console.log(`${tag}: ${what}, frame-rate limit off, load average ${l1?.toFixed(2)} ${l5?.toFixed(2)} ${l15?.toFixed(2)}`);
  const line = (name: string, f: PanFigures): string =>
    `${tag}: ${name} ${f.fps.toFixed(1)} fps while panning, main thread ${f.cpuMsPerFrame.toFixed(1)} ms per frame, ` +
    `browser CPU ${f.processMsPerFrame.toFixed(1)} ms per frame (${Object.entries(f.byProcess).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}); map ready in ${f.setupMs} ms`;
  console.log(line('chunked terrain', chunked) + (targets ? ` (target >= ${targets.fps} fps)` : ''));
  console.log(line('naive one sprite per tile', naive));
  console.log(
    `${tag}: chunked / naive = ${(chunked.fps / Math.max(0.01, naive.fps)).toFixed(1)}x in fps${targets ? ` (target >= ${targets.ratio}x)` : ''}, ` +
      `${(naive.cpuMsPerFrame / Math.max(0.01, chunked.cpuMsPerFrame)).toFixed(1)}x less main-thread time per frame`,
  );
}
