/**
 * What a seat is told at the start of its turn (R-HATS-12: only what it saw): every log line it can
 * read since its previous turn ended, in plain words, each with the Area it is about so the board can
 * lead there; and each conspiracy's distance to each victory condition as far as this seat knows it.
 * Lines that belong together are told as one: an Agent going unpaid with what it did to its Loyalty
 * (R-HATS-16), and an event that picks one conspiracy with whether it was this one (R-HATS-17).
 */
import { SUPERB } from '../../core/ladder';
import { EVENT_TABLES, type EventData } from '../data/events';
import { groupData, GROUPS } from '../data/groups';
import { areaOf } from '../data/regions';
import type { LogEntry, SeatId } from '../state';
import type { SeatView } from './views';
import { sideFromKnowledge } from './knowledge';
import { recruitCost } from '../rules/actions/recruit';

export type SummaryTone = 'threat' | 'loss' | 'gain' | 'event' | 'info';

export interface SummaryLine {
  readonly text: string;
  readonly area: string | null;
  readonly round: number;
  readonly tone: SummaryTone;
  /** Public (everyone saw it) or eyes-only. */
  readonly public: boolean;
}

const LOSS = /turned against you|assassinates key people|beats your|goes unpaid|deserts|is eliminated|Loyalty drops|Loyalty of your|skims \d+ greenbacks from your|is destroyed|cannot act for a while|paralysed/;
const THREAT = /unknown Agent|tries to bribe your|Strangers were asking|intercepts|caught .* going through the books|attacks|pressing on its mind/;
const GAIN = /Our people now run|raises .* to|develops|is recruited|now has|Loyalty rises|skims \d+ greenbacks from [^y]/;
/** A Bribery that worked is told to the briber and to the unit's former controller alike: a gain for one, a loss for the other. */
const BOUGHT = /^(.+) takes the money and changes sides\.$/;

/** Whether the unit of that name serves this seat now. */
function ownsNamed(view: SeatView, name: string): boolean {
  return Object.values(view.agents).some((a) => a.name === name) || GROUPS.some((g) => g.name === name && view.groups[g.id]?.own);
}

function toneOf(e: LogEntry, view: SeatView): SummaryTone {
  if (/^Round \d+ event — /.test(e.text)) return 'event';
  const bought = BOUGHT.exec(e.text);
  if (bought) return ownsNamed(view, bought[1] ?? '') ? 'gain' : 'loss';
  if (LOSS.test(e.text)) return 'loss';
  if (THREAT.test(e.text)) return 'threat';
  if (GAIN.test(e.text)) return 'gain';
  return 'info';
}

/** This seat's own turns, by their serial: each begins with its Income line. */
function ownTurns(log: readonly LogEntry[], seat: SeatId): number[] {
  return log.filter((e) => e.visibleTo !== 'all' && e.visibleTo.includes(seat) && /^Round \d+: income/.test(e.text)).map((e) => e.serial);
}

/**
 * Lines since the end of this seat's previous turn: what happened on the other seats' turns and at
 * the start of this one (the round's event, Income, upkeep). Empty when it is not this seat's turn.
 */
export function turnSummary(view: SeatView): SummaryLine[] {
  if (view.activeSeat !== view.seat) return [];
  const turns = ownTurns(view.log, view.seat);
  const previous = turns.filter((s) => s < view.serial).at(-1) ?? 0;
  const entries = view.log
    .filter((e) => e.serial > previous)
    .filter((e) => e.serial < view.serial || /^Round \d+(: income| event — )|^Upkeep paid|goes unpaid|Loyalty drops|deserts/.test(e.text) || eventNews(e));
  const told = new Set<LogEntry>();
  const lines: SummaryLine[] = [];
  entries.forEach((e, i) => {
    if (told.has(e)) return;
    const line = (text: string): SummaryLine => ({ text, area: e.area ?? null, round: e.round, tone: toneOf(e, view), public: e.visibleTo === 'all' });
    // R-HATS-16: an unpaid Agent and what it did to its Loyalty, in one line.
    const unpaid = /^(.+) goes unpaid\.$/.exec(e.text);
    const next = entries[i + 1];
    if (unpaid && next && next.round === e.round) {
      const name = unpaid[1] ?? '';
      if (next.text === `${name}'s Loyalty drops.`) {
        told.add(next);
        lines.push(line(`${name} goes unpaid: its Loyalty drops.`));
        return;
      }
      if (next.text === `${name} deserts and goes independent.`) {
        told.add(next);
        lines.push(line(`${name} goes unpaid and deserts: it is independent now.`));
        return;
      }
    }
    const picked = pickedBy(e);
    if (picked) {
      // Its own news of the event, if it was the one picked: told with the event, not apart from it
      // (looked for in the whole log: at the start of the round's first turn it is not in `entries`).
      const mine = view.log.slice(view.log.indexOf(e) + 1).find((x) => x.round === e.round && x.visibleTo !== 'all' && x.text.startsWith(`${picked.name}: `));
      if (mine) told.add(mine);
      lines.push(line(`${e.text}${whoWasPicked(view, picked, mine)}`));
      return;
    }
    lines.push(line(e.text));
  });
  return lines;
}

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(EVENT_TABLES).flat().map((d) => d.name));

/** A round's event told to this seat alone ("Whistleblower: … is run by …"), logged as its turn began. */
function eventNews(e: LogEntry): boolean {
  const name = /^(.+?): /.exec(e.text)?.[1];
  return e.visibleTo !== 'all' && name !== undefined && EVENT_NAMES.has(name);
}

/** Events that pick one conspiracy (the richest or the poorest), by their public line. */
const PICKING: ReadonlyMap<string, EventData> = new Map(Object.values(EVENT_TABLES).flat()
  .filter((d) => (d.effect.kind === 'greenbacks' && d.effect.who !== 'all') || d.effect.kind === 'tech-boost' || d.effect.kind === 'unlock-skill')
  .map((d) => [d.name, d]));

function pickedBy(e: LogEntry): EventData | null {
  if (e.visibleTo !== 'all') return null;
  const m = /^Round \d+ event — (.+?): /.exec(e.text);
  return m ? PICKING.get(m[1] ?? '') ?? null : null;
}

/**
 * Who the event picked, as far as this seat knows (R-HATS-12): itself, when it was told so; another
 * conspiracy otherwise, named only when there is just one other (a two-conspiracy game). A raised
 * technology says nothing when every area is already Superb, so then it cannot tell.
 */
function whoWasPicked(view: SeatView, d: EventData, mine: LogEntry | undefined): string {
  if (mine) return ` That is yours: ${mine.text.slice(d.name.length + 2)}`;
  if (d.effect.kind === 'tech-boost' && Object.values(view.conspiracy.tech).every((t) => t >= SUPERB)) return '';
  const others = view.seats.filter((s) => s.id !== view.seat);
  const other = view.seats.length === 2 ? others[0] : undefined;
  return other ? ` That is ${other.name}, not yours.` : ' That is another conspiracy, not yours.';
}

export interface Standing {
  readonly seat: SeatId;
  readonly name: string;
  readonly own: boolean;
  readonly eliminated: boolean;
  /** Scale controlled: exact for this seat, at least this much (spotted control) for the others. */
  readonly scale: number;
  readonly regions: number;
  readonly exact: boolean;
  /** What is still needed, as far as this seat knows; null for a condition the scenario lacks. */
  readonly scaleToGo: number | null;
  readonly regionsToGo: number | null;
  /** Agents: exact for this seat; the others' spotted (live) Agents, at least. */
  readonly agents: number;
}

export function standings(view: SeatView): Standing[] {
  const v = view.victory;
  return view.seats.map((s) => {
    const own = s.id === view.seat;
    let scale = 0;
    const regions = new Set<string>();
    for (const d of GROUPS) {
      const g = view.groups[d.id];
      if (!g || g.destroyed) continue;
      const theirs = own ? g.own !== null : g.owner === s.id;
      if (!theirs) continue;
      scale += d.scale;
      regions.add(areaOf(groupData(d.id).area).region);
    }
    const agents = own ? Object.keys(view.agents).length : Object.values(view.marks).filter((m) => m.kind === 'agent' && !m.stale && m.owner === s.id).length;
    return {
      seat: s.id, name: s.name, own, eliminated: s.eliminated, scale, regions: regions.size, exact: own,
      scaleToGo: v.controlScale === null ? null : Math.max(0, v.controlScale - scale),
      regionsToGo: v.controlRegions === null ? null : Math.max(0, v.controlRegions - regions.size),
      agents,
    };
  });
}

/**
 * How much this seat knows of who controls the Groups it does not own (R-HATS-12): the others'
 * standings count only those, so the briefing says how many that is and, when it is none, how to
 * learn more. Destroyed Groups are not counted.
 */
export function controlIntelligence(view: SeatView): { readonly others: number; readonly known: number; readonly newest: number | null } {
  let others = 0;
  let known = 0;
  let newest: number | null = null;
  for (const g of Object.values(view.groups)) {
    if (g.destroyed || g.own) continue;
    others += 1;
    if (g.ownerSeenRound === null) continue;
    known += 1;
    newest = Math.max(newest ?? 0, g.ownerSeenRound);
  }
  return { others, known, newest };
}

/** The standings' footnote in plain words, from controlIntelligence. */
export function controlHint(view: SeatView): string {
  const { others, known, newest } = controlIntelligence(view);
  if (known === 0) {
    return `You have not spotted who controls any of the ${others} Groups that are not yours, so the others' Scale shows only what you know: none. An Agent with Surveillance can find out (Orders → Surveillance → "Watch … for Group control").`;
  }
  const age = newest === null || newest >= view.round ? '' : ` (your newest look is from round ${newest})`;
  return `You know who controls ${known} of the ${others} Groups that are not yours${age}; the others' figures count only those, so they may hold more.`;
}

/**
 * The briefing's warning when this seat is one loss from defeat by "the last with Agents"
 * (R-HATS-11, judged at the end of every turn from rules edition 3: rules/victory.ts), or null.
 * Recruiting is the answer, so the warning says so, at its price for this seat.
 */
export function agentsWarning(view: SeatView): string | null {
  if (!view.victory.lastWithAgents || view.edition < 3 || view.phase === 'over') return null;
  if (view.seats.find((s) => s.id === view.seat)?.eliminated) return null;
  const n = Object.keys(view.agents).length;
  if (n >= 2) return null;
  if (n === 0) return `You have no Agents. Recruit one this turn: a conspiracy that ends its turn with none is out, and if a rival ends its turn as the last with Agents, it wins (R-HATS-11).`;
  // With a third conspiracy standing, losing the lone Agent does not end the game by itself.
  const rivals = view.seats.filter((s) => s.id !== view.seat && !s.eliminated).length;
  if (rivals !== 1) return null;
  return `You have one Agent left. If it is killed or bought away, the other conspiracy wins when its turn ends as the last conspiracy with Agents (R-HATS-11). A second Agent guards against that: Recruit, ${recruitCost(sideFromKnowledge(view))} greenbacks.`;
}
