/**
 * The wall between seats (R-HATS-12, the tactical hand-over): while a hand-over, or a prompt only
 * one seat may answer, is up, nothing behind it may be reached. The wall is a modal `<dialog
 * data-wall>` opened with `showModal()`: the browser then keeps the pointer, Tab and the
 * accessibility tree inside it and focuses its [autofocus] button. What the browser does not stop
 * is the app's own shortcuts, which listen on `window` (Ctrl+S/Z/O, E, F1...), and Tab past the
 * wall's last button, which leaves the page for the browser's own bar: `installKeyWall` stops every
 * key at the window before the page hears it, keeps Tab going round the wall's own controls, and
 * leaves the browser's handling of the dialog alone (Enter and Space on its buttons; Escape, which
 * the wall's `cancel` refuses).
 */

/** The wall on screen now, if any. */
export function wallUp(doc: Document = document): HTMLDialogElement | null {
  return doc.querySelector<HTMLDialogElement>('dialog[data-wall][open]');
}

/** Keys the browser acts on inside a modal dialog without the page's help: these keep their default. */
const NATIVE = new Set(['Enter', ' ', 'Escape', 'Shift']);

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the wall's own controls, never out of it. */
function tabWithin(wall: HTMLDialogElement, event: KeyboardEvent): void {
  const stops = [...wall.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (stops.length === 0) return;
  const at = stops.indexOf(event.target as HTMLElement);
  const next = at < 0 ? 0 : (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length;
  stops[next]?.focus();
}

/**
 * Once, at start-up: while a wall is up, no key reaches the page's listeners, and the browser's
 * own shortcuts (Ctrl+S saves the page, F5 reloads it) are refused too. Returns the uninstaller.
 */
export function installKeyWall(target: Window = window): () => void {
  const onKey = (event: KeyboardEvent): void => {
    const wall = wallUp(target.document);
    if (!wall) return;
    event.stopImmediatePropagation();
    if (event.key === 'Tab') {
      event.preventDefault();
      if (event.type === 'keydown') tabWithin(wall, event);
      return;
    }
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!(plain && NATIVE.has(event.key))) event.preventDefault();
  };
  target.addEventListener('keydown', onKey, { capture: true });
  target.addEventListener('keyup', onKey, { capture: true });
  return () => {
    target.removeEventListener('keydown', onKey, { capture: true });
    target.removeEventListener('keyup', onKey, { capture: true });
  };
}

/**
 * Opens, as modal, every wall and modal dialog under `root` that is in the document and not open
 * yet: a screen built before the router put it in the page calls this again once it is there
 * (Screen.mounted). `cancel` (Escape) never closes a wall: it must be answered.
 */
export function openWalls(root: ParentNode): void {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[data-wall]')) {
    if (dialog.open || !dialog.isConnected) continue;
    if (!dialog.dataset.wallBound) {
      dialog.dataset.wallBound = 'yes';
      dialog.addEventListener('cancel', (event) => event.preventDefault());
    }
    dialog.showModal();
  }
}
