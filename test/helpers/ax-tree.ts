import type { Page } from '@playwright/test';

/**
 * Chromium's own full accessibility tree of the page (the Chrome DevTools Protocol's
 * Accessibility.getFullAXTree), as one string of every node's role, name, description and value:
 * what a screen reader is given, not Playwright's aria snapshot (which is computed by Playwright's
 * script from the DOM). The secrecy checks read both.
 */
export async function chromiumAxText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((n) => !n.ignored)
      .map((n) => [n.role?.value, n.name?.value, n.description?.value, n.value?.value].filter((x) => x !== undefined && x !== '').join(' '))
      .join('\n');
  } finally {
    await cdp.detach();
  }
}
