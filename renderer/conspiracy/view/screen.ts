/**
 * The board screen's one template (the controller renders it into its one host): a hand-over wall,
 * the computer's neutral cover, the result, or a seat's board with its dialog and its Bribery
 * prompt. A seat's board is keyed by its sitting (renderer/flow `sitting`), so a new seat at the
 * table gets new nodes: nothing of the last seat's board is reused or left in the page (R-HATS-12).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { DirectiveResult } from 'lit-html/directive.js';
import { keyed } from 'lit-html/directives/keyed.js';
import type { BoardModel, DialogModel, SeatBoardModel } from '../model/board-model';
import type { RecruitForm } from '../model/recruit-form';
import { boardTemplate, type BoardIntents } from './board-view';
import { computerCoverTemplate, handoverTemplate } from './cover';
import { ordersDialogTemplate } from './orders-dialog';
import { recruitDialogTemplate } from './recruit-dialog';
import { revealTemplate } from './reveal';
import { focusKey } from './directives';
import { defenceDialogTemplate, dismissDialogTemplate, endTurnDialogTemplate, techDialogTemplate } from './small-dialogs';

export interface DialogIntents {
  readonly close: () => void;
  readonly pick: (kind: string) => void;
  readonly choose: (choice: number) => void;
  readonly commitOrder: () => void;
  readonly editRecruit: (form: RecruitForm) => void;
  readonly commitRecruit: () => void;
  readonly askOrders: (actor: string) => void;
  readonly dontAsk: (on: boolean) => void;
  readonly endNow: () => void;
  readonly defend: (pay: 0 | 1 | 2) => void;
  readonly dismiss: (agent: string) => void;
}

export interface ScreenIntents extends BoardIntents {
  readonly confirm: () => void;
  readonly dialog: DialogIntents;
  /** The reveal's turn at the end (model/reveal-model.ts). */
  readonly revealStep: (step: number) => void;
  /** A plug-in's dialog (renderer/conspiracy/README.md "Plugging in"). */
  readonly plugin: (id: string, data: unknown, board: SeatBoardModel) => TemplateResult | typeof nothing;
}

function dialogTemplate(d: DialogModel, b: SeatBoardModel, on: ScreenIntents): TemplateResult | typeof nothing {
  const i = on.dialog;
  switch (d.kind) {
    case 'orders': return ordersDialogTemplate(d.orders, b.view.conspiracy.greenbacks, { pick: i.pick, choose: i.choose, commit: i.commitOrder, close: i.close });
    case 'recruit': return recruitDialogTemplate(d.recruit, b.view.conspiracy.greenbacks, d.problem, { edit: i.editRecruit, commit: i.commitRecruit, close: i.close });
    case 'technology': return techDialogTemplate(b.view, i.close);
    case 'end-turn': return endTurnDialogTemplate(d.question, d.dontAsk, { orders: i.askOrders, dontAsk: i.dontAsk, end: i.endNow, close: i.close });
    case 'dismiss': return dismissDialogTemplate(d.name, d.preview, { confirm: () => i.dismiss(d.agent), close: i.close });
    case 'plugin': return on.plugin(d.id, d.data, b);
  }
}

export function screenTemplate(m: BoardModel, on: ScreenIntents, result: HTMLElement | null): TemplateResult | DirectiveResult | typeof nothing {
  switch (m.kind) {
    case 'none': return nothing;
    case 'handover': return handoverTemplate(m.handover, on.confirm);
    case 'cover': return computerCoverTemplate(m.cover, on.pace, on.seatControl);
    case 'result': return html`<div class="bh-result-host" role="region" aria-labelledby="bh-result-title" tabindex="-1" ${focusKey('result', m.focus)}>${result ?? nothing}</div>${m.reveal ? html`<div class="sheet bh-reveal-sheet">${revealTemplate(m.reveal, m.reveal.map.marks, on.revealStep)}</div>` : nothing}`;
    case 'board': {
      const b = m.board;
      // Each dialog kind its own key, so a dialog that follows another is a new <dialog> (opened and focused by the browser).
      const dialog = b.dialog ? keyed(b.dialog.kind === 'orders' ? `orders-${b.dialog.orders.actor}` : b.dialog.kind, dialogTemplate(b.dialog, b, on)) : nothing;
      return keyed(b.sitting, html`${boardTemplate(b, m.focus, on)}${dialog}${b.prompt ? defenceDialogTemplate(b.prompt, on.dialog.defend) : nothing}`);
    }
  }
}
