import { loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import { orderLinkAttack } from '../helpers/link-fight';

// The link's battle set-up from the board (R-LINK-1; budget 1 s): from "Play it out" on the fight
// prompt to the Black Ops table drawn (the squads built from the two Agents, the Area's map loaded,
// the canvas up). Fixture: test/fixtures/conspiracy-firefight.save.json. A figure, printed.
const RUNS = 3;

test('link battle set-up: "Play it out" to the table drawn', async ({ browser }) => {
  // Each run opens the board and orders the attack first (about a minute on a loaded machine).
  test.setTimeout(900_000);
  const shown: number[] = [];
  const drawn: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A fresh browser context each run: no autosave of the last run's fight in the saves list.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
    const prompt = await orderLinkAttack(page);
    const play = prompt.getByRole('button', { name: /^Play it out/ });
    const t0 = Date.now();
    await play.click();
    await page.locator('.bt-screen').waitFor();
    shown.push(Date.now() - t0);
    await page.locator('.bt-map canvas[data-renderer]').waitFor();
    drawn.push(Date.now() - t0);
    await context.close();
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`link-setup: "Play it out" to the battle screen, median of ${RUNS}: ${median(shown)} ms (budget 1000 ms); runs ${shown.join(', ')} ms`);
  console.log(`link-setup: to the map drawn (canvas up), median of ${RUNS}: ${median(drawn)} ms; runs ${drawn.join(', ')} ms; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  expect(shown).toHaveLength(RUNS);
});
