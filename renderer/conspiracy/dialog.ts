/**
 * Modal dialogs on the native <dialog> element: focus is trapped by the browser, Escape closes
 * (unless the dialog must be answered), and the heading names the dialog for screen readers and
 * Playwright. The dialog lives inside the screen, so clearing the screen removes it too.
 */
import { h } from '../ui/dom';

export interface DialogHandle {
  readonly element: HTMLDialogElement;
  close(): void;
}

let counter = 0;

export function openDialog(host: HTMLElement, options: {
  readonly title: string;
  readonly className?: string;
  /** False for a question that must be answered (the defender's Bribery choice). */
  readonly escapable: boolean;
  /** A prompt only one seat may answer (the Bribery defence): a wall, no shortcut reaches the board behind it (renderer/ui/wall.ts). */
  readonly wall?: boolean;
  readonly onClose?: () => void;
  readonly body: (close: () => void) => Node[];
}): DialogHandle {
  counter += 1;
  const titleId = `bh-dialog-title-${counter}`;
  const dialog = h('dialog', { class: `bh-dialog ${options.className ?? ''}`, 'aria-labelledby': titleId, 'data-wall': options.wall ? 'prompt' : undefined });
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    options.onClose?.();
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    if (options.escapable) close();
  });
  dialog.append(h('h2', { id: titleId, class: 'bh-dialog-title' }, options.title), ...options.body(close));
  host.append(dialog);
  dialog.showModal();
  return { element: dialog, close };
}
