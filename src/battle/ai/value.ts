import { rangedAttackOdds, type RangedOdds } from '../../ops/combat/ranged-attack';
import type { FireMode, RangedAttackInput } from '../../ops/combat/ranged-plan';
import type { WoundOdds } from '../../ops/dice/odds';
import type { WoundLevel } from '../../ops/data/wound-chart';
import type { RangeBands } from '../../ops/data/firearms-types';
import { shooterInput, type ShooterInput } from '../commands/ranged-input';
import type { Cell } from '../geometry/cells';
import { fireCoverTable, type FireCoverTable } from '../geometry/fire-cache';
import { FIRE_BEHIND_COVER, FIRE_CLEAR, fireCoverCode } from '../geometry/fire-cover';
import { COVER_KINDS, type BattleMap } from '../map/types';
import type { AiLevel, BattleOptions, BattleState, Unit, WeaponState } from '../state/types';
import { mapFacts, type MapFacts, type RangeLevels } from './map-facts';
import { cachedAttackValue, cachedOdds, keyNumber, keysEpoch, makeRoomForKeys, oddsKey, rememberAttackValue, rememberOdds, type BestFire } from './odds-cache';

/**
 * How much a wound level hurts the side that takes it: enough to order targets by "expected
 * wounds". Out-of-the-fight levels weigh most: they remove a gun from the battle.
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
 * A unit's shooting as the AI needs it, worked out once per unit state: the src/ops input with
 * everything but the geometry filled in, a number naming those inputs for the odds cache, and
 * the range level of a shot at each offset (map-facts.ts).
 */
interface Shooter {
  readonly base: ShooterInput;
  readonly bands: RangeBands;
  readonly id: number;
  readonly levels: RangeLevels;
}

/** What the odds depend on in a target besides the geometry. */
function targetKey(t: Unit): string {
  return `${t.armor?.name ?? '-'}:${t.armor?.ballistic ?? 0}:${t.stats.damageReduction}:${t.dodging ? 1 : 0}`;
}

/**
 * A unit's shooter and target descriptions outlive one decision: states share every unit object
 * a command did not change, and what a shooter is depends only on the unit, the round (bolt
 * actions), the options, the map and the AI level.
 */
interface ShooterMemo {
  readonly epoch: number;
  readonly round: number;
  readonly options: BattleOptions;
  readonly map: BattleMap;
  readonly level: AiLevel;
  /** With the weapon in hand (undefined until asked). */
  shooter: Shooter | null | undefined;
  /** With each other carried firearm in hand instead (R-OPS-34: whether a switch pays). */
  readonly withWeapon: Map<number, Shooter | null>;
}
const SHOOTER_MEMO = new WeakMap<Unit, ShooterMemo>();
const TARGET_MEMO = new WeakMap<Unit, { readonly epoch: number; readonly key: number }>();

export class AiView {
  private readonly shooters = new Map<string, Shooter | null>();
  private readonly targets = new Map<string, number>();
  private readonly enemies = new Map<string, Unit[]>();
  private readonly sightMeters: number;
  private readonly facts: MapFacts;
  private readonly lines: FireCoverTable;
  constructor(
    readonly state: BattleState,
    readonly map: BattleMap,
    readonly level: AiLevel,
  ) {
    this.sightMeters = state.options.sightMeters;
    this.facts = mapFacts(map);
    this.lines = fireCoverTable(map);
    makeRoomForKeys(state.units.length);
  }

  shooter(u: Unit): Shooter | null {
    let s = this.shooters.get(u.id);
    if (s !== undefined) return s;
    const memo = this.memoOf(u);
    if (memo.shooter === undefined) memo.shooter = this.describeShooter(u);
    s = memo.shooter;
    this.shooters.set(u.id, s);
    return s;
  }

  /** The unit's descriptions kept beyond this view, while they still hold (ShooterMemo). */
  private memoOf(u: Unit): ShooterMemo {
    const memo = SHOOTER_MEMO.get(u);
    const { clock, options } = this.state;
    const epoch = keysEpoch();
    if (memo && memo.epoch === epoch && memo.round === clock.round && memo.options === options && memo.map === this.map && memo.level === this.level) return memo;
    const fresh: ShooterMemo = { epoch, round: clock.round, options, map: this.map, level: this.level, shooter: undefined, withWeapon: new Map() };
    SHOOTER_MEMO.set(u, fresh);
    return fresh;
  }

  private describeShooter(u: Unit): Shooter | null {
    const input = shooterInput(this.state, u, 'semi', 1);
    if (typeof input === 'string' || !input.ammo) return null;
    const { weapon, ammo, accessories, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options } = input;
    const key = [weapon.name, ammo.name, accessories?.scope, accessories?.laserSight, accessories?.foldingStock, skill, attackerBlind, woundPenalty, armorModifier, modifier, roundsLoaded, options?.recoil, this.level].join('|');
    return { base: input, bands: ammo.ranges, id: keyNumber(`s|${key}`), levels: this.facts.rangeLevels(ammo.ranges, this.sightMeters) };
  }

  private targetNumber(t: Unit): number {
    let k = this.targets.get(t.id);
    if (k === undefined) {
      const memo = TARGET_MEMO.get(t);
      const epoch = keysEpoch();
      if (memo && memo.epoch === epoch) k = memo.key;
      else {
        k = keyNumber(`t|${targetKey(t)}`);
        TARGET_MEMO.set(t, { epoch, key: k });
      }
      this.targets.set(t.id, k);
    }
    return k;
  }

  /** The best ranged attack of `shooter` on `target`, as if they stood at `from` and `to`. */
  shotAt(shooter: Unit, target: Unit, from: Cell = shooter.cell, to: Cell = target.cell): ShotChoice | undefined {
    const s = this.shooter(shooter);
    const best = s ? this.fire(s, target, this.targetNumber(target), from, to) : null;
    return best ? { target: target.id, ...best } : undefined;
  }

  /**
   * The heart of it, allocating nothing on a cache hit: range level by offset (R-OPS-12), line of
   * fire and cover by pair of cells (R-OPS-13), then the odds by their inputs.
   */
  private fire(s: Shooter, target: Unit, tk: number, from: Cell, to: Cell): BestFire | null {
    const w = this.map.width;
    const offset = Math.abs(to.y - from.y) * w + Math.abs(to.x - from.x);
    const level = s.levels.at(offset);
    if (level < 0) return null;
    const fire = this.lines.get(from.y * w + from.x, to.y * w + to.x);
    if ((fire & FIRE_CLEAR) === 0) return null;
    const near = fireCoverCode(fire);
    const behind = (fire & FIRE_BEHIND_COVER) !== 0;
    const key = oddsKey(s.id, tk, level, near, behind);
    let best = cachedOdds(key);
    if (best === undefined) {
      const distanceM = this.facts.meters(offset);
      const cover = COVER_KINDS[near];
      best = this.compute(target, { ...s.base, distanceM, cover, attackerInCover: behind, targetDodging: target.dodging });
      rememberOdds(key, best);
    }
    return best;
  }

  /**
   * expectedWounds of `rangedOddsFor(state, map, attacker, target, mode, shots)`, 0 when the
   * attack cannot be made: the same src/ops odds, remembered by the same key as the AI's own
   * (plus mode and shots). As rangedInput, it knows no sight limit: the plan judges the range.
   */
  attackValue(attacker: Unit, target: Unit, mode: FireMode, shots: number | undefined): number {
    const s = this.shooter(attacker);
    // shooterInput refused (no gun, empty, bolt cycling): so would rangedInput.
    if (!s) return 0;
    const w = this.map.width;
    const from = attacker.cell;
    const to = target.cell;
    const fire = this.lines.get(from.y * w + from.x, to.y * w + to.x);
    if ((fire & FIRE_CLEAR) === 0) return 0;
    const offset = Math.abs(to.y - from.y) * w + Math.abs(to.x - from.x);
    const level = this.facts.rangeLevels(s.bands, Infinity).at(offset);
    const near = fireCoverCode(fire);
    const behind = (fire & FIRE_BEHIND_COVER) !== 0;
    const semiShots = mode === 'semi' ? (shots ?? 1) : undefined;
    // Out of range keys nothing (-1): the plan refuses it below and nothing is remembered.
    const key = level < 0 ? -1 : oddsKey(s.id, this.targetNumber(target), level, near, behind);
    const tag = semiShots ?? 0;
    const known = cachedAttackValue(key, tag);
    if (known !== undefined) return known;
    const input: RangedAttackInput = {
      ...s.base,
      mode,
      shots: semiShots,
      distanceM: this.facts.meters(offset),
      cover: COVER_KINDS[near],
      attackerInCover: behind,
      targetDodging: target.dodging,
    };
    const odds = rangedAttackOdds(input, { armor: target.armor, damageReduction: target.stats.damageReduction });
    const value = odds.ok ? expectedWounds(odds) : 0;
    rememberAttackValue(key, tag, value);
    return value;
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
        // A veteran saves the magazine unless the burst is clearly better (semi or auto).
        const factor = this.level === 'veteran' ? 1.25 : 1;
        const value = expectedWounds(odds);
        if (!best || value > best.value * factor) best = { mode: 'auto', shots: undefined, value };
      }
    }
    return best && best.value > 0 ? best : null;
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
    return s ? Math.min(2 * s.bands[6], this.sightMeters) : 0;
  }

  /** The best attack a unit can make from a cell (its current one by default). */
  bestShot(u: Unit, from: Cell = u.cell): ShotChoice | undefined {
    return this.bestShotOf(u, this.shooter(u), from);
  }

  /** The best attack `u` could make holding its firearm `index` instead (R-OPS-34: whether a switch pays). */
  bestShotWith(u: Unit, index: number, from: Cell = u.cell): ShotChoice | undefined {
    if (index === u.weapon && !u.meleeInHand) return this.bestShot(u, from);
    return this.bestShotOf(u, this.shooterWith(u, index), from);
  }

  /** `u` with carried firearm `index` in hand (cached). */
  private shooterWith(u: Unit, index: number): Shooter | null {
    if (index === u.weapon && !u.meleeInHand) return this.shooter(u);
    const memo = this.memoOf(u).withWeapon;
    let s = memo.get(index);
    if (s === undefined) {
      s = this.describeShooter({ ...u, weapon: index, meleeInHand: false });
      memo.set(index, s);
    }
    return s;
  }

  /** `u` with a firearm off the floor in its hand (cached; `tag` names the floor item). */
  private floorShooter(u: Unit, weapon: WeaponState, tag: string): Shooter | null {
    const key = `${u.id}#floor-${tag}`;
    let s = this.shooters.get(key);
    if (s === undefined) {
      s = this.describeShooter({ ...u, weapons: [...u.weapons, weapon], weapon: u.weapons.length, meleeInHand: false });
      this.shooters.set(key, s);
    }
    return s;
  }

  /** The best attack `u` could make with a firearm off the floor in its hand (R-OPS-34: whether a pick-up pays); `tag` names it. */
  bestShotHolding(u: Unit, weapon: WeaponState, tag: string, from: Cell = u.cell): ShotChoice | undefined {
    return this.bestShotOf(u, this.floorShooter(u, weapon, tag), from);
  }

  /** The best attack `u` could make with any firearm it carries, whichever is in hand (0 with none). */
  bestCarried(u: Unit): number {
    let best = 0;
    for (let i = 0; i < u.weapons.length; i++) best = Math.max(best, this.bestShotWith(u, i)?.value ?? 0);
    return best;
  }

  /**
   * What a firearm off the floor would add to `u`'s shooting (R-OPS-34): over its enemies, the most
   * its best shot with that gun beats its best with any gun it carries (a rifle reaches the far
   * ones its pistol cannot); 0 when it adds nothing.
   */
  gunAdvantage(u: Unit, weapon: WeaponState, tag: string): number {
    const floor = this.floorShooter(u, weapon, tag);
    if (!floor) return 0;
    const carried: Shooter[] = [];
    for (let i = 0; i < u.weapons.length; i++) {
      const s = this.shooterWith(u, i);
      if (s) carried.push(s);
    }
    let best = 0;
    for (const e of this.enemiesOf(u)) {
      const tk = this.targetNumber(e);
      const v = this.fire(floor, e, tk, u.cell, e.cell)?.value ?? 0;
      let have = 0;
      for (const s of carried) have = Math.max(have, this.fire(s, e, tk, u.cell, e.cell)?.value ?? 0);
      best = Math.max(best, v - have);
    }
    return best;
  }

  /** The best attack `u` could make were it blinded by a flash-bang (R-OPS-17): what a blinding is worth. */
  bestShotBlind(u: Unit): ShotChoice | undefined {
    const key = `${u.id}#blind`;
    let s = this.shooters.get(key);
    if (s === undefined) {
      s = this.describeShooter({ ...u, blindRounds: 2 });
      this.shooters.set(key, s);
    }
    return this.bestShotOf(u, s, u.cell);
  }

  private bestShotOf(u: Unit, s: Shooter | null, from: Cell): ShotChoice | undefined {
    if (!s) return undefined;
    let best: BestFire | null = null;
    let target: Unit | undefined;
    for (const e of this.enemiesOf(u)) {
      const c = this.fire(s, e, this.targetNumber(e), from, e.cell);
      if (c && (!best || c.value > best.value)) {
        best = c;
        target = e;
      }
    }
    return best && target ? { target: target.id, ...best } : undefined;
  }

  /**
   * For one unit against the current enemies: the value of its best shot from a cell (bestShot's
   * value, 0 when none; values are above 0, so the first maximum wins alike) and exposureAt, with
   * shooters and targets looked up once, since the walk weighs a dozen cells (choose.ts).
   */
  weigher(u: Unit): { offense(from: Cell): number; exposure(at: Cell): number } {
    const enemies = this.enemiesOf(u);
    const mine = this.shooter(u);
    const asTargets = enemies.map((e) => this.targetNumber(e));
    const theirs = enemies.map((e) => this.shooter(e));
    const me = this.targetNumber(u);
    return {
      offense: (from) => {
        if (!mine) return 0;
        let best = 0;
        for (let i = 0; i < enemies.length; i++) {
          const e = enemies[i] as Unit;
          const v = this.fire(mine, e, asTargets[i] ?? 0, from, e.cell)?.value ?? 0;
          if (v > best) best = v;
        }
        return best;
      },
      exposure: (at) => {
        let total = 0;
        for (let i = 0; i < enemies.length; i++) {
          const s = theirs[i];
          total += (s && this.fire(s, u, me, (enemies[i] as Unit).cell, at)?.value) ?? 0;
        }
        return total;
      },
    };
  }

  /** The harm `e` could do with its best shot now: what stopping it (a grab, a disarm) is worth. */
  threatOf(e: Unit): number {
    return this.bestShot(e)?.value ?? 0;
  }

  /** How much harm the enemies could do to `u` standing at `at` on their turns. */
  exposureAt(u: Unit, at: Cell): number {
    const tk = this.targetNumber(u);
    let total = 0;
    for (const e of this.enemiesOf(u)) {
      const s = this.shooter(e);
      total += (s && this.fire(s, u, tk, e.cell, at)?.value) ?? 0;
    }
    return total;
  }
}
