/**
 * Small lit-html parts every battle panel uses: a side chip, a labelled select, an action button.
 * lit-html keeps the nodes between renders (STYLE.md principle 16), so a button under the
 * pointer, the focus and the open select survive every update.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { ActionItem, Choice } from '../model/actions';
import type { SideLook } from '../model/side-model';

export const chip = (look: Pick<SideLook, 'colour' | 'letter'>): TemplateResult => html`<span class="chip c${look.colour}" aria-hidden="true">${look.letter}</span>`;

export function choiceField(c: Choice, onChange: (value: string) => void, disabled = false): TemplateResult {
  return html`<div class="field">
    <label for=${c.id}>${c.label}</label>
    <select id=${c.id} ?disabled=${disabled || c.options.length === 0} .value=${c.value} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
      ${c.options.map((o) => html`<option value=${o.value} ?selected=${o.value === c.value}>${o.label}</option>`)}
    </select>
  </div>`;
}

/** An action as a button: its key in the label, its odds or cost beside it, why it is off in a title. */
export function actionButton(a: ActionItem, onAct: (a: ActionItem) => void, extraClass = ''): TemplateResult {
  const cls = `btn${a.tone === 'primary' ? ' primary' : ''}${a.tone === 'end' ? ' end-turn' : ''}${a.tone === 'warn' ? ' warn' : ''}${extraClass ? ` ${extraClass}` : ''}`;
  return html`<button type="button" class=${cls} data-action=${a.id} ?disabled=${!a.enabled} aria-keyshortcuts=${a.keys ?? nothing}
      title=${!a.enabled && a.why ? a.why : nothing} @click=${() => onAct(a)}>
    ${a.label}${a.keys ? html` <kbd>${a.keys}</kbd>` : nothing}${a.detail ? html`<span class="detail">${a.detail}</span>` : nothing}
  </button>`;
}
