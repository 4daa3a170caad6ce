/**
 * The guide on screen, a thin lit-html view of the step on show (guide-model.ts) and its place
 * (guide-place.ts): a ring round the real control, an arrow to it from the card, and the card with
 * the step's words (folded when room is short), what to do now, Next only on a step that is read, and Leave (Esc).
 */
import { html, nothing, svg, type TemplateResult } from 'lit-html';
import { styleMap } from 'lit-html/directives/style-map.js';
import type { GuideShown } from './guide-model';
import type { GuidePlace } from './guide-place';

export interface GuideIntents {
  readonly next: () => void;
  readonly leave: () => void;
}

function marks(place: GuidePlace): TemplateResult {
  const r = place.ring;
  const a = place.arrow;
  return html`<svg class="guide-marks" aria-hidden="true">
    <defs><marker id="guide-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"></path></marker></defs>
    ${r ? svg`<rect class="guide-ring" data-guide-ring="" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx="6"></rect>` : nothing}
    ${a ? svg`<line class="guide-arrow" data-guide-arrow="" x1=${a.x1} y1=${a.y1} x2=${a.x2} y2=${a.y2} marker-end="url(#guide-head)"></line>` : nothing}
  </svg>`;
}

/** `short`: no room beside the target for the whole card, so the step's explanation folds under "Why?". */
export function guideTemplate(s: GuideShown, place: GuidePlace | null, on: GuideIntents, short = false): TemplateResult {
  const name = s.layer === 'hats' ? 'First game · Black Hats' : 'First battle · Black Ops';
  const at = place ? { left: `${Math.round(place.card.x)}px`, top: `${Math.round(place.card.y)}px` } : { visibility: 'hidden' };
  return html`${place ? marks(place) : nothing}
    <section class="guide-card" role="region" aria-label="Guide" data-step=${s.step.id} data-fit=${place && !place.fits ? 'over' : 'beside'} style=${styleMap(at)}>
      <p class="guide-stamp">${short ? '' : `${name} · `}step ${s.index + 1} of ${s.count}</p>
      <h2 class="guide-title">${s.step.title}</h2>
      <div aria-live="polite">
        ${short ? html`<details class="guide-text"><summary>Why?</summary>${s.step.text}</details>` : html`<p class="guide-text">${s.step.text}</p>`}
        <p class="guide-todo">${s.step.todo}</p>
      </div>
      <div class="guide-actions">
        ${s.next ? html`<button type="button" class="btn small primary" data-guide-next="" @click=${on.next}>${s.next}</button>` : nothing}
        <button type="button" class="btn small" data-guide-leave="" aria-keyshortcuts="Escape" title="The guide keeps your place: Shift+F1, or Guide in the rules reference (F1), resumes it" @click=${on.leave}>Leave the guide (Esc)</button>
      </div>
    </section>`;
}
