import type { HitDamage } from '../../ops/combat/hit-damage';
import type { DamageReport } from '../state/events';

/** The log's copy of one hit's damage (R-CORE-2: every roll kept for audit). */
export function damageReport(d: HitDamage): DamageReport {
  return {
    damageRoll: d.damageRoll,
    coverageRoll: d.coverageRoll,
    armorProtected: d.armorProtected,
    armorDegraded: d.armorDegraded,
    finalDamage: d.finalDamage,
    level: d.level,
    landed: d.landed,
  };
}
