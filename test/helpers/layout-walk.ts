import { expect, type Page } from '@playwright/test';

/**
 * The layout walk: a screen at UI scale 100%, 150% and 200%, at 1280x720 and
 * 1920x1080, on one page, the scale changed in place (as Settings does: the root's --ui-scale).
 * At each, every named control of the screen is in view or reachable by scrolling its own panel
 * (scrolled there, it is inside the window and not covered), no named panel is squashed, and the
 * map keeps at least a third of the window's height. Screens of any layer use it: give the page,
 * the screen's parts and a name; it returns nothing and fails with every problem it found.
 */

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

export const LAYOUTS: readonly Layout[] = [
  { width: 1280, height: 720, scale: 1 },
  { width: 1280, height: 720, scale: 1.5 },
  { width: 1280, height: 720, scale: 2 },
  { width: 1920, height: 1080, scale: 1 },
  { width: 1920, height: 1080, scale: 1.5 },
  { width: 1920, height: 1080, scale: 2 },
];

export interface ScreenParts {
  /** Where the screen's controls are (default: the app's outlet, and any open modal dialog). */
  readonly root?: string;
  /** Panels that must keep a usable size (CSS selectors; each one present is at least 48 px each way). */
  readonly panels?: readonly string[];
  /** The map: at least a third of the window's height (and of a usable width). */
  readonly map?: string;
}

export const layoutName = (l: Layout): string => `${l.width}x${l.height} at ${Math.round(l.scale * 100)}%`;

/** The UI scale in place, as Settings applies it (renderer/main.ts applySettings); the window resized only if it changes. */
export async function setScale(page: Page, layout: Layout): Promise<void> {
  const now = page.viewportSize();
  if (now?.width !== layout.width || now.height !== layout.height) await page.setViewportSize({ width: layout.width, height: layout.height });
  // One frame after the change: the layout settles and resize observers run.
  await page.evaluate((scale) => new Promise<void>((resolve) => {
    document.documentElement.style.setProperty('--ui-scale', String(scale));
    requestAnimationFrame(() => resolve());
  }), layout.scale);
}

/** Every problem of the screen as it stands (in-page: reads layout only, scrolls panels to reach controls). */
async function problems(page: Page, parts: ScreenParts): Promise<string[]> {
  return page.evaluate((p) => {
    const out: string[] = [];
    // Put every scroll back as it was afterwards: the walk scrolls panels to reach controls.
    const scrolled = [...document.querySelectorAll('*')].filter((e) => e.scrollTop !== 0 || e.scrollLeft !== 0).map((e) => [e, e.scrollTop, e.scrollLeft] as const);
    const restore = (): void => {
      for (const e of document.querySelectorAll('*')) if (e.scrollTop !== 0 || e.scrollLeft !== 0) e.scrollTo(0, 0);
      for (const [e, top, left] of scrolled) e.scrollTo(left, top);
    };
    const W = window.innerWidth;
    const H = window.innerHeight;
    const roots: Element[] = [...document.querySelectorAll(p.root ?? '#app'), ...document.querySelectorAll('dialog[open]')];
    const seen = new Set<Element>();
    const nameOf = (el: Element): string => {
      const aria = el.getAttribute('aria-label');
      if (aria) return aria.trim();
      const labelled = el.getAttribute('aria-labelledby');
      if (labelled) return labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
        const label = el.labels?.[0]?.textContent?.trim();
        if (label) return label;
      }
      return (el.textContent ?? el.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
    };
    const hidden = (el: Element): boolean => {
      if (el.getClientRects().length === 0) return true;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') return true;
      // Behind a modal dialog or an inert part, or folded in a closed <details> (a drop-down): not on screen now.
      if (el.closest('[inert]')) return true;
      const folded = el.closest('details:not([open])');
      if (folded && !folded.querySelector(':scope > summary')?.contains(el)) return true;
      const modal = document.querySelector('dialog:modal');
      return modal !== null && !modal.contains(el);
    };
    const scrollers = (el: Element): Element[] => {
      const list: Element[] = [];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (/(auto|scroll|hidden|clip)/.test(s.overflowY + s.overflowX) && a !== document.body && a !== document.documentElement) list.push(a);
      }
      return list;
    };
    for (const root of roots) {
      const controls = root.querySelectorAll<HTMLElement>('button, select, input:not([type="hidden"]), textarea, a[href], [role="button"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"]');
      for (const el of controls) {
        if (seen.has(el) || hidden(el)) continue;
        seen.add(el);
        const name = nameOf(el);
        if (name === '') continue;
        const first = el.getBoundingClientRect();
        // A control drawn as a 1 px proxy (a visually hidden file input inside its label) is reached through its label.
        if (first.width < 2 && first.height < 2) continue;
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const tag = `${el.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
        if (r.width < 2 || r.height < 2) {
          out.push(`${tag} is squashed to ${Math.round(r.width)}x${Math.round(r.height)} px`);
          continue;
        }
        if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
          out.push(`${tag} is outside the window even scrolled to (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
          continue;
        }
        // Clipped by a panel that cannot scroll to it (overflow hidden), or covered by another element.
        const clip = scrollers(el).find((a) => {
          const c = a.getBoundingClientRect();
          return r.top + r.height / 2 < c.top - 0.5 || r.top + r.height / 2 > c.bottom + 0.5 || r.left + r.width / 2 < c.left - 0.5 || r.left + r.width / 2 > c.right + 0.5;
        });
        if (clip) {
          out.push(`${tag} is cut off by ${clip.tagName.toLowerCase()}.${[...clip.classList].join('.')}`);
          continue;
        }
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const label = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? [...(el.labels ?? [])] : [];
        if (!at || !(at === el || el.contains(at) || label.some((l) => l === at || l.contains(at)) || (at instanceof HTMLLabelElement && at.control === el))) {
          out.push(`${tag} is covered by ${at ? `${at.tagName.toLowerCase()}.${[...at.classList].join('.')}` : 'nothing'}`);
        }
      }
    }
    for (const sel of p.panels ?? []) {
      for (const panel of document.querySelectorAll(sel)) {
        if (panel.getClientRects().length === 0) continue;
        const r = panel.getBoundingClientRect();
        if (r.width < 48 || r.height < 48) out.push(`panel ${sel} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
      }
    }
    restore();
    if (p.map) {
      const map = document.querySelector(p.map);
      const r = map?.getBoundingClientRect();
      if (!r) out.push(`no map ${p.map}`);
      else if (r.height < H / 3 - 0.5) out.push(`the map is ${Math.round(r.height)} px tall, under a third of ${H}`);
      else if (r.width < W / 3 - 0.5) out.push(`the map is ${Math.round(r.width)} px wide, under a third of ${W}`);
    }
    return out;
  }, parts);
}

/**
 * Walks `layouts` for the screen on the page now and fails listing every problem. The window size
 * the page has now is walked first (a resize of a WebGL page is the walk's slowest step). `shot`: a
 * screenshot path per layout (taken before the walk scrolls anything), or null for none.
 */
export async function walkLayouts(page: Page, where: string, parts: ScreenParts, o: { readonly layouts?: readonly Layout[]; readonly shot?: (l: Layout) => string | null } = {}): Promise<void> {
  const found: string[] = [];
  const width = page.viewportSize()?.width;
  const layouts = [...(o.layouts ?? LAYOUTS)].sort((a, b) => Number(b.width === width) - Number(a.width === width));
  for (const layout of layouts) {
    await setScale(page, layout);
    const path = o.shot?.(layout);
    if (path) await page.screenshot({ path });
    for (const p of await problems(page, parts)) found.push(`${where}, ${layoutName(layout)}: ${p}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}
