import { html, nothing, render, type TemplateResult } from 'lit-html';
import { formatBattleTime, type Debrief, type UnitDebrief } from '../../src/battle/debrief/debrief';
import type { FateKind } from '../../src/battle/debrief/fates';
import { alarmHowWords, type MissionDebrief } from '../../src/battle/mission/debrief';
import type { WoundLevel } from '../../src/ops/data/wound-chart';
import './debrief.css';

/**
 * The debrief (R-OPS-32): over the table once the battle is over, the result,
 * the fight's length and the aftermath's minutes, a mission's objectives, alarms and notices, a table of every unit by side (fate, worst
 * wound, rounds fired, hits given and taken, first aid given, kills) and the house rules played
 * under; then "Play again", "New battle" and "Back to the menu". Keyboard: the dialog takes focus,
 * Tab walks its buttons, Escape closes it back to the table.
 */
export interface DebriefHandlers {
  readonly again: () => void;
  readonly setup: () => void;
  readonly menu: () => void;
  /** Back to the table (the board as it ended); the end panel can open the debrief again. */
  readonly close: () => void;
  /** A battle that belongs to something bigger (a campaign's mission, a conspiracy's fight): back there, which records it. */
  readonly back?: { readonly label: string; readonly go: () => void };
}

const FATE_WORDS: Record<FateKind, string> = {
  unhurt: 'Unhurt',
  wounded: 'Wounded',
  prisoner: 'Taken prisoner',
  dead: 'Killed in action',
  unresolved: 'Still in danger',
};

const WOUND_WORDS: Record<WoundLevel, string> = {
  none: '',
  scratch: 'scratch',
  hurt: 'hurt',
  light: 'light wound',
  serious: 'serious wound',
  critical: 'critical wound',
  incapacitated: 'incapacitated',
  nearDeath: 'near death',
};

function fateText(u: UnitDebrief): string {
  const wound = WOUND_WORDS[u.worst];
  return u.fate === 'wounded' || u.fate === 'prisoner' ? `${FATE_WORDS[u.fate]}${wound ? ` (${wound})` : ''}` : FATE_WORDS[u.fate];
}

function unitRow(u: UnitDebrief): TemplateResult {
  return html`<tr data-unit=${u.unit}>
    <th scope="row">${u.name}</th>
    <td class="fate ${u.fate}">${fateText(u)}</td>
    <td class="num">${u.roundsFired}</td>
    <td class="num">${u.hitsGiven}</td>
    <td class="num">${u.hitsTaken}</td>
    <td class="num">${u.firstAidGiven}${u.firstAidStopped > 0 ? html` <span class="dim">(${u.firstAidStopped} worked)</span>` : nothing}</td>
    <td class="num">${u.kills}</td>
  </tr>`;
}

const OBJECTIVE_WORDS = { open: 'not done', done: 'done', failed: 'failed' } as const;

/** A mission's report (src/battle/mission/debrief.ts): objectives, the alarm's story, who noticed whom. */
function missionTemplate(m: MissionDebrief): TemplateResult {
  const noticeBy = new Map<string, { round: number; unit: string }[]>();
  for (const n of m.notices) noticeBy.set(n.by, [...(noticeBy.get(n.by) ?? []), n]);
  return html`<section class="mission-report" aria-labelledby="debrief-mission-title">
    <h3 id="debrief-mission-title">${m.name}</h3>
    <ol class="objectives" aria-label="Objectives">
      ${m.objectives.map((o) => html`<li class=${o.state} data-state=${o.state}>
        <span class="name">${o.name}</span>${o.required ? nothing : html` <span class="dim">(optional)</span>`}
        <span class="state">${OBJECTIVE_WORDS[o.state]}${o.round !== null ? ` in round ${o.round}` : ''}</span>${o.progress ? html` <span class="dim">· ${o.progress}</span>` : nothing}
      </li>`)}
    </ol>
    <div class="story">
      <div>
        <h4>The alarm</h4>
        ${m.alarms.length === 0
          ? html`<p class="quiet" data-alarm="quiet">Never raised: the defenders did not sound it.</p>`
          : html`<ul class="alarms">${m.alarms.map((a) => html`<li data-alarm=${a.raised ? 'raised' : 'cancelled'}>Round ${a.round}: ${a.raised ? `raised ${a.how === 'gm' ? 'by the GM' : `by ${a.by}, ${alarmHowWords(a.how)}`}` : `cancelled by ${a.by}`}</li>`)}</ul>`}
      </div>
      <div>
        <h4>Who noticed whom</h4>
        ${noticeBy.size === 0
          ? html`<p class="quiet">Nobody was noticed.</p>`
          : html`<ul class="notices">${[...noticeBy].map(([by, seen]) => html`<li><strong>${by}</strong> noticed ${seen.map((n) => `${n.unit} (round ${n.round})`).join(', ')}</li>`)}</ul>`}
      </div>
    </div>
    ${m.out.length > 0 ? html`<p class="out">Out through the exit: ${m.out.join(', ')}.</p>` : nothing}
  </section>`;
}

export function debriefTemplate(d: Debrief, on: DebriefHandlers): TemplateResult {
  const minutes = d.aftermathMinutes === 1 ? '1 minute' : `${d.aftermathMinutes} minutes`;
  return html`<section class="debrief" role="dialog" aria-modal="true" aria-labelledby="debrief-title" @keydown=${(e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      on.close();
    }
  }}>
    <p class="stamp">Debrief · after action report</p>
    <h2 id="debrief-title" tabindex="-1">${d.title}</h2>
    <p class="reason">${d.reason}</p>
    <dl class="times">
      <div><dt>The fight</dt><dd>${d.rounds} rounds, ${formatBattleTime(d.battleSeconds)}</dd></div>
      <div><dt>After it</dt><dd>${d.aftermathMinutes === 0 ? 'nobody needed treatment' : `${minutes} until every casualty was stable or dead`}</dd></div>
    </dl>
    ${d.mission ? missionTemplate(d.mission) : nothing}
    ${d.sides.map(
      (s) => html`<table class="units" aria-label=${`${s.name}: each unit's fate and record`}>
        <caption>${s.name} <span class="dim">· ${Object.entries(s.fates).filter(([, n]) => n > 0).map(([f, n]) => `${n} ${FATE_WORDS[f as FateKind].toLowerCase()}`).join(', ')}</span></caption>
        <thead><tr><th scope="col">Unit</th><th scope="col">Fate</th><th scope="col">Rounds fired</th><th scope="col">Hits given</th><th scope="col">Hits taken</th><th scope="col">First aid given</th><th scope="col">Kills</th></tr></thead>
        <tbody>${d.units.filter((u) => u.side === s.id).map(unitRow)}</tbody>
      </table>`,
    )}
    <details class="house">
      <summary>House rules of this battle${d.houseRules.some((r) => r.changed) ? ' (changed from the book: marked *)' : ' (the book\'s)'}</summary>
      <ul>${d.houseRules.map((r) => html`<li>${r.label}: ${r.value}${r.changed ? ' *' : ''}</li>`)}</ul>
    </details>
    <div class="actions">
      ${on.back
        ? html`<button type="button" class="btn primary" @click=${on.back.go}>${on.back.label}</button>`
        : html`<button type="button" class="btn primary" @click=${on.again}>Play again</button>
            <button type="button" class="btn" @click=${on.setup}>New battle</button>`}
      <button type="button" class="btn" @click=${on.menu}>Back to the menu</button>
      <button type="button" class="btn" @click=${on.close}>Back to the table</button>
    </div>
  </section>`;
}

/**
 * Shows the debrief in `host` (over the board) and moves focus to its title; returns the function
 * that removes it and gives focus back to where it was.
 */
export function showDebrief(host: HTMLElement, d: Debrief, on: DebriefHandlers): () => void {
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const layer = document.createElement('div');
  layer.className = 'debrief-layer';
  host.append(layer);
  const remove = () => {
    render(nothing, layer);
    layer.remove();
    back?.focus();
  };
  render(debriefTemplate(d, { ...on, close: () => { remove(); on.close(); } }), layer);
  layer.querySelector<HTMLElement>('#debrief-title')?.focus();
  return remove;
}
