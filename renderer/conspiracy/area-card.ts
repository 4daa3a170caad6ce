/**
 * The dossier of the selected Area, as far as this seat knows: each Group with its public facts
 * and its controller (yours, another seat's as last identified, independent, or unknown), its own
 * Agents there and the Agents it has spotted.
 */
import { GROUPS, REGIONS, type SeatId } from '../../src/hats';
import { ladderWord } from '../../src/core/ladder';
import { button, h } from '../ui/dom';
import type { AreaModel, GroupMarker } from './area-model';
import type { SeatMark } from './seat-marks';
import { groupGiftText } from './format';

const groupData = new Map(GROUPS.map((g) => [g.id, g]));

function ownerText(g: GroupMarker, seats: ReadonlyMap<SeatId, string>): string {
  if (g.destroyed) return 'Destroyed';
  if (g.own) return 'Yours';
  if (g.owner === 'unknown') return 'Controller unknown';
  const when = g.seenRound !== null ? ` (as of turn ${g.seenRound})` : '';
  return g.owner === null ? `Independent${when}` : `${seats.get(g.owner) ?? g.owner}${when}`;
}

function badge(mark: SeatMark | undefined, hatched: boolean): HTMLElement {
  const el = h('span', { class: `badge${hatched ? ' hatched' : ''}`, 'aria-hidden': 'true' }, mark?.letter ?? '');
  if (mark) el.style.setProperty('--seat', mark.colour);
  return el;
}

export function areaCard(a: AreaModel, o: { readonly seats: ReadonlyMap<SeatId, string>; readonly marks: ReadonlyMap<SeatId, SeatMark>; readonly close: () => void }): HTMLElement {
  const region = REGIONS.find((r) => r.id === a.region)?.name ?? a.region;
  const kind = a.kind === 'city' ? 'City' : a.kind === 'gateway' ? 'Gateway' : 'Wilderness (+1 Subtlety vs Surveillance)';
  const groups = h('ul', { class: 'card-list' }, ...a.groups.map((g) => {
    const d = groupData.get(g.id);
    const mark = typeof g.owner === 'string' && g.owner !== 'unknown' ? o.marks.get(g.owner) : undefined;
    const facts = d ? `Scale ${d.scale} · Income ${d.income} · Res ${ladderWord(d.resilience)} · Loy ${ladderWord(d.loyalty)} · ${d.range}` : '';
    const harm = [g.wounds > 0 ? `wounds ${g.wounds}` : '', g.stunned > 0 ? `incapacitated ${g.stunned} turn${g.stunned === 1 ? '' : 's'}` : ''].filter(Boolean).join(', ');
    return h('li', {}, badge(mark, !g.own && mark !== undefined),
      h('div', {}, h('strong', {}, g.name), h('span', { class: 'owner' }, ` — ${ownerText(g, o.seats)}`),
        h('p', { class: 'facts' }, facts, harm ? ` · ${harm}` : ''),
        d ? h('p', { class: 'abilities' }, `Yields ${d.income + d.scale} greenbacks a turn to its controller${d.gifts.length > 0 ? `; ${d.gifts.map(groupGiftText).join('; ')}` : ''} (range: ${d.range}).`) : null,
        d ? h('p', { class: 'flavour' }, d.flavour) : null));
  }));
  const agents = h('ul', { class: 'card-list' }, ...a.agents.map((x) => {
    const who = x.own ? 'yours' : x.owner === null ? 'independent' : o.seats.get(x.owner) ?? 'unknown';
    const when = x.own ? '' : x.stale ? `, last seen turn ${x.seenRound}` : `, spotted turn ${x.seenRound}`;
    return h('li', {}, badge(x.owner ? o.marks.get(x.owner) : undefined, !x.own), h('div', {}, h('strong', {}, x.name), ` — ${who}${when}`));
  }));
  return h('section', { class: 'area-card', 'aria-labelledby': 'area-card-title' },
    h('div', { class: 'panel-head' },
      h('h2', { id: 'area-card-title' }, a.name),
      button('Close', o.close, { class: 'btn small', 'aria-label': `Close the ${a.name} dossier`, 'data-key': 'area-close' })),
    h('p', { class: 'card-sub' }, `${region} · ${kind}`),
    h('h3', {}, 'Groups'), a.groups.length > 0 ? groups : h('p', { class: 'empty' }, 'None.'),
    h('h3', {}, 'Agents known here'), a.agents.length > 0 ? agents : h('p', { class: 'empty' }, 'None known.'));
}
