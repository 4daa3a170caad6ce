/**
 * The Briefing tab: what touched the conspiracy since its last turn (each line leading to its Area),
 * and the standings as far as the seat knows (R-HATS-12), with the warning when it is down to one
 * Agent and the turn limit said louder as it comes.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { Standing, SummaryLine } from '../../../src/hats';
import type { ConditionThreat } from '../../../src/hats/view/threat';
import { ruleLinked } from '../../help/rule-links';
import { nameOfArea, signed } from '../format';
import type { ReportModel, SeatBoardModel } from '../model/board-model';
import type { FocusRequest } from '../model/board-ui';
import { badge } from './cover';
import { focusKey } from './directives';

const TONE_WORD: Readonly<Record<SummaryLine['tone'], string>> = { loss: 'Loss', threat: 'Threat', gain: 'Gain', event: 'Event', info: '' };

function summaryItem(l: SummaryLine, locate: (area: string) => void): TemplateResult {
  const word = TONE_WORD[l.tone];
  const body = html`${word ? html`<span class="tone">${word}</span> ` : nothing}${l.text}`;
  return html`<li class="summary-line tone-${l.tone}">
    ${l.area
      ? html`<button type="button" class="btn link summary-go" data-key=${`go-${l.area}`} aria-label=${`${l.text} Show ${nameOfArea(l.area)} on the map.`} @click=${() => locate(l.area ?? '')}>${body}<span class="where"> → ${nameOfArea(l.area)}</span></button>`
      : html`<span>${body}</span>`}
  </li>`;
}

const LEVEL_WORD = { likely: 'could win next turn', possible: 'cannot be ruled out' } as const;

/** A rival's figure: what the seat knows, and how much more it cannot rule out (src/hats/view/threat.ts). */
function rivalCell(c: ConditionThreat | undefined, fallback: string): TemplateResult {
  if (!c) return html`<td>${fallback}</td>`;
  return html`<td class=${c.level ? `threat-${c.level}` : ''} title=${c.text}>${c.known} known${c.unknown > 0 ? html`<span class="unknown"> · ${c.known + c.unknown < c.goal ? `up to ${c.known + c.unknown}` : 'maybe all'}</span>` : nothing} of ${c.goal}${c.level ? html`<span class="level"> — ${LEVEL_WORD[c.level]}</span>` : nothing}</td>`;
}

function standingRow(s: Standing, b: SeatBoardModel): TemplateResult {
  const v = b.view.victory;
  const threat = b.briefing.threats.find((t) => t.seat === s.seat);
  const of = (kind: ConditionThreat['kind']) => threat?.conditions.find((c) => c.kind === kind);
  const cells = [
    v.controlScale !== null ? (s.exact ? html`<td>${s.scale} of ${v.controlScale}${s.scaleToGo === 0 ? ' — reached' : ` (${s.scaleToGo} to go)`}</td>` : rivalCell(of('scale'), `${s.scale}+ of ${v.controlScale}`)) : nothing,
    v.controlRegions !== null ? (s.exact ? html`<td>${s.regions} of ${v.controlRegions}</td>` : rivalCell(of('regions'), `${s.regions}+ of ${v.controlRegions}`)) : nothing,
    v.lastWithAgents ? html`<td>${s.eliminated ? 'out' : s.exact ? `${s.agents} Agent${s.agents === 1 ? '' : 's'}` : s.agents > 0 ? `${s.agents}+ seen` : 'none seen'}</td>` : nothing,
  ];
  return html`<tr class=${s.own ? 'own' : ''}><th scope="row">${badge(b.map.marks.get(s.seat))} ${s.name}${s.own ? ' (you)' : ''}</th>${cells}</tr>`;
}

/** The turn limit, said louder as it comes: after the last round the conspiracy with the most Scale wins (R-HATS-11). */
function limitText(round: number, limit: number): TemplateResult {
  if (round >= limit) return html`<strong class="limit-near">This is the last round: at its end the conspiracy controlling the most Scale wins.</strong>`;
  if (round === limit - 1) return html`<strong class="limit-near">The next round is the last (round ${limit}): then the most Scale wins.</strong>`;
  return html`The turn limit is round ${limit}.`;
}

const LEDGER_WORD: Readonly<Record<string, string>> = { start: '', order: 'Order', income: 'Income', upkeep: 'Upkeep', event: 'Event', others: 'Others', now: '' };

/** What the seat's own orders did last turn, and the money ledger from then to now (src/hats/view/turn-report.ts). */
function reportTemplate(r: ReportModel): TemplateResult {
  return html`<div class="panel-head"><h2 id="orders-title">Your orders in turn ${r.since}</h2></div>
    ${r.orders.length === 0 ? html`<p class="empty">You gave no orders.</p>` : html`<ol class="report-orders" aria-labelledby="orders-title">${r.orders.map((o) => html`<li>
      <span class="order-label">${o.label}</span>${o.greenbacks !== 0 ? html` <span class="amount" data-sign=${o.greenbacks < 0 ? 'minus' : 'plus'}>${signed(o.greenbacks)}</span>` : nothing}
      ${o.told ? html`<span class="order-told">${o.told}</span>` : nothing}</li>`)}</ol>`}
    <div class="panel-head"><h2 id="ledger-title">Money since turn ${r.since}</h2></div>
    <table class="ledger" aria-labelledby="ledger-title"><tbody>${r.ledger.map((l) => html`<tr class=${`ledger-${l.kind}`}>
      <th scope="row">${LEDGER_WORD[l.kind] ? html`<span class="tone">${LEDGER_WORD[l.kind]}</span> ` : nothing}${l.label}</th>
      <td class="num" data-sign=${l.kind === 'start' || l.kind === 'now' ? '' : l.amount < 0 ? 'minus' : 'plus'}>${l.kind === 'start' || l.kind === 'now' ? `${l.amount} greenbacks` : signed(l.amount)}</td></tr>`)}</tbody></table>`;
}

export function briefingTemplate(b: SeatBoardModel, focus: FocusRequest | null, locate: (area: string) => void): TemplateResult {
  const v = b.view;
  const cond = v.victory;
  const { lines, standings, warning } = b.briefing;
  return html`<section class="panel briefing-panel" aria-labelledby="brief-title">
    <div class="panel-head"><h2 id="brief-title" tabindex="-1" autofocus data-key="brief-title" ${focusKey('brief-title', focus)}>Since your last turn</h2></div>
    ${warning ? html`<p class="agents-warning" data-key="agents-warning">${ruleLinked(warning)}</p>` : nothing}
    ${b.briefing.threats.filter((t) => t.warning !== null).map((t) => html`<p class="threat-warning" data-level=${t.level ?? ''} data-seat=${t.seat} role=${t.level === 'likely' ? 'alert' : nothing}>${badge(b.map.marks.get(t.seat))}<span>${ruleLinked(t.warning ?? '')}</span></p>`)}
    ${lines.length === 0
      ? html`<p class="empty">${b.mine ? 'Nothing has touched your conspiracy.' : 'Your summary appears at the start of your turn.'}</p>`
      : html`<ol class="summary" aria-label="What happened since your last turn">${repeat(lines, (l, i) => `${l.round}:${i}:${l.text}`, (l) => summaryItem(l, locate))}</ol>`}
    ${b.briefing.report ? reportTemplate(b.briefing.report) : nothing}
    <div class="panel-head"><h2 id="stand-title">Standings, as far as you know</h2></div>
    <table class="standings" aria-labelledby="stand-title">
      <thead><tr><th scope="col">Conspiracy</th>
        ${cond.controlScale !== null ? html`<th scope="col">Scale</th>` : nothing}
        ${cond.controlRegions !== null ? html`<th scope="col">Regions</th>` : nothing}
        ${cond.lastWithAgents ? html`<th scope="col">Agents</th>` : nothing}</tr></thead>
      <tbody>${repeat(standings, (s) => s.seat, (s) => standingRow(s, b))}</tbody>
    </table>
    <p class="hint" data-key="control-hint">${b.briefing.controlHint} ${limitText(v.round, cond.turnLimit)}</p>
  </section>`;
}
