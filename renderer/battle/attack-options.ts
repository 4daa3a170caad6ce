/**
 * The ways a unit may attack one target now, from the engine's legal actions (R-OPS-15 fire
 * modes and shots, R-OPS-18..21 maneuvers), as commands with labels for the attack menu.
 */
import type { AttackCommandData, LegalActions } from '../../src/battle';

export interface AttackOption {
  readonly key: string;
  readonly label: string;
  readonly command: AttackCommandData;
}

const MANEUVER_LABEL: Record<string, string> = {
  punch: 'Punch',
  kick: 'Kick',
  strike: 'Strike with the melee weapon',
  grab: 'Grab',
  throw: 'Throw (after a grab)',
  escape: 'Escape the grab',
  disarm: 'Disarm',
};

export function attackOptions(legal: LegalActions, target: string): AttackOption[] {
  const out: AttackOption[] = [];
  const shoot = legal.shoot.find((s) => s.target === target);
  if (shoot) {
    if (shoot.modes.includes('semi')) {
      for (let n = shoot.maxShots; n >= 1; n -= 1) {
        out.push({ key: `semi-${n}`, label: `Semi-automatic, ${n} shot${n === 1 ? '' : 's'}`, command: { type: 'unit.attack', unit: legal.unit, target, mode: 'semi', shots: n } });
      }
    }
    if (shoot.modes.includes('auto')) out.push({ key: 'auto', label: 'Full automatic', command: { type: 'unit.attack', unit: legal.unit, target, mode: 'auto' } });
  }
  const melee = legal.melee.find((m) => m.target === target);
  for (const maneuver of melee?.maneuvers ?? []) {
    out.push({ key: `melee-${maneuver}`, label: MANEUVER_LABEL[maneuver] ?? maneuver, command: { type: 'unit.melee', unit: legal.unit, target, maneuver } });
  }
  return out;
}

/** Targets in the order the "next target" key walks them: every unit the unit may attack now. */
export function attackTargets(legal: LegalActions): string[] {
  return [...new Set([...legal.shoot.map((s) => s.target), ...legal.melee.map((m) => m.target)])];
}

/** The option to keep when the target changes: the same kind of attack if it is still offered. */
export function keepOption(options: readonly AttackOption[], wanted: string | null): AttackOption | undefined {
  return options.find((o) => o.key === wanted) ?? options.find((o) => o.key.startsWith('semi')) ?? options[0];
}
