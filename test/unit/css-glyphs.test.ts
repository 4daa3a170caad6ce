import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app bundles the Latin subsets of IBM Plex (renderer/main.ts). A character the subsets lack
// falls back to the system's fonts, and where they lack it too it is drawn as a box: the tracker's
// pause mark before "holding" was one (U+23F8, in no font of a stock Debian). So every character a
// stylesheet draws with `content:` must be in the bundled subset; symbols are masks (styles.css --mark-*).

const repo = path.resolve(import.meta.dirname, '../..');

/** The code points of a @font-face unicode-range ("U+0000-00FF,U+0131,…"). */
function rangeOf(text: string): (cp: number) => boolean {
  const parts = text.split(',').map((p) => {
    const [a, b] = p.trim().replace(/^U\+/i, '').split('-');
    const lo = Number.parseInt(a ?? '', 16);
    return [lo, b === undefined ? lo : Number.parseInt(b, 16)] as const;
  });
  return (cp) => parts.some(([lo, hi]) => cp >= lo && cp <= hi);
}

/** The characters of every `content:` string in a stylesheet (CSS escapes such as '\a0' read). */
function contentChars(css: string): string[] {
  const out: string[] = [];
  for (const decl of css.matchAll(/content:\s*([^;}]*)/g)) {
    for (const s of (decl[1] ?? '').matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
      const raw = s[1] ?? s[2] ?? '';
      out.push(...raw.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/\\(.)/g, '$1'));
    }
  }
  return out;
}

function cssFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) cssFiles(p, out);
    else if (e.name.endsWith('.css')) out.push(p);
  }
  return out;
}

describe('glyphs the stylesheets draw', () => {
  const main = fs.readFileSync(path.join(repo, 'renderer/main.ts'), 'utf8');
  const latin = fs.readFileSync(path.join(repo, 'node_modules/@fontsource/ibm-plex-sans/400.css'), 'utf8');
  const range = /ibm-plex-sans-latin-400-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(latin)?.[1];

  it('the app bundles the Latin subsets of its fonts, whose range is known', () => {
    expect([...main.matchAll(/@fontsource\/[\w-]+\/([\w-]+)\.css/g)].map((m) => m[1]).every((f) => f?.startsWith('latin-'))).toBe(true);
    expect(range).toBeDefined();
    const has = rangeOf(range ?? '');
    expect(has(0x48)).toBe(true);
    expect(has(0x23f8)).toBe(false);
  });

  it('every character drawn by `content:` in renderer/**/*.css is in the bundled fonts', () => {
    const has = rangeOf(range ?? '');
    const missing = cssFiles(path.join(repo, 'renderer')).flatMap((file) =>
      contentChars(fs.readFileSync(file, 'utf8')).filter((c) => !has(c.codePointAt(0) ?? 0)).map((c) => `${path.relative(repo, file)}: U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${c}`));
    expect(missing).toEqual([]);
  });

  it('reads escapes and both quotes (the check itself)', () => {
    expect(contentChars(".a::before { content: '\\a0'; } .b::after { content: \"⏸ \"; } .c { content: counter(x); }")).toEqual(['\u00a0', '⏸', ' ']);
  });
});
