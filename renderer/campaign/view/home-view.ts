/**
 * The campaign at rest: the next mission and the ones to come, the missions played, and beside them
 * the team (each agent's state, wounds, days until fit and EP), the prisoners and the memorial.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { MissionRow, PlayedRow } from '../model/missions-model';
import type { AgentRow, RosterModel } from '../model/roster-model';
import type { Send } from './intents';

function agentRow(a: AgentRow, send: Send): TemplateResult {
  return html`<tr data-agent=${a.id} class=${a.state === 'Fit' ? 'fit' : 'hurt'}>
    <th scope="row"><span class="name">${a.name}</span> <span class="dim">“${a.animal}”</span>${a.specialty ? html`<span class="spec">${a.specialty}</span>` : nothing}</th>
    <td class="state">${a.state}${a.wounds ? html`<span class="wounds">${a.wounds}</span>` : nothing}${a.penalty ? html`<span class="dim small">${a.penalty}</span>` : nothing}</td>
    <td class="num fit-in">${a.daysUntilFit > 0 ? `${a.daysUntilFit} d` : '—'}</td>
    <td class="num ep" title=${`${a.epEarned} EP earned, ${a.epSpent} spent`}>${a.epToSpend}${a.mayRaise ? html` <span class="badge" title="May raise a trait rolled on its last mission">raise</span>` : nothing}</td>
    <td class="tools"><button type="button" class="btn small" aria-label=${`Export ${a.name}`} title="Save this agent as an agent file (its record goes with it)" @click=${() => send({ kind: 'export.agent', agent: a.id })}>Export</button></td>
  </tr>`;
}

export function rosterTemplate(r: RosterModel, send: Send, underWay: boolean): TemplateResult {
  return html`<section class="cp-roster" aria-labelledby="cp-team-title">
    <h2 id="cp-team-title">The team</h2>
    <table class="cp-table" aria-label="The team: state, wounds, days until fit and EP to spend">
      <thead><tr><th scope="col">Agent</th><th scope="col">State</th><th scope="col">Fit in</th><th scope="col">EP</th><th scope="col"><span class="sr-only">Tools</span></th></tr></thead>
      <tbody>${repeat(r.active, (a) => a.id, (a) => agentRow(a, send))}</tbody>
    </table>
    ${r.active.length === 0 ? html`<p class="dim">Nobody is left on the team: add agents from the roster.</p>` : nothing}
    <div class="actions">
      <button type="button" class="btn small" ?disabled=${underWay} @click=${() => send({ kind: 'agents.open' })}>Add agents…</button>
    </div>
    ${r.prisoners.length > 0
      ? html`<h3>Prisoners</h3>
          <ul class="cp-list">${r.prisoners.map(
            (p) => html`<li>${p.name} “${p.animal}” <button type="button" class="btn small" title="The GM marks a prisoner rescued" @click=${() => send({ kind: 'rescue', agent: p.id })}>Rescued</button></li>`,
          )}</ul>`
      : nothing}
    <h3 id="cp-memorial-title">Memorial</h3>
    ${r.memorial.length === 0
      ? html`<p class="dim small">No agent has fallen.</p>`
      : html`<ul class="cp-memorial" aria-labelledby="cp-memorial-title">${r.memorial.map(
          (f) => html`<li><span class="cross" aria-hidden="true">✝</span> <strong>${f.name}</strong> “${f.animal}” <span class="dim">· day ${f.day}, ${f.mission} · ${f.missions} mission${f.missions === 1 ? '' : 's'}</span></li>`,
        )}</ul>`}
  </section>`;
}

function missionCard(m: MissionRow, send: Send, underWay: boolean): TemplateResult {
  return html`<article class="cp-mission ${m.next ? 'next' : ''}" data-mission=${m.id} aria-labelledby=${`cp-m-${m.id}`}>
    <h3 id=${`cp-m-${m.id}`}>${m.title}</h3>
    <p class="when">${m.when}</p>
    <p class="where">${m.where} · ${m.team}</p>
    <p class="goal">${m.goal}</p>
    ${m.next ? html`<p class="briefing">${m.briefing}</p>` : html`<details><summary>Briefing</summary><p class="briefing">${m.briefing}</p></details>`}
    <div class="actions">
      ${m.next && !underWay ? html`<button type="button" class="btn primary" @click=${() => send({ kind: 'deploy.open' })}>Deploy a team</button>` : nothing}
      ${m.underWay
        ? html`<button type="button" class="btn primary" @click=${() => send({ kind: 'resume' })}>Resume the battle</button>
            <button type="button" class="btn" @click=${() => send({ kind: 'call-off' })}>Call it off</button>`
        : nothing}
      ${!m.underWay ? html`<button type="button" class="btn small" aria-label=${`Remove ${m.title}`} @click=${() => send({ kind: 'mission.remove', mission: m.id })}>Remove</button>` : nothing}
    </div>
  </article>`;
}

function playedRow(p: PlayedRow): TemplateResult {
  return html`<li data-played=${p.id}><span class=${p.succeeded ? 'ok' : 'failed'}>${p.succeeded ? 'Accomplished' : 'Failed'}</span> <strong>${p.title}</strong> <span class="dim">· day ${p.day} · ${p.team}${p.rest ? ` · ${p.rest}` : ''}</span><br /><span class="dim small">${p.result}</span></li>`;
}

export function missionsTemplate(toCome: readonly MissionRow[], played: readonly PlayedRow[], send: Send, underWay: boolean): TemplateResult {
  return html`<section class="cp-missions" aria-labelledby="cp-missions-title">
    <h2 id="cp-missions-title">Missions</h2>
    ${toCome.length === 0 ? html`<p class="dim">No mission to come: add one of your own.</p>` : nothing}
    ${repeat(toCome, (m) => m.id, (m) => missionCard(m, send, underWay))}
    <div class="actions"><button type="button" class="btn small" ?disabled=${underWay} @click=${() => send({ kind: 'mission.open' })}>Add a mission…</button></div>
    ${played.length > 0 ? html`<h3>Played</h3><ol class="cp-played">${played.map(playedRow)}</ol>` : nothing}
  </section>`;
}
