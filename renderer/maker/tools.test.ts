import { describe, expect, it } from 'vitest';
import { editLabel, INITIAL_TOOLS, keyAction, paintOf, type KeyAction, type ToolState } from './tools';

const press = (key: string, mods: Partial<{ ctrl: boolean; shift: boolean; alt: boolean }> = {}) => ({ key, ctrl: false, shift: false, alt: false, ...mods });
const tools = (a: KeyAction | undefined): ToolState => {
  if (a?.kind !== 'tools') throw new Error(`not a tool change: ${JSON.stringify(a)}`);
  return a.tools;
};

describe('the maker tools and their keys', () => {
  it('every painting tool has a key; D and L cycle through their states', () => {
    expect(tools(keyAction(INITIAL_TOOLS, press('p'))).kind).toBe('partial');
    expect(tools(keyAction(INITIAL_TOOLS, press('F'))).kind).toBe('full');
    let t = tools(keyAction(INITIAL_TOOLS, press('d')));
    expect(t.kind).toBe('door-closed');
    t = tools(keyAction(t, press('d')));
    expect(t.kind).toBe('door-open');
    t = tools(keyAction(t, press('d')));
    expect(t.kind).toBe('door-locked');
    expect(tools(keyAction(t, press('d'))).kind).toBe('door-closed');
    expect(tools(keyAction(tools(keyAction(INITIAL_TOOLS, press('l'))), press('l'))).kind).toBe('light-dark');
    expect(['1', '2', '3', '4', 'o', 'x', 'm', 'v', 'w'].map((k) => tools(keyAction(INITIAL_TOOLS, press(k))).kind)).toEqual(['spawn-a', 'spawn-b', 'spawn-c', 'spawn-d', 'objective', 'exit', 'blocks-move', 'blocks-sight', 'wall']);
    expect(tools(keyAction(INITIAL_TOOLS, press('e'))).kind).toBe('eraser');
    expect(['a', 'k', 't', 'h', 'u'].map((k) => tools(keyAction(INITIAL_TOOLS, press(k))).kind)).toEqual(['alarm-panel', 'camera', 'trip-wire', 'terminal', 'patrol-route']);
    expect(paintOf({ ...INITIAL_TOOLS, kind: 'camera' })).toBeUndefined();
    expect(editLabel({ ...INITIAL_TOOLS, kind: 'camera' })).toBe('Camera');
  });

  it('shapes, brush size, the grid tool, undo, redo and save', () => {
    expect(['b', 'r', 'n', 'g'].map((k) => tools(keyAction(INITIAL_TOOLS, press(k))).shape)).toEqual(['brush', 'rect', 'line', 'fill']);
    expect(tools(keyAction(INITIAL_TOOLS, press(']'))).size).toBe(2);
    expect(tools(keyAction(INITIAL_TOOLS, press('['))).size).toBe(1);
    expect(tools(keyAction(INITIAL_TOOLS, press('c'))).gridBox).toBe(true);
    expect(keyAction(INITIAL_TOOLS, press('z', { ctrl: true }))).toEqual({ kind: 'undo' });
    expect(keyAction(INITIAL_TOOLS, press('y', { ctrl: true }))).toEqual({ kind: 'redo' });
    expect(keyAction(INITIAL_TOOLS, press('Z', { ctrl: true, shift: true }))).toEqual({ kind: 'redo' });
    expect(keyAction(INITIAL_TOOLS, press('s', { ctrl: true }))).toEqual({ kind: 'save' });
    expect(keyAction(INITIAL_TOOLS, press('q'))).toBeUndefined();
  });

  it('the eraser erases only the channels shown', () => {
    const t: ToolState = { ...INITIAL_TOOLS, kind: 'eraser', shown: { ...INITIAL_TOOLS.shown, light: false, zone: false } };
    expect(paintOf(t)).toEqual({ erase: ['block', 'cover', 'door'] });
    expect(editLabel({ ...INITIAL_TOOLS, shape: 'rect' })).toBe('Wall (rectangle)');
  });
});
