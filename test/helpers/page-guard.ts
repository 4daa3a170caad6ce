import type { Page } from '@playwright/test';

/** Collects console errors and page errors; every e2e test fails on any of them. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { errors };
}
