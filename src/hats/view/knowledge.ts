/**
 * What one seat knows (R-HATS-12): its own conspiracy, Agents and Groups in full, the public
 * board (where Groups are, their wounds and Assassination timers), and its spotted marks, which
 * are snapshots. Legality checks, previews and the computer players read only this, so a rejection
 * or an odds figure can never reveal a secret.
 */
import { GROUPS } from '../data/groups';
import type { ActiveEvent, Agent, AgentDossier, Conspiracy, GroupState, HatsOptions, HatsState, Mark, PendingBribe, PendingFight, Phase, RulesEdition, SeatId, WoundRow } from '../state';
import type { VictoryRules } from '../scenario';
import type { SideFacts } from '../rules/modifiers';

/** A Group as one seat sees it: public facts, plus who controls it as far as this seat knows. */
export interface KnownGroup {
  readonly id: string;
  readonly wounds: WoundRow;
  readonly stunned: number;
  readonly destroyed: boolean;
  /**
   * A seat, null (independent) or 'unknown' unless owned or spotted; a spotted owner may be out of
   * date (black-hats.txt). SeatId is a plain string, so the type cannot list 'unknown' apart.
   */
  readonly owner: SeatId | null;
  readonly ownerSeenRound: number | null;
  /** Leadership purges it suffered (public, rules edition 4; state.ts GroupState.purges). */
  readonly purges: number;
  /** The full state, only for this seat's own Groups. */
  readonly own: GroupState | null;
}

export interface PublicSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: string;
  /** Handed to the computer by its human seat, for this turn or until taken back (rules/actions/seat-control.ts). */
  readonly handBack?: 'turn' | 'keep';
  readonly eliminated: boolean;
  /** Its home Areas: public (the scenario names them). */
  readonly home: readonly string[];
}

export interface SeatKnowledge {
  readonly seat: SeatId;
  readonly round: number;
  readonly serial: number;
  readonly phase: Phase;
  readonly activeSeat: SeatId;
  readonly winner: SeatId | null;
  readonly outcome: string | null;
  readonly options: HatsOptions;
  readonly victory: VictoryRules;
  /** The rules edition of the game (state.ts): from 3, losing the last Agent loses at once (rules/victory.ts). */
  readonly edition: RulesEdition;
  readonly seats: readonly PublicSeat[];
  readonly conspiracy: Conspiracy;
  readonly agents: Readonly<Record<string, Agent>>;
  readonly groups: Readonly<Record<string, KnownGroup>>;
  readonly marks: Readonly<Record<string, Mark>>;
  /** The Bribery waiting on this seat's answer, or the one it made (then `seat` is blank: the defender is not named). */
  readonly pending: PendingBribe | null;
  /** R-LINK-1: the fight waiting for a choice, told to both conspiracies that take part (null otherwise). */
  readonly fight: PendingFight | null;
  /** Targets this seat already subverted this turn (once per turn per target, black-hats.txt). */
  readonly subvertedThisTurn: readonly string[];
  /** Of those, the ones its Subversion lowered (it was told so): they resist Bribery and Infiltration as before it this turn. */
  readonly subvertedOkThisTurn: readonly string[];
  /** This round's event (R-HATS-17): public. */
  readonly event: ActiveEvent | null;
}

export function publicSeats(state: HatsState): PublicSeat[] {
  return state.seats.map((s) => ({ id: s.id, name: s.name, controller: s.controller, ...(s.handBack ? { handBack: s.handBack } : {}), eliminated: state.conspiracies[s.id]?.eliminated ?? false, home: state.conspiracies[s.id]?.homeAreas ?? [] }));
}

export function knowledgeOf(state: HatsState, seat: SeatId): SeatKnowledge {
  const conspiracy = state.conspiracies[seat];
  if (!conspiracy) throw new Error(`unknown seat ${seat}`);
  const marks = state.marks[seat] ?? {};
  const agents: Record<string, Agent> = {};
  for (const a of Object.values(state.agents)) if (a.owner === seat) agents[a.id] = a;
  const groups: Record<string, KnownGroup> = {};
  for (const d of GROUPS) {
    const g = state.groups[d.id];
    if (!g) continue;
    const mark = marks[d.id];
    const own = g.owner === seat;
    groups[d.id] = {
      id: d.id,
      wounds: g.wounds,
      stunned: g.stunned,
      destroyed: g.destroyed,
      owner: own ? seat : mark?.kind === 'group' ? mark.owner : 'unknown',
      ownerSeenRound: own ? state.round : mark?.kind === 'group' ? mark.round : null,
      purges: g.purges ?? 0,
      own: own ? g : null,
    };
  }
  const active = state.seats[state.seatIndex]?.id ?? seat;
  const subverted: string[] = [];
  const lowered: string[] = [];
  if (active === seat) {
    for (const u of [...Object.values(state.agents), ...Object.values(state.groups)]) {
      if (u.subverted?.serial !== state.serial || u.owner === seat) continue;
      subverted.push(u.id);
      if (u.subverted.succeeded) lowered.push(u.id);
    }
  }
  const p = state.pending;
  return {
    seat,
    round: state.round,
    serial: state.serial,
    phase: state.phase,
    activeSeat: active,
    winner: state.winner,
    outcome: state.outcome,
    options: state.options,
    victory: state.scenario.victory,
    edition: state.version,
    seats: publicSeats(state),
    conspiracy,
    agents,
    groups,
    marks,
    // The briber knows it is waiting, not on whom: the defender's seat is blanked for it.
    pending: p && p.seat === seat ? p : p && p.attackerSeat === seat ? { ...p, seat: '' } : null,
    fight: state.fight && (state.fight.attackerSeat === seat || state.fight.defenderSeat === seat) ? state.fight : null,
    subvertedThisTurn: subverted,
    subvertedOkThisTurn: lowered,
    event: state.event,
  };
}

const SIDES = new WeakMap<SeatKnowledge, SideFacts>();

/** The seat's own facts; memoised per knowledge object (knowledge is immutable). */
export function sideFromKnowledge(k: SeatKnowledge): SideFacts {
  let side = SIDES.get(k);
  if (!side) {
    side = { conspiracy: k.conspiracy, groups: Object.values(k.groups).flatMap((g) => (g.own ? [g.own] : [])), event: k.event };
    SIDES.set(k, side);
  }
  return side;
}

export function sideOf(state: HatsState, seat: SeatId | null): SideFacts {
  if (seat === null) return { conspiracy: null, groups: [], event: state.event };
  return {
    conspiracy: state.conspiracies[seat] ?? null,
    groups: Object.values(state.groups).filter((g) => g.owner === seat && !g.destroyed),
    event: state.event,
  };
}

/** A live, targetable agent mark: spotted and not stale (R-HATS-5). */
export function liveAgentMark(k: SeatKnowledge, id: string): (Mark & { kind: 'agent' }) | null {
  const m = k.marks[id];
  return m && m.kind === 'agent' && !m.stale ? m : null;
}

/** An Agent as a seat sees it when it spots it; from rules edition 4 its basic Loyalty is told apart (rules/dossier.ts). */
export function dossierOf(agent: Agent, edition: RulesEdition): AgentDossier {
  const seen: AgentDossier = {
    name: agent.name,
    template: agent.template,
    subtlety: agent.traits.subtlety,
    resilience: agent.traits.resilience,
    loyalty: agent.traits.loyalty + agent.loyaltyMod,
    combat: agent.skills.combat ?? null,
    wounds: agent.wounds,
    gifts: agent.gifts,
  };
  return edition >= 4 ? { ...seen, basicLoyalty: agent.traits.loyalty } : seen;
}
