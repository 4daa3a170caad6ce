/**
 * How close each rival is to winning, as far as one seat knows (R-HATS-11, R-HATS-12): for each
 * victory condition of the scenario, what the seat knows for sure (the Groups it has identified as
 * the rival's) and how much it does not know (the Groups whose controller it has not checked this
 * round, any of which the rival may hold by now), and a warning when the rival could win on its
 * next turn: from what the seat knows (one more Group would do it), or because what it has not
 * checked cannot rule that out. Pure, from the seat's view only.
 */
import { GROUPS, groupData } from '../data/groups';
import { areaOf } from '../data/regions';
import type { SeatId } from '../state';
import type { SeatView } from './views';

export type ThreatLevel = 'likely' | 'possible' | null;

export interface ConditionThreat {
  readonly kind: 'scale' | 'regions' | 'agents';
  /** The goal (Scale 12, 4 Regions); for "the last with Agents", the Agents the seat has left. */
  readonly goal: number;
  /** What the seat knows for sure: identified Scale or Regions; spotted live Agents. */
  readonly known: number;
  /** What it cannot rule out besides: Scale or Regions of Groups whose controller it has not checked this round. */
  readonly unknown: number;
  /** One line: "Scale 4 known (as of turn 3), up to 19 with Groups you have not checked this round". */
  readonly text: string;
  readonly level: ThreatLevel;
}

export interface RivalThreat {
  readonly seat: SeatId;
  readonly name: string;
  readonly eliminated: boolean;
  readonly conditions: readonly ConditionThreat[];
  /** The worst of its conditions: could it win on its next turn? */
  readonly level: ThreatLevel;
  /** The warning to show, or null. */
  readonly warning: string | null;
}

interface GroupFacts {
  readonly id: string;
  readonly scale: number;
  readonly region: string;
}

function facts(id: string): GroupFacts {
  const d = groupData(id);
  return { id, scale: d.scale, region: areaOf(d.area).region };
}

/** The largest Scale one Group could add to `rival` in one turn: any standing Group not known to be its. */
function bestSingle(view: SeatView, rival: SeatId): number {
  let best = 0;
  for (const d of GROUPS) {
    const g = view.groups[d.id];
    if (!g || g.destroyed || (g.own === null && g.owner === rival)) continue;
    best = Math.max(best, d.scale);
  }
  return best;
}

function rivalThreat(view: SeatView, seat: { readonly id: SeatId; readonly name: string; readonly eliminated: boolean }): RivalThreat {
  const v = view.victory;
  const known: GroupFacts[] = [];
  const unchecked: GroupFacts[] = [];
  let newest: number | null = null;
  for (const d of GROUPS) {
    const g = view.groups[d.id];
    if (!g || g.destroyed || g.own !== null) continue;
    if (g.owner === seat.id) {
      known.push(facts(d.id));
      newest = Math.max(newest ?? 0, g.ownerSeenRound ?? 0);
    } else if (g.owner === 'unknown' || (g.ownerSeenRound ?? 0) < view.round) {
      // Never identified, or last seen with someone else before this round: it may be the rival's now.
      unchecked.push(facts(d.id));
    }
  }
  const sum = (list: readonly GroupFacts[]) => list.reduce((n, f) => n + f.scale, 0);
  const regionsOf = (list: readonly GroupFacts[]) => new Set(list.map((f) => f.region));
  const asOf = newest !== null && newest < view.round ? ` (as of turn ${newest})` : '';
  const conditions: ConditionThreat[] = [];
  if (v.controlScale !== null) {
    const k = sum(known);
    const u = sum(unchecked);
    const level: ThreatLevel = k + bestSingle(view, seat.id) >= v.controlScale ? 'likely' : k + u >= v.controlScale ? 'possible' : null;
    conditions.push({ kind: 'scale', goal: v.controlScale, known: k, unknown: u, level, text: `Scale ${k} of ${v.controlScale} known${asOf}${u > 0 ? `; up to ${k + u} with the Groups you have not checked this round (Scale ${u})` : ''}` });
  }
  if (v.controlRegions !== null) {
    const k = regionsOf(known);
    const more = [...regionsOf(unchecked)].filter((r) => !k.has(r)).length;
    const level: ThreatLevel = k.size + 1 >= v.controlRegions ? 'likely' : k.size + more >= v.controlRegions ? 'possible' : null;
    conditions.push({ kind: 'regions', goal: v.controlRegions, known: k.size, unknown: more, level, text: `${k.size} of ${v.controlRegions} Regions known${asOf}${more > 0 ? `; up to ${k.size + more} with unchecked Groups` : ''}` });
  }
  if (v.lastWithAgents) {
    const seen = Object.values(view.marks).filter((m) => m.kind === 'agent' && !m.stale && m.owner === seat.id).length;
    const mine = Object.keys(view.agents).length;
    // R-HATS-11: with one rival left, it wins as the last with Agents if this seat loses its last one.
    const duel = view.seats.filter((s) => s.id !== view.seat && !s.eliminated).length === 1;
    const level: ThreatLevel = duel && mine <= 1 && view.edition >= 3 ? 'likely' : null;
    conditions.push({ kind: 'agents', goal: mine, known: seen, unknown: 0, level, text: `${seen} of its Agents seen alive; you have ${mine}` });
  }
  const level: ThreatLevel = conditions.some((c) => c.level === 'likely') ? 'likely' : conditions.some((c) => c.level === 'possible') ? 'possible' : null;
  const stale = view.round - lastLook(view) >= STALE_ROUNDS;
  return { seat: seat.id, name: seat.name, eliminated: seat.eliminated, conditions, level, warning: seat.eliminated ? null : warningOf(seat.name, conditions, level, stale) };
}

/** Rounds without a look at who controls the Groups after which what is unchecked is worth a warning. */
export const STALE_ROUNDS = 3;

/** The round of this seat's newest look at Group control (Surveillance, or a controller identified), or 0. */
export function lastLook(view: SeatView): number {
  let newest = 0;
  for (const [key, round] of Object.entries(view.conspiracy.surveyed)) if (key.startsWith('groups:')) newest = Math.max(newest, round);
  for (const g of Object.values(view.groups)) if (g.own === null && g.ownerSeenRound !== null) newest = Math.max(newest, g.ownerSeenRound);
  return newest;
}

function warningOf(name: string, conditions: readonly ConditionThreat[], level: ThreatLevel, stale: boolean): string | null {
  const scale = conditions.find((c) => c.kind === 'scale');
  const regions = conditions.find((c) => c.kind === 'regions');
  const agents = conditions.find((c) => c.kind === 'agents');
  if (level === 'likely') {
    if (scale?.level === 'likely') return `${name} could win on its next turn: it holds at least Scale ${scale.known} of ${scale.goal}, and one more Group would do it (R-HATS-11).`;
    if (regions?.level === 'likely') return `${name} could win on its next turn: it holds Groups in at least ${regions.known} of ${regions.goal} Regions, and one Group in another Region would do it (R-HATS-11).`;
    if (agents?.level === 'likely') return `${name} could win on its next turn as the last conspiracy with Agents if your last Agent falls (R-HATS-11).`;
  }
  // What is unchecked cannot rule a win out from the first round; it is said once the seat has not
  // looked for STALE_ROUNDS rounds (the standings show it all along), so the warning keeps its weight.
  if (level === 'possible' && stale) {
    const c = scale?.level === 'possible' ? scale : regions;
    if (c) return `You cannot rule out a win by ${name} on its next turn: ${c.text}, and you have not looked at who controls them for ${STALE_ROUNDS} rounds or more. Surveillance for Group control tells you more.`;
  }
  return null;
}

/** Every rival still in the game, with its threat as far as this seat knows, the most pressing first. */
export function threats(view: SeatView): RivalThreat[] {
  if (view.phase === 'over') return [];
  const order: Record<string, number> = { likely: 0, possible: 1, none: 2 };
  return view.seats
    .filter((s) => s.id !== view.seat)
    .map((s) => rivalThreat(view, s))
    .sort((a, b) => (order[a.level ?? 'none'] ?? 2) - (order[b.level ?? 'none'] ?? 2));
}
