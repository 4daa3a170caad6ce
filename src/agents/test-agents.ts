import type { Agent } from './types';

/** A valid agent used across the tests: 48 levels budget, all spent on purpose below. */
export const TIGER: Agent = {
  name: 'Jack Doe',
  animal: 'Tiger',
  specialty: 'Assault',
  attributes: { BODY: 1, REA: 2, PER: 1, TECH: 0, MEN: 0, SOC: 0 },
  skills: [
    { name: 'Rifle', rating: 3 },
    { name: 'Handgun', rating: 2 },
    { name: 'Martial Arts', rating: 1 },
    { name: 'Knowledge', field: 'History', rating: 0 },
  ],
  gifts: ['Combat Reflexes'],
  faults: ['Overconfident'],
  gear: {
    weapons: [{ name: 'M16a2', spareMagazines: 3, accessories: ['Laser Sight'] }],
    melee: ['Knife'],
    armor: 'Standard Vest',
    equipment: [{ name: 'Flash Bangs', count: 2 }],
  },
};
