/**
 * Recruiting (model/recruit-form.ts): a template or a custom Agent built under the creation rules
 * (problems listed as it is built), where it joins, and optionally a trainer, another Agent that
 * spends its action on an Indoctrinate check to raise one of the recruit's traits. The preview says
 * the price, the upkeep the recruit adds every turn and what the net income becomes, and the
 * trainer's exact odds.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { ladderWord } from '../../../src/core/ladder';
import { ATTRIBUTES, CREATION_BUDGET, type AttributeId, type SkillId } from '../../../src/hats';
import { ATTRIBUTE_LEVELS, ATTRIBUTE_NAME, recruitReady, SKILL_LEVELS, type Choice, type RecruitForm, type RecruitModel } from '../model/recruit-form';
import { signed } from '../format';
import { modal } from './directives';
import { previewTemplate } from './preview';

export interface RecruitIntents {
  readonly edit: (form: RecruitForm) => void;
  readonly commit: () => void;
  readonly close: () => void;
}

function choices(list: readonly Choice[], value: string): TemplateResult {
  const option = (c: Choice) => html`<option value=${c.value} ?disabled=${c.reason !== null} .selected=${c.value === value}>${c.reason === null ? c.label : `${c.label} — ${c.reason}`}</option>`;
  const greyed = list.filter((c) => c.reason !== null);
  return html`${list.filter((c) => c.reason === null).map(option)}${greyed.length > 0 ? html`<optgroup label="Not possible now">${greyed.map(option)}</optgroup>` : nothing}`;
}

const valueOf = (e: Event): string => (e.target as HTMLSelectElement).value;

export function recruitDialogTemplate(m: RecruitModel, greenbacks: number, problem: string | null, on: RecruitIntents): TemplateResult {
  const f = m.form;
  const set = (patch: Partial<RecruitForm>) => on.edit({ ...f, ...patch });
  const attribute = (a: AttributeId) => html`<label><span>${ATTRIBUTE_NAME[a]}</span><select aria-label=${ATTRIBUTE_NAME[a]} @change=${(e: Event) => set({ attributes: { ...f.attributes, [a]: Number(valueOf(e)) } })}>
    ${ATTRIBUTE_LEVELS.map((l) => html`<option value=${String(l)} .selected=${f.attributes[a] === l}>${ladderWord(l)} (${signed(l)})</option>`)}</select></label>`;
  const skill = (s: RecruitModel['skills'][number]) => s.locked !== null
    ? html`<label class="locked" title=${s.locked}><span>${s.name}</span><select aria-label=${s.name} disabled aria-describedby=${`locked-${s.skill}`}><option>— not yet</option></select><small id=${`locked-${s.skill}`}>${s.locked}</small></label>`
    : html`<label title=${s.effect}><span>${s.name}</span><select aria-label=${s.name} @change=${(e: Event) => {
      const v = valueOf(e);
      const skills: Partial<Record<SkillId, number>> = { ...f.skills };
      if (v === '') delete skills[s.skill];
      else skills[s.skill] = Number(v);
      set({ skills });
    }}><option value="" .selected=${s.level === null}>—</option>${SKILL_LEVELS.map((l) => html`<option value=${String(l)} .selected=${s.level === l}>${ladderWord(l)}</option>`)}</select></label>`;
  const ready = recruitReady(m);
  return html`<dialog class="bh-dialog orders recruit" aria-labelledby="bh-recruit-title" ${modal(on.close)}>
    <h2 id="bh-recruit-title" class="bh-dialog-title">Recruit an Agent</h2>
    <div class="pickers">
      <label><span>Recruit</span><select aria-label="Recruit" @change=${(e: Event) => set({ kind: valueOf(e) })}>${choices(m.kinds, f.kind)}</select></label>
      <label><span>Where</span><select aria-label="Where" @change=${(e: Event) => set({ area: valueOf(e) })}>${choices(m.areas, f.area)}</select></label>
    </div>
    ${m.custom ? html`<fieldset class="custom-build">
      <legend>Custom Agent</legend>
      <p class="hint">Characteristics start at Fair, one skill at Fair and one at Mediocre are free, each further skill starts at Poor for one level; levels move one for one; at most ${CREATION_BUDGET} levels over that (Rules, F1: "Agents").</p>
      <div class="attr-grid">${ATTRIBUTES.map(attribute)}</div>
      <div class="skill-grid">${m.skills.filter((s) => s.locked === null).map(skill)}${m.skills.filter((s) => s.locked !== null).map(skill)}</div>
    </fieldset>` : nothing}
    <div class="pickers">
      <label><span>Trainer</span><select aria-label="Trainer" @change=${(e: Event) => set({ trainer: valueOf(e) })}>${choices(m.trainers, f.trainer)}</select></label>
      <label><span>Trait to raise</span><select aria-label="Trait to raise" ?disabled=${m.traitOff} title=${m.traitOff ? 'Choose a trainer first: the trainer raises this trait with an Indoctrinate check.' : ''} @change=${(e: Event) => set({ trait: valueOf(e) })}>${choices(m.traits, f.trait)}</select></label>
    </div>
    <p class="recruit-facts" role="status">${m.facts}</p>
    <ul class="problems">${m.problems.map((p) => html`<li>${p}</li>`)}</ul>
    <div class="preview-host">${previewTemplate(m.preview, greenbacks)}</div>
    <p class="status error" role="status">${problem ?? ''}</p>
    <div class="actions">
      <button type="button" class="btn primary" ?disabled=${!ready} title=${m.preview.problem ?? m.problems[0] ?? ''} @click=${on.commit}>Recruit</button>
      <button type="button" class="btn" @click=${on.close}>Cancel</button>
    </div>
  </dialog>`;
}
