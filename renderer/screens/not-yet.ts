import type { Screen } from '../router';
import { button, h } from '../ui/dom';

/**
 * For a menu entry whose screen a later version brings (issue 2 allows it): it says so plainly
 * and offers the way back; it never pretends to work.
 */
export function notYetScreen(title: string, what: string, back: () => void): Screen {
  const element = h(
    'section',
    { class: 'sheet', 'aria-labelledby': 'screen-title' },
    h('p', { class: 'stamp' }, 'Not yet declassified'),
    h('h2', { id: 'screen-title' }, title),
    h('p', {}, `${what} is coming in a later version.`),
    h('div', { class: 'actions' }, button('Back to the menu', back, { autofocus: true })),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') back();
  });
  return { element };
}
