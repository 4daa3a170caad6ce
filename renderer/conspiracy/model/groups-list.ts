/**
 * The Groups list as data: every Group on the board (where they are and their public figures are
 * public, R-HATS-15), with its controller as far as this seat knows and when it last looked (its
 * Surveillance for Group control, or when it identified the controller), sorted and filtered by the
 * list's own choices (groups-ui.ts). Pure, from the seat's view only (R-HATS-12).
 */
import { ladderWord } from '../../../src/core/ladder';
import { AREAS, GROUPS, REGIONS, type SeatView } from '../../../src/hats';
import type { GroupsUi, GroupsSort } from './groups-ui';

export interface GroupRow {
  readonly id: string;
  readonly name: string;
  readonly area: string;
  readonly areaName: string;
  readonly region: string;
  readonly scale: number;
  /** What it yields its controller a turn: Income + Scale (R-HATS-2). */
  readonly income: number;
  readonly loyalty: number;
  readonly loyaltyWord: string;
  /** Whether the word is the Group's Loyalty now (its own) or its base (a rival's or an independent's, as far as known). */
  readonly loyaltyTitle: string;
  /** 'mine', 'independent', 'unknown' or a rival seat's id, as known. */
  readonly controller: string;
  readonly controllerText: string;
  /** The round this seat last looked at who controls it (null: never; its own: now). */
  readonly seen: number | null;
  readonly seenText: string;
  readonly state: string;
}

export interface GroupsListModel {
  readonly ui: GroupsUi;
  readonly rows: readonly GroupRow[];
  readonly total: number;
  /** The controller filter's choices, as the seat knows them. */
  readonly controllers: readonly { readonly value: string; readonly label: string }[];
}

const areaOf = new Map(AREAS.map((a) => [a.id, a]));
const regionName = new Map(REGIONS.map((r) => [r.id, r.name]));

function rowsOf(view: SeatView): GroupRow[] {
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  return GROUPS.flatMap((d) => {
    const g = view.groups[d.id];
    if (!g) return [];
    const area = areaOf.get(d.area);
    const mine = g.own !== null;
    const controller = mine ? 'mine' : g.owner === null ? 'independent' : g.owner === 'unknown' ? 'unknown' : g.owner;
    const surveyed = view.conspiracy.surveyed[`groups:${d.area}`] ?? null;
    const seen = mine ? view.round : Math.max(g.ownerSeenRound ?? -1, surveyed ?? -1);
    const loyalty = d.loyalty + (g.own?.loyaltyMod ?? 0);
    const when = !mine && g.ownerSeenRound !== null && controller !== 'unknown' ? ` (turn ${g.ownerSeenRound})` : '';
    return [{
      id: d.id,
      name: d.name,
      area: d.area,
      areaName: area?.name ?? d.area,
      region: regionName.get(area?.region ?? '') ?? '',
      scale: d.scale,
      income: d.income + d.scale,
      loyalty,
      loyaltyWord: ladderWord(mine ? loyalty : d.loyalty),
      loyaltyTitle: mine ? 'Its Loyalty now' : 'Its base Loyalty: Indoctrination and Subversion by its controller are not known to you',
      controller,
      controllerText: (controller === 'mine' ? 'Yours' : controller === 'independent' ? 'Independent' : controller === 'unknown' ? 'Unknown' : names.get(controller) ?? controller) + when,
      seen: seen < 0 ? null : seen,
      seenText: mine ? 'yours' : seen < 0 ? 'never' : `turn ${seen}`,
      state: g.destroyed ? 'destroyed' : [g.wounds > 0 ? `wounds ${g.wounds}` : '', g.stunned > 0 ? `incapacitated ${g.stunned}` : ''].filter(Boolean).join(', '),
    }];
  });
}

const KEY: Readonly<Record<GroupsSort, (r: GroupRow) => string | number>> = {
  name: (r) => r.name,
  area: (r) => `${r.region} ${r.areaName}`,
  scale: (r) => r.scale,
  income: (r) => r.income,
  loyalty: (r) => r.loyalty,
  controller: (r) => r.controllerText,
  seen: (r) => r.seen ?? -1,
};

export function groupsListModel(view: SeatView, ui: GroupsUi): GroupsListModel {
  const all = rowsOf(view);
  const words = ui.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const rows = all.filter((r) => (ui.controller === 'all' || r.controller === ui.controller)
    && words.every((w) => `${r.name} ${r.areaName} ${r.region}`.toLowerCase().includes(w)));
  const key = KEY[ui.sort];
  const sorted = [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (ui.descending ? -c : c) || a.name.localeCompare(b.name);
  });
  const rivals = view.seats.filter((s) => s.id !== view.seat).map((s) => ({ value: s.id, label: `${s.name} (as known)` }));
  return {
    ui,
    rows: sorted,
    total: all.length,
    controllers: [{ value: 'all', label: 'Any controller' }, { value: 'mine', label: 'Yours' }, ...rivals, { value: 'independent', label: 'Independent (as known)' }, { value: 'unknown', label: 'Unknown' }],
  };
}
