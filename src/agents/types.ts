import type { Character } from '../ops/character/types';
import type { ServiceRecord } from './service-record';
import type { TeamDesignation } from '../ops/character/code-names';

/** Weapon accessories the text names (R-OPS-11; silencer: "Equipment"). */
export const ACCESSORIES = ['Scope', 'Laser Sight', 'Folding Stock', 'Silencer'] as const;
export type Accessory = (typeof ACCESSORIES)[number];

export interface WeaponLoadout {
  /** A firearm of the table ("Heckler & Koch MP5"). */
  readonly name: string;
  /** Ammunition variant by caliber or load ("9mm", "slug"); the weapon's first when left out. */
  readonly ammo?: string;
  /** Rounds per magazine; the ammunition's standard magazine when left out. */
  readonly magazine?: number;
  /** Full magazines carried besides the loaded one. */
  readonly spareMagazines: number;
  readonly accessories: readonly Accessory[];
}

export interface EquipmentItem {
  readonly name: string;
  /** Camouflage pattern, demolitions kit purpose. */
  readonly variant?: string;
  /** How many (flash-bangs, door charges); 1 when left out. */
  readonly count?: number;
}

/** What an agent carries into a mission. */
export interface Gear {
  readonly weapons: readonly WeaponLoadout[];
  readonly melee: readonly string[];
  /** One armor from the table, or none. */
  readonly armor: string | null;
  readonly equipment: readonly EquipmentItem[];
}

export const NO_GEAR: Gear = { weapons: [], melee: [], armor: null, equipment: [] };

/** The colour designation of one mission (R-OPS-10); the animal is kept from mission to mission. */
export interface MissionDesignation {
  readonly color: string;
  readonly designation?: TeamDesignation;
}

/**
 * An agent as the app holds it: the rules engine's Character (numbers, R-OPS-6..9) plus what the
 * agent file adds. Files keep ratings as ladder words; agent-file.ts converts both ways.
 */
export interface Agent extends Character {
  readonly gear: Gear;
  /** "Sniper", "Medic": a label for lists, no rules attached. */
  readonly specialty?: string;
  /** Martial-arts style (R-OPS-20): one of the text's four or a custom one of this agent. */
  readonly style?: string;
  readonly mission?: MissionDesignation;
  readonly notes?: string;
  /** Missions, wounds, kills, killed in action: kept by the roster. */
  readonly record?: ServiceRecord;
}
