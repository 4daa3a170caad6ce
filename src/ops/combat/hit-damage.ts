import type { Rng } from '../../core/rng';
import { ARMORS, coverageOf, type ArmorDef, type ArmorState, type DamageKind } from '../data/armor';
import { woundLevel, type WoundLevel } from '../data/wound-chart';
import { rollCoverage, rollValue, sumModifiers, type Modifier, type RollRecord } from '../dice/roll-record';
import type { ArmorFactor } from '../dice/odds';
import { applyWound, type Landed, type WoundTrack } from './wounds';

const ARMOR_BY_NAME = new Map<string, ArmorDef>(ARMORS.map((a) => [a.name, a]));

const COVERAGE_LABELS: Readonly<Record<DamageKind, Map<string, string>>> = { ballistic: new Map(), physical: new Map() };

/** Labels are cached: building strings per hit is much of the cost of resolving one. */
function coverageLabel(name: string, kind: DamageKind): string {
  const cache = COVERAGE_LABELS[kind];
  let label = cache.get(name);
  if (label === undefined) {
    label = `Armor coverage: ${name} (${kind})`;
    cache.set(name, label);
  }
  return label;
}

/** The current value and coverage of worn armor against one kind of attack (null when none). */
export function armorFactor(armor: ArmorState | null | undefined, kind: DamageKind): ArmorFactor | null {
  if (!armor) return null;
  const def = ARMOR_BY_NAME.get(armor.name);
  if (!def) return null;
  return { value: kind === 'ballistic' ? armor.ballistic : armor.physical, coverage: coverageOf(def, kind) };
}

/** What is hit: its wound track, its worn armor (current values) and natural damage reduction. */
export interface HitTarget {
  readonly wounds: WoundTrack;
  readonly armor: ArmorState | null;
  /** Tough Hide and the like: subtracted after armor (see gifts-faults.ts). */
  readonly damageReduction?: number;
}

export interface HitDamage {
  readonly damageRoll: RollRecord;
  /** null when the target wears no armor. */
  readonly coverageRoll: RollRecord | null;
  readonly armorProtected: boolean;
  readonly finalDamage: number;
  /** The row the damage reads on the chart. */
  readonly level: WoundLevel;
  /** Where it was marked on this target (higher when the row was full; 'dead' past Near Death). */
  readonly landed: Landed;
  /** R-OPS-23: the armor value dropped by one because the damage exceeded it. */
  readonly armorDegraded: boolean;
  readonly target: HitTarget;
}

export interface DamageSpec {
  readonly label: string;
  /** Weapon or BODY-based damage value, e.g. { name: 'AK-47', value: 8 }. */
  readonly source: { readonly name: string; readonly value: number };
  readonly modifiers: readonly Modifier[];
  readonly kind: DamageKind;
}

/**
 * One hit (R-OPS-5, R-OPS-22, R-OPS-23): 1dF + damage; if armor is worn, its coverage roll; when it
 * protects, its value is subtracted and drops by one if the damage exceeded it. The wound is marked.
 */
export function resolveHitDamage(rng: Rng, spec: DamageSpec, target: HitTarget): HitDamage {
  const damageRoll = rollValue(rng, { kind: 'damage', label: spec.label, trait: spec.source, modifiers: spec.modifiers, dice: 1 });
  const raw = damageRoll.total;
  const factor = armorFactor(target.armor, spec.kind);
  let coverageRoll: RollRecord | null = null;
  let armorProtected = false;
  let armorDegraded = false;
  let armor = target.armor;
  let dealt = raw;
  if (factor !== null && armor !== null) {
    coverageRoll = rollCoverage(rng, coverageLabel(armor.name, spec.kind), factor.coverage);
    armorProtected = coverageRoll.outcome === 'success';
    if (armorProtected) {
      dealt = raw - factor.value;
      if (raw > factor.value && factor.value > 0) {
        armorDegraded = true;
        const ballistic = spec.kind === 'ballistic' ? 1 : 0;
        armor = { name: armor.name, ballistic: armor.ballistic - ballistic, physical: armor.physical - (1 - ballistic) };
      }
    }
  }
  const finalDamage = dealt - (target.damageReduction ?? 0);
  const level = woundLevel(finalDamage);
  const { track, landed } = applyWound(target.wounds, level);
  return {
    damageRoll,
    coverageRoll,
    armorProtected,
    finalDamage,
    level,
    landed,
    armorDegraded,
    target: { wounds: track, armor, damageReduction: target.damageReduction ?? 0 },
  };
}

/** Sum of the damage modifiers, for previews. */
export function damageBonusOf(mods: readonly Modifier[]): number {
  return sumModifiers(mods);
}
