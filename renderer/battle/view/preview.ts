/**
 * The attack preview (R-CORE-4) as a lit-html template: before anything is committed, the
 * difficulty and every part of it, the weapon's and the effective accuracy, the exact hit chance
 * of each shot or burst, and a bar of the wound a hit would leave after armor.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { styleMap } from 'lit-html/directives/style-map.js';
import type { AttackPreview, RangedPreview } from '../../../src/battle';
import type { Modifier } from '../../../src/ops/dice/roll-record';
import { rangedHitChance } from '../../../src/ops/dice/odds';
import { WOUND_LEVELS, woundLevelName } from '../../../src/ops/data/wound-chart';
import { level, oddsHeadline, percent, signed } from '../format';
import { ruleLinked } from '../../help/rule-links';

const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** A stacked bar of wound levels with their exact chances, and the same in words for readers. */
export function woundBar(odds: Readonly<Record<string, number>>, label: string): TemplateResult {
  const parts = WOUND_LEVELS.map((lvl, i) => ({ lvl, i, p: odds[lvl] ?? 0 })).filter((x) => x.p > 0);
  const words = parts.map((x) => `${x.lvl === 'none' ? 'no wound' : woundLevelName(x.lvl)} ${percent(x.p)}`).join(', ');
  return html`<figure class="wound-bar">
    <div class="bar" role="img" aria-label=${`${label}: ${words}`}>
      ${parts.map((x) => html`<span class="seg w${x.i}" style=${styleMap({ flexGrow: String(x.p) })} title=${`${x.lvl === 'none' ? 'No wound' : woundLevelName(x.lvl)}: ${percent(x.p)}`}></span>`)}
    </div>
    <figcaption>${label}: ${words}</figcaption>
  </figure>`;
}

function ranged(p: RangedPreview): TemplateResult {
  const first = p.attacks[0];
  const headline = first ? oddsHeadline(p.effectiveAccuracy + sum(first.modifiers), p.difficulty, first.hitChance) : 'No shot';
  const dodged = p.targetMayDodge && first
    ? html`<p class="note">The target has not acted and may dodge: then ${oddsHeadline(p.effectiveAccuracy + sum(first.modifiers), p.difficulty + 1, rangedHitChance(p.effectiveAccuracy + sum(first.modifiers), p.difficulty + 1))} (${ruleLinked('R-OPS-14')}).</p>`
    : nothing;
  return html`
    <p class="headline" data-testid="hit-chance">${headline}</p>
    <table class="breakdown">
      <caption>Difficulty and accuracy</caption>
      <tbody>
        <tr><th scope="row">Distance</th><td>${Number(p.distanceM.toFixed(2))} m</td></tr>
        ${p.difficultyParts.map((m) => html`<tr class="part"><th scope="row">${m.reason}</th><td>${signed(m.value)}</td></tr>`)}
        <tr class="total"><th scope="row">Difficulty</th><td>${level(p.difficulty)}</td></tr>
        <tr><th scope="row">${p.weapon} accuracy</th><td>${level(p.weaponAccuracy)}</td></tr>
        <tr class="total"><th scope="row">Effective accuracy</th><td>${level(p.effectiveAccuracy)}</td></tr>
      </tbody>
    </table>
    <ol class="shots" aria-label=${p.mode === 'auto' ? 'Bursts' : 'Shots'}>
      ${p.attacks.map((a) => html`<li>
        <span class="odds">${a.label}: ${oddsHeadline(p.effectiveAccuracy + sum(a.modifiers), p.difficulty, a.hitChance)}</span>
        ${a.modifiers.length > 0 ? html`<span class="mods"> (${a.modifiers.map((m) => `${m.reason} ${signed(m.value)}`).join(', ')})</span>` : nothing}
        ${a.damageBonus !== 0 ? html`<span class="mods"> damage ${signed(a.damageBonus)}</span>` : nothing}
      </li>`)}
    </ol>
    <p class="summary">${p.roundsFired} round${p.roundsFired === 1 ? '' : 's'} fired · at least one hit ${percent(p.chanceAnyHit)} · expected hits ${p.expectedHits.toFixed(2)}</p>
    ${dodged}
    ${woundBar(p.woundOnHit, 'Wound on a hit, after armor')}`;
}

export function previewTemplate(title: string, p: AttackPreview | { readonly rejected: string }): TemplateResult {
  let body: TemplateResult;
  if ('rejected' in p) body = html`<p class="refusal" role="status">${p.rejected}</p>`;
  else if (p.kind === 'ranged') body = ranged(p);
  else {
    body = html`<p class="headline" data-testid="hit-chance">${p.maneuver}: wins ${percent(p.winChance)} (opposed 2dF, ties to the defender, R-OPS-18)</p>
      ${p.surprise ? html`<p class="note takedown" data-testid="takedown">Takedown: the guard is not alerted — it can neither dodge nor block, and the attack is at +2 (${ruleLinked('R-OPS-42')}).</p>` : nothing}
      ${p.targetMayDodge ? html`<p class="note">The target has not acted and may dodge (+1 to defend).</p>` : nothing}
      ${p.woundOnHit ? woundBar(p.woundOnHit, 'Wound if it lands, after armor') : nothing}`;
  }
  return html`<section class="attack-preview" aria-label="Attack preview"><h3>${title}</h3>${body}</section>`;
}
