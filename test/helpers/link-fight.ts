import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens test/fixtures/conspiracy-firefight.save.json (the option "play fights as firefights" on,
 * R-LINK-1) and orders the Order's Killer to attack the Syndicate's; returns the fight prompt.
 * Shared by test/e2e/link.spec.ts and test/bench/link-setup.bench.spec.ts.
 */
export async function orderLinkAttack(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await page.getByLabel('Import a save file').setInputFiles('test/fixtures/conspiracy-firefight.save.json');
  await page.getByRole('button', { name: /^Open Shadow War: a Syndicate Killer in New York/ }).first().click();
  await page.getByRole('tab', { name: /Operatives/ }).click();
  await page.getByRole('button', { name: 'Orders for Ashen Heron' }).click();
  const orders = page.getByRole('dialog', { name: 'Orders for Ashen Heron' });
  await orders.getByLabel('Action').selectOption({ label: 'Combat' });
  await orders.getByLabel('Choice').selectOption({ label: 'Attack Ashen Jackal' });
  await orders.getByRole('button', { name: 'Commit' }).click();
  const prompt = page.getByRole('dialog', { name: 'Ashen Heron attacks Ashen Jackal' });
  await expect(prompt).toBeVisible();
  return prompt;
}
