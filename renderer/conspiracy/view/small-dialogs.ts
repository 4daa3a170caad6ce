/**
 * The board's smaller dialogs, as lit-html templates over the model: the technology table
 * (R-HATS-9, R-HATS-10, R-HATS-17's new skills), the question before ending a turn with units
 * still able to act, and the Bribery defender's private prompt (R-HATS-8), a wall that must be
 * answered (renderer/ui/wall.ts).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { ladderLabel } from '../../../src/core/ladder';
import { SKILL_INFO, TECHNOLOGIES, TECH_AREAS, TECH_AREA_NAMES, unlockedSkills, type SeatView } from '../../../src/hats';
import { ruleLinked } from '../../help/rule-links';
import type { EndTurnQuestion } from '../end-turn-model';
import type { DefenceModel } from '../model/defence-model';
import { modal } from './directives';

export function techDialogTemplate(view: SeatView, close: () => void): TemplateResult {
  const c = view.conspiracy;
  const skills = unlockedSkills(c);
  return html`<dialog class="bh-dialog tech" aria-labelledby="bh-tech-title" ${modal(close)}>
    <h2 id="bh-tech-title" class="bh-dialog-title">Technology</h2>
    <p class="hint">${ruleLinked('Raising an area needs a Research result at least the new level; a technology needs a result above its level (R-HATS-9). Every conspiracy starts at Poor in each area.')}</p>
    <table class="tech-table"><tbody>${TECH_AREAS.map((area) => {
      const level = c.tech[area];
      return html`<tr><th scope="row">${TECH_AREA_NAMES[area]}<span class="level">${ladderLabel(level)}</span></th><td><ul class="tech-list">${TECHNOLOGIES.filter((t) => t.area === area).map((t) => {
        const done = c.technologies.includes(t.id);
        const state = done ? 'developed' : level >= t.level ? 'researchable' : 'locked';
        const note = done ? 'Developed' : level >= t.level ? `Research it: a result above ${ladderLabel(t.level)}, 5 + ${t.cost} greenbacks` : `Needs ${TECH_AREA_NAMES[area]} at ${ladderLabel(t.level)}`;
        return html`<li class="tech ${state}"><strong>${t.name}</strong> — ${t.text} <span class="tech-state">(${note})</span></li>`;
      })}</ul></td></tr>`;
    })}</tbody></table>
    <p><strong>New skills available: </strong>${skills.length === 0 ? 'none yet (Psychic Training and Wire Fraud make them available).' : skills.map((s) => `${SKILL_INFO[s].name}: ${SKILL_INFO[s].effect}`).join(' ')}</p>
    <div class="actions"><button type="button" class="btn primary" autofocus @click=${close}>Close</button></div>
  </dialog>`;
}

export interface EndTurnIntents {
  readonly orders: (actor: string) => void;
  readonly dontAsk: (on: boolean) => void;
  readonly end: () => void;
  readonly close: () => void;
}

export function endTurnDialogTemplate(q: EndTurnQuestion, dontAsk: boolean, on: EndTurnIntents): TemplateResult {
  return html`<dialog class="bh-dialog end-turn-ask" aria-labelledby="bh-end-title" ${modal(on.close)}>
    <h2 id="bh-end-title" class="bh-dialog-title">End your turn?</h2>
    <p>${q.sentence}</p>
    <p class="hint">Give orders to:</p>
    <ul class="ready-list">${q.ready.map((u) => html`<li><button type="button" class="btn link" data-key=${`ask-orders-${u.id}`} @click=${() => on.orders(u.id)}>${u.group ? `${u.name} (Group)` : u.name}</button></li>`)}</ul>
    <label class="check" for="bh-end-ask"><input type="checkbox" id="bh-end-ask" .checked=${dontAsk} @change=${(e: Event) => on.dontAsk((e.target as HTMLInputElement).checked)}> Do not ask again until I leave this game</label>
    <div class="actions">
      <button type="button" class="btn" @click=${on.close}>Keep playing</button>
      <button type="button" class="btn primary" autofocus @click=${on.end}>End the turn now</button>
    </div>
  </dialog>`;
}

/** The defender's answer to a waiting Bribery, with the odds of each answer as far as it knows (R-CORE-4). */
export function defenceDialogTemplate(m: DefenceModel, answer: (pay: 0 | 1 | 2) => void): TemplateResult {
  return html`<dialog class="bh-dialog defence" data-wall="prompt" aria-labelledby="bh-defence-title" ${modal(null)}>
    <h2 id="bh-defence-title" class="bh-dialog-title">${m.title}</h2>
    <p>${m.sentence}</p>
    <div class="actions column">${m.answers.map((a) => html`<button type="button" class="btn defence-answer" ?disabled=${a.problem !== null} title=${a.problem ?? ''} @click=${() => answer(a.pay)}>
      <span class="answer-label">${a.label}</span>${a.odds ? html` <span class="answer-odds">${a.odds}</span>` : nothing}</button>`)}</div>
    ${m.notes.length > 0 ? html`<ul class="notes">${m.notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}
  </dialog>`;
}
