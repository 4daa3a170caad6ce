/**
 * The combat log and the region named "Dice log" (issue 5 points 4 and 6): newest last, as a
 * log live region, each roll with its faces, modifiers, total and outcome (R-CORE-2). Only the
 * newest entries are kept in the page; the session keeps a bounded history.
 */
import { h } from '../ui/dom';
import type { DiceEntry, LogLine } from '../../src/battle/view';

const SHOWN = 60;

function scrollToEnd(el: HTMLElement): void {
  requestAnimationFrame(() => {
    el.scrollTop = el.scrollHeight;
  });
}

export function combatLog(lines: readonly LogLine[]): HTMLElement {
  const list = h('ol', { class: 'log-list', role: 'log', 'aria-label': 'Combat log entries', 'aria-live': 'polite' },
    ...lines.slice(-SHOWN).map((l) => h('li', { 'data-serial': l.serial }, h('span', { class: 'r' }, `R${l.round}`), ` ${l.text}`)));
  scrollToEnd(list);
  return h('section', { class: 'panel log combat-log', 'aria-labelledby': 'bt-combat-title' }, h('h2', { id: 'bt-combat-title' }, 'Combat log'), list);
}

export function diceEntry(d: DiceEntry): HTMLElement {
  return h('li', { class: 'dice-entry', 'data-serial': d.serial },
    h('p', { class: 'dt' }, h('span', { class: 'r' }, `R${d.round}`), ` ${d.title} — `, h('strong', {}, d.outcome)),
    h('ul', { class: 'rolls' }, ...d.lines.map((t) => h('li', {}, t))));
}

export function diceLog(entries: readonly DiceEntry[]): HTMLElement {
  const list = h('ol', { class: 'log-list', role: 'log', 'aria-label': 'Rolls', 'aria-live': 'polite' }, ...entries.slice(-SHOWN).map(diceEntry));
  scrollToEnd(list);
  return h('section', { class: 'panel log dice-log', role: 'region', 'aria-label': 'Dice log' }, h('h2', {}, 'Dice log'), list);
}
