/**
 * The skills of Black Hats: the eight of a starting Agent (black-hats.txt) and two that Research
 * (or a random event) can make available (R-HATS-17), each with its own action.
 */
export const BASE_SKILLS = [
  'assassination',
  'bribery',
  'combat',
  'indoctrinate',
  'infiltrate',
  'protect',
  'research',
  'surveillance',
] as const;

/** R-HATS-17: skills a conspiracy must unlock (a technology or an event) before its Agents learn them. */
export const NEW_SKILLS = ['psychic', 'embezzle'] as const;

export const SKILLS = [...BASE_SKILLS, ...NEW_SKILLS] as const;

export type SkillId = (typeof SKILLS)[number];
export type NewSkillId = (typeof NEW_SKILLS)[number];

export const SKILL_INFO: Readonly<Record<SkillId, { readonly name: string; readonly effect: string }>> = {
  assassination: { name: 'Assassination', effect: 'Disable a Group (a "stunning" attack).' },
  bribery: { name: 'Bribery', effect: 'Subvert enemy Agents or Groups to your side. Expensive to use.' },
  combat: { name: 'Combat', effect: 'Destroy enemy Agents or Groups.' },
  indoctrinate: { name: 'Indoctrinate', effect: "Increase an Agent's or Group's Loyalty temporarily; train and improve Agents." },
  infiltrate: { name: 'Infiltrate', effect: 'Take control of a Group (Infiltration) or lower Loyalty (Subversion).' },
  protect: { name: 'Protect', effect: 'Intercept enemy Combat, Assassination, Bribery and Infiltration.' },
  research: { name: 'Research', effect: 'Raise technology areas and develop technologies.' },
  surveillance: { name: 'Surveillance', effect: 'Spot other Agents, or who controls Groups, in an Area.' },
  psychic: {
    name: 'Psychic Assault',
    effect: "Against a spotted Agent anywhere in the Region (Regional range), opposed by its basic Loyalty: on success it cannot act until your next turn and its Loyalty drops one level.",
  },
  embezzle: {
    name: 'Embezzlement',
    effect: "Against a Group in the same Area, opposed by its Loyalty + Scale: on success you take its Income + Scale in greenbacks from its controller's purse.",
  },
};

export function isSkill(s: string): s is SkillId {
  return (SKILLS as readonly string[]).includes(s);
}

export function isNewSkill(s: SkillId): s is NewSkillId {
  return (NEW_SKILLS as readonly string[]).includes(s);
}
