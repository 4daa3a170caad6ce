/**
 * What a seat is told at the start of its turn (R-HATS-12: only what it saw): every log line it can
 * read since its previous turn ended, in plain words, each with the Area it is about so the board can
 * lead there; and each conspiracy's distance to each victory condition as far as this seat knows it.
 */
import { groupData, GROUPS } from '../data/groups';
import { areaOf } from '../data/regions';
import type { LogEntry, SeatId } from '../state';
import type { SeatView } from './views';

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
const GAIN = /Our people now run|takes the money and changes sides|raises .* to|develops|is recruited|now has|Loyalty rises|skims \d+ greenbacks from [^y]/;

function toneOf(e: LogEntry): SummaryTone {
  if (/^Round \d+ event — /.test(e.text)) return 'event';
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
  return view.log
    .filter((e) => e.serial > previous)
    .filter((e) => e.serial < view.serial || /^Round \d+(: income| event — )|^Upkeep paid|goes unpaid|Loyalty drops|deserts/.test(e.text))
    .map((e) => ({ text: e.text, area: e.area ?? null, round: e.round, tone: toneOf(e), public: e.visibleTo === 'all' }));
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
