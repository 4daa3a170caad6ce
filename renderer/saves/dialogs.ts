import { button, h } from '../ui/dom';

/**
 * Modal questions on the native <dialog>: the browser traps focus, Escape cancels, the heading
 * names the dialog (for screen readers and Playwright). The dialog lives inside `host`, so leaving
 * the screen removes it too. Escape is stopped at the dialog so the screen behind does not also
 * take it as "back".
 */
let counter = 0;

function modal(host: HTMLElement, title: string, build: (titleId: string, finish: (v: string | null) => void) => Node[]): Promise<string | null> {
  counter += 1;
  const titleId = `save-dialog-title-${counter}`;
  const dialog = h('dialog', { class: 'save-dialog', 'aria-labelledby': titleId });
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: string | null): void => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(value);
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(null);
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.stopPropagation();
    });
    dialog.append(h('h2', { id: titleId }, title), ...build(titleId, finish));
    host.append(dialog);
    dialog.showModal();
  });
}

export interface ConfirmOptions {
  readonly title: string;
  readonly message: string;
  readonly confirm: string;
  readonly danger?: boolean;
}

/** Yes or no; Escape and Cancel are no. Focus starts on Cancel, so a stray Enter destroys nothing. */
export async function confirmDialog(host: HTMLElement, options: ConfirmOptions): Promise<boolean> {
  const answer = await modal(host, options.title, (_id, finish) => {
    const cancel = button('Cancel', () => finish(null), { autofocus: true });
    const yes = button(options.confirm, () => finish('yes'), { class: options.danger ? 'btn danger' : 'btn primary' });
    return [h('p', {}, options.message), h('div', { class: 'actions' }, cancel, yes)];
  });
  return answer === 'yes';
}

export interface NameOptions {
  readonly title: string;
  readonly label: string;
  readonly value: string;
  readonly confirm: string;
  /** A sentence shown under the field while the name is typed (e.g. "replaces the save X"), or null. */
  readonly note: (name: string) => string | null;
  /** A sentence when the name cannot be used (the confirm button is disabled then), or null. */
  readonly problem: (name: string) => string | null;
}

/** Asks for a name (Save as...); null when cancelled. */
export function nameDialog(host: HTMLElement, options: NameOptions): Promise<string | null> {
  return modal(host, options.title, (_id, finish) => {
    counter += 1;
    const inputId = `save-name-${counter}`;
    const input = h('input', { id: inputId, type: 'text', value: options.value, maxlength: 200, autocomplete: 'off', spellcheck: 'false', autofocus: true });
    const note = h('p', { class: 'status', 'aria-live': 'polite' });
    const ok = button(options.confirm, () => submit(), { class: 'btn primary' });
    const refresh = (): void => {
      const problem = options.problem(input.value);
      note.textContent = problem ?? options.note(input.value) ?? '';
      note.className = problem ? 'status error' : 'status';
      ok.disabled = problem !== null;
    };
    const submit = (): void => {
      refresh();
      if (!ok.disabled) finish(input.value.trim());
    };
    input.addEventListener('input', refresh);
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        submit();
      }
    });
    refresh();
    queueMicrotask(() => input.select());
    return [
      h('div', { class: 'field' }, h('label', { for: inputId }, options.label), input),
      note,
      h('div', { class: 'actions' }, button('Cancel', () => finish(null)), ok),
    ];
  });
}
