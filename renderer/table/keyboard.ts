/**
 * Map keys: pure resolution from a key event to a map action, plus the
 * bindings the battle screen adds (attack, end turn, dodge, hold, help). The help overlay lists
 * `KEY_HELP` and the screen's own bindings.
 */

/** The map's view toggles (cover markers, range bands, line of sight, grid). */
export type ToggleName = 'cover' | 'bands' | 'los' | 'grid';

export type MapAction =
  | { readonly kind: 'pan'; readonly dx: -1 | 0 | 1; readonly dy: -1 | 0 | 1 }
  | { readonly kind: 'cursor'; readonly dx: -1 | 0 | 1; readonly dy: -1 | 0 | 1 }
  | { readonly kind: 'zoom'; readonly direction: 1 | -1 }
  | { readonly kind: 'cycle'; readonly direction: 1 | -1; readonly tab: boolean }
  | { readonly kind: 'activate' }
  | { readonly kind: 'measure' }
  | { readonly kind: 'measure-from-cursor' }
  | { readonly kind: 'toggle'; readonly toggle: ToggleName }
  | { readonly kind: 'centre' }
  | { readonly kind: 'cancel' };

export interface KeyLike {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/**
 * The key as bindings name it: "a", "shift+a", "enter", "arrowleft", "?", "+". Shift is named
 * only for letters and named keys, since it is part of a symbol ("?" is shift+/). Undefined for
 * Ctrl/Alt/Meta chords, which stay the browser's.
 */
export function keyName(e: KeyLike): string | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  const key = e.key === ' ' ? 'space' : e.key.toLowerCase();
  const symbol = e.key.length === 1 && !/[a-z0-9]/i.test(e.key);
  return e.shiftKey && !symbol ? `shift+${key}` : key;
}

const ARROWS: Record<string, readonly [-1 | 0 | 1, -1 | 0 | 1]> = {
  arrowleft: [-1, 0],
  arrowright: [1, 0],
  arrowup: [0, -1],
  arrowdown: [0, 1],
};

export function actionFor(name: string): MapAction | undefined {
  const arrow = ARROWS[name];
  if (arrow) return { kind: 'pan', dx: arrow[0], dy: arrow[1] };
  const shifted = name.startsWith('shift+') ? ARROWS[name.slice(6)] : undefined;
  if (shifted) return { kind: 'cursor', dx: shifted[0], dy: shifted[1] };
  switch (name) {
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', direction: -1 };
    case 'tab':
      return { kind: 'cycle', direction: 1, tab: true };
    case 'shift+tab':
      return { kind: 'cycle', direction: -1, tab: true };
    case 'n':
      return { kind: 'cycle', direction: 1, tab: false };
    case 'shift+n':
      return { kind: 'cycle', direction: -1, tab: false };
    case 'enter':
    case 'space':
      return { kind: 'activate' };
    case 'm':
      return { kind: 'measure' };
    case 'shift+m':
      return { kind: 'measure-from-cursor' };
    case 'c':
      return { kind: 'toggle', toggle: 'cover' };
    case 'b':
      return { kind: 'toggle', toggle: 'bands' };
    case 'l':
      return { kind: 'toggle', toggle: 'los' };
    case 'g':
      return { kind: 'toggle', toggle: 'grid' };
    case 'home':
    case 'f':
      return { kind: 'centre' };
    case 'escape':
      return { kind: 'cancel' };
    default:
      return undefined;
  }
}

export interface KeyHelp {
  readonly keys: string;
  readonly does: string;
}

export const KEY_HELP: readonly KeyHelp[] = [
  { keys: 'Arrow keys', does: 'Pan the map' },
  { keys: '+ / -', does: 'Zoom in / out' },
  { keys: 'Shift + arrow keys', does: 'Move the cell cursor' },
  { keys: 'Tab / N (Shift: back)', does: 'Next unit' },
  { keys: 'Enter / Space', does: 'Act on the cell under the cursor' },
  { keys: 'M', does: 'Ruler from the selected unit' },
  { keys: 'Shift + M', does: 'Ruler from the cursor (then move the cursor)' },
  { keys: 'B', does: 'Range bands of the selected weapon' },
  { keys: 'C', does: 'Cover markers on every tile' },
  { keys: 'L', does: 'Line of sight and cover to every enemy in view' },
  { keys: 'G', does: 'Grid' },
  { keys: 'F / Home', does: 'Centre on the selected unit' },
  { keys: 'Esc', does: 'Put the ruler away' },
];

/** A key the battle screen adds: checked before the map's own, so it may take one over. */
export interface KeyBinding {
  /** As `keyName` gives it: "a", "shift+e", "?". */
  readonly key: string;
  readonly label: string;
  readonly run: () => void;
}
