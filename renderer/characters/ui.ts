import { button, h } from '../ui/dom';

/** Small building blocks of the character screens; every control has an accessible name. */

export function keyed<E extends HTMLElement>(el: E, key: string): E {
  el.dataset.key = key;
  return el;
}

export function select(label: string, options: readonly (string | readonly [value: string, text: string])[], value: string, onChange: (v: string) => void, key?: string): HTMLSelectElement {
  const el = h('select', { 'aria-label': label });
  for (const o of options) {
    const [v, t] = typeof o === 'string' ? [o, o] : o;
    el.append(h('option', { value: v }, t));
  }
  el.value = value;
  el.addEventListener('change', () => onChange(el.value));
  return key ? keyed(el, key) : el;
}

export function textInput(label: string, value: string, onInput: (v: string) => void, attrs: Record<string, string> = {}): HTMLInputElement {
  const el = h('input', { type: 'text', 'aria-label': label, value, ...attrs });
  el.value = value;
  el.addEventListener('input', () => onInput(el.value));
  return el;
}

export function checkbox(label: string, checked: boolean, onChange: (checked: boolean) => void, opts: { disabled?: boolean; key?: string; title?: string } = {}): HTMLLabelElement {
  const box = h('input', { type: 'checkbox', disabled: opts.disabled, title: opts.title });
  box.checked = checked;
  box.addEventListener('change', () => onChange(box.checked));
  if (opts.key) keyed(box, opts.key);
  return h('label', { title: opts.title }, box, ` ${label}`);
}

export function smallButton(text: string, label: string, onClick: () => void, opts: { disabled?: boolean; key?: string } = {}): HTMLButtonElement {
  const el = button(text, onClick, { class: 'btn small', 'aria-label': label, title: label, disabled: opts.disabled });
  return opts.key ? keyed(el, opts.key) : el;
}

export function section(title: string, id: string, ...children: (Node | string | null | false | undefined)[]): HTMLElement {
  return h('section', { 'aria-labelledby': id }, h('h2', { id }, title), ...children);
}

/** Re-renders `host` with `build()` and gives focus back to the control that had it. */
export function rerender(host: HTMLElement, build: () => Node[]): void {
  const active = document.activeElement instanceof HTMLElement && host.contains(document.activeElement) ? document.activeElement : null;
  const key = active?.dataset.key;
  const fallback = active?.closest<HTMLElement>('[data-row]')?.dataset.row;
  host.replaceChildren(...build());
  if (!key) return;
  const again = host.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
  if (again && !(again as HTMLButtonElement).disabled) {
    again.focus();
    return;
  }
  // A button that just became disabled (a cap reached) hands focus to its row's other control.
  const row = fallback ? host.querySelector<HTMLElement>(`[data-row="${CSS.escape(fallback)}"]`) : null;
  row?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), select')?.focus();
}
