import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';

// Issue 5, point 11 (memory): the page's JS heap after 200 computer-vs-computer rounds on screen,
// next to the heap after round 10. Battles follow one another ("Play again") until 200 rounds
// have been played on the table. A figure, printed; the target is within 20%.

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

/** Plays on (clicking "Play again" after each battle) until `target` rounds have been played in all. */
async function playUntil(page: Page, target: number): Promise<void> {
  while ((await rounds(page)) < target) {
    const again = page.getByRole('button', { name: 'Play again' });
    if ((await again.count()) > 0) {
      await again.click();
      // The new battle's table is up before the counter moves on.
      await expect(page.getByRole('button', { name: 'Play again' })).toHaveCount(0);
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
  await expect(page.locator('.bt-map canvas')).toHaveAttribute('data-renderer', 'webgl', { timeout: 120_000 });
  await page.getByLabel('Computer pace').selectOption('instant');
  const t0 = Date.now();
  await playUntil(page, 10);
  const at10 = await heapAfterGc(page);
  const r10 = await rounds(page);
  // The curve between the two figures says whether growth is a leak (steady) or warm-up (early).
  const curve: string[] = [];
  for (const mark of [50, 100, 150]) {
    await playUntil(page, mark);
    curve.push(`${await rounds(page)}: ${((await heapAfterGc(page)) / 1024 / 1024).toFixed(1)} MB`);
  }
  await playUntil(page, 200);
  const at200 = await heapAfterGc(page);
  const r200 = await rounds(page);
  const battles = Number((await page.locator('.bt-screen').getAttribute('data-battles')) ?? 1);
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  console.log(`battle-memory: warehouse, computer vs computer, pace instant, load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  console.log(`battle-memory: JS heap after round ${r10}: ${mb(at10)} MB; after round ${r200} (${battles} battles): ${mb(at200)} MB`);
  console.log(`battle-memory: on the way: ${curve.join(', ')}`);
  console.log(`battle-memory: growth ${(((at200 - at10) / at10) * 100).toFixed(1)}% (target within 20%); ${((Date.now() - t0) / 1000).toFixed(0)} s of play`);
  expect(r200).toBeGreaterThanOrEqual(200);
});
