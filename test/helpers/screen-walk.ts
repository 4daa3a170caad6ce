import type { Locator, Page } from '@playwright/test';

/** The viewports and UI scales every screen is walked at. */
export const VIEWPORTS = [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }] as const;
export const SCALES = ['1', '1.5', '2'] as const;

/**
 * Sets the UI scale the way the app applies its setting (renderer/main.ts applySettings: the root's
 * --ui-scale), without leaving the screen: the layout follows at once.
 */
export async function setUiScale(page: Page, scale: string): Promise<void> {
  await page.evaluate((s) => document.documentElement.style.setProperty('--ui-scale', s), scale);
}

/**
 * Every named control under `scope` (buttons, tabs, fields, links) that is not in view: each is
 * scrolled into view within its own scrolling panel (never the page), and is a problem if it then is
 * still out of the window or of that panel, or has no size at all. Returns one line per problem.
 */
export async function unreachable(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>('button, select, input, textarea, a[href], [role="tab"], [role="button"]');
    const inWindow = (r: DOMRect) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5;
    const inBox = (r: DOMRect, b: DOMRect) => r.top >= b.top - 0.5 && r.left >= b.left - 0.5 && r.bottom <= b.bottom + 0.5 && r.right <= b.right + 0.5;
    const scroller = (el: HTMLElement): HTMLElement | null => {
      for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const s = getComputedStyle(p);
        const scrolls = /(auto|scroll)/.test(`${s.overflowY} ${s.overflowX}`) && (p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1);
        if (scrolls) return p;
      }
      return null;
    };
    for (const el of controls) {
      if (el.closest('[hidden], [inert]') || getComputedStyle(el).visibility === 'hidden' || getComputedStyle(el).display === 'none') continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('title') ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
      let r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) {
        problems.push(`${name}: no size`);
        continue;
      }
      if (inWindow(r)) {
        const panel = scroller(el);
        if (!panel || inBox(r, panel.getBoundingClientRect())) continue;
      }
      const panel = scroller(el);
      if (!panel) {
        problems.push(`${name}: out of view, in no scrolling panel`);
        continue;
      }
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      r = el.getBoundingClientRect();
      if (!inWindow(r) || !inBox(r, panel.getBoundingClientRect())) problems.push(`${name}: out of view after scrolling its panel`);
    }
    return problems;
  });
}

/** The box of one element, or zeros. */
export async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
}
