/**
 * Screens that stand between seats and show no seat's secrets: the hand-over (R-HATS-12), the
 * neutral screen while a computer seat plays in a hot-seat game (the end is the result screen).
 */
import { button, h } from '../ui/dom';
import { seatBadge } from './board-view';
import type { SeatMark } from './seat-marks';

/**
 * The hand-over: a wall (renderer/ui/wall.ts), a modal dialog that leaves nothing behind it within
 * reach, opened by the board once it is in the page; its one button has focus from the first.
 */
export function handoverView(o: { readonly name: string; readonly mark: SeatMark | undefined; readonly bribe: boolean; readonly confirm: () => void }): HTMLDialogElement {
  return h('dialog', { class: 'sheet bh-handover', 'data-wall': 'handover', 'aria-labelledby': 'bh-handover-title' },
    h('p', { class: 'stamp' }, 'Classified · hand-over'),
    h('h2', { id: 'bh-handover-title', tabindex: '-1' }, seatBadge(o.mark, 'big'), ` Pass to ${o.name}`),
    h('p', {}, o.bribe
      ? `${o.name} must answer a Bribery attempt, in private. Everyone else, look away.`
      : `The previous seat's board is cleared. Hand the table to ${o.name}; everyone else, look away.`),
    h('div', { class: 'actions' }, button(`Show the board to ${o.name}`, o.confirm, { class: 'btn primary', autofocus: true })));
}

/** Pause, resume and one step of a computer player (the table flow machine's events). */
export interface PaceControls {
  readonly paused: boolean;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly step: () => void;
}

export function paceButtons(o: PaceControls): HTMLElement {
  return h('div', { class: 'actions pace' },
    o.paused
      ? button('Resume', o.resume, { class: 'btn small', 'data-key': 'pace-resume' })
      : button('Pause', o.pause, { class: 'btn small', 'data-key': 'pace-pause' }),
    o.paused ? button('One move', o.step, { class: 'btn small', 'data-key': 'pace-step' }) : null);
}

export function computerView(o: { readonly name: string; readonly level: string; readonly mark: SeatMark | undefined; readonly moves: number; readonly round: number } & PaceControls): HTMLElement {
  return h('section', { class: 'sheet bh-handover', 'aria-labelledby': 'bh-computer-title' },
    h('p', { class: 'stamp' }, `Turn ${o.round} · computer conspiracy`),
    h('h2', { id: 'bh-computer-title', tabindex: '-1' }, seatBadge(o.mark, 'big'), ` ${o.name} is plotting`),
    h('p', {}, `A computer player (${o.level}) takes its turn. No seat's board is shown meanwhile.`),
    h('progress', { 'aria-label': 'Computer turn progress', max: 12, value: Math.min(12, o.moves) }),
    h('p', { class: 'status', role: 'status' }, o.paused ? `paused after move ${o.moves}` : `move ${o.moves}`),
    paceButtons(o));
}
