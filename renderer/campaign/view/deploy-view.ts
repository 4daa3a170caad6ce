/**
 * The deploy step: tick who goes; each picked agent's colour for the mission (proposed from its
 * skills, R-CAMP-4, with the reason), its third designation, and its weapon and armor from the
 * book's tables; what stops the team from going; "Send the team".
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { TeamDesignation } from '../../../src/ops/character/code-names';
import type { Candidate, DeployModel } from '../model/deploy-model';
import { goalText } from '../model/missions-model';
import type { Send } from './intents';

const value = (e: Event): string => (e.target as HTMLSelectElement).value;

function select(label: string, id: string, options: readonly string[], current: string, on: (v: string) => void, blank?: string): TemplateResult {
  return html`<label class="sr-only" for=${id}>${label}</label>
    <select id=${id} @change=${(e: Event) => on(value(e))}>
      ${blank !== undefined ? html`<option value="" ?selected=${current === ''}>${blank}</option>` : nothing}
      ${options.map((o) => html`<option value=${o} ?selected=${o === current}>${o}</option>`)}
    </select>`;
}

function candidateRow(m: DeployModel, a: Candidate, send: Send): TemplateResult {
  const off = a.cannotGo !== undefined;
  return html`<tr data-agent=${a.id} class=${a.picked ? 'picked' : ''}>
    <td><input type="checkbox" id=${`cp-pick-${a.id}`} .checked=${a.picked} ?disabled=${off && !a.picked} @change=${() => send({ kind: 'deploy.toggle', agent: a.id })} /></td>
    <th scope="row"><label for=${`cp-pick-${a.id}`}>${a.name} <span class="dim">“${a.animal}”</span></label>${a.specialty ? html`<span class="spec">${a.specialty}</span>` : nothing}
      ${a.cannotGo ? html`<span class="why-not">${a.cannotGo}</span>` : nothing}${a.note ? html`<span class="note">${a.note}</span>` : nothing}</th>
    <td>${a.picked
      ? html`${select(`Colour of ${a.name}`, `cp-color-${a.id}`, m.colors, a.color, (v) => send({ kind: 'deploy.color', agent: a.id, color: v }))}
          ${select(`Designation of ${a.name}`, `cp-des-${a.id}`, m.designations, a.designation ?? '', (v) => send({ kind: 'deploy.designation', agent: a.id, designation: v === '' ? undefined : (v as TeamDesignation) }), 'one team')}
          <span class="code">${a.codeName}</span><span class="why">${a.why}</span>`
      : nothing}</td>
    <td>${a.picked
      ? html`${select(`Weapon of ${a.name}`, `cp-weapon-${a.id}`, m.firearms, a.weapon, (v) => send({ kind: 'deploy.weapon', agent: a.id, weapon: v }), 'no firearm')}
          ${select(`Armor of ${a.name}`, `cp-armor-${a.id}`, m.armors, a.armor ?? '', (v) => send({ kind: 'deploy.armor', agent: a.id, armor: v === '' ? null : v }), 'no armor')}
          ${a.gearProblem ? html`<span class="why-not">${a.gearProblem}</span>` : nothing}`
      : html`<span class="dim small">${a.weapon || 'no firearm'}, ${a.armor ?? 'no armor'}</span>`}</td>
  </tr>`;
}

export function deployTemplate(m: DeployModel, send: Send): TemplateResult {
  return html`<section class="cp-deploy" aria-labelledby="cp-deploy-title">
    <p class="stamp">Deploy · ${m.mission.team.min === m.mission.team.max ? `${m.mission.team.min}` : `${m.mission.team.min} to ${m.mission.team.max}`} agents · ${m.picked} picked</p>
    <h2 id="cp-deploy-title" tabindex="-1">${m.mission.title}</h2>
    <p class="goal">${goalText(m.mission)}</p>
    <table class="cp-table cp-picks" aria-label="Who goes: colour, designation and loadout">
      <thead><tr><th scope="col"><span class="sr-only">Goes</span></th><th scope="col">Agent</th><th scope="col">Colour for this mission (R-CAMP-4)</th><th scope="col">Loadout</th></tr></thead>
      <tbody>${repeat(m.candidates, (a) => a.id, (a) => candidateRow(m, a, send))}</tbody>
    </table>
    <div class="field"><label for="cp-team-by">The team is played by</label>
      <select id="cp-team-by" @change=${(e: Event) => send({ kind: 'deploy.team', team: value(e) === 'veteran' ? 'veteran' : 'human' })}>
        <option value="human" ?selected=${m.team === 'human'}>the players (a human seat)</option>
        <option value="veteran" ?selected=${m.team === 'veteran'}>the computer (veteran), while the players watch</option>
      </select></div>
    ${m.problems.length > 0 ? html`<ul class="problems" aria-label="What stops the team">${m.problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
    <div class="actions">
      <button type="button" class="btn primary" ?disabled=${m.problems.length > 0} title=${m.problems[0] ?? nothing} @click=${() => send({ kind: 'deploy.go' })}>Send the team</button>
      <button type="button" class="btn" @click=${() => send({ kind: 'home' })}>Back</button>
    </div>
  </section>`;
}
