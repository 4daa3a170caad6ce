/**
 * What stands between seats and over the board: the hot-seat hand-over that hides everything
 * until the next seat confirms (issue 5 point 7), the neutral cover while a computer side plays in
 * a hot-seat game, the reactive dodge question (R-OPS-14), the help overlay (point 9) and the end.
 */
import { button, h } from '../ui/dom';
import type { KeyHelp } from '../table/keyboard';
import { chip } from './tracker-panel';

export interface SideMark {
  readonly name: string;
  readonly colour: number;
  readonly letter: string;
}

export function handOver(side: SideMark, why: 'turn' | 'dodge', confirm: () => void): HTMLElement {
  return h('section', { class: 'bt-cover handover', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'bt-handover-title' },
    h('div', { class: 'sheet' },
      h('p', { class: 'stamp' }, 'Classified · hand-over'),
      h('h2', { id: 'bt-handover-title', tabindex: -1 }, chip(side.colour, side.letter), ` Pass to ${side.name}`),
      h('p', {}, why === 'dodge'
        ? `${side.name} must answer an attack on one of its units, in private. Everyone else, look away.`
        : `The last seat's board is cleared. Hand the table to ${side.name}; everyone else, look away.`),
      h('div', { class: 'actions' }, button(`Show the board to ${side.name}`, confirm, { class: 'btn primary', autofocus: true }))));
}

export function computerCover(side: SideMark | null, steps: number): HTMLElement {
  return h('section', { class: 'bt-cover computer', 'aria-labelledby': 'bt-computer-title' },
    h('div', { class: 'sheet' },
      h('p', { class: 'stamp' }, 'Computer side'),
      h('h2', { id: 'bt-computer-title', tabindex: -1 }, side ? chip(side.colour, side.letter) : '', ` ${side?.name ?? 'The computer'} is acting`),
      h('p', {}, 'No seat\'s board is shown while the computer plays in a hot-seat game.'),
      h('p', { class: 'status', role: 'status' }, `${steps} decision${steps === 1 ? '' : 's'} so far`)));
}

export function dodgeDialog(o: { unit: string; attacker: string; answer: (dodge: boolean) => void }): HTMLElement {
  const yes = button(`Dodge (D)`, () => o.answer(true), { class: 'btn primary', autofocus: true });
  return h('section', { class: 'bt-dialog', role: 'alertdialog', 'aria-modal': 'false', 'aria-labelledby': 'bt-dodge-title', 'aria-describedby': 'bt-dodge-text' },
    h('h2', { id: 'bt-dodge-title', tabindex: -1 }, `${o.unit} is under attack`),
    h('p', { id: 'bt-dodge-text' }, `${o.attacker} attacks ${o.unit}, which has not acted this round. Dodge? Every attack on it is then +1 difficulty until the round ends, and it gives up its own action (R-OPS-14).`),
    h('div', { class: 'actions' }, yes, button('Take it (Shift+D)', () => o.answer(false), { class: 'btn' })));
}

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

export function endPanel(o: { title: string; reason: string; again: () => void; setup: () => void; menu: () => void }): HTMLElement {
  return h('section', { class: 'bt-dialog end', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'bt-end-title' },
    h('p', { class: 'stamp' }, 'After action'),
    h('h2', { id: 'bt-end-title', tabindex: -1 }, o.title),
    h('p', {}, o.reason),
    h('div', { class: 'actions' },
      button('Play again', o.again, { class: 'btn primary', autofocus: true }),
      button('New battle', o.setup, { class: 'btn' }),
      button('Back to the menu', o.menu, { class: 'btn' })));
}
