/**
 * "Play it out" or "Roll" (R-LINK-1) as data: the fight waiting for this seat, said from its own view
 * (an attacker it has not spotted stays "an unknown Agent"), the roll's exact odds when it knows both
 * fighters (R-CORE-4), and what playing it out means: the squads, the map the Area gives, who plays.
 */
import { areaOf } from '../../src/hats/data/regions';
import { chanceToWin } from '../../src/hats/rules/combat';
import { knownFighter } from '../../src/hats/rules/actions/combat';
import type { SeatView } from '../../src/hats';
import { LINK_MAX_ROUNDS, linkMapName } from '../../src/link/firefight';
import { unitName } from '../conspiracy/format';

export interface FightPrompt {
  readonly seat: string;
  readonly title: string;
  readonly sentence: string;
  /** "Roll (R-HATS-7): Red wins 58.4%", or the reason the odds are unknown. */
  readonly roll: string;
  readonly playOut: string;
  /** "Your squad" or "Both squads" (hot-seat), and who plays them at the table. */
  readonly squads: string;
  readonly byTable: string;
}

const MAPS: Readonly<Record<string, string>> = { 'office-floor': 'the office floor', 'woodland-road': 'the woodland road' };

export function fightPromptModel(view: SeatView, humans: ReadonlySet<string>): FightPrompt | null {
  const f = view.fight;
  if (!f || f.seat !== view.seat) return null;
  const mine = f.attackerSeat === view.seat;
  const attacker = view.agents[f.actor] || view.marks[f.actor]?.kind === 'agent' ? unitName(view, f.actor) : 'An unknown Agent';
  const defender = unitName(view, f.target);
  const area = areaOf(f.area);
  const att = knownFighter(view, f.actor);
  const def = knownFighter(view, f.target);
  const odds = att && def ? chanceToWin(att, def) : null;
  const them = mine ? f.defenderSeat : f.attackerSeat;
  const hotSeat = them !== null && humans.has(them);
  const who = hotSeat ? 'both squads played here, hot-seat' : 'you play your squad, the computer the other';
  return {
    seat: view.seat,
    title: mine ? `${attacker} attacks ${defender}` : `${attacker} attacks your ${defender}`,
    sentence: `In ${area.name}. Settle the fight by the opposed roll, or play it out as a Black Ops firefight (R-LINK-1).`,
    roll: odds ? `Roll (R-HATS-7): the attacker wins ${(odds.attackerWins * 100).toFixed(1)}%, the defender strikes back ${(odds.defenderWins * 100).toFixed(1)}%.` : 'Roll (R-HATS-7): the odds are unknown to you (the attacker is not spotted).',
    squads: hotSeat ? 'Both squads' : 'Your squad',
    byTable: hotSeat ? 'The two seats, hot-seat' : 'You, at the table',
    playOut: `Play it out: 4 against 4 on ${MAPS[linkMapName(f)] ?? linkMapName(f)} (${area.kind === 'wilderness' ? 'a wilderness Area' : 'a city'}); ${who}. The side that holds the field wins; the loser takes a wound row per unit it loses, and is eliminated if it loses all four (R-LINK-2); still undecided after ${LINK_MAX_ROUNDS} rounds, the teams break off and nobody is hurt.`,
  };
}
