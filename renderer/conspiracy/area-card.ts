/**
 * The dossier of the selected Area, as far as this seat knows: each Group with its public facts
 * and its controller (yours, another seat's as last identified, independent, or unknown), its own
 * Agents there and the Agents it has spotted. A lit-html template, its list items keyed by id, so
 * the card keeps its nodes (focus on Close, scroll position) while a turn changes what it shows
 * (STYLE.md 16).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { styleMap } from 'lit-html/directives/style-map.js';
import { GROUPS, REGIONS, type SeatId } from '../../src/hats';
import { ladderWord } from '../../src/core/ladder';
import type { AreaModel, GroupMarker } from './area-model';
import type { SeatMark } from './seat-marks';
import { groupGiftText } from './format';
import type { FocusRequest } from './model/board-ui';
import { focusKey } from './view/directives';

const groupData = new Map(GROUPS.map((g) => [g.id, g]));

export interface AreaCardOptions {
  readonly seats: ReadonlyMap<SeatId, string>;
  readonly marks: ReadonlyMap<SeatId, SeatMark>;
  readonly close: () => void;
  /** Where the board asks focus to go (its Close button when the dossier opens). */
  readonly focus?: FocusRequest | null;
}

function ownerText(g: GroupMarker, seats: ReadonlyMap<SeatId, string>): string {
  if (g.destroyed) return 'Destroyed';
  if (g.own) return 'Yours';
  if (g.owner === 'unknown') return 'Controller unknown';
  const when = g.seenRound !== null ? ` (as of turn ${g.seenRound})` : '';
  return g.owner === null ? `Independent${when}` : `${seats.get(g.owner) ?? g.owner}${when}`;
}

function badge(mark: SeatMark | undefined, hatched: boolean): TemplateResult {
  return html`<span class=${`badge${hatched ? ' hatched' : ''}`} aria-hidden="true" style=${styleMap(mark ? { '--seat': mark.colour } : {})}>${mark?.letter ?? ''}</span>`;
}

function groupItem(g: GroupMarker, o: AreaCardOptions): TemplateResult {
  const d = groupData.get(g.id);
  const mark = typeof g.owner === 'string' && g.owner !== 'unknown' ? o.marks.get(g.owner) : undefined;
  const facts = d ? html`Scale ${d.scale} · <abbr title="Its Income Gift: the Group yields Income + Scale a turn">Income</abbr> ${d.income} · <abbr title="Resilience">Res</abbr> ${ladderWord(d.resilience)} · <abbr title="Loyalty">Loy</abbr> ${ladderWord(d.loyalty)} · ${d.range}` : '';
  const harm = [g.wounds > 0 ? `wounds ${g.wounds}` : '', g.stunned > 0 ? `incapacitated ${g.stunned} turn${g.stunned === 1 ? '' : 's'}` : ''].filter(Boolean).join(', ');
  return html`<li>${badge(mark, !g.own && mark !== undefined)}<div><strong>${g.name}</strong><span class="owner"> — ${ownerText(g, o.seats)}</span>
    <p class="facts">${facts}${harm ? ` · ${harm}` : ''}</p>
    ${d ? html`<p class="abilities">Yields ${d.income + d.scale} greenback${d.income + d.scale === 1 ? '' : 's'} a turn (Income ${d.income} + Scale ${d.scale}) to its controller${d.gifts.length > 0 ? `; ${d.gifts.map(groupGiftText).join('; ')}` : ''} (range: ${d.range}).</p>
      <p class="flavour">${d.flavour}</p>` : nothing}</div></li>`;
}

export function areaCardTemplate(a: AreaModel, o: AreaCardOptions): TemplateResult {
  const region = REGIONS.find((r) => r.id === a.region)?.name ?? a.region;
  const kind = a.kind === 'city' ? 'City' : a.kind === 'gateway' ? 'Gateway' : 'Wilderness (+1 Subtlety vs Surveillance)';
  const agents = repeat(a.agents, (x) => x.id, (x) => {
    const who = x.own ? 'yours' : x.owner === null ? 'independent' : o.seats.get(x.owner) ?? 'unknown';
    const when = x.own ? '' : x.stale ? `, last seen turn ${x.seenRound}` : `, spotted turn ${x.seenRound}`;
    return html`<li>${badge(x.owner ? o.marks.get(x.owner) : undefined, !x.own)}<div><strong>${x.name}</strong> — ${who}${when}</div></li>`;
  });
  return html`<section class="area-card" aria-labelledby="area-card-title">
    <div class="panel-head">
      <h2 id="area-card-title">${a.name}</h2>
      <button type="button" class="btn small" aria-label=${`Close the ${a.name} dossier`} data-key="area-close" ${focusKey('area-close', o.focus ?? null)} @click=${o.close}>Close</button>
    </div>
    <p class="card-sub">${region} · ${kind}</p>
    <h3>Groups</h3>
    ${a.groups.length > 0 ? html`<ul class="card-list">${repeat(a.groups, (g) => g.id, (g) => groupItem(g, o))}</ul>` : html`<p class="empty">None.</p>`}
    <h3>Agents known here</h3>
    ${a.agents.length > 0 ? html`<ul class="card-list">${agents}</ul>` : html`<p class="empty">None known.</p>`}
  </section>`;
}
