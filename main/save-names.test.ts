import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isSlug, slugify } from './save-names';

const slug = (name: unknown) => {
  const r = slugify(name);
  return r.ok ? r.slug : `!${r.reason}`;
};

describe('save names from the renderer are sanitised', () => {
  test('ordinary names become readable slugs', () => {
    expect(slug('Operation Nightfall #2')).toBe('operation-nightfall-2');
    expect(slug('  Opération Été  ')).toBe('operation-ete');
    expect(slug('x'.repeat(200))).toBe('x'.repeat(60));
  });
  test('path traversal attempts stay inside the folder', () => {
    expect(slug('../x')).toBe('x');
    expect(slug('../../../../etc/passwd')).toBe('etc-passwd');
    expect(slug('/etc/passwd')).toBe('etc-passwd');
    expect(slug('C:\\Windows\\System32\\config')).toBe('c-windows-system32-config');
    expect(slug('..\\..\\boot.ini')).toBe('boot-ini');
    expect(slug('\\\\server\\share\\x')).toBe('server-share-x');
    expect(slug('a\u0000b')).toBe('a-b');
    expect(slug('%2e%2e%2fx')).toBe('2e-2e-2fx');
    expect(slug('~/x')).toBe('x');
  });
  test('names with nothing usable are refused with a sentence', () => {
    for (const bad of ['..', '.', '', '/', '\\', '\u0000', '   ', '../..', '日本語']) {
      expect(slug(bad)).toBe('!A save name needs at least one letter or digit.');
    }
    expect(slug(42)).toBe('!A save name must be text.');
    expect(slug({ toString: () => '../x' })).toBe('!A save name must be text.');
  });
  test('Windows device names are made harmless', () => {
    expect(slug('CON')).toBe('con-save');
    expect(slug('nul')).toBe('nul-save');
    expect(slug('com1')).toBe('com1-save');
    expect(slug('LPT9')).toBe('lpt9-save');
    expect(slug('aux.')).toBe('aux-save');
    expect(slug('console')).toBe('console');
  });
  test('property: any string gives a safe stem that resolves inside the folder', () => {
    const folder = resolve('/saves');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('..', '../', '..\\', '/', 'C:', '\u0000')), (name) => {
        const r = slugify(name);
        if (!r.ok) return;
        expect(isSlug(r.slug)).toBe(true);
        expect(resolve(join(folder, `${r.slug}.save.json`)).startsWith(`${folder}/`)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
