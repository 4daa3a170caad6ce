/**
 * The help overlay over the table: every key of the battle and of the map. The
 * hand-over and the computer's cover are lit-html views in view/cover.ts.
 */
import { button, h } from '../ui/dom';
import type { KeyHelp } from '../table/keyboard';

export function helpOverlay(groups: readonly { title: string; keys: readonly KeyHelp[] }[], close: () => void): HTMLElement {
  const closeBtn = button('Close (Esc)', close, { class: 'btn', autofocus: true });
  const el = h('section', { class: 'bt-cover help', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'bt-help-title' },
    h('div', { class: 'sheet wide' },
      h('h2', { id: 'bt-help-title', tabindex: -1 }, 'Keys'),
      h('div', { class: 'help-cols' },
        ...groups.map((g) => h('div', {}, h('h3', {}, g.title), h('dl', { class: 'keys' }, ...g.keys.flatMap((k) => [h('dt', {}, h('kbd', {}, k.keys)), h('dd', {}, k.does)]))))),
      h('div', { class: 'actions' }, closeBtn)));
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' || e.key === '?') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  });
  return el;
}

/** The keys overlay of one screen, opened over `host` (one at a time); closing gives focus to `back`. */
export function keysHelp(host: HTMLElement, groups: readonly { title: string; keys: readonly KeyHelp[] }[], back: () => void): { open(): void; isOpen(): boolean } {
  let shown: HTMLElement | null = null;
  const close = (): void => {
    shown?.remove();
    shown = null;
    back();
  };
  return {
    open() {
      if (shown) return;
      shown = helpOverlay(groups, close);
      host.append(shown);
      shown.querySelector<HTMLElement>('[autofocus]')?.focus();
    },
    isOpen: () => shown !== null,
  };
}
