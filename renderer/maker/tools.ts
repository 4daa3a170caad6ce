import { CHANNELS, OBJECT_TOOLS, PAINT_KINDS, kindById, objectTool, type Channel, type Paint, type PaintKind } from '../../src/maker';

/**
 * The maker's tools as plain data (the screen renders them, the keys change them): what is
 * painted (a kind, or the eraser), with which shape (brush, rectangle, line, flood fill), how big
 * a brush, which channels are shown, and whether the grid tool (a box over one cell) is on.
 * `keyAction` turns a key into what it means; the screen applies it. Pure, unit-tested.
 */
export const SHAPES = [
  { id: 'brush', label: 'Brush', key: 'b' },
  { id: 'rect', label: 'Rectangle', key: 'r' },
  { id: 'line', label: 'Line', key: 'n' },
  { id: 'fill', label: 'Flood fill', key: 'g' },
] as const;
export type Shape = (typeof SHAPES)[number]['id'];

export const ERASER = { id: 'eraser', label: 'Eraser', key: 'e' } as const;

export interface ToolState {
  /** A PaintKind id, an object kind (src/maker/objects.ts), or 'eraser'. */
  readonly kind: string;
  readonly shape: Shape;
  /** Brush side in cells, 1..MAX_BRUSH. */
  readonly size: number;
  readonly shown: Readonly<Record<Channel, boolean>>;
  /** Mission objects shown (and erased by the eraser). */
  readonly objectsShown: boolean;
  /** The grid tool: dragging draws a box over one cell of the picture. */
  readonly gridBox: boolean;
}

export const MAX_BRUSH = 9;

export const INITIAL_TOOLS: ToolState = {
  kind: 'wall',
  shape: 'brush',
  size: 1,
  shown: Object.fromEntries(CHANNELS.map((c) => [c, true])) as Record<Channel, boolean>,
  objectsShown: true,
  gridBox: false,
};

export type KeyAction =
  | { readonly kind: 'tools'; readonly tools: ToolState }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'save' }
  | { readonly kind: 'cancel' };

export interface KeyPress {
  readonly key: string;
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

/** The kinds picked by one key, in the order the key cycles through them (D: closed, open, locked). */
export const kindsOfKey = (key: string): PaintKind[] => PAINT_KINDS.filter((k) => k.key === key);

export function keyAction(tools: ToolState, press: KeyPress): KeyAction | undefined {
  const key = press.key.toLowerCase();
  if (press.ctrl) {
    if (key === 'z') return press.shift ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 's') return { kind: 'save' };
    return undefined;
  }
  if (press.alt) return undefined;
  if (key === 'escape') return { kind: 'cancel' };
  const set = (change: Partial<ToolState>): KeyAction => ({ kind: 'tools', tools: { ...tools, ...change } });
  const kinds = kindsOfKey(key);
  if (kinds.length > 0) {
    const at = kinds.findIndex((k) => k.id === tools.kind);
    const next = kinds[at < 0 ? 0 : (at + 1) % kinds.length];
    return next ? set({ kind: next.id, gridBox: false }) : undefined;
  }
  if (key === ERASER.key) return set({ kind: ERASER.id, gridBox: false });
  const object = OBJECT_TOOLS.find((t) => t.key === key);
  if (object) return set({ kind: object.kind, gridBox: false });
  const shape = SHAPES.find((s) => s.key === key);
  if (shape) return set({ shape: shape.id, gridBox: false });
  if (key === '[') return set({ size: Math.max(1, tools.size - 1) });
  if (key === ']') return set({ size: Math.min(MAX_BRUSH, tools.size + 1) });
  if (key === 'c') return set({ gridBox: !tools.gridBox });
  return undefined;
}

/** What the current tool writes: its kind, or the eraser over the channels shown. */
export function paintOf(tools: ToolState): Paint | undefined {
  if (tools.kind === ERASER.id) return { erase: CHANNELS.filter((c) => tools.shown[c]) };
  const kind = kindById(tools.kind);
  return kind ? { kind } : undefined;
}

/** The history's word for an edit ("Wall (rectangle)"). */
export function editLabel(tools: ToolState): string {
  const object = objectTool(tools.kind);
  if (object) return object.label.replace(/ \(.*\)$/, '');
  const what = tools.kind === ERASER.id ? ERASER.label : (kindById(tools.kind)?.label ?? tools.kind);
  const how = SHAPES.find((s) => s.id === tools.shape)?.label.toLowerCase() ?? tools.shape;
  return `${what} (${how})`;
}
