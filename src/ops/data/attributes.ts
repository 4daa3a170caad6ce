/** The six attributes of Black Ops (R-OPS-6): all start at Fair, range Terrible..Superb. */
export const ATTRIBUTE_IDS = ['BODY', 'REA', 'PER', 'TECH', 'MEN', 'SOC'] as const;
export type AttributeId = (typeof ATTRIBUTE_IDS)[number];

export interface AttributeDef {
  readonly id: AttributeId;
  readonly name: string;
  readonly description: string;
}

export const ATTRIBUTES: readonly AttributeDef[] = [
  { id: 'BODY', name: 'Body', description: 'Strength, endurance and stamina: fights longer and hits harder.' },
  { id: 'REA', name: 'Reactions', description: 'Reflexes, agility and dexterity: acts faster in combat and moves better.' },
  { id: 'PER', name: 'Perception', description: 'Awareness of the surroundings: notices bad things before they happen.' },
  { id: 'TECH', name: 'Technical', description: 'Mechanical aptitude: how good the character is with machines and technology.' },
  { id: 'MEN', name: 'Mental', description: 'Intelligence and willpower.' },
  { id: 'SOC', name: 'Social', description: 'Charm, wit, cool, and a sort of empathy for others.' },
];

/** R-OPS-6: attributes start at Fair with 4 free levels and stay within Terrible..Superb. */
export const ATTRIBUTE_BASE = 0;
export const FREE_ATTRIBUTE_LEVELS = 4;
export const ATTRIBUTE_MIN = -3;
export const ATTRIBUTE_MAX = 3;

export function isAttributeId(text: string): text is AttributeId {
  return (ATTRIBUTE_IDS as readonly string[]).includes(text);
}
