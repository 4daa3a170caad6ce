import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';

// Issue 5, point 11: frames per second while panning a 256x256 map with 60 tokens and the
// overlays on, at 1280x720, with the frame-rate limit off (only here: it makes screenshots time
// out), next to a naive one-sprite-per-tile map in the same run. Figures, never pass/fail on time.
test.use({
  viewport: { width: 1280, height: 720 },
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit'] },
});

const query = (size: number, units: number): string => `?map=generated&size=${size}&units=${units}&overlays=1&viewer=0`;
const WINDOW_MS = 3000;

interface Sample {
  readonly frames: number;
  readonly ms: number;
  /** Main-thread milliseconds spent in those frames (update and render calls). */
  readonly cpuMs: number;
}

async function rendered(page: Page): Promise<{ frames: number; now: number; cpuMs: number }> {
  return page.locator('.table-map').evaluate((el) => ({
    frames: Number(el.dataset.frames ?? 0),
    now: performance.now(),
    cpuMs: Number(el.dataset.frameMs ?? 0),
  }));
}

/** Rendered frames while an arrow key is held, over a fixed window after a short run-up. */
async function panWhileHolding(page: Page, key: string): Promise<Sample> {
  await page.keyboard.down(key);
  await page.waitForTimeout(500);
  const a = await rendered(page);
  await page.waitForTimeout(WINDOW_MS);
  const b = await rendered(page);
  await page.keyboard.up(key);
  return { frames: b.frames - a.frames, ms: b.now - a.now, cpuMs: b.cpuMs - a.cpuMs };
}

interface Figures {
  readonly fps: number;
  readonly cpuMsPerFrame: number;
  readonly setupMs: number;
  readonly moved: number;
}

async function measure(page: Page, terrain: 'chunked' | 'naive', q = query(256, 60)): Promise<Figures> {
  const t0 = Date.now();
  await page.goto(`/#/table-preview${q}${terrain === 'naive' ? '&terrain=naive' : ''}`);
  const host = page.locator('.table-map');
  await expect(host.locator('canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 120_000 });
  await expect(host).toHaveAttribute('data-toggles', 'cover bands los grid');
  await expect(host).toHaveAttribute('data-frames', /\d+/, { timeout: 120_000 });
  const setupMs = Date.now() - t0;
  await host.focus();
  await page.waitForTimeout(1000);
  const x0 = Number(await host.getAttribute('data-camera-x'));
  const right = await panWhileHolding(page, 'ArrowRight');
  const down = await panWhileHolding(page, 'ArrowDown');
  const moved = Number(await host.getAttribute('data-camera-x')) - x0;
  const frames = right.frames + down.frames;
  const fps = (frames * 1000) / (right.ms + down.ms);
  return { fps, cpuMsPerFrame: (right.cpuMs + down.cpuMs) / Math.max(1, frames), setupMs, moved };
}

test('map panning frame rate: chunked terrain vs one sprite per tile', async ({ page }) => {
  test.setTimeout(600_000);
  const chunked = await measure(page, 'chunked');
  const naive = await measure(page, 'naive');
  // The camera really moved in both runs, so both figures are of panning.
  expect(chunked.moved).toBeGreaterThan(100);
  expect(naive.moved).toBeGreaterThan(0);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  console.log(`table-fps: 256x256 map, 60 tokens, cover+bands+line of sight on, 1280x720, frame-rate limit off, load average ${load}`);
  const line = (name: string, f: Figures): string =>
    `table-fps: ${name} ${f.fps.toFixed(1)} fps while panning, main thread ${f.cpuMsPerFrame.toFixed(1)} ms per frame; map ready in ${f.setupMs} ms`;
  console.log(line('chunked terrain', chunked) + ' (target >= 60 fps)');
  console.log(line('naive one sprite per tile', naive));
  console.log(
    `table-fps: chunked / naive = ${(chunked.fps / Math.max(0.01, naive.fps)).toFixed(1)}x in fps (target >= 4x), ` +
      `${(naive.cpuMsPerFrame / Math.max(0.01, chunked.cpuMsPerFrame)).toFixed(1)}x less main-thread time per frame`,
  );
  // In software WebGL the GPU process's fill (and the compositor's read-back) is the same for both
  // maps and outside these figures; when it dominates, the fps ratio shrinks toward 1 while the
  // main-thread ratio still shows what the chunk cache saves.
});

// Issue 12 point 8: a 512x512 map with 120 tokens (targets: at least 45 fps and 10x the naive map).
// The naive map is 262,144 sprites: its set-up alone takes long, so this test has its own budget.
test('512x512 map, 120 tokens: panning frame rate, chunked terrain vs one sprite per tile', async ({ page }) => {
  test.setTimeout(900_000);
  const q = query(512, 120);
  const chunked = await measure(page, 'chunked', q);
  const naive = await measure(page, 'naive', q);
  expect(chunked.moved).toBeGreaterThan(100);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  console.log(`table-fps-512: 512x512 generated map, 120 tokens, cover+bands+line of sight on, 1280x720, frame-rate limit off, load average ${load}`);
  const line = (name: string, f: Figures): string =>
    `table-fps-512: ${name} ${f.fps.toFixed(1)} fps while panning, main thread ${f.cpuMsPerFrame.toFixed(1)} ms per frame; map ready in ${f.setupMs} ms`;
  console.log(line('chunked terrain', chunked) + ' (target >= 45 fps)');
  console.log(line('naive one sprite per tile', naive));
  console.log(
    `table-fps-512: chunked / naive = ${(chunked.fps / Math.max(0.01, naive.fps)).toFixed(1)}x in fps (target >= 10x), ` +
      `${(naive.cpuMsPerFrame / Math.max(0.01, chunked.cpuMsPerFrame)).toFixed(1)}x less main-thread time per frame`,
  );
});
