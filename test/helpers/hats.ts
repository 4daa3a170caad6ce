import { expect, type Page } from '@playwright/test';

/**
 * Ends the seat's turn from its board. While some of its Agents or Groups could still act, End turn
 * asks first (renderer/conspiracy/end-turn-model.ts): this answers "End the turn now".
 */
export async function endTurn(page: Page): Promise<void> {
  const end = page.getByRole('button', { name: 'End turn' });
  await expect(end).toBeEnabled();
  const anyReady = (await end.locator('.ready-count').getAttribute('data-none')) === null;
  await end.click();
  if (anyReady) await page.getByRole('dialog', { name: 'End your turn?' }).getByRole('button', { name: 'End the turn now' }).click();
}
