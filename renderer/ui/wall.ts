/**
 * A wall between seats: while a hand-over (or a prompt only another seat may answer, or a
 * hot-seat computer's cover) is up, nothing behind it can be reached. Every element of the page
 * outside the wall's own element is `inert` and `aria-hidden` (no pointer, no Tab, no screen
 * reader), Tab and Shift+Tab go round the wall's own controls, and every other key — Undo, Save,
 * Leave, the help, the table's and the GM's letters — is stopped before any handler hears it:
 * only Enter, Space and Escape reach the wall's own focused control. Focus starts on the wall's
 * `[autofocus]` control (or its first button), from the first wall on.
 */

/** The keys a control on the wall may have (a button's Enter and Space; Escape, which does nothing there). */
const WALL_KEYS = new Set(['Enter', ' ', 'Spacebar', 'Escape']);

/** Set on the elements a wall made inert, so lowering it gives back exactly what it took. */
const MARK = 'data-behind-wall';

export interface Wall {
  /** Raise the wall around `element` (again: no change; another element: moved there). */
  raise(element: HTMLElement): void;
  lower(): void;
  isUp(): boolean;
  /** Lower it and stop listening. */
  dispose(): void;
}

const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0);

/** The wall's first control: its [autofocus] one, else its first button. */
function firstControl(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[autofocus]') ?? focusables(root)[0] ?? null;
}

export function createWall(doc: Document = document): Wall {
  let up: HTMLElement | null = null;

  /** Everything outside `el`: the siblings of `el` and of each of its ancestors up to <body>. */
  const shut = (el: HTMLElement): void => {
    for (let node: HTMLElement | null = el; node && node !== doc.body && node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute(MARK)) continue;
        if (sibling.inert && sibling.getAttribute('aria-hidden') === 'true') continue;
        sibling.setAttribute(MARK, `${sibling.inert ? 'i' : ''}${sibling.getAttribute('aria-hidden') === 'true' ? 'h' : ''}`);
        sibling.inert = true;
        sibling.setAttribute('aria-hidden', 'true');
      }
    }
  };

  const open = (): void => {
    for (const el of doc.querySelectorAll<HTMLElement>(`[${MARK}]`)) {
      const was = el.getAttribute(MARK) ?? '';
      el.inert = was.includes('i');
      if (!was.includes('h')) el.removeAttribute('aria-hidden');
      el.removeAttribute(MARK);
    }
  };

  const focusWall = (): void => {
    if (!up || (doc.activeElement instanceof Node && up.contains(doc.activeElement) && doc.activeElement !== up)) return;
    firstControl(up)?.focus({ preventScroll: true });
  };

  const onKey = (e: KeyboardEvent): void => {
    if (!up) return;
    const inside = e.target instanceof Node && up.contains(e.target);
    if (e.key === 'Tab' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Round the wall's own controls, never out of it.
      e.preventDefault();
      e.stopImmediatePropagation();
      const list = focusables(up);
      if (list.length === 0) return;
      const at = list.indexOf(doc.activeElement as HTMLElement);
      const next = at < 0 ? 0 : (at + (e.shiftKey ? list.length - 1 : 1)) % list.length;
      list[next]?.focus({ preventScroll: true });
      return;
    }
    if (inside && WALL_KEYS.has(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    // A key pressed with the focus lost (on the body) brings it back to the wall.
    if (!inside) focusWall();
  };

  /** Keys that reach the wall's own control go no further (no window or document shortcut hears them). */
  const stopAtWall = (e: KeyboardEvent): void => e.stopPropagation();

  // Capture on the window: before any other listener of the page, wherever the focus is.
  doc.defaultView?.addEventListener('keydown', onKey, true);

  const wall: Wall = {
    raise(element) {
      if (up === element) {
        // Re-rendered: new nodes beside it may have come (a dialog appended to the page).
        shut(element);
        focusWall();
        return;
      }
      if (up) wall.lower();
      up = element;
      element.addEventListener('keydown', stopAtWall);
      shut(element);
      focusWall();
    },
    lower() {
      if (!up) return;
      up.removeEventListener('keydown', stopAtWall);
      up = null;
      open();
    },
    isUp: () => up !== null,
    dispose() {
      wall.lower();
      doc.defaultView?.removeEventListener('keydown', onKey, true);
    },
  };
  return wall;
}
