import { expect, test } from '@playwright/test';
import { PAN_BENCH_USE, panFigures, printPan } from './pan-bench';

// Frames per second while panning a generated map with tokens and the overlays on, next to a
// naive one-sprite-per-tile map in the same run (pan-bench.ts). Figures, never pass/fail on time.
// In software WebGL the GPU process's fill (and the compositor's read-back) is the same for both
// maps and outside these figures; when it dominates, the fps ratio shrinks toward 1 while the
// main-thread ratio still shows what the chunk cache saves.
test.use(PAN_BENCH_USE);

const query = (size: number, units: number): string => `?map=generated&size=${size}&units=${units}&overlays=1&viewer=0`;

test('map panning frame rate: chunked terrain vs one sprite per tile', async ({ page }) => {
  test.setTimeout(600_000);
  const chunked = await panFigures(page, query(256, 60), 'chunked');
  const naive = await panFigures(page, query(256, 60), 'naive');
  // The camera really moved in both runs, so both figures are of panning.
  expect(chunked.moved).toBeGreaterThan(100);
  expect(naive.moved).toBeGreaterThan(0);
  printPan('table-fps', '256x256 map, 60 tokens, cover+bands+line of sight on, 1280x720', chunked, naive, { fps: 60, ratio: 4 });
});

// A 512x512 map with 120 tokens (targets: at least 45 fps and 10x the naive map). The naive map
// is 262,144 sprites: its set-up alone takes long, so this test has its own budget.
test('512x512 map, 120 tokens: panning frame rate, chunked terrain vs one sprite per tile', async ({ page }) => {
  test.setTimeout(900_000);
  const chunked = await panFigures(page, query(512, 120), 'chunked');
  const naive = await panFigures(page, query(512, 120), 'naive');
  expect(chunked.moved).toBeGreaterThan(100);
  printPan('table-fps-512', '512x512 generated map, 120 tokens, cover+bands+line of sight on, 1280x720', chunked, naive, { fps: 45, ratio: 10 });
});
