import type { AttributeId } from '../ops/data/attributes';
import type { CharacterSkill } from '../ops/character/types';
import type { Accessory, EquipmentItem } from './types';

/**
 * What a kind of agent tends to be good at and carry: the random agent generator draws from these
 * (this game's data, not rules; the rules decide only whether the result is valid).
 */
export interface Specialty {
  readonly name: string;
  /** The R-OPS-10 colour whose role fits best. */
  readonly color: string;
  /** Attributes to raise, most wanted first. */
  readonly attributes: readonly AttributeId[];
  /** Skills to buy, most wanted first (a field skill names its field). */
  readonly skills: readonly Omit<CharacterSkill, 'rating'>[];
  readonly weapons: readonly { readonly name: string; readonly ammo?: string; readonly accessories?: readonly Accessory[] }[];
  readonly sidearm: boolean;
  readonly armor: readonly string[];
  readonly equipment: readonly EquipmentItem[];
  readonly gifts: readonly string[];
  readonly style?: string;
}

const s = (name: string, field?: string, difficulty?: CharacterSkill['difficulty']): Omit<CharacterSkill, 'rating'> => ({
  name,
  ...(field ? { field } : {}),
  ...(difficulty ? { difficulty } : {}),
});

const RADIO: EquipmentItem = { name: 'Hands-Free Radio' };

export const SPECIALTIES: readonly Specialty[] = [
  {
    name: 'Sniper',
    color: 'Black',
    attributes: ['PER', 'REA', 'MEN'],
    skills: [s('Sniper'), s('Rifle'), s('Stealth'), s('Spot Hidden'), s('Awareness'), s('Handgun'), s('Survival', 'forest')],
    weapons: [{ name: 'PSG1' }, { name: 'M24' }, { name: 'Dragunov SVD' }, { name: 'Sig Saur SSG2000' }],
    sidearm: true,
    armor: ['Light Vest'],
    equipment: [RADIO, { name: 'Camouflage Gear', variant: 'forest' }],
    gifts: ['Always Keeps His Cool', 'Peripheral Vision', 'Night Vision'],
  },
  {
    name: 'Assault',
    color: 'Red',
    attributes: ['REA', 'BODY', 'PER'],
    skills: [s('Rifle'), s('Submachine Gun'), s('Throwing'), s('Brawling'), s('Awareness'), s('Climbing'), s('Endurance')],
    weapons: [{ name: 'M16a2', accessories: ['Laser Sight'] }, { name: 'FAMAS' }, { name: 'AK-47' }, { name: 'Heckler & Koch MP5', accessories: ['Folding Stock'] }],
    sidearm: true,
    armor: ['Standard Vest', 'Light Body Armor'],
    equipment: [RADIO, { name: 'Flash Bangs', count: 2 }],
    gifts: ['Combat Reflexes', 'High Pain Threshold', 'Tough Hide'],
  },
  {
    name: 'Medic',
    color: 'Blue',
    attributes: ['TECH', 'REA', 'MEN'],
    skills: [s('First Aid'), s('Knowledge', 'Medicine'), s('Submachine Gun'), s('Awareness'), s('Handgun'), s('Persuasion'), s('Endurance')],
    weapons: [{ name: 'Heckler & Koch MP5' }, { name: 'UZI 9mm', accessories: ['Folding Stock'] }],
    sidearm: true,
    armor: ['Standard Vest'],
    equipment: [RADIO, { name: 'First Aid Kit', count: 2 }],
    gifts: ['Always Keeps His Cool', 'Rapid Healing', 'Danger Sense'],
  },
  {
    name: 'Demolitions',
    color: 'Green',
    attributes: ['TECH', 'REA', 'BODY'],
    skills: [s('Demolitions'), s('Sabotage'), s('Electronics'), s('Shotgun'), s('Throwing'), s('Climbing'), s('Awareness')],
    weapons: [{ name: 'Mossberg 500TP8-SP', ammo: 'slug' }, { name: 'FN Riot' }, { name: 'Ingram Mach 10' }],
    sidearm: true,
    armor: ['Armor Jacket', 'Standard Vest'],
    equipment: [RADIO, { name: 'Demolitions Kit', variant: 'setting' }, { name: 'Door Charges', count: 3 }],
    gifts: ['Always Keeps His Cool', 'Ambidextrous', 'Lucky'],
  },
  {
    name: 'Electronics',
    color: 'Green',
    attributes: ['TECH', 'MEN', 'REA'],
    skills: [s('Electronics'), s('Security'), s('Repair'), s('Pick Locks'), s('Submachine Gun'), s('Stealth'), s('Listen')],
    weapons: [{ name: 'Skorpion vz64', accessories: ['Silencer'] }, { name: 'Heckler & Koch MP5', accessories: ['Silencer'] }],
    sidearm: true,
    armor: ['Light Vest'],
    equipment: [RADIO, { name: 'Electronics Kit' }, { name: 'Tracking Devices', count: 2 }],
    gifts: ['Eidetic Memory', 'Contacts', 'Absolute Direction'],
  },
  {
    name: 'Infiltrator',
    color: 'Gray',
    attributes: ['REA', 'PER', 'SOC'],
    skills: [s('Stealth'), s('Handgun'), s('Pick Locks'), s('Disguise'), s('Acting'), s('Climbing'), s('Listen'), s('Evasion')],
    weapons: [{ name: 'Beretta M92', accessories: ['Silencer'] }, { name: 'Glock 17', accessories: ['Silencer', 'Laser Sight'] }],
    sidearm: false,
    armor: ['Light Vest'],
    equipment: [RADIO, { name: 'Lock Pick Set' }, { name: 'Night Vision Goggles' }, { name: 'Camouflage Gear', variant: 'black' }],
    gifts: ['Danger Sense', 'Peripheral Vision', 'Lucky'],
  },
  {
    name: 'Martial Artist',
    color: 'Red',
    attributes: ['REA', 'BODY', 'PER'],
    skills: [s('Martial Arts'), s('Melee Weapons'), s('Stealth'), s('Throwing'), s('Climbing'), s('Handgun'), s('Awareness')],
    weapons: [{ name: 'Glock 17' }, { name: 'Sig Saur p230', accessories: ['Silencer'] }],
    sidearm: false,
    armor: ['Light Vest'],
    equipment: [RADIO],
    gifts: ['Combat Reflexes', 'Danger Sense', 'High Pain Threshold'],
    style: 'Kung Fu',
  },
  {
    name: 'Team Leader',
    color: 'Blue',
    attributes: ['SOC', 'MEN', 'REA'],
    skills: [s('Rifle'), s('Persuasion'), s('Intimidation'), s('Awareness'), s('Interrogation'), s('Handgun'), s('Knowledge', 'Tactics')],
    weapons: [{ name: 'AR-15', accessories: ['Scope'] }, { name: 'M16a1' }, { name: 'FN FAL' }],
    sidearm: true,
    armor: ['Standard Vest'],
    equipment: [RADIO, { name: 'GPS System' }],
    gifts: ['Always Keeps His Cool', 'Reputation', 'Contacts'],
  },
  {
    name: 'Hacker',
    color: 'Black',
    attributes: ['MEN', 'TECH', 'PER'],
    skills: [s('Computer Hacking'), s('Electronics'), s('Security'), s('Knowledge', 'Cryptography'), s('Handgun'), s('Language', 'Russian', 'Hard'), s('Listen')],
    weapons: [{ name: 'Sig Saur p230' }, { name: 'Glock 17' }],
    sidearm: false,
    armor: ['Light Vest'],
    equipment: [RADIO, { name: 'Electronics Kit' }],
    gifts: ['Eidetic Memory', 'Absolute Direction', 'Contacts'],
  },
];

export function findSpecialty(name: string): Specialty | undefined {
  return SPECIALTIES.find((sp) => sp.name.toLowerCase() === name.trim().toLowerCase());
}
