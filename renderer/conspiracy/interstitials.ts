/**
 * Screens that stand between seats and show no seat's secrets: the hand-over (R-HATS-12), the
 * neutral screen while a computer seat plays in a hot-seat game, and the public end of the game.
 */
import type { PublicView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { seatBadge } from './board-view';
import type { SeatMark } from './seat-marks';

export function handoverView(o: { readonly name: string; readonly mark: SeatMark | undefined; readonly bribe: boolean; readonly confirm: () => void }): HTMLElement {
  return h('section', { class: 'sheet bh-handover', 'aria-labelledby': 'bh-handover-title' },
    h('p', { class: 'stamp' }, 'Classified · hand-over'),
    h('h2', { id: 'bh-handover-title', tabindex: '-1' }, seatBadge(o.mark, 'big'), ` Pass to ${o.name}`),
    h('p', {}, o.bribe
      ? `${o.name} must answer a Bribery attempt, in private. Everyone else, look away.`
      : `The previous seat's board is cleared. Hand the table to ${o.name}; everyone else, look away.`),
    h('div', { class: 'actions' }, button(`Show the board to ${o.name}`, o.confirm, { class: 'btn primary', autofocus: true })));
}

export function computerView(o: { readonly name: string; readonly level: string; readonly mark: SeatMark | undefined; readonly moves: number; readonly round: number }): HTMLElement {
  return h('section', { class: 'sheet bh-handover', 'aria-labelledby': 'bh-computer-title' },
    h('p', { class: 'stamp' }, `Turn ${o.round} · computer conspiracy`),
    h('h2', { id: 'bh-computer-title', tabindex: '-1' }, seatBadge(o.mark, 'big'), ` ${o.name} is plotting`),
    h('p', {}, `A computer player (${o.level}) takes its turn. No seat's board is shown meanwhile.`),
    h('progress', { 'aria-label': 'Computer turn progress', max: 12, value: Math.min(12, o.moves) }),
    h('p', { class: 'status', role: 'status' }, `move ${o.moves}`));
}

export function overView(o: { readonly view: PublicView; readonly marks: ReadonlyMap<string, SeatMark>; readonly back: () => void }): HTMLElement {
  const winner = o.view.seats.find((s) => s.id === o.view.winner);
  return h('section', { class: 'sheet bh-handover', 'aria-labelledby': 'bh-over-title' },
    h('p', { class: 'stamp' }, `Turn ${o.view.round} · case closed`),
    h('h2', { id: 'bh-over-title', tabindex: '-1' }, winner ? `${winner.name} wins` : 'Nobody wins'),
    h('p', {}, o.view.outcome ?? ''),
    h('ul', { class: 'seat-strip' }, ...o.view.seats.map((s) => h('li', {}, seatBadge(o.marks.get(s.id)), ` ${s.name}${s.eliminated ? ' · out' : ''}`))),
    h('div', { class: 'actions' }, button('Back to the menu', o.back, { class: 'btn primary', autofocus: true })));
}
