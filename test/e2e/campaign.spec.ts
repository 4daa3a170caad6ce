import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';

// A two-mission campaign (R-CAMP-1..4) from a campaign file: the team goes out (played by the
// computer at the instant pace, so the test does not wait on a fight), comes back with a wounded
// agent, the GM changes an award, EP are spent, five days pass and the wounded heal or keep healing,
// then the second mission. The fixture's seed makes the first night wound an agent who lives.
const SHOTS = process.env.HOUSE_SHOTS ?? 'test-results/screens';
const FIXTURE = readFileSync('test/fixtures/campaigns/two-nights.campaign.json');

async function setScale(page: Page, value: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(value);
  await expect(page.getByRole('status')).toContainText('Saved');
}

/** Sends the team on the next mission, played by the computer, and comes back to the campaign's debrief. */
async function playNext(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Deploy a team' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await page.getByLabel('The team is played by').selectOption('veteran');
  await page.getByRole('button', { name: 'Send the team' }).click();
  await page.locator('#bt-pace').selectOption('instant');
  await page.getByRole('button', { name: 'Back to the campaign' }).click({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: new RegExp(`${title}: mission (accomplished|failed)`) })).toBeVisible();
}

test('a two-mission campaign: an agent wounded in the first heals between them, EP are spent', async ({ page }) => {
  test.setTimeout(300_000);
  const guard = watchConsole(page);
  await page.goto('/#/campaign');
  await page.locator('#cp-open-file').setInputFiles({ name: 'two-nights.campaign.json', mimeType: 'application/json', buffer: FIXTURE });
  await expect(page.getByRole('heading', { name: 'Two Nights', level: 1 })).toBeVisible();
  await expect(page.getByText('Day 1', { exact: true })).toBeVisible();

  // Deploy: colours proposed from skills (R-CAMP-4), loadouts from the tables.
  await page.getByRole('button', { name: 'Deploy a team' }).click();
  const picks = page.getByRole('table', { name: 'Who goes: colour, designation and loadout' });
  await expect(picks.getByRole('row', { name: /Carla Jansen/ })).toContainText('Blue Wolf');
  await expect(picks.getByRole('row', { name: /Carla Jansen/ })).toContainText('team leader: a team leader by training');
  await expect(picks.getByRole('row', { name: /Rafael Dubois/ })).toContainText('Red Rhino');
  await page.screenshot({ path: `${SHOTS}/campaign-deploy-100.png` });
  await page.getByRole('button', { name: 'Back' }).click();
  await playNext(page, 'The first night');

  // The debrief: a wounded agent who lived; the GM gives it 10 EP instead of the rule's award.
  const debrief = page.getByRole('table', { name: "Each agent's fate and award" });
  const wounded = debrief.getByRole('row').filter({ hasText: 'Wounded' }).first();
  await expect(wounded, 'the fixture\'s seed wounds an agent who lives through the first night').toBeVisible();
  const name = (await wounded.locator('th .sub').textContent())?.trim() ?? '';
  await wounded.getByRole('spinbutton').fill('10');
  await wounded.getByRole('spinbutton').press('Tab');
  await expect(wounded).toContainText('GM · rule');
  await page.screenshot({ path: `${SHOTS}/campaign-debrief-100.png` });
  await page.getByRole('button', { name: 'Record the debrief' }).click();

  // EP: what each raise costs, why a trait cannot be raised; one raise bought.
  await expect(page.getByRole('heading', { name: 'Spend experience' })).toBeVisible();
  const spend = page.locator('.cp-spend').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
  await expect(spend.getByRole('heading')).toContainText('10 EP to spend');
  await spend.getByText('Traits that cannot be raised now, and why').click();
  await expect(spend.getByText(/did not roll .* in The first night: only a skill rolled in that mission can be raised \(R-CAMP-3\)\./).first()).toBeVisible();
  const raise = spend.getByRole('button', { name: /^Raise / }).first();
  const label = (await raise.getAttribute('aria-label')) ?? '';
  const cost = Number(/for (\d+) EP$/.exec(label)?.[1]);
  await raise.click();
  await expect(spend.getByRole('heading')).toContainText(`${10 - cost} EP to spend`);
  await page.screenshot({ path: `${SHOTS}/campaign-spend-100.png` });
  await page.getByRole('button', { name: 'Done: the days that pass' }).click();

  // Five days pass (the second mission's); who heals is shown first.
  await expect(page.getByRole('heading', { name: 'The days that pass' })).toBeVisible();
  await expect(page.getByLabel(/Days of rest before The second night/)).toHaveValue('5');
  const heals = page.getByRole('table', { name: 'Who heals in these days' });
  await expect(heals.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/campaign-rest-100.png` });
  await page.getByRole('button', { name: 'Let 5 days pass' }).click();
  await expect(page.getByText('Day 6', { exact: true })).toBeVisible();
  const team = page.getByRole('table', { name: /The team/ });
  const row = team.getByRole('row', { name: new RegExp(name) });
  // Still healing (fit in N days, its wounds listed) or healed (Fit).
  await expect(row.locator('.state')).toHaveText(/^(Fit|Wounded.+)$/);
  const fitIn = (await row.locator('.fit-in').textContent())?.trim();
  await expect(page.getByRole('listitem').filter({ hasText: 'The first night' })).toContainText('5 days of rest after it');

  // The second mission: the wounded agent goes with its penalties, or fit.
  await page.getByRole('button', { name: 'Deploy a team' }).click();
  const second = page.getByRole('table', { name: 'Who goes: colour, designation and loadout' }).getByRole('row', { name: new RegExp(name) });
  if (fitIn !== '—') await expect(second).toContainText(`fit in ${fitIn?.replace(' d', '')} day`);
  await page.getByRole('button', { name: 'Back' }).click();
  await playNext(page, 'The second night');
  await page.getByRole('button', { name: 'Record the debrief' }).click();
  await page.getByRole('button', { name: 'Done: the days that pass' }).click();
  await page.getByRole('button', { name: /^Let \d+ days? pass$/ }).click();
  await expect(page.locator('.cp-played li')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/campaign-home-100.png` });

  // An agent comes in from a file and travels out again as an agent file.
  const url = page.url();
  await setScale(page, '1.5');
  await page.goto(url);
  await page.getByRole('button', { name: 'Add agents…' }).click();
  await page.locator('#cp-agent-file').setInputFiles({ name: 'sniper.json', mimeType: 'application/json', buffer: readFileSync('maps/agents/sniper.json') });
  await expect(page.getByRole('status')).toContainText('Mara Lindqvist joined the team.');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Mara Lindqvist' }).click();
  const file = JSON.parse(readFileSync(await (await exported).path(), 'utf8')) as { format: string; name: string };
  expect(file).toMatchObject({ format: 'blacksite-agent', name: 'Mara Lindqvist' });
  // A mission of the GM's own, set up in the app: map, sides, objective.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Add a mission…' }).click();
  await page.getByLabel('Title').fill('The third night');
  await page.getByLabel('Map').selectOption('warehouse');
  await page.getByLabel('Objective').selectOption({ label: 'Reach ledger' });
  await page.getByLabel('Played by').selectOption('recruit');
  await page.getByLabel('Agents, at most').fill('2');
  await page.screenshot({ path: `${SHOTS}/campaign-mission-150.png` });
  await page.getByRole('button', { name: 'Add the mission' }).click();
  await expect(page.getByRole('heading', { name: 'The third night', level: 3 })).toBeVisible();
  await expect(page.locator('.cp-mission.next')).toContainText('Reach ledger (or hold the field)');
  await page.screenshot({ path: `${SHOTS}/campaign-home-150.png` });
  await setScale(page, '2');
  await page.goto(url);
  await page.getByRole('button', { name: 'Deploy a team' }).click();
  await expect(page.getByRole('heading', { name: 'The third night', level: 2 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/campaign-deploy-200.png` });
  await page.getByRole('button', { name: 'Back' }).click();
  await page.screenshot({ path: `${SHOTS}/campaign-home-200.png` });
  await setScale(page, '1');
  expect(guard.errors).toEqual([]);
});
