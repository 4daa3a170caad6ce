/**
 * After a mission, in order: the debrief (fates, kills, takedowns, objectives, the EP award each
 * agent earns; the GM may change an award and whether an agent went to hospital), the EP spending
 * (each raise's cost, or why the trait cannot be raised), and the days that pass (who heals).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { ladderWord } from '../../../src/core/ladder';
import type { RaiseOption } from '../../../src/campaign/experience';
import type { DebriefModel, DebriefRow, RestRow, SpendRow } from '../model/after-model';
import type { Send } from './intents';

function debriefRow(r: DebriefRow, max: number, send: Send): TemplateResult {
  return html`<tr data-agent=${r.id} class=${r.dead ? 'dead' : ''}>
    <th scope="row">${r.codeName}<span class="sub">${r.name}</span></th>
    <td>${r.fate}${r.worst ? html`<span class="sub">${r.worst}</span>` : nothing}</td>
    <td class="num">${r.kills}</td><td class="num">${r.takedowns}</td><td class="num">${r.objectives}</td>
    <td>${r.dead ? '—' : html`<label class="check"><input type="checkbox" .checked=${r.hospital} @change=${(e: Event) => send({ kind: 'debrief.hospital', agent: r.id, hospital: (e.target as HTMLInputElement).checked })} /> hospital</label>`}</td>
    <td class="num"><label class="sr-only" for=${`cp-award-${r.id}`}>EP for ${r.name}</label>
      <input id=${`cp-award-${r.id}`} ?disabled=${r.dead} type="number" min="0" max=${max} step="1" .value=${String(r.award)}
        @change=${(e: Event) => send({ kind: 'debrief.award', agent: r.id, ep: Number((e.target as HTMLInputElement).value) })} />
      ${r.award !== r.rule ? html`<span class="gm" title="Changed by the GM">GM · rule ${r.rule}</span>` : nothing}</td>
  </tr>`;
}

export function debriefTemplate(m: DebriefModel, send: Send): TemplateResult {
  return html`<section class="cp-after" aria-labelledby="cp-debrief-title">
    <p class="stamp">Debrief · after action report</p>
    <h2 id="cp-debrief-title" tabindex="-1">${m.title}</h2>
    <p>${m.result} <span class="dim">${m.rounds} rounds.</span></p>
    <table class="cp-table" aria-label="Each agent's fate and award">
      <thead><tr><th scope="col">Agent</th><th scope="col">Fate</th><th scope="col">Kills</th><th scope="col">Takedowns</th><th scope="col">Objectives</th><th scope="col">Evacuated</th><th scope="col">EP (R-CAMP-3)</th></tr></thead>
      <tbody>${repeat(m.rows, (r) => r.id, (r) => debriefRow(r, m.maxAward, send))}</tbody>
    </table>
    <p class="dim small">Each agent earns 1 EP, +1 per objective it completed, +1 if the mission succeeded, at most 4; the GM may change an award. Hospital halves the days of healing (R-CAMP-2).</p>
    ${m.fallen.length > 0 ? html`<p class="fallen">Killed in action: ${m.fallen.join(', ')}. They go to the memorial.</p>` : nothing}
    <div class="actions"><button type="button" class="btn primary" @click=${() => send({ kind: 'debrief.record' })}>Record the debrief</button></div>
  </section>`;
}

function optionRow(agent: string, o: RaiseOption, send: Send): TemplateResult {
  const levels = o.from !== undefined && o.to !== undefined ? `${ladderWord(o.from)} → ${ladderWord(o.to)}` : o.request.trait === 'gift' ? 'new Gift' : '';
  return html`<li class=${o.reason ? 'off' : 'on'}>
    <span class="trait">${o.label}</span> <span class="levels">${levels}</span> <span class="cost">${o.ep > 0 ? `${o.ep} EP` : ''}</span>
    ${o.reason
      ? html`<span class="why-not">${o.reason}</span>`
      : html`<button type="button" class="btn small" aria-label=${`Raise ${o.label} to ${o.to !== undefined ? ladderWord(o.to) : ''} for ${o.ep} EP`} @click=${() => send({ kind: 'spend.buy', agent, request: o.request })}>Raise</button>`}
  </li>`;
}

export function spendTemplate(rows: readonly SpendRow[], approved: boolean, send: Send): TemplateResult {
  return html`<section class="cp-after" aria-labelledby="cp-spend-title">
    <p class="stamp">Experience · R-CAMP-3</p>
    <h2 id="cp-spend-title" tabindex="-1">Spend experience</h2>
    <p class="dim small">A skill rolled on the mission, an attribute or a Gift may be raised one level each. Up to Fair 1 EP a level, to Good 2, to Great 4, to Superb 8, to Legendary 16; an attribute triple; a Gift 6.</p>
    <label class="approve"><input type="checkbox" .checked=${approved} @change=${(e: Event) => send({ kind: 'spend.approve', approved: (e.target as HTMLInputElement).checked })} /> <span class="gm">GM</span> approves Legendary and new Gifts</label>
    ${rows.length === 0 ? html`<p class="dim">Nobody has EP to spend from a mission.</p>` : nothing}
    ${repeat(
      rows,
      (r) => r.id,
      (r) => html`<article class="cp-spend" data-agent=${r.id} aria-labelledby=${`cp-spend-${r.id}`}>
        <h3 id=${`cp-spend-${r.id}`}>${r.name} <span class="ep">${r.toSpend} EP to spend</span></h3>
        <p class="dim small">After ${r.mission}</p>
        <ul class="cp-options">${r.options.filter((o) => o.reason === undefined).map((o) => optionRow(r.id, o, send))}</ul>
        <details><summary>Traits that cannot be raised now, and why</summary>
          <ul class="cp-options">${r.options.filter((o) => o.reason !== undefined).map((o) => optionRow(r.id, o, send))}</ul></details>
      </article>`,
    )}
    <div class="actions"><button type="button" class="btn primary" @click=${() => send({ kind: 'spend.done' })}>Done: the days that pass</button></div>
  </section>`;
}

export function restTemplate(rows: readonly RestRow[], days: number, nextTitle: string | undefined, send: Send): TemplateResult {
  return html`<section class="cp-after" aria-labelledby="cp-rest-title">
    <p class="stamp">The calendar · R-CAMP-2</p>
    <h2 id="cp-rest-title" tabindex="-1">The days that pass</h2>
    <div class="field"><label for="cp-rest-days">Days of rest${nextTitle ? ` before ${nextTitle}` : ''}</label>
      <input id="cp-rest-days" type="number" min="0" max="3650" step="1" .value=${String(days)} @change=${(e: Event) => send({ kind: 'rest.days', days: Number((e.target as HTMLInputElement).value) })} /></div>
    ${rows.length === 0
      ? html`<p class="dim">Nobody on the team is wounded.</p>`
      : html`<table class="cp-table" aria-label="Who heals in these days">
          <thead><tr><th scope="col">Agent</th><th scope="col">Wounds now</th><th scope="col">After the rest</th><th scope="col">Still to heal</th></tr></thead>
          <tbody>${rows.map((r) => html`<tr data-agent=${r.id}><th scope="row">${r.name}</th><td>${r.before}</td><td>${r.after}</td><td class="num">${r.daysLeft > 0 ? `${r.daysLeft} d` : 'fit'}</td></tr>`)}</tbody>
        </table>`}
    <p class="dim small">Each wound box heals in days of rest, the worst first: Hurt 1, Light 3, Serious 14, Critical 28, Incapacitated 56, Near Death 84; half in hospital.</p>
    <div class="actions"><button type="button" class="btn primary" @click=${() => send({ kind: 'rest.pass' })}>Let ${days} day${days === 1 ? '' : 's'} pass</button></div>
  </section>`;
}
