import type { MeleeEffect } from './melee';

/** Who holds whom (R-OPS-19): plain data kept in the battle state. */
export interface Hold {
  readonly holder: string;
  readonly held: string;
}

export function holdOf(holds: readonly Hold[], id: string): Hold | undefined {
  return holds.find((h) => h.holder === id || h.held === id);
}

export function isGrabbing(holds: readonly Hold[], id: string): boolean {
  return holds.some((h) => h.holder === id);
}

export function isGrabbed(holds: readonly Hold[], id: string): boolean {
  return holds.some((h) => h.held === id);
}

/**
 * The holds after a melee action between `attacker` and `defender`: a grab adds one; an escape or
 * a throw ends theirs. A character that is out of the fight drops its hold and is let go.
 */
export function applyHoldEffects(holds: readonly Hold[], attacker: string, defender: string, effects: readonly MeleeEffect[]): Hold[] {
  let next = [...holds];
  for (const e of effects) {
    if (e.kind === 'hold') next = [...next.filter((h) => h.held !== defender), { holder: attacker, held: defender }];
    if (e.kind === 'hold broken') {
      next = next.filter((h) => !((h.holder === attacker && h.held === defender) || (h.holder === defender && h.held === attacker)));
    }
  }
  return next;
}

/** Releases every hold involving a character (taken out, killed or moved away by the engine). */
export function releaseHolds(holds: readonly Hold[], id: string): Hold[] {
  return holds.filter((h) => h.holder !== id && h.held !== id);
}
