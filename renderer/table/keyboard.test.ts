import { describe, expect, it } from 'vitest';
import { actionFor, keyName } from './keyboard';

const ev = (key: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('map keys', () => {
  it('names keys with shift only where shift is not part of the symbol', () => {
    expect(keyName(ev('N', { shiftKey: true }))).toBe('shift+n');
    expect(keyName(ev('?', { shiftKey: true }))).toBe('?');
    expect(keyName(ev('+', { shiftKey: true }))).toBe('+');
    expect(keyName(ev('ArrowLeft', { shiftKey: true }))).toBe('shift+arrowleft');
    expect(keyName(ev(' '))).toBe('space');
    expect(keyName(ev('r', { ctrlKey: true }))).toBeUndefined();
  });

  it('pans with arrows, moves the cursor with shift+arrows, zooms with + and -', () => {
    expect(actionFor('arrowup')).toEqual({ kind: 'pan', dx: 0, dy: -1 });
    expect(actionFor('shift+arrowright')).toEqual({ kind: 'cursor', dx: 1, dy: 0 });
    expect(actionFor('+')).toEqual({ kind: 'zoom', direction: 1 });
    expect(actionFor('=')).toEqual({ kind: 'zoom', direction: 1 });
    expect(actionFor('-')).toEqual({ kind: 'zoom', direction: -1 });
  });

  it('cycles units with Tab and N, backwards with shift', () => {
    expect(actionFor('tab')).toEqual({ kind: 'cycle', direction: 1, tab: true });
    expect(actionFor('shift+n')).toEqual({ kind: 'cycle', direction: -1, tab: false });
  });

  it('leaves unknown keys to the page', () => {
    expect(actionFor('q')).toBeUndefined();
  });
});
