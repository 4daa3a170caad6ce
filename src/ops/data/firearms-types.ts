/** Types of the firearm tables (text, "Firearms"; R-OPS-11, R-OPS-12, R-OPS-15, R-OPS-16). */

export type FirearmCategory = 'handgun' | 'submachine gun' | 'assault rifle' | 'sniper rifle' | 'shotgun';

/** The skill each category is fired with. */
export type FirearmSkill = 'Handgun' | 'Submachine Gun' | 'Rifle' | 'Sniper' | 'Shotgun';

/**
 * Distances in meters where Terrible, Poor, Mediocre, Fair, Good, Great and Superb begin (R-OPS-12).
 */
export type RangeBands = readonly [number, number, number, number, number, number, number];

/**
 * One entry of the RoF column. "1, 20" is a semi-automatic maximum and a full-auto rate;
 * FAMAS "1, 3, 20" has two semi settings; "½" is a bolt action (one shot every two rounds).
 */
export type RofMode =
  | { readonly kind: 'semi'; readonly shots: number }
  | { readonly kind: 'auto'; readonly rate: number }
  | { readonly kind: 'bolt' };

export interface AmmoVariant {
  /** As the text names it: "9mm", ".50", "buckshot", "magnum slug". */
  readonly name: string;
  /** How it is shown: "12ga. buckshot" for shotgun loads, the caliber otherwise. */
  readonly label: string;
  readonly damage: number;
  /** Magazine sizes the text lists for it; the first is the standard one. */
  readonly magazines: readonly number[];
  readonly ranges: RangeBands;
  /** Buckshot spreads: +1 to hit and -1 damage per range level above Fair (R-OPS-16). */
  readonly spread: boolean;
}

export interface Firearm {
  readonly name: string;
  readonly category: FirearmCategory;
  readonly skill: FirearmSkill;
  readonly country: string;
  /** Ladder value of the Acc. column. */
  readonly accuracy: number;
  /** "*" in the SMG table: a folding stock is available, +1 accuracy when fitted (R-OPS-11). */
  readonly foldingStock: boolean;
  /** Sniper rifles already have a scope equipped: no further scope or laser bonus (R-OPS-11). */
  readonly builtInScope: boolean;
  readonly rof: readonly RofMode[];
  /** Most shots per turn on semi-automatic (1 for bolt action). */
  readonly semiMax: number;
  /** Full-automatic rate of fire, or null when the weapon has no full-auto mode (R-OPS-15). */
  readonly autoRate: number | null;
  /** RoF ½: fires once every two rounds (R-OPS-15). */
  readonly boltAction: boolean;
  /** Ammunition variants; the first is the default. */
  readonly ammo: readonly AmmoVariant[];
}
