import { meleeManeuverProblem, meleeOdds } from '../../ops/combat/melee';
import type { BattleCommand } from '../commands/types';
import { adjacent, checkMelee, holdsWeapon, meleeInput } from '../commands/melee';
import type { BattleMap } from '../map/types';
import { MELEE_MANEUVERS, type BattleState, type MeleeManeuver, type Unit } from '../state/types';
import { severityOf, type AiView } from './value';

/**
 * Hand to hand for the computer (R-OPS-18..21, R-OPS-33, R-OPS-34): every maneuver it may make on
 * an adjacent enemy, valued as the chance it wins times what winning is worth, so a Superb Kung Fu
 * fighter punches and kicks where a knife would do less, grabs a gunman to stop its shooting,
 * keeps hitting the one it holds while that one is dangerous and throws it once it is not. The
 * defender is assumed to block whenever it may (it costs it nothing).
 */

export interface MeleeChoice {
  readonly command: BattleCommand;
  readonly value: number;
  /** The melee weapon must be taken in hand first (a free switch, R-OPS-34). */
  readonly needsKnife: boolean;
}

/**
 * What holding a unit is worth besides the turn of harm it withholds (danger) and the throw it
 * sets up: a held unit can only try to escape (R-OPS-19). Small: an enemy with nothing to hurt
 * anyone with is better kicked than held.
 */
const HOLD_WORTH = 0.3;

/**
 * A maneuver's worth against `target`, and, when `u` holds it, what keeping the hold adds: the
 * held one can only try to escape (R-OPS-19), a turn of its fire withheld. Every blow but a throw
 * keeps the hold, won or lost; a throw that lands lets it go (R-OPS-19). So a holder pummels a
 * dangerous captive (a punch, or its knife where that hits harder than its fists) and throws a
 * harmless one.
 */
function worth(view: AiView, u: Unit, target: Unit, maneuver: MeleeManeuver, winChance: number, woundSeverity: number): number {
  const blow = blowWorth(view, u, target, maneuver, winChance, woundSeverity);
  if (u.holding !== target.id || blow <= 0) return blow;
  const keep = 0.5 * danger(view, target, u);
  return blow + (maneuver === 'throw' ? 1 - winChance : 1) * keep;
}

/**
 * The harm `e` could do `u` and its side in a turn of its own: its best shot with any firearm it
 * carries, in hand or not (drawing is a free switch, R-OPS-34), so a captive knocked from its rifle
 * still counts its pistol; or its best blow at `u` (R-OPS-18..20).
 */
function danger(view: AiView, e: Unit, u: Unit): number {
  return Math.max(view.threatOf(e), view.bestCarried(e), meleePotential(e, u));
}

function blowWorth(view: AiView, u: Unit, target: Unit, maneuver: MeleeManeuver, winChance: number, woundSeverity: number): number {
  switch (maneuver) {
    case 'grab':
      // Held, it cannot shoot; next turn the throw follows (Body+2, -2 on its next turn).
      return winChance * (HOLD_WORTH + 0.5 * danger(view, target, u) + 0.6);
    case 'disarm':
      // Its gun on the floor: the harm it could do is gone until it picks it up. One held already
      // cannot shoot (R-OPS-19): its gun matters only once it escapes.
      if (!holdsWeapon(target)) return 0;
      return winChance * (0.3 + (target.heldBy !== null ? 0.2 : 0.8) * view.threatOf(target));
    case 'throw':
      return winChance * (woundSeverity + 0.4);
    case 'escape':
      return winChance * 2;
    case 'punch':
    case 'kick':
    case 'strike':
      return winChance * woundSeverity;
  }
}

/** Each view's answers so far (a turn asks for the same unit's best blow several times). */
const MEMO = new WeakMap<AiView, Map<Unit, MeleeChoice | null>>();

/** The best hand-to-hand action of `u` on an adjacent enemy, or undefined when none is adjacent. */
export function bestMelee(state: BattleState, map: BattleMap, view: AiView, u: Unit): MeleeChoice | undefined {
  // The view's own state and ground: the same question always has the same answer.
  const mine = state === view.state && map === view.map;
  let memo = MEMO.get(view);
  const known = mine ? memo?.get(u) : undefined;
  if (known !== undefined) return known ?? undefined;
  const best = meleeChoice(state, map, view, u);
  if (mine) {
    if (!memo) {
      memo = new Map();
      MEMO.set(view, memo);
    }
    memo.set(u, best ?? null);
  }
  return best;
}

function meleeChoice(state: BattleState, map: BattleMap, view: AiView, u: Unit): MeleeChoice | undefined {
  const foes = state.units.filter((e) => e.side !== u.side && e.status === 'fighting' && adjacent(u, e));
  if (foes.length === 0) return undefined;
  let best: MeleeChoice | undefined;
  // With a knife carried but not in hand, the free switch makes the strike possible (R-OPS-34).
  const armed = u.meleeInHand || (u.melee !== null && (u.turn.switched ?? 0) === 0);
  const asArmed: Unit = armed ? { ...u, meleeInHand: true, weapon: -1 } : u;
  for (const e of foes) {
    for (const maneuver of MELEE_MANEUVERS) {
      const striking = maneuver === 'strike';
      const who = striking ? asArmed : u;
      if (checkMelee(state, map, who, e, maneuver) !== undefined) continue;
      const defence = e.dodging ? 'defend' : 'block';
      const odds = meleeOdds(meleeInput(who, e, maneuver, defence), e.armor, e.stats.damageReduction);
      if (!odds.ok) continue;
      const value = worth(view, u, e, maneuver, odds.winChance, odds.woundOnHit ? severityOf(odds.woundOnHit) : 0);
      if (value > 0 && (!best || value > best.value)) {
        best = { command: { type: 'unit.melee', unit: u.id, target: e.id, maneuver }, value, needsKnife: striking && !u.meleeInHand };
      }
    }
  }
  return best;
}

/** What `u` could do hand to hand to `e` were it next to it: its best punch, kick or strike (a blocked one). */
export function meleePotential(u: Unit, e: Unit): number {
  let best = 0;
  for (const maneuver of ['punch', 'kick', 'strike'] as const) {
    const who = maneuver !== 'strike' ? u : u.melee ? { ...u, meleeInHand: true, weapon: -1 } : null;
    if (!who) continue;
    const input = meleeInput(who, e, maneuver, 'block');
    if (meleeManeuverProblem(input)) continue;
    const odds = meleeOdds(input, e.armor, e.stats.damageReduction);
    if (odds.ok) best = Math.max(best, odds.winChance * (odds.woundOnHit ? severityOf(odds.woundOnHit) : 0));
  }
  return best;
}
