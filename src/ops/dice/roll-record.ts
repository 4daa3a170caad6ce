import type { FudgeFace } from '../../core/dice';
import type { Rng } from '../../core/rng';

/** One modifier of a roll or of a difficulty, with the reason shown in the dice log (R-CORE-2). */
export interface Modifier {
  readonly value: number;
  readonly reason: string;
}

export type RollKind = 'unopposed' | 'ranged' | 'opposed' | 'damage' | 'coverage' | 'initiative';

/** What the total was compared with. */
export type Against =
  /** Succeeds when total >= value (unopposed and ranged rolls); `parts` build the difficulty. */
  | { readonly kind: 'difficulty'; readonly value: number; readonly parts: readonly Modifier[] }
  /** Succeeds when total <= value: armor coverage (R-OPS-5). */
  | { readonly kind: 'at most'; readonly value: number }
  /** Opposed (R-OPS-2): the attacker needs a strictly higher total; ties go to the defender. */
  | { readonly kind: 'opposed'; readonly total: number; readonly side: 'attacker' | 'defender' }
  /** Damage and initiative: the total is the result. */
  | { readonly kind: 'none' };

export type Outcome = 'success' | 'failure' | 'rolled';

/** The one record of a roll used everywhere: enough to audit any result (R-CORE-2). */
export interface RollRecord {
  readonly kind: RollKind;
  /** "Rifle shot 1 of 2", "Armor coverage: Standard Vest (ballistic)". */
  readonly label: string;
  readonly trait: { readonly name: string; readonly value: number };
  readonly modifiers: readonly Modifier[];
  readonly faces: readonly FudgeFace[];
  readonly total: number;
  readonly against: Against;
  readonly outcome: Outcome;
}

export function sumModifiers(mods: readonly Modifier[]): number {
  let s = 0;
  for (const m of mods) s += m.value;
  return s;
}

/** Rolls N dF straight into a fresh array (the hot path of attack resolution). */
export function rollFaces(rng: Rng, n: number): { faces: FudgeFace[]; sum: number } {
  const faces: FudgeFace[] = [];
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    const f = (rng.int(3) - 1) as FudgeFace;
    faces.push(f);
    sum += f;
  }
  return { faces, sum };
}

export interface RollSpec {
  readonly kind: RollKind;
  readonly label: string;
  readonly trait: { readonly name: string; readonly value: number };
  readonly modifiers: readonly Modifier[];
  readonly dice: number;
}

/** An unopposed or ranged roll: trait + modifiers + NdF against a difficulty (R-OPS-1, R-OPS-3). */
export function rollVsDifficulty(rng: Rng, spec: RollSpec, difficulty: number, parts: readonly Modifier[]): RollRecord {
  const { faces, sum } = rollFaces(rng, spec.dice);
  const total = spec.trait.value + sumModifiers(spec.modifiers) + sum;
  return {
    kind: spec.kind,
    label: spec.label,
    trait: spec.trait,
    modifiers: spec.modifiers,
    faces,
    total,
    against: { kind: 'difficulty', value: difficulty, parts },
    outcome: total >= difficulty ? 'success' : 'failure',
  };
}

/** A roll whose total is the result: damage (1dF + value, R-OPS-5) or initiative (R-OPS-4). */
export function rollValue(rng: Rng, spec: RollSpec): RollRecord {
  const { faces, sum } = rollFaces(rng, spec.dice);
  return {
    kind: spec.kind,
    label: spec.label,
    trait: spec.trait,
    modifiers: spec.modifiers,
    faces,
    total: spec.trait.value + sumModifiers(spec.modifiers) + sum,
    against: { kind: 'none' },
    outcome: 'rolled',
  };
}

/** Armor coverage (R-OPS-5): 2dF + Fair; the armor protects when the total is <= its coverage. */
export function rollCoverage(rng: Rng, label: string, coverage: number): RollRecord {
  const { faces, sum } = rollFaces(rng, 2);
  return {
    kind: 'coverage',
    label,
    trait: { name: 'Fair', value: 0 },
    modifiers: [],
    faces,
    total: sum,
    against: { kind: 'at most', value: coverage },
    outcome: sum <= coverage ? 'success' : 'failure',
  };
}

export interface OpposedRolls {
  readonly attacker: RollRecord;
  readonly defender: RollRecord;
  readonly attackerWins: boolean;
  /** Attacker total - defender total (the relative degree). */
  readonly margin: number;
}

/** Opposed 2dF vs 2dF (R-OPS-2, R-OPS-18): the attacker wins only on a strictly higher total. */
export function rollOpposed(rng: Rng, attacker: Omit<RollSpec, 'dice' | 'kind'>, defender: Omit<RollSpec, 'dice' | 'kind'>): OpposedRolls {
  const a = rollFaces(rng, 2);
  const d = rollFaces(rng, 2);
  const at = attacker.trait.value + sumModifiers(attacker.modifiers) + a.sum;
  const dt = defender.trait.value + sumModifiers(defender.modifiers) + d.sum;
  const wins = at > dt;
  return {
    attacker: {
      kind: 'opposed',
      label: attacker.label,
      trait: attacker.trait,
      modifiers: attacker.modifiers,
      faces: a.faces,
      total: at,
      against: { kind: 'opposed', total: dt, side: 'attacker' },
      outcome: wins ? 'success' : 'failure',
    },
    defender: {
      kind: 'opposed',
      label: defender.label,
      trait: defender.trait,
      modifiers: defender.modifiers,
      faces: d.faces,
      total: dt,
      against: { kind: 'opposed', total: at, side: 'defender' },
      outcome: wins ? 'failure' : 'success',
    },
    attackerWins: wins,
    margin: at - dt,
  };
}
