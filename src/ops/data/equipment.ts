import type { FirearmCategory, RangeBands } from './firearms-types';
import { makeLookup } from '../lookup';

/**
 * What a piece of equipment does in the rules. Items whose text has no mechanical effect are
 * `roleplaying` (shown on the sheet only). Bonuses not written in the text are this game's data
 * and say so in `source`.
 */
export type EquipmentEffect =
  | { readonly kind: 'skill bonus'; readonly skills: readonly string[]; readonly bonus: number; readonly condition?: string }
  /** Scope and laser sight share one +1 (R-OPS-11); sniper rifles already have it. */
  | { readonly kind: 'sight'; readonly accuracyBonus: 1; readonly condition?: string }
  | { readonly kind: 'flash-bang'; readonly blindRounds: number; readonly blindPenalty: number; readonly ranges: RangeBands }
  | { readonly kind: 'sees in darkness'; readonly heat: boolean }
  | { readonly kind: 'breaches door' }
  /** Difficulty of the Listen roll to hear a silenced shot, by weapon; null = cannot be silenced. */
  | { readonly kind: 'silencer'; readonly listenDifficulty: Readonly<Record<FirearmCategory, number | null>> }
  | { readonly kind: 'underwater breathing'; readonly minutes: number }
  | { readonly kind: 'roleplaying' };

export interface EquipmentDef {
  readonly name: string;
  readonly effect: EquipmentEffect;
  /** Kinds to choose from (camouflage patterns, demolitions kit purpose). */
  readonly variants?: readonly string[];
  /** "text" when the rulebook states the effect; otherwise the ruling or this game's own data. */
  readonly source: string;
  readonly description: string;
}

/**
 * Flash-bang throwing distances (R-OPS-17 throws at "the range difficulty" but the text gives no
 * bands): this game's data, a hand-thrown grenade of 20 m begins Superb, out of range past 40 m.
 */
export const FLASH_BANG_RANGES: RangeBands = [2, 3, 5, 8, 12, 16, 20];

export const EQUIPMENT: readonly EquipmentDef[] = [
  {
    name: 'Camouflage Gear',
    effect: { kind: 'skill bonus', skills: ['Stealth'], bonus: 1, condition: 'only in the environment of its pattern' },
    variants: ['forest', 'desert', 'arctic', 'water', 'urban', 'black'],
    source: 'text',
    description: '+1 to hiding tasks in the right environment; the wrong camo gives nothing.',
  },
  {
    name: 'Climbing Equipment',
    effect: { kind: 'skill bonus', skills: ['Climbing'], bonus: 1 },
    source: 'this game (the right tools, as First Aid in the text)',
    description: 'Rope, harnesses, climbing spikes.',
  },
  {
    name: 'Demolitions Kit',
    effect: { kind: 'skill bonus', skills: ['Demolitions'], bonus: 1 },
    variants: ['setting', 'disarming'],
    source: 'this game (the right tools, as First Aid in the text)',
    description: 'One kind sets explosives, the other disarms them.',
  },
  {
    name: 'Door Charges',
    effect: { kind: 'breaches door' },
    source: 'text',
    description: 'Shaped charges that blast a door inward.',
  },
  {
    name: 'Electronics Kit',
    effect: { kind: 'skill bonus', skills: ['Electronics', 'Security'], bonus: 1 },
    source: 'this game (the right tools, as First Aid in the text)',
    description: 'Tools for cracking codes and disarming cameras and motion trackers.',
  },
  {
    name: 'First Aid Kit',
    effect: { kind: 'skill bonus', skills: ['First Aid'], bonus: 1, condition: 'to stop bleeding or death' },
    source: 'R-OPS-25',
    description: 'The right tools and equipment: +1 to stop bleeding or death.',
  },
  {
    name: 'Flash Bangs',
    effect: { kind: 'flash-bang', blindRounds: 2, blindPenalty: -3, ranges: FLASH_BANG_RANGES },
    source: 'text; R-OPS-17 (ranges: this game)',
    description: 'Blinds everyone within the blast radius for two rounds: -3 to any action needing sight.',
  },
  { name: 'GPS System', effect: { kind: 'roleplaying' }, source: 'text', description: 'Lets superiors track and record the team.' },
  { name: 'Hands-Free Radio', effect: { kind: 'roleplaying' }, source: 'text', description: 'Voice-activated two-way headset.' },
  {
    name: 'Laser Sight',
    effect: { kind: 'sight', accuracyBonus: 1, condition: 'not through glass or fog' },
    source: 'text; R-OPS-11',
    description: '+1 weapon accuracy; with a scope still only +1.',
  },
  {
    name: 'Lock Pick Set',
    effect: { kind: 'skill bonus', skills: ['Pick Locks'], bonus: 1 },
    source: 'this game (the right tools, as First Aid in the text)',
    description: 'Picks of various sizes for mechanical locks.',
  },
  {
    name: 'Night Vision Goggles',
    effect: { kind: 'sees in darkness', heat: false },
    source: 'text',
    description: 'See in complete darkness.',
  },
  {
    name: 'Thermal Goggles',
    effect: { kind: 'sees in darkness', heat: true },
    source: 'text',
    description: 'Show heat; some degree of night vision.',
  },
  {
    name: 'Scope',
    effect: { kind: 'sight', accuracyBonus: 1 },
    source: 'text; R-OPS-11',
    description: '+1 weapon accuracy; with a laser sight still only +1.',
  },
  {
    name: 'SCUBA Gear',
    effect: { kind: 'underwater breathing', minutes: 60 },
    source: 'text',
    description: 'Compact breathing equipment for about one hour.',
  },
  {
    name: 'Silencer',
    effect: {
      kind: 'silencer',
      // R-OPS-41: heavier weapons are harder to silence, so their shots are easier to hear: handgun
      // Superb, submachine gun Great, rifle Good; a shotgun cannot be silenced.
      listenDifficulty: { handgun: 3, 'submachine gun': 2, 'assault rifle': 1, 'sniper rifle': 1, shotgun: null },
    },
    source: 'text; R-OPS-41 (difficulties)',
    description: 'A Listen roll is needed to hear the shot; shotguns cannot be silenced.',
  },
  {
    name: 'Tracking Devices',
    effect: { kind: 'roleplaying' },
    source: 'text',
    description: 'Radio transmitters to trace a person or object.',
  },
];

export const findEquipment = makeLookup('equipment', EQUIPMENT, (e) => e.name, {
  aliasesOf: (e) => (e.name === 'Flash Bangs' ? ['Flash Bang', 'Flash-bang'] : []),
});
