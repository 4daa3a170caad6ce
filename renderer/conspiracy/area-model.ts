/**
 * What each Area shows on the board, built from one seat's view only (R-HATS-12): its Groups with
 * their controller as far as this seat knows, its own Agents, and the Agents it has spotted (a
 * stale mark is "last seen"). The projector's version has no controller and no Agent at all.
 */
import { AREAS, GROUPS, type PublicView, type SeatId, type SeatView } from '../../src/hats';
import type { RevealStep } from '../../src/hats/view/reveal';

export interface GroupMarker {
  readonly id: string;
  readonly name: string;
  /** A seat, null or 'unknown' unless owned or identified by Surveillance; may be out of date (see KnownGroup.owner). */
  readonly owner: SeatId | null;
  readonly seenRound: number | null;
  readonly own: boolean;
  readonly wounds: number;
  readonly stunned: number;
  readonly destroyed: boolean;
}

export interface AgentMarker {
  readonly id: string;
  readonly name: string;
  readonly owner: SeatId | null;
  readonly own: boolean;
  /** A spotted mark that went stale: where it was last seen, not where it is. */
  readonly stale: boolean;
  readonly seenRound: number;
}

export interface AreaModel {
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly kind: 'city' | 'gateway' | 'wilderness';
  readonly groups: readonly GroupMarker[];
  readonly agents: readonly AgentMarker[];
}

function emptyAreas(): Map<string, { groups: GroupMarker[]; agents: AgentMarker[] }> {
  return new Map(AREAS.map((a) => [a.id, { groups: [], agents: [] }]));
}

function finish(lists: Map<string, { groups: GroupMarker[]; agents: AgentMarker[] }>): AreaModel[] {
  return AREAS.map((a) => ({ id: a.id, name: a.name, region: a.region, kind: a.kind, groups: lists.get(a.id)?.groups ?? [], agents: lists.get(a.id)?.agents ?? [] }));
}

export function areaModels(view: SeatView): AreaModel[] {
  const lists = emptyAreas();
  for (const d of GROUPS) {
    const g = view.groups[d.id];
    if (!g) continue;
    lists.get(d.area)?.groups.push({
      id: d.id, name: d.name, owner: g.owner, seenRound: g.ownerSeenRound, own: g.own !== null,
      wounds: g.wounds, stunned: g.stunned, destroyed: g.destroyed,
    });
  }
  for (const a of Object.values(view.agents)) {
    lists.get(a.area)?.agents.push({ id: a.id, name: a.name, owner: view.seat, own: true, stale: false, seenRound: view.round });
  }
  for (const m of Object.values(view.marks)) {
    if (m.kind !== 'agent' || view.agents[m.target]) continue;
    lists.get(m.area)?.agents.push({ id: m.target, name: m.dossier.name, owner: m.owner, own: false, stale: m.stale, seenRound: m.round });
  }
  return finish(lists);
}

export function publicAreaModels(view: PublicView): AreaModel[] {
  const lists = emptyAreas();
  const state = new Map(view.groups.map((g) => [g.id, g]));
  for (const d of GROUPS) {
    const g = state.get(d.id);
    if (!g) continue;
    lists.get(d.area)?.groups.push({ id: d.id, name: d.name, owner: 'unknown', seenRound: null, own: false, wounds: g.wounds, stunned: g.stunned, destroyed: g.destroyed });
  }
  return finish(lists);
}

/** The true board at one step of the reveal (the game is over: every controller and Agent shown, in its seat's colour and letter). */
export function revealAreaModels(step: RevealStep): AreaModel[] {
  const lists = emptyAreas();
  for (const g of step.groups) {
    lists.get(g.area)?.groups.push({ id: g.id, name: g.name, owner: g.owner, seenRound: null, own: g.owner !== null, wounds: g.wounds, stunned: g.stunned, destroyed: g.destroyed });
  }
  for (const a of step.agents) {
    lists.get(a.area)?.agents.push({ id: a.id, name: a.name, owner: a.owner, own: a.owner !== null, stale: false, seenRound: step.round });
  }
  return finish(lists);
}
