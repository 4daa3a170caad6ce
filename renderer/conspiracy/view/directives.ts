/**
 * Two lit-html directives that let the board's templates say what the browser should do, so the
 * controller never looks elements up to move focus (STYLE.md 16):
 * - `modal(onCancel)` on a `<dialog>`: opens it with showModal() once it is in the page (the
 *   browser then traps the pointer and focuses its [autofocus] control) and closes it when the
 *   template drops it, so the browser gives focus back to what had it before it opened; Escape
 *   asks `onCancel` (a wall or a question that must be answered passes none, and stays);
 * - `focusKey(key, request)` on any focusable element: focuses it when the model's focus request
 *   names its key, once per request.
 */
import { noChange, nothing, type ElementPart } from 'lit-html';
import { directive, PartType, type PartInfo } from 'lit-html/directive.js';
import { AsyncDirective } from 'lit-html/async-directive.js';
import type { FocusRequest } from '../model/board-ui';

class ModalDirective extends AsyncDirective {
  private dialog: HTMLDialogElement | null = null;
  private onCancel: (() => void) | null = null;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('modal() goes on a <dialog> element.');
  }

  render(_onCancel: (() => void) | null): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [onCancel]: [(() => void) | null]): typeof noChange {
    const dialog = part.element as HTMLDialogElement;
    this.onCancel = onCancel;
    if (this.dialog !== dialog) {
      this.dialog = dialog;
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        this.onCancel?.();
      });
    }
    // A new <dialog> is put in the page when this draw ends: it opens then. A screen drawn before the
    // router placed it opens it on its next draw (Screen.mounted).
    if (dialog.isConnected) this.open();
    else queueMicrotask(() => this.open());
    return noChange;
  }

  private open(): void {
    const dialog = this.dialog;
    if (dialog && this.isConnected && dialog.isConnected && !dialog.open) dialog.showModal();
  }

  protected override disconnected(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  protected override reconnected(): void {
    if (this.dialog?.isConnected && !this.dialog.open) this.dialog.showModal();
  }
}

export const modal = directive(ModalDirective);

/** Requests already met: each is a fresh object from the UI reducer, met once. */
const met = new WeakSet<FocusRequest>();

class FocusDirective extends AsyncDirective {
  render(_key: string, _request: FocusRequest | null): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [key, request]: [string, FocusRequest | null]): typeof nothing {
    if (request === null || request.key !== key || met.has(request)) return nothing;
    const el = part.element as HTMLElement | SVGElement;
    // After this draw has put the element in the page; a screen not in the page yet tries again on its next draw.
    queueMicrotask(() => {
      if (!el.isConnected || met.has(request)) return;
      met.add(request);
      el.focus({ preventScroll: false });
    });
    return nothing;
  }
}

export const focusKey = directive(FocusDirective);
