import type { WoundRowId } from '../data/wound-chart';
import { UNWOUNDED, type WoundTrack } from '../combat/wounds';

/**
 * A character's medical state between minutes (R-OPS-25, R-OPS-26): plain data kept beside its
 * wound track in game state.
 */
export interface Condition {
  readonly wounds: WoundTrack;
  /** Losing blood: set by a Light wound or worse, cleared by First Aid (R-OPS-25). */
  readonly bleeding: boolean;
  /** Near-death rolls made so far; each after the first is -1 more (R-OPS-26). */
  readonly nearDeathChecks: number;
  /** First Aid at Superb ended the danger of dying (R-OPS-26). */
  readonly stabilized: boolean;
  /** First Aid may be tried once per minute per patient (R-OPS-25). */
  readonly firstAidThisMinute: boolean;
}

export const HEALTHY: Condition = { wounds: UNWOUNDED, bleeding: false, nearDeathChecks: 0, stabilized: false, firstAidThisMinute: false };

const BLEEDING_ROWS: readonly WoundRowId[] = ['light', 'serious', 'critical', 'incapacitated'];

/**
 * The condition after the wound track changed by a hit: a new Light wound or worse starts (or
 * restarts) bleeding; reaching Near Death starts the near-death checks (R-OPS-25, R-OPS-26).
 */
export function afterWounds(condition: Condition, wounds: WoundTrack, landed: string): Condition {
  const bleeds = (BLEEDING_ROWS as readonly string[]).includes(landed);
  const nearDeath = landed === 'nearDeath' && condition.wounds.nearDeath === 0;
  return {
    ...condition,
    wounds,
    bleeding: condition.bleeding || bleeds,
    ...(nearDeath ? { nearDeathChecks: 0, stabilized: false } : {}),
  };
}
