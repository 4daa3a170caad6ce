import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';

// The page's JS heap after 200 computer-vs-computer rounds on screen,
// next to the heap after round 10. Battles follow one another ("Play again") until 200 rounds
// have been played on the table. A figure, printed; the target is within 20%.
//
// The heap also depends on where the current battle is (its logs grow round by round and go
// with it), so the curve is printed twice: at round marks, and at the start of each battle, the
// same moment every time, where a leak shows as a steady climb and warm-up (compiled code, lazy
// library set-up) as an early step that then stays flat.

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // Twice: the first pass can leave garbage that finalizers freed.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

const rounds = async (page: Page): Promise<number> => Number((await page.locator('.bt-screen').getAttribute('data-rounds')) ?? 0);

const battles = async (page: Page): Promise<number> => Number((await page.locator('.bt-screen').getAttribute('data-battles')) ?? 1);
const roundOfBattle = async (page: Page): Promise<string> => (await page.locator('.bt-screen').getAttribute('data-round')) ?? '?';
const mb = (b: number): string => (b / 1024 / 1024).toFixed(1);

/**
 * Plays on (clicking "Play again" after each battle) until `target` rounds have been played in
 * all, noting the heap as each new battle starts in `starts`.
 */
async function playUntil(page: Page, target: number, starts: string[]): Promise<void> {
  while ((await rounds(page)) < target) {
    // At the end the debrief opens over the board with its own "Play again" (the side panel has one too).
    const again = page.getByRole('button', { name: 'Play again' });
    if ((await again.count()) > 0) {
      await again.last().click();
      // The new battle's table is up before the counter moves on.
      await expect(page.getByRole('button', { name: 'Play again' })).toHaveCount(0);
      // Measured at once: the computer may have made its first moves (the pace is instant).
      starts.push(`b${await battles(page)} ${mb(await heapAfterGc(page))}`);
    }
    await page.waitForTimeout(250);
  }
}

test('JS heap after 200 computer-vs-computer rounds vs after round 10', async ({ page }) => {
  test.setTimeout(3_600_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Side 1 played by').selectOption('veteran');
  await page.getByRole('button', { name: 'Start battle' }).click();
  await expect(page.locator('.bt-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 120_000 });
  await page.getByLabel('Computer pace').selectOption('instant');
  const t0 = Date.now();
  const starts: string[] = [];
  await playUntil(page, 10, starts);
  const at10 = await heapAfterGc(page);
  const r10 = await rounds(page);
  const where10 = `battle ${await battles(page)} round ${await roundOfBattle(page)}`;
  // The curve between the two figures says whether growth is a leak (steady) or warm-up (early).
  const curve: string[] = [];
  for (const mark of [25, 50, 75, 100, 125, 150, 175]) {
    await playUntil(page, mark, starts);
    curve.push(`${await rounds(page)}: ${mb(await heapAfterGc(page))}`);
  }
  await playUntil(page, 200, starts);
  const at200 = await heapAfterGc(page);
  const r200 = await rounds(page);
  const where200 = `battle ${await battles(page)} round ${await roundOfBattle(page)}`;
  console.log(`battle-memory: warehouse, computer vs computer, pace instant, load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  console.log(`battle-memory: JS heap after round ${r10} (${where10}): ${mb(at10)} MB; after round ${r200} (${where200}): ${mb(at200)} MB`);
  console.log(`battle-memory: at round marks (MB): ${curve.join(', ')}`);
  console.log(`battle-memory: as each battle starts (MB): ${starts.join(', ')}`);
  console.log(`battle-memory: growth ${(((at200 - at10) / at10) * 100).toFixed(1)}% (target within 20%); ${((Date.now() - t0) / 1000).toFixed(0)} s of play`);
  expect(r200).toBeGreaterThanOrEqual(200);
});
