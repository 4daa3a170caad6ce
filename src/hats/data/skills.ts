/** The eight skills of a starting Agent (black-hats.txt). */
export const SKILLS = [
  'assassination',
  'bribery',
  'combat',
  'indoctrinate',
  'infiltrate',
  'protect',
  'research',
  'surveillance',
] as const;

export type SkillId = (typeof SKILLS)[number];

export const SKILL_INFO: Readonly<Record<SkillId, { readonly name: string; readonly effect: string }>> = {
  assassination: { name: 'Assassination', effect: 'Disable a Group (a "stunning" attack).' },
  bribery: { name: 'Bribery', effect: 'Subvert enemy Agents or Groups to your side. Expensive to use.' },
  combat: { name: 'Combat', effect: 'Destroy enemy Agents or Groups.' },
  indoctrinate: { name: 'Indoctrinate', effect: "Increase an Agent's or Group's Loyalty temporarily; train and improve Agents." },
  infiltrate: { name: 'Infiltrate', effect: 'Take control of a Group (Infiltration) or lower Loyalty (Subversion).' },
  protect: { name: 'Protect', effect: 'Intercept enemy Combat, Assassination, Bribery and Infiltration.' },
  research: { name: 'Research', effect: 'Raise technology areas and develop technologies.' },
  surveillance: { name: 'Surveillance', effect: 'Spot other Agents, or who controls Groups, in an Area.' },
};

export function isSkill(s: string): s is SkillId {
  return (SKILLS as readonly string[]).includes(s);
}
