import { z } from 'zod';
import { schemaRefusal } from '../../core/plain-issue';

/**
 * House-rule options of the Black Ops rules (DECISIONS.md): stored in the game and its save,
 * shown in the settings screen.
 */
export interface OpsOptions {
  /** R-OPS-15: "per-burst": burst k at -(k-1); "all-bursts": every burst at -(bursts-1). */
  readonly recoil: 'per-burst' | 'all-bursts';
  /** R-OPS-17: characters within this many meters of a flash-bang are blinded. */
  readonly flashBangRadiusM: number;
}

export const DEFAULT_OPS_OPTIONS: OpsOptions = { recoil: 'per-burst', flashBangRadiusM: 2 };

export const opsOptionsSchema = z.object({
  recoil: z.enum(['per-burst', 'all-bursts']).default(DEFAULT_OPS_OPTIONS.recoil),
  flashBangRadiusM: z.number().min(0).max(50).default(DEFAULT_OPS_OPTIONS.flashBangRadiusM),
});

/** Reads saved options; missing ones take their defaults, bad ones are refused in one sentence. */
export function parseOpsOptions(value: unknown): { ok: true; options: OpsOptions } | { ok: false; reason: string } {
  const r = opsOptionsSchema.safeParse(value ?? {});
  if (r.success) return { ok: true, options: r.data };
  return { ok: false, reason: schemaRefusal('A Black Ops option is wrong', r.error, { input: value ?? {}, top: 'the options' }) };
}
