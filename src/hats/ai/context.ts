/** What a computer conspiracy works out once per decision, from its own knowledge only (R-HATS-12). */
import { groupData, GROUPS } from '../data/groups';
import type { Agent, LogEntry, Mark, SeatId } from '../state';
import { agentUpkeep, sideIncome } from '../rules/phases';
import { sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import type { AiProfile } from './profiles';

export interface AiContext {
  readonly k: SeatKnowledge;
  readonly profile: AiProfile;
  readonly income: number;
  readonly upkeep: number;
  /** Greenbacks it wants to keep in hand. */
  readonly reserve: number;
  /** Greenbacks it may spend on optional things. */
  readonly spendable: number;
  /**
   * Greenbacks it may spend on the few investments worth dipping into its reserve for (score.ts:
   * research toward a skill it wants, a good chance to buy another seat's Agent): all but its floor
   * and one turn of the upkeep its income does not cover.
   */
  readonly lean: number;
  /** Its controlled Scale, and how far along it is to its Scale goal (0..1; 0 without one). */
  readonly scale: number;
  readonly progress: number;
  /** Scale it knows other seats control (from spotted Group control), by seat. */
  readonly knownScale: ReadonlyMap<SeatId, number>;
  /** Live marks of other seats' Agents (not independents), by Area. */
  readonly enemies: ReadonlyMap<string, readonly (Mark & { kind: 'agent' })[]>;
  /** Areas where its intelligence log reported trouble lately (a Group lost, strangers asking questions, an attack). */
  readonly alerts: ReadonlySet<string>;
  /** Upkeep outruns income, or the purse is below its reserve: Embezzlement pays (profiles.ts). */
  readonly short: boolean;
  /**
   * The last rival standing when it believes it down to its last one or two Agents: it has seen one
   * of theirs eliminated and knows of at most two others not seen eliminated (the count, by seat).
   * Finishing it wins the game where the scenario counts the last conspiracy with Agents (R-HATS-11).
   */
  readonly weak: ReadonlyMap<SeatId, number>;
  /** Per-decision memos. */
  readonly cache: Map<string, number>;
  readonly memo: Map<string, readonly (readonly [string, number])[]>;
}

const TROUBLE = /turned against you|Strangers were asking|unknown Agent|tries to bribe your|attacks|assassinates|drops to|skims|going through the books/;

export function buildContext(k: SeatKnowledge, profile: AiProfile, log: readonly LogEntry[] = []): AiContext {
  const side = sideFromKnowledge(k);
  const income = sideIncome(side);
  const upkeep = Object.values(k.agents).reduce((s, a) => s + agentUpkeep(a, side), 0);
  // Enough for the upkeep it cannot pay from income for a few turns, and a cushion against losing a Group.
  const reserve = Math.max(0, upkeep - income) * profile.reserveTurns + profile.reserveFloor + Math.ceil(upkeep / 2);
  const alerts = new Set<string>();
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const e = log[i];
    if (!e || e.round < k.round - 2) break;
    if (e.area && e.visibleTo !== 'all' && e.visibleTo.includes(k.seat) && TROUBLE.test(e.text)) alerts.add(e.area);
  }
  let scale = 0;
  const knownScale = new Map<SeatId, number>();
  for (const d of GROUPS) {
    const g = k.groups[d.id];
    if (!g || g.destroyed) continue;
    if (g.own) scale += d.scale;
    else if (g.owner !== null && g.owner !== 'unknown') knownScale.set(g.owner, (knownScale.get(g.owner) ?? 0) + d.scale);
  }
  const enemies = new Map<string, (Mark & { kind: 'agent' })[]>();
  for (const m of Object.values(k.marks)) {
    if (m.kind !== 'agent' || m.stale || m.owner === null || m.owner === k.seat) continue;
    enemies.set(m.area, [...(enemies.get(m.area) ?? []), m]);
  }
  const goal = k.victory.controlScale;
  const reserveShort = k.conspiracy.greenbacks < reserve;
  return {
    k, profile, income, upkeep, reserve,
    spendable: Math.max(0, k.conspiracy.greenbacks - reserve),
    lean: Math.max(0, k.conspiracy.greenbacks - profile.reserveFloor - Math.max(0, upkeep - income)),
    scale,
    progress: goal ? Math.min(1, scale / goal) : 0,
    knownScale,
    enemies,
    alerts,
    short: upkeep > income || reserveShort,
    weak: k.victory.lastWithAgents ? weakSeats(k, log) : new Map(),
    cache: new Map(),
    memo: new Map(),
  };
}

/** See AiContext.weak: from its own marks and the eliminations its log reported to it. */
function weakSeats(k: SeatKnowledge, log: readonly LogEntry[]): Map<SeatId, number> {
  const dead = new Set<string>();
  for (const e of log) {
    if (e.visibleTo !== 'all' && e.visibleTo.includes(k.seat) && e.text.endsWith(' is eliminated.')) dead.add(e.text.slice(0, -' is eliminated.'.length));
  }
  const seen = new Map<SeatId, { alive: number; dead: number }>();
  for (const m of Object.values(k.marks)) {
    if (m.kind !== 'agent' || m.owner === null || m.owner === k.seat) continue;
    const c = seen.get(m.owner) ?? { alive: 0, dead: 0 };
    if (dead.has(m.dossier.name)) c.dead += 1;
    else c.alive += 1;
    seen.set(m.owner, c);
  }
  const weak = new Map<SeatId, number>();
  // Only the last rival standing: finishing a rival while another stands does not end the game, and
  // a Three-Way hunt for the Granite Lodge's last two Agents cost the Lakeside Combine its Scale race
  // (src/hats/README.md "Tuning, fifth pass").
  const rivals = k.seats.filter((s) => s.id !== k.seat && !s.eliminated);
  const last = rivals.length === 1 ? rivals[0] : undefined;
  const c = last ? seen.get(last.id) : undefined;
  if (last && c && c.dead >= 1 && c.alive <= 2) weak.set(last.id, c.alive);
  return weak;
}

/** How much a Group is worth holding: Scale wins games, Income pays Agents, Gifts help. */
export function groupValue(id: string): number {
  const d = groupData(id);
  return d.scale * 3 + d.income * 1.5 + d.gifts.length + 1;
}

export function agentValue(a: Pick<Agent, 'skills'>): number {
  return 4 + Object.values(a.skills).reduce((s, l) => s + Math.max(0, l + 2), 0) * 0.5;
}

/** Groups this seat does not control, by what it knows of their owner. */
export function foreignGroups(k: SeatKnowledge): string[] {
  return GROUPS.filter((d) => {
    const g = k.groups[d.id];
    return g && !g.destroyed && !g.own;
  }).map((d) => d.id);
}

/** The most Scale another seat is known to control: the threat to stop. */
export function leaderThreat(ctx: AiContext): { seat: SeatId | null; scale: number } {
  let best: { seat: SeatId | null; scale: number } = { seat: null, scale: 0 };
  for (const [seat, scale] of ctx.knownScale) if (scale > best.scale) best = { seat, scale };
  return best;
}
