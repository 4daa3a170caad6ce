import type { Screen } from '../router';
import type { ContinueOffer } from '../saves/continue';
import { button, h } from '../ui/dom';

export interface MenuOptions {
  readonly navigate: (path: string) => void;
  /** Only the desktop app can quit; the browser build has no Quit button. */
  readonly quit?: () => void;
  readonly version: string;
  /** The newest save to resume ("Continue", first in the menu once found), and how to open it (renderer/saves/continue.ts). */
  readonly continueGame?: {
    readonly find: () => Promise<ContinueOffer | null>;
    readonly open: (offer: ContinueOffer) => Promise<string | null>;
  };
}

/** The main menu: accessible buttons with these exact names, over the Pixi backdrop. */
export function menuScreen(options: MenuOptions): Screen {
  const items: [string, string][] = [
    ['New tactical battle', '/battle/new'],
    ['New conspiracy game', '/conspiracy/new'],
    ['Campaigns', '/campaign'],
    ['Load game', '/load'],
    ['Characters', '/characters'],
    ['Make a map…', '/maker'],
    ['Rules reference', '/help'],
    ['Settings', '/settings'],
  ];
  const nav = h('nav', { 'aria-label': 'Main menu' });
  items.forEach(([label, path], i) => nav.append(button(label, () => options.navigate(path), { autofocus: i === 0 })));
  if (options.quit) nav.append(button('Quit', options.quit));
  const element = h(
    'section',
    { class: 'menu', 'aria-labelledby': 'menu-title' },
    h('h1', { id: 'menu-title', tabindex: '-1' }, 'Blacksite'),
    h('p', { class: 'tagline' }, 'Covert operations on the FUDGE rules'),
    nav,
    h('p', { class: 'menu-status', role: 'status' }),
    h('p', { class: 'version' }, `v${options.version}`),
  );
  const status = element.querySelector('.menu-status');
  // Continue appears once the saves are listed; it takes the focus only if the player has not moved it yet.
  void options.continueGame?.find().then((offer) => {
    if (!offer || !element.isConnected) return;
    const first = nav.querySelector('button');
    const go = button('', () => {
      go.disabled = true;
      void options.continueGame?.open(offer)
        .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
        .then((problem) => {
          go.disabled = false;
          if (problem && status) status.textContent = problem;
        });
    }, { class: 'btn continue', 'data-key': 'continue' });
    go.append(h('span', { class: 'continue-title' }, `Continue: ${offer.title}`), h('span', { class: 'continue-detail' }, offer.detail));
    nav.prepend(go);
    if (document.activeElement === first || document.activeElement === document.body) go.focus({ preventScroll: true });
  }, () => undefined);
  // Arrow keys walk the menu like a game menu; Tab still works.
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...nav.querySelectorAll('button')];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(i + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length];
    next?.focus();
    event.preventDefault();
  });
  return { element };
}
