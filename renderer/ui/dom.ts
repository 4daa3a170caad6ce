/** Small helpers for building accessible DOM panels without a framework. */
type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/** True when typing in that element: a key there is text, not a shortcut. */
export function inTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

export function button(label: string, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const el = h('button', { type: 'button', class: 'btn', ...attrs }, label);
  el.addEventListener('click', onClick);
  return el;
}

/**
 * Where focus goes when a dialog over the screen closes: back to what had it, or, when that was
 * nothing (the page itself) or is gone, to what the screen focuses when it opens (renderer/router.ts).
 */
export function focusBack(back: Element | null): void {
  const app = document.getElementById('app');
  const to = back instanceof HTMLElement && back.isConnected && back !== document.body
    ? back
    : app?.querySelector<HTMLElement>('[autofocus]') ?? app?.querySelector<HTMLElement>('h1, h2');
  to?.focus({ preventScroll: true });
}

/** A labelled <select> in a set-up's field row: options as [value, words]; `onChange` gets the chosen value. */
export function selectField(id: string, label: string, options: readonly (readonly [string, string])[], value: string, onChange: (v: string) => void): HTMLElement {
  const el = h('select', { id }, ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)));
  el.addEventListener('change', () => onChange(el.value));
  return h('div', { class: 'field' }, h('label', { for: id }, label), el);
}
