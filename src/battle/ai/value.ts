import { rangedAttackOdds, type RangedOdds } from '../../ops/combat/ranged-attack';
import type { FireMode, RangedAttackInput } from '../../ops/combat/ranged-plan';
import { rangeDifficulty } from '../../ops/combat/range';
import type { WoundOdds } from '../../ops/dice/odds';
import type { WoundLevel } from '../../ops/data/wound-chart';
import { shooterInput, type ShooterInput } from '../commands/ranged-input';
import type { Cell } from '../geometry/cells';
import { coverAgainst } from '../geometry/cover';
import { lineOfFire } from '../geometry/sight';
import { distanceMeters } from '../geometry/distance';
import type { BattleMap } from '../map/types';
import type { AiLevel, BattleState, Unit } from '../state/types';

/**
 * How much a wound level hurts the side that takes it: enough to order targets by "expected
 * wounds" (issue 4 point 7). Out-of-the-fight levels weigh most: they remove a gun from the battle.
 */
const SEVERITY: Readonly<Record<WoundLevel, number>> = {
  none: 0,
  scratch: 0.3,
  hurt: 0.8,
  light: 1.5,
  serious: 2.5,
  critical: 3.5,
  incapacitated: 6,
  nearDeath: 6.5,
};
const LEVELS = Object.keys(SEVERITY) as WoundLevel[];

export function severityOf(odds: WoundOdds): number {
  let v = 0;
  for (const level of LEVELS) v += (odds[level] ?? 0) * SEVERITY[level];
  return v;
}

/** Expected wound severity of an attack: hit chance of each shot or burst times a hit's wound. */
export function expectedWounds(odds: RangedOdds): number {
  const perHit = severityOf(odds.woundOnHit);
  let hits = 0;
  for (const a of odds.attacks) hits += a.hitChance;
  return hits * perHit;
}

export interface ShotChoice {
  readonly target: string;
  readonly mode: FireMode;
  readonly shots: number | undefined;
  readonly value: number;
}

/**
 * A unit's shooting as the AI needs it, worked out once per decision: the src/ops input with
 * everything but the geometry filled in, and a key naming those inputs for the odds cache.
 */
interface Shooter {
  readonly base: ShooterInput;
  readonly key: string;
}

/** What the odds depend on in a target besides the geometry. */
function targetKey(t: Unit): string {
  return `${t.armor?.name ?? '-'}:${t.armor?.ballistic ?? 0}:${t.stats.damageReduction}:${t.dodging ? 1 : 0}`;
}

/**
 * Odds of each (shooter, target, range level, cover) seen so far. The odds are exact src/ops
 * results; only the lookup is memoised, because an AI decision asks the same question hundreds
 * of times (every candidate cell against every enemy).
 */
const ODDS = new Map<string, { mode: FireMode; shots: number | undefined; value: number } | null>();
const MAX_CACHED = 200_000;

export class AiView {
  private readonly shooters = new Map<string, Shooter | null>();
  private readonly targets = new Map<string, string>();
  private readonly enemies = new Map<string, Unit[]>();
  constructor(
    readonly state: BattleState,
    readonly map: BattleMap,
    readonly level: AiLevel,
  ) {}

  shooter(u: Unit): Shooter | null {
    let s = this.shooters.get(u.id);
    if (s !== undefined) return s;
    const input = shooterInput(this.state, u, 'semi', 1);
    if (typeof input === 'string') s = null;
    else {
      const { weapon, ammo, accessories, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options } = input;
      s = {
        base: input,
        key: [weapon.name, ammo?.name, accessories?.scope, accessories?.laserSight, accessories?.foldingStock, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options?.recoil, this.level].join('|'),
      };
    }
    this.shooters.set(u.id, s);
    return s;
  }

  /** The best ranged attack of `shooter` on `target`, as if they stood at `from` and `to`. */
  shotAt(shooter: Unit, target: Unit, from: Cell = shooter.cell, to: Cell = target.cell): ShotChoice | undefined {
    const s = this.shooter(shooter);
    if (!s || !s.base.ammo) return undefined;
    const distanceM = Math.round(distanceMeters(this.map, from, to) * 100) / 100;
    if (distanceM > this.state.options.sightMeters) return undefined;
    const range = rangeDifficulty(s.base.ammo.ranges, distanceM);
    if (range === null) return undefined;
    // The allocation-free line test first: in built-up maps most lines are blocked.
    if (!lineOfFire(this.map, from, to)) return undefined;
    const cover = coverAgainst(this.map, from, to);
    const key = `${s.key}|${this.targetKey(target)}|${range}|${cover.difficultyModifier}|${cover.attackerModifier}`;
    let best = ODDS.get(key);
    if (best === undefined) {
      best = this.compute(s, target, { ...s.base, distanceM, cover: cover.targetCover, attackerInCover: cover.attackerBehindCover, targetDodging: target.dodging });
      if (ODDS.size >= MAX_CACHED) ODDS.clear();
      ODDS.set(key, best);
    }
    return best ? { target: target.id, ...best } : undefined;
  }

  private compute(s: Shooter, target: Unit, input: RangedAttackInput): { mode: FireMode; shots: number | undefined; value: number } | null {
    const armor = { armor: target.armor, damageReduction: target.stats.damageReduction };
    void s;
    const w = input.weapon;
    const loaded = input.roundsLoaded ?? 0;
    let best: { mode: FireMode; shots: number | undefined; value: number } | null = null;
    if (w.semiMax > 0) {
      const shots = Math.min(w.semiMax, loaded);
      const odds = rangedAttackOdds({ ...input, mode: 'semi', shots }, armor);
      if (odds.ok) best = { mode: 'semi', shots, value: expectedWounds(odds) };
    }
    if (w.autoRate !== null) {
      const odds = rangedAttackOdds({ ...input, mode: 'auto', shots: undefined }, armor);
      if (odds.ok) {
        // A veteran saves the magazine unless the burst is clearly better (issue 4 point 7: semi or auto).
        const factor = this.level === 'veteran' ? 1.25 : 1;
        const value = expectedWounds(odds);
        if (!best || value > best.value * factor) best = { mode: 'auto', shots: undefined, value };
      }
    }
    return best && best.value > 0 ? best : null;
  }

  private targetKey(t: Unit): string {
    let k = this.targets.get(t.id);
    if (k === undefined) {
      k = targetKey(t);
      this.targets.set(t.id, k);
    }
    return k;
  }

  enemiesOf(u: Unit): Unit[] {
    let list = this.enemies.get(u.side);
    if (!list) {
      list = this.state.units.filter((e) => e.side !== u.side && e.status === 'fighting');
      this.enemies.set(u.side, list);
    }
    return list;
  }

  /** The farthest any shot of this unit reaches (R-OPS-12: twice the Superb distance); 0 when it cannot fire. */
  reachMeters(u: Unit): number {
    const s = this.shooter(u);
    return s?.base.ammo ? Math.min(2 * s.base.ammo.ranges[6], this.state.options.sightMeters) : 0;
  }

  /** The best attack a unit can make from a cell (its current one by default). */
  bestShot(u: Unit, from: Cell = u.cell): ShotChoice | undefined {
    let best: ShotChoice | undefined;
    for (const e of this.enemiesOf(u)) {
      const c = this.shotAt(u, e, from);
      if (c && (!best || c.value > best.value)) best = c;
    }
    return best;
  }

  /** How much harm the enemies could do to `u` standing at `at` on their turns. */
  exposureAt(u: Unit, at: Cell): number {
    let total = 0;
    for (const e of this.enemiesOf(u)) total += this.shotAt(e, u, e.cell, at)?.value ?? 0;
    return total;
  }
}

