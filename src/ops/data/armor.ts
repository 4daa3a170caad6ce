import { makeLookup } from '../lookup';

/**
 * Body armor of the text's table. Values are numbers subtracted from damage; coverage is a ladder
 * value: the armor protects when 2dF + Fair <= coverage (R-OPS-5, R-OPS-23). `modifier` applies
 * to any physical action of the wearer.
 */
export interface ArmorDef {
  readonly name: string;
  readonly physical: number;
  readonly physicalCoverage: number;
  readonly ballistic: number;
  readonly ballisticCoverage: number;
  readonly modifier: number;
}

export const ARMORS: readonly ArmorDef[] = [
  { name: 'Light Vest', physical: 3, physicalCoverage: -1, ballistic: 3, ballisticCoverage: -1, modifier: 0 },
  { name: 'Standard Vest', physical: 4, physicalCoverage: 0, ballistic: 4, ballisticCoverage: 0, modifier: 0 },
  { name: 'Armor Jacket', physical: 4, physicalCoverage: 1, ballistic: 4, ballisticCoverage: 0, modifier: 0 },
  { name: 'Light Body Armor', physical: 5, physicalCoverage: 2, ballistic: 5, ballisticCoverage: 1, modifier: 0 },
  { name: 'Heavy Body Armor', physical: 6, physicalCoverage: 2, ballistic: 6, ballisticCoverage: 1, modifier: -1 },
  { name: 'Bomb Blast Suit', physical: 4, physicalCoverage: 2, ballistic: 10, ballisticCoverage: 2, modifier: -2 },
];

export const findArmor = makeLookup('armor', ARMORS, (a) => a.name);

/** Ballistic protection is against firearms, physical against melee and unarmed blows (R-OPS-21). */
export type DamageKind = 'ballistic' | 'physical';

/** The armor one character wears, as kept in game state: current values drop as it is beaten (R-OPS-23). */
export interface ArmorState {
  readonly name: string;
  readonly ballistic: number;
  readonly physical: number;
}

export function freshArmor(def: ArmorDef): ArmorState {
  return { name: def.name, ballistic: def.ballistic, physical: def.physical };
}

/** Coverage level of an armor against one kind of attack. */
export function coverageOf(def: ArmorDef, kind: DamageKind): number {
  return kind === 'ballistic' ? def.ballisticCoverage : def.physicalCoverage;
}
