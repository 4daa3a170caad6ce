/**
 * Victory (R-HATS-11): the scenario names its conditions, checked at the end of each seat's turn:
 * controlled Scale, controlled Regions, last conspiracy with Agents; and a turn limit after which
 * the largest controlled Scale wins (a tie is a draw).
 *
 * "The last with Agents" is judged like the Scale, at the end of every turn (rules edition 3): a
 * conspiracy whose turn ends with Agents while every other has none wins then, so killing a
 * rival's last Agent wins before the rival can recruit again. Edition 1 and 2 games (saves begun
 * before) judged it only once the others were out, each out only after ending its own turn with no
 * Agent: recruiting at the start of that turn undid the kill, and no game ever ended that way.
 */
import { groupData } from '../data/groups';
import { areaOf } from '../data/regions';
import type { HatsState, SeatId } from '../state';

export function controlledScale(state: HatsState, seat: SeatId): number {
  let total = 0;
  for (const g of Object.values(state.groups)) if (g.owner === seat && !g.destroyed) total += groupData(g.id).scale;
  return total;
}

export function controlledRegions(state: HatsState, seat: SeatId): number {
  const regions = new Set<string>();
  for (const g of Object.values(state.groups)) if (g.owner === seat && !g.destroyed) regions.add(areaOf(groupData(g.id).area).region);
  return regions.size;
}

export function agentCount(state: HatsState, seat: SeatId): number {
  let n = 0;
  for (const a of Object.values(state.agents)) if (a.owner === seat) n += 1;
  return n;
}

/** The winner and why, judged at the end of `seat`'s turn; null while the game goes on. */
export function judge(state: HatsState, seat: SeatId): { winner: SeatId | null; outcome: string } | null {
  const v = state.scenario.victory;
  const name = state.seats.find((s) => s.id === seat)?.name ?? seat;
  if (v.controlScale !== null && controlledScale(state, seat) >= v.controlScale) {
    return { winner: seat, outcome: `${name} controls Groups of total Scale ${controlledScale(state, seat)}.` };
  }
  if (v.controlRegions !== null && controlledRegions(state, seat) >= v.controlRegions) {
    return { winner: seat, outcome: `${name} controls Groups in ${controlledRegions(state, seat)} Regions.` };
  }
  const standing = state.seats.filter((s) => !state.conspiracies[s.id]?.eliminated);
  if (standing.length === 0) return { winner: null, outcome: 'Every conspiracy has lost its last Agent: nobody wins.' };
  if (v.lastWithAgents) {
    // Edition 3: the only standing conspiracy with Agents; any edition: the only one standing.
    const armed = state.version >= 3 ? standing.filter((s) => agentCount(state, s.id) > 0) : [];
    const last = armed.length === 1 ? armed[0] : standing.length === 1 ? standing[0] : undefined;
    if (last) return { winner: last.id, outcome: `${last.name} is the last conspiracy with Agents.` };
  }
  return null;
}

/** At the turn limit: the largest controlled Scale wins; equal leaders draw. */
export function judgeAtLimit(state: HatsState): { winner: SeatId | null; outcome: string } {
  const scores = state.seats
    .filter((s) => !state.conspiracies[s.id]?.eliminated)
    .map((s) => ({ seat: s, scale: controlledScale(state, s.id) }))
    .sort((a, b) => b.scale - a.scale);
  const [first, second] = scores;
  if (!first || (second && second.scale === first.scale)) return { winner: null, outcome: 'The turn limit is reached with no clear leader: a draw.' };
  return { winner: first.seat.id, outcome: `At the turn limit ${first.seat.name} controls the most Scale (${first.scale}).` };
}
