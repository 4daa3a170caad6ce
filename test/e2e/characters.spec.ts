import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';

const SHOTS = process.env.BLACKSITE_SHOTS ?? 'test-results/screens';

/** The screens scroll inside #app, so a tall window shows a whole dossier in one picture. */
async function shoot(page: Page, name: string, height = 2200): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  if (size) await page.setViewportSize(size);
}

test('builder flow: create an agent, trade and buy, save, find, export; a malformed import is refused', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Characters', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Characters', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shipped agents' }).getByRole('row')).toHaveCount(9 + 1);
  await shoot(page, 'characters-roster-empty');

  await page.getByRole('button', { name: 'New agent' }).click();
  await expect(page.getByRole('heading', { name: 'Agent builder' })).toBeVisible();
  const balance = page.getByLabel('Skill levels left');
  await expect(balance).toHaveText('+48'); // R-OPS-9: 30 + 12 + 6 before anything is bought
  await expect(page.getByRole('status', { name: 'Battle readiness' })).toHaveText('Draft: not battle-ready');

  await page.getByLabel('Agent name').fill('Vera Lindgren');
  await page.getByRole('button', { name: 'Suggest animals' }).click();
  await page.getByRole('button', { name: /^Use / }).first().click();
  await expect(page.getByLabel('Animal code name')).not.toHaveValue('');
  await page.getByLabel('Animal code name').fill('Raven');

  // R-OPS-6: a free level raises Reactions; R-OPS-9 counts it as 3 skill levels.
  await page.getByRole('button', { name: 'Raise Reactions' }).click();
  await expect(balance).toHaveText('+45');
  // R-OPS-7: Rifle from its default Mediocre to Fair costs one level; the row shows it.
  await page.getByRole('button', { name: 'Raise Rifle' }).click();
  await expect(balance).toHaveText('+44');
  const rifle = page.getByRole('row', { name: /^Rifle REA Average/ });
  await expect(rifle).toContainText('Fair');
  // Keyboard: the focus stays on the control, so Enter raises again.
  await page.keyboard.press('Enter');
  await expect(balance).toHaveText('+43');
  await page.getByLabel('Lazy', { exact: true }).check();
  await page.getByLabel('Skill taken per field').selectOption('Language');
  await page.getByLabel('Name the language').fill('Finnish');
  await page.getByLabel('Language difficulty').selectOption('Hard');
  await page.getByRole('button', { name: 'Add field skill' }).click();
  await expect(page.getByRole('row', { name: /^Language \(Finnish\)/ })).toBeVisible();
  await page.getByLabel('Firearm to add').selectOption('PSG1');
  await page.getByRole('button', { name: 'Add weapon' }).click();
  await expect(page.getByLabel('Scope', { exact: true })).toBeDisabled(); // R-OPS-11: the sniper rifle has its scope
  await page.getByLabel('Colour designation').selectOption('Black');
  await expect(page.getByLabel('Code name', { exact: true })).toHaveText('Black Raven');
  await expect(page.getByRole('status', { name: 'Battle readiness' })).toHaveText('Ready for battle');
  await shoot(page, 'characters-builder', 3800);

  await page.getByRole('button', { name: 'Save to roster' }).click();
  await expect(page.getByText('Saved to the roster. Ready for battle.')).toBeVisible();

  await page.getByRole('button', { name: 'Printable sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Vera Lindgren' })).toBeVisible();
  await shoot(page, 'characters-sheet');
  await page.emulateMedia({ media: 'print' });
  await shoot(page, 'characters-sheet-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Back to the builder' }).click();
  await page.getByRole('button', { name: 'Back to the roster' }).click();

  const roster = page.getByRole('table', { name: 'Roster' });
  await expect(roster.getByRole('row', { name: /Vera Lindgren/ })).toContainText('Ready');
  await page.getByLabel('Search the roster').fill('raven');
  await expect(roster.getByRole('row')).toHaveCount(2); // header + Vera

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Vera Lindgren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vera-lindgren.agent.json');
  const exported = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ format: 'blacksite-agent', version: 1, name: 'Vera Lindgren', animal: 'Raven', attributes: { REA: 'Good' } });
  expect(exported.skills).toContainEqual({ name: 'Rifle', rating: 'Good' });

  // A malformed file is refused with a sentence, and nothing is added.
  await page.getByLabel('Search the roster').fill('');
  await page.getByLabel('Import agent or squad file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "blacksite-agent", "name": ') });
  await expect(page.getByRole('status').filter({ hasText: 'refused' })).toHaveText('broken.json was refused: That file is not JSON, so it is neither an agent nor a squad file.');
  await page.getByLabel('Import agent or squad file').setInputFiles({
    name: 'bad-word.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...exported, attributes: { ...(exported.attributes as object), BODY: 'Huge' } })),
  });
  await expect(page.getByRole('status').filter({ hasText: 'refused' })).toContainText('BODY in the attributes is not a ladder word');
  await expect(page.getByRole('table', { name: 'Roster' }).getByRole('row')).toHaveCount(2);

  // A whole squad comes in agent by agent.
  await page.getByLabel('Import agent or squad file').setInputFiles({
    name: 'pair.squad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'blacksite-squad', version: 1, name: 'Pair', agents: ['sniper.json', { ...exported, name: 'Vera Two' }] })),
  });
  await expect(page.getByText('Imported the 2 agents of the squad Pair.')).toBeVisible();
  await expect(roster.getByRole('row')).toHaveCount(4);

  // Duplicate, then delete with undo.
  await page.getByRole('button', { name: 'Duplicate Vera Lindgren' }).click();
  await expect(roster.getByRole('row', { name: /Vera Lindgren \(copy\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Vera Lindgren (copy)' }).click();
  await expect(page.getByRole('alert')).toContainText('Vera Lindgren (copy) was deleted.');
  await shoot(page, 'characters-roster');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(roster.getByRole('row', { name: /Vera Lindgren \(copy\)/ })).toBeVisible();

  // The roster is kept: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Roster' }).getByRole('row')).toHaveCount(5);
  expect(guard.errors).toEqual([]);
});

test('a random valid agent joins the roster ready for battle', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/#/characters');
  await page.getByRole('button', { name: 'Random valid agent' }).click();
  await expect(page.getByText(/joined the roster\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Roster' }).getByRole('row').nth(1)).toContainText('Ready');
  expect(guard.errors).toEqual([]);
});
