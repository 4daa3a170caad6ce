/**
 * The dialogs over a seat's board (orders, recruit, technology, the Bribery defence): at most one
 * open at a time, and where focus goes when it closes (the button that opened it). A redraw of the
 * board closes the open dialog first without moving focus; the board then restores it.
 */
import { legalSeatCommands, type HatsCommand, type SeatId } from '../../src/hats';
import { button, h } from '../ui/dom';
import { commandDialog } from './command-dialog';
import { openDialog, type DialogHandle } from './dialog';
import type { EndTurnQuestion } from './end-turn-model';
import { commandLabel, unitName } from './format';
import { recruitDialog } from './recruit-dialog';
import type { ConspiracySession } from './session';
import { techDialog } from './tech-dialog';

export interface BoardDialogs {
  orders(seat: SeatId, actor: string): void;
  recruit(seat: SeatId): void;
  technology(seat: SeatId): void;
  /** The defender's answer to a waiting Bribery: it must be answered (Escape does not close it). */
  defence(seat: SeatId): void;
  /**
   * Before a turn is ended with Agents or Groups still able to act (end-turn-model.ts): end it
   * anyway (`end`, told whether not to ask again), give one of them orders, or go back.
   */
  endTurn(seat: SeatId, question: EndTurnQuestion, end: (askAgain: boolean) => void): void;
  /** True while a dialog is open. */
  readonly open: boolean;
  /** Closes the open dialog before a redraw; gives the data-key focus should return to, if any. */
  closeForRender(): string | null;
}

export function boardDialogs(host: HTMLElement, deps: {
  readonly session: ConspiracySession;
  /** Takes a command for the seat at the board: null when accepted, else the reason. */
  readonly take: (command: HatsCommand) => string | null;
  /** Focuses the element with that data-key (or the screen's heading). */
  readonly focusAfter: (key: string | null) => void;
}): BoardDialogs {
  const { session, take } = deps;
  let dialog: DialogHandle | null = null;
  let returnFocus: string | null = null;
  let rendering = false;

  const closed = (): void => {
    dialog = null;
    if (rendering) return;
    deps.focusAfter(returnFocus);
    returnFocus = null;
  };

  const openOrders = (seat: SeatId, actor: string): void => {
    returnFocus = `orders-${actor}`;
    const view = session.viewFor(seat);
    dialog = commandDialog(host, { title: `Orders for ${unitName(view, actor)}`, view, actor, commit: take, onClose: closed });
  };

  return {
    get open() {
      return dialog !== null;
    },
    orders: openOrders,
    recruit(seat) {
      returnFocus = 'recruit';
      dialog = recruitDialog(host, { view: session.viewFor(seat), commit: take, onClose: closed });
    },
    technology(seat) {
      returnFocus = 'technology';
      dialog = techDialog(host, { view: session.viewFor(seat), onClose: closed });
    },
    defence(seat) {
      const view = session.viewFor(seat);
      const p = view.pending;
      if (!p) return;
      const answers = legalSeatCommands(view).filter((c) => c.type === 'bribe.defend');
      dialog = openDialog(host, {
        title: `Bribery against ${unitName(view, p.target)}`,
        escapable: false,
        wall: true,
        className: 'defence',
        onClose: closed,
        body: (close) => [
          h('p', {}, `Someone is offering ${unitName(view, p.target)} money to change sides${p.boost > 0 ? `, with ${p.boost === 1 ? 'a sweetener (+1)' : 'a large sweetener (+2)'}` : ''}. You may pay to strengthen its resistance. You have ${view.conspiracy.greenbacks} greenbacks.`),
          h('div', { class: 'actions column' }, ...answers.map((cmd) => button(commandLabel(view, cmd), () => {
            close();
            take(cmd);
          }, { class: 'btn' }))),
        ],
      });
    },
    endTurn(seat, question, end) {
      returnFocus = 'end-turn';
      const again = h('input', { type: 'checkbox', id: 'bh-end-ask' });
      dialog = openDialog(host, {
        title: 'End your turn?',
        escapable: true,
        className: 'end-turn-ask',
        onClose: closed,
        body: (close) => [
          h('p', {}, question.sentence),
          h('p', { class: 'hint' }, 'Give orders to:'),
          h('ul', { class: 'ready-list' }, ...question.ready.map((u) => h('li', {}, button(u.group ? `${u.name} (Group)` : u.name, () => {
            close();
            openOrders(seat, u.id);
          }, { class: 'btn link', 'data-key': `ask-orders-${u.id}` })))),
          h('label', { class: 'check', for: 'bh-end-ask' }, again, ' Do not ask again until I leave this game'),
          h('div', { class: 'actions' },
            button('Keep playing', close, { class: 'btn' }),
            button('End the turn now', () => {
              const askAgain = !again.checked;
              returnFocus = null;
              close();
              end(askAgain);
            }, { class: 'btn primary', autofocus: '' })),
        ],
      });
    },
    closeForRender() {
      const back = returnFocus;
      returnFocus = null;
      rendering = true;
      dialog?.close();
      dialog = null;
      rendering = false;
      return back;
    },
  };
}
