/**
 * The reveal under the result (model/reveal-model.ts): step through the game turn by turn (or jump
 * to a turn), and read the true map then, each conspiracy's Agents and Groups, and every line the log
 * wrote in that turn with whom it was written to. Nothing is secret once the game is over.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { RevealModel } from '../model/reveal-model';
import type { SeatMark } from '../seat-marks';
import { badge } from './cover';
import { focusKey } from './directives';
import { mapTemplate } from './map';

const WOUND = ['', ' · scratched', ' · hurt', ' · very hurt', ' · incapacitated'] as const;

export function revealTemplate(m: RevealModel, marks: ReadonlyMap<string, SeatMark>, go: (step: number) => void): TemplateResult {
  const last = m.steps.length - 1;
  return html`<section class="bh-reveal" aria-labelledby="reveal-title">
    <h2 id="reveal-title">The reveal: the game as it truly went</h2>
    <div class="reveal-nav" role="group" aria-label="Turn by turn">
      <button type="button" class="btn small" ?disabled=${m.at === 0} @click=${() => go(0)}>Start</button>
      <button type="button" class="btn small" ?disabled=${m.at === 0} @click=${() => go(m.at - 1)}>Previous turn</button>
      <select aria-label="Turn" data-key="reveal-step" ${focusKey('reveal-step', m.map.focus)} @change=${(e: Event) => go(Number((e.target as HTMLSelectElement).value))}>
        ${m.steps.map((s) => html`<option value=${String(s.value)} .selected=${s.value === m.at}>${s.label}</option>`)}</select>
      <button type="button" class="btn small" ?disabled=${m.at === last} @click=${() => go(m.at + 1)}>Next turn</button>
      <button type="button" class="btn small" ?disabled=${m.at === last} @click=${() => go(last)}>The end</button>
    </div>
    <h3 class="reveal-title">${m.title}</h3>
    <div class="reveal-body">
      <div class="reveal-map">${mapTemplate(m.map, null)}</div>
      <div class="reveal-side">
        <ul class="reveal-seats">${repeat(m.seats, (s) => s.id, (s) => html`<li>
          <p class="reveal-seat">${badge(marks.get(s.id))} <strong>${s.name}</strong> <span class="dim">(${s.controller === 'human' ? 'a player' : `computer, ${s.controller}`}) · Scale ${s.scale} · ${s.greenbacks} greenbacks</span></p>
          <p class="reveal-list"><span class="k">Agents</span> ${s.agents.length === 0 ? 'none' : s.agents.map((a) => `${a.name} (${a.where}${WOUND[a.wounds] ?? ''})`).join(', ')}</p>
          <p class="reveal-list"><span class="k">Groups</span> ${s.groups.length === 0 ? 'none' : s.groups.map((g) => `${g.name} (${g.where}, Scale ${g.scale})`).join(', ')}</p>
        </li>`)}</ul>
        ${m.lines.length > 0 ? html`<ol class="reveal-lines" aria-label="What the log wrote in this turn">${m.lines.map((l) => html`<li><span class="to">${l.to}</span> ${l.text}</li>`)}</ol>` : nothing}
      </div>
    </div>
  </section>`;
}
