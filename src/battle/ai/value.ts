import { rangedAttackOdds, type RangedOdds } from '../../ops/combat/ranged-attack';
import type { FireMode, RangedAttackInput } from '../../ops/combat/ranged-plan';
import { rangeDifficulty } from '../../ops/combat/range';
import type { WoundOdds } from '../../ops/dice/odds';
import type { WoundLevel } from '../../ops/data/wound-chart';
import { shooterInput, type ShooterInput } from '../commands/ranged-input';
import type { Cell } from '../geometry/cells';
import type { TargetCover } from '../geometry/cover';
import { cachedFireCover } from '../geometry/fire-cache';
import { FIRE_BEHIND_COVER, FIRE_CLEAR, fireCoverCode } from '../geometry/fire-cover';
import { COVER_KINDS, type BattleMap } from '../map/types';
import type { AiLevel, BattleOptions, BattleState, Unit } from '../state/types';
import { mapFacts } from './map-facts';

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

type BestFire = { readonly mode: FireMode; readonly shots: number | undefined; readonly value: number };

/**
 * A unit's shooting as the AI needs it, worked out once per decision: the src/ops input with
 * everything but the geometry filled in, and a small number naming those inputs for the odds cache.
 */
interface Shooter {
  readonly base: ShooterInput;
  readonly ammo: NonNullable<ShooterInput['ammo']>;
  readonly id: number;
}

/** What the odds depend on in a target besides the geometry. */
function targetKey(t: Unit): string {
  return `${t.armor?.name ?? '-'}:${t.armor?.ballistic ?? 0}:${t.stats.damageReduction}:${t.dodging ? 1 : 0}`;
}

/**
 * Odds of each (shooter, target, range level, cover) seen so far. The odds are exact src/ops
 * results; only the lookup is memoised, because an AI decision asks the same question hundreds
 * of times (every candidate cell against every enemy). The shooter and target descriptions are
 * numbered once (KEYS) so a lookup builds no string: key = shooter, target, range, cover, leaning.
 */
const ODDS = new Map<number, BestFire | null>();
const KEYS = new Map<string, number>();
const MAX_CACHED = 200_000;
// Numbers stay small integers: 2^12 descriptions x 2^12 x 7 ranges x 3 covers x 2 fits in 2^31.
const MAX_KEYS = 4096;

let keysEpoch = 0;

function keyNumber(description: string): number {
  let k = KEYS.get(description);
  if (k === undefined) {
    k = KEYS.size;
    KEYS.set(description, k);
  }
  return k;
}

/**
 * Numbers are only renamed between views: a view numbers at most two descriptions per unit, so
 * starting over when those might not fit keeps every number a view holds valid while it lives.
 */
function makeRoomForKeys(units: number): void {
  if (KEYS.size + 2 * units <= MAX_KEYS) return;
  KEYS.clear();
  ODDS.clear();
  keysEpoch++;
}

/**
 * A unit's shooter and target descriptions outlive one decision: states share every unit object
 * a command did not change, and what a shooter is depends only on the unit, the round (bolt
 * actions), the options and the AI level.
 */
interface ShooterMemo {
  readonly epoch: number;
  readonly round: number;
  readonly options: BattleOptions;
  readonly level: AiLevel;
  readonly shooter: Shooter | null;
}
const SHOOTER_MEMO = new WeakMap<Unit, ShooterMemo>();
const TARGET_MEMO = new WeakMap<Unit, { readonly epoch: number; readonly key: number }>();

export class AiView {
  private readonly shooters = new Map<string, Shooter | null>();
  private readonly targets = new Map<string, number>();
  private readonly enemies = new Map<string, Unit[]>();
  private readonly sightMeters: number;
  private readonly meters: Float64Array;
  constructor(
    readonly state: BattleState,
    readonly map: BattleMap,
    readonly level: AiLevel,
  ) {
    this.sightMeters = state.options.sightMeters;
    this.meters = mapFacts(map).meters;
    makeRoomForKeys(state.units.length);
  }

  shooter(u: Unit): Shooter | null {
    let s = this.shooters.get(u.id);
    if (s !== undefined) return s;
    const memo = SHOOTER_MEMO.get(u);
    const { clock, options } = this.state;
    if (memo && memo.epoch === keysEpoch && memo.round === clock.round && memo.options === options && memo.level === this.level) s = memo.shooter;
    else {
      s = this.describeShooter(u);
      SHOOTER_MEMO.set(u, { epoch: keysEpoch, round: clock.round, options, level: this.level, shooter: s });
    }
    this.shooters.set(u.id, s);
    return s;
  }

  private describeShooter(u: Unit): Shooter | null {
    const input = shooterInput(this.state, u, 'semi', 1);
    if (typeof input === 'string' || !input.ammo) return null;
    const { weapon, ammo, accessories, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options } = input;
    const key = [weapon.name, ammo.name, accessories?.scope, accessories?.laserSight, accessories?.foldingStock, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options?.recoil, this.level].join('|');
    return { base: input, ammo, id: keyNumber(`s|${key}`) };
  }

  /** The best ranged attack of `shooter` on `target`, as if they stood at `from` and `to`. */
  shotAt(shooter: Unit, target: Unit, from: Cell = shooter.cell, to: Cell = target.cell): ShotChoice | undefined {
    const best = this.fireAt(shooter, target, from, to);
    return best ? { target: target.id, ...best } : undefined;
  }

  /** shotAt without the target's id: what the scoring loops need, allocating nothing on a cache hit. */
  fireAt(shooter: Unit, target: Unit, from: Cell, to: Cell): BestFire | null {
    const s = this.shooter(shooter);
    if (!s) return null;
    const w = this.map.width;
    const distanceM = this.meters[Math.abs(to.y - from.y) * w + Math.abs(to.x - from.x)] ?? Infinity;
    if (distanceM > this.sightMeters) return null;
    const range = rangeDifficulty(s.ammo.ranges, distanceM);
    if (range === null) return null;
    // Remembered per pair of cells: the same lines come up turn after turn.
    const fire = cachedFireCover(this.map, from.y * w + from.x, to.y * w + to.x);
    if ((fire & FIRE_CLEAR) === 0) return null;
    const near = fireCoverCode(fire);
    const behind = (fire & FIRE_BEHIND_COVER) !== 0;
    const tk = this.targetNumber(target);
    // Same inputs as the string key it replaces: shooter, target, range level, cover, leaning out.
    const key = (((s.id * MAX_KEYS + tk) * 7 + (range + 3)) * 3 + near) * 2 + (behind ? 1 : 0);
    const cacheable = s.id < MAX_KEYS && tk < MAX_KEYS;
    let best = cacheable ? ODDS.get(key) : undefined;
    if (best === undefined) {
      const cover = COVER_KINDS[near] as TargetCover;
      best = this.compute(target, { ...s.base, distanceM, cover, attackerInCover: behind, targetDodging: target.dodging });
      if (ODDS.size >= MAX_CACHED) ODDS.clear();
      if (cacheable) ODDS.set(key, best);
    }
    return best;
  }

  private compute(target: Unit, input: RangedAttackInput): BestFire | null {
    const armor = { armor: target.armor, damageReduction: target.stats.damageReduction };
    const w = input.weapon;
    const loaded = input.roundsLoaded ?? 0;
    let best: BestFire | null = null;
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

  private targetNumber(t: Unit): number {
    let k = this.targets.get(t.id);
    if (k === undefined) {
      const memo = TARGET_MEMO.get(t);
      if (memo && memo.epoch === keysEpoch) k = memo.key;
      else {
        k = keyNumber(`t|${targetKey(t)}`);
        TARGET_MEMO.set(t, { epoch: keysEpoch, key: k });
      }
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
    return s ? Math.min(2 * s.ammo.ranges[6], this.sightMeters) : 0;
  }

  /** The best attack a unit can make from a cell (its current one by default). */
  bestShot(u: Unit, from: Cell = u.cell): ShotChoice | undefined {
    let best: BestFire | null = null;
    let target: Unit | undefined;
    for (const e of this.enemiesOf(u)) {
      const c = this.fireAt(u, e, from, e.cell);
      if (c && (!best || c.value > best.value)) {
        best = c;
        target = e;
      }
    }
    return best && target ? { target: target.id, ...best } : undefined;
  }

  /** The value of the best attack from a cell, 0 when there is none (bestShot's value without the choice). */
  bestShotValue(u: Unit, from: Cell): number {
    let best = 0;
    let any = false;
    for (const e of this.enemiesOf(u)) {
      const c = this.fireAt(u, e, from, e.cell);
      if (c && (!any || c.value > best)) {
        best = c.value;
        any = true;
      }
    }
    return best;
  }

  /** How much harm the enemies could do to `u` standing at `at` on their turns. */
  exposureAt(u: Unit, at: Cell): number {
    let total = 0;
    for (const e of this.enemiesOf(u)) total += this.fireAt(e, u, e.cell, at)?.value ?? 0;
    return total;
  }
}
