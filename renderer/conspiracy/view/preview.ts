/**
 * The "before you commit" panel of a dialog (R-CORE-4): the choice in full, what it does, the price,
 * the traits compared and the exact odds, all from the engine's previewCommand on this seat's
 * knowledge. A choice not possible now says why, and neither a price nor "it simply happens" that
 * would not hold (the engine prices and rolls only what it would accept).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { ActionPreview, PreviewRoll } from '../../../src/hats';
import { oddsHeadline, percent, traitLine } from '../format';
import { ruleLinked } from '../../help/rule-links';

function against(r: PreviewRoll): string {
  if (r.against.kind === 'opposed') return traitLine(r.against.trait);
  return `${r.against.strict ? 'must beat' : 'must reach'} ${r.against.label}`;
}

export function rollTemplate(r: PreviewRoll): TemplateResult {
  return html`<div class="roll">
    <h3>${r.what}</h3>
    <table class="traits"><tbody>
      <tr><th scope="row">Yours</th><td>${traitLine(r.actor)}</td></tr>
      <tr><th scope="row">Against</th><td>${against(r)}</td></tr>
    </tbody></table>
    <p class="odds" data-chance=${String(r.chance)}>${oddsHeadline(r)}</p>
    <div class="odds-bar" role="img" aria-label=${`Chance of success ${percent(r.chance)}`}><span class="odds-fill" style=${`width: ${(r.chance * 100).toFixed(2)}%`}></span></div>
  </div>`;
}

/** `choice`: the chosen option's full name, repeated here because the closed list may cut it short. */
export function previewTemplate(p: ActionPreview, greenbacks: number, choice?: string): TemplateResult {
  const possible = p.problem === null;
  const cost = p.cost > 0 ? `${p.cost} greenbacks (the conspiracy has ${greenbacks})` : 'Free';
  return html`<section class="preview" aria-label="Before you commit" aria-live="polite">
    ${choice ? html`<p class="choice-name">${choice}</p>` : nothing}
    ${p.effect ? html`<p class="effect"><span class="k">What it does </span>${p.effect}</p>` : nothing}
    ${possible || p.cost > 0 ? html`<p class="cost"><span class="k">Cost </span>${cost}</p>` : nothing}
    ${p.rolls.length > 0 ? p.rolls.map(rollTemplate) : possible ? html`<p class="no-roll">No roll: it simply happens.</p>` : nothing}
    ${p.notes.length > 0 ? html`<ul class="notes">${p.notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}
    ${p.problem ? html`<p class="problem" role="alert">${ruleLinked(p.problem)}</p>` : nothing}
  </section>`;
}
