import { describe, expect, test } from 'vitest';
import { closestNames, editDistance, makeLookup } from './lookup';

describe('name lookups', () => {
  const find = makeLookup('weapon', ['Glock 17', 'Beretta M92', 'Heckler & Koch MP5'], (s) => s);

  test('case-insensitive with spacing ignored', () => {
    expect(find('  glock   17 ')).toEqual({ ok: true, value: 'Glock 17' });
    expect(find('HECKLER & KOCH MP5')).toEqual({ ok: true, value: 'Heckler & Koch MP5' });
  });

  test('an unknown name is refused with one sentence naming the closest choices', () => {
    const r = find('Glok 17');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions[0]).toBe('Glock 17');
    expect(r.reason).toMatch(/^Unknown weapon "Glok 17"; the closest valid choices are Glock 17, .+ or .+\.$/);
  });

  test('a fragment of a long name ranks that name first', () => {
    expect(closestNames('mp5', ['Glock 17', 'Heckler & Koch MP5'])[0]).toBe('Heckler & Koch MP5');
  });

  test('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
