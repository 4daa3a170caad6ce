/**
 * The orders dialog (model/orders-dialog.ts): pick an action, then one of its variants (target,
 * Area, boost, Gift...), and read its preview (cost, what it does, traits compared, exact odds)
 * before committing. Every kind and every variant is listed, the impossible ones greyed with the
 * engine's reason; an impossible one can still be picked to read its preview, with Commit off and
 * the reason above it. Only a counted line ("70 more — Out of range") cannot be picked.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { OrdersDialogModel, ListItem } from '../model/orders-dialog';
import { ruleLinked } from '../../help/rule-links';
import { modal } from './directives';
import { previewTemplate } from './preview';

export interface OrdersDialogIntents {
  readonly pick: (kind: string) => void;
  readonly choose: (choice: number) => void;
  readonly commit: () => void;
  readonly close: () => void;
}

/** A select's options: the items, then those not possible now under their own heading. */
export function optionsTemplate(items: { readonly possible: readonly ListItem[]; readonly greyed: readonly ListItem[] }, value: string | null): TemplateResult {
  const option = (i: ListItem) => html`<option value=${i.value} ?disabled=${i.disabled} .selected=${i.value === value}>${i.label}</option>`;
  return html`${items.possible.map(option)}${items.greyed.length > 0 ? html`<optgroup label="Not possible now">${items.greyed.map(option)}</optgroup>` : nothing}`;
}

export function ordersDialogTemplate(m: OrdersDialogModel, greenbacks: number, on: OrdersDialogIntents): TemplateResult {
  const kindName = m.kind?.name ?? '';
  const impossible = m.kinds.impossible;
  return html`<dialog class="bh-dialog orders" aria-labelledby="bh-orders-title" ${modal(on.close)}>
    <h2 id="bh-orders-title" class="bh-dialog-title">${m.title}</h2>
    ${m.kinds.possible.length === 0 ? html`<p>No action is possible right now; the reasons are below, and each can still be picked to read its odds.</p>` : nothing}
    <div class="pickers">
      <label><span>Action</span><select aria-label="Action" class="kind" @change=${(e: Event) => on.pick((e.target as HTMLSelectElement).value)}>${optionsTemplate(m.kindItems, m.kind?.kind ?? null)}</select></label>
      <label><span>Choice</span><select aria-label="Choice" class="choice" aria-description=${m.greyedCount > 0 ? `${m.greyedCount} not possible now, listed last with the reason; pick one to read its odds` : nothing}
        @change=${(e: Event) => on.choose(Number((e.target as HTMLSelectElement).value))}>${optionsTemplate(m.choiceItems, m.choiceIndex === null ? null : String(m.choiceIndex))}</select></label>
    </div>
    <div class="preview-host" data-guide="order-preview">${m.choice && m.preview
      ? previewTemplate(m.preview, greenbacks, m.choice.label)
      : m.reason ? html`<p class="problem">${m.reason}</p>` : html`<p>Nothing to choose.</p>`}</div>
    <p class="status error" role="status">${m.problem ?? ''}</p>
    ${m.greyedCount > 0 ? html`<details class="not-now greyed-choices">
      <summary>${kindName}: also listed, not possible now (${m.greyedCount})</summary>
      <ul class="reasons" aria-label=${`${kindName}: not possible now, and why`}>${m.greyed.map((g) => {
        const which = g.choices.map((c) => c.label).join('; ');
        return g.counted
          ? html`<li><strong>${g.choices.length} choices</strong> — ${g.reason} <span class="which">(${which})</span></li>`
          : html`<li><strong>${which}</strong> — ${ruleLinked(g.reason)}</li>`;
      })}</ul></details>` : nothing}
    ${impossible.length > 0 ? html`<details class="not-now" ?open=${m.kinds.possible.length === 0}>
      <summary>Not possible now (${impossible.length})</summary>
      <ul class="reasons" aria-label="Not possible now, and why">${impossible.map((k) => html`<li data-kind=${k.kind}><strong>${k.name}</strong> — ${ruleLinked(k.reason ?? '')}</li>`)}</ul></details>` : nothing}
    <div class="actions">
      <button type="button" class="btn primary" ?disabled=${!m.commit} title=${m.reason ? `Not possible now: ${m.reason}` : ''} @click=${on.commit}>Commit</button>
      <button type="button" class="btn" @click=${on.close}>Cancel</button>
    </div>
  </dialog>`;
}
