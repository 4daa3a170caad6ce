import type { LadderWord } from '../../core/ladder';
import type { Effect } from './effects';
import type { SkillId } from './skills';
import { lv } from './words';

/** The seven areas of technology of black-hats.txt; every conspiracy starts at Poor in each. */
export const TECH_AREAS = [
  'finance',
  'weapons',
  'psionics',
  'information',
  'psychology',
  'transportation',
  'occultism',
] as const;
export type TechAreaId = (typeof TECH_AREAS)[number];

export const TECH_AREA_NAMES: Readonly<Record<TechAreaId, string>> = {
  finance: 'Finance',
  weapons: 'Weapons',
  psionics: 'Psionics',
  information: 'Information Management',
  psychology: 'Psychology',
  transportation: 'Transportation',
  occultism: 'Occultism',
};

export const STARTING_TECH_LEVEL = lv('Poor');

/**
 * One technology (R-HATS-10): its area, the level the area must reach before it can be researched,
 * the greenbacks paid when it is developed (on top of the 5 per attempt, R-HATS-9: "additional
 * Greenbacks must be paid to derive any benefits"), and what it does.
 */
export interface TechData {
  readonly id: string;
  readonly name: string;
  readonly area: TechAreaId;
  readonly level: number;
  readonly cost: number;
  readonly effects: readonly Effect[];
  readonly text: string;
}

const tech = (id: string, name: string, area: TechAreaId, level: LadderWord, cost: number, effects: readonly Effect[], text: string): TechData =>
  ({ id, name, area, level: lv(level), cost, effects, text });

export const TECHNOLOGIES: readonly TechData[] = [
  tech('offshore-accounts', 'Offshore Accounts', 'finance', 'Poor', 4, [{ kind: 'income', amount: 1 }], '+1 greenback every turn.'),
  tech('shell-companies', 'Shell Companies', 'finance', 'Mediocre', 5, [{ kind: 'discount', action: 'bribery', amount: 5 }], 'Bribery costs 5 greenbacks less.'),
  tech('money-laundering', 'Money Laundering', 'finance', 'Fair', 8, [{ kind: 'income', amount: 2 }], '+2 greenbacks every turn.'),
  tech('payroll-fraud', 'Payroll Fraud', 'finance', 'Good', 10, [{ kind: 'upkeep', amount: 1 }], 'Every Agent costs 1 greenback less upkeep (never below 1).'),
  tech('insider-trading', 'Insider Trading', 'finance', 'Great', 12, [{ kind: 'income', amount: 3 }], '+3 greenbacks every turn.'),
  tech('venture-capital', 'Venture Capital', 'finance', 'Great', 10, [{ kind: 'discount', action: 'research', amount: 2 }, { kind: 'discount', action: 'recruit', amount: 3 }], 'Research attempts cost 2 less, recruits 3 less.'),

  tech('sidearms', 'Standard Sidearms', 'weapons', 'Poor', 4, [{ kind: 'damage', amount: 1 }], '+1 offensive damage factor for every Agent in Combat.'),
  tech('kevlar', 'Kevlar', 'weapons', 'Mediocre', 0, [{ kind: 'unlock-gift', gift: 'body-armor' }], 'Body Armor (+1 defensive factor) can be bought.'),
  tech('poisons', 'Poisons', 'weapons', 'Fair', 6, [{ kind: 'skill', skill: 'assassination', amount: 1 }], '+1 to Assassination.'),
  tech('assault-rifles', 'Assault Rifles', 'weapons', 'Fair', 0, [{ kind: 'unlock-gift', gift: 'assault-rifles' }], 'Assault Rifles (+1 Combat, +1 damage) can be bought.'),
  tech('close-quarters', 'Close-Quarters Doctrine', 'weapons', 'Good', 8, [{ kind: 'skill', skill: 'combat', amount: 1 }], '+1 to Combat.'),
  tech('trauma-kits', 'Trauma Kits', 'weapons', 'Great', 6, [{ kind: 'heal', amount: 1 }, { kind: 'armor', amount: 1 }], 'Agents heal one more wound row per turn; +1 defensive factor.'),

  tech('sensitivity-training', 'Sensitivity Training', 'psionics', 'Poor', 4, [{ kind: 'skill', skill: 'surveillance', amount: 1 }], '+1 to Surveillance.'),
  tech('mind-shield', 'Mind Shield', 'psionics', 'Mediocre', 5, [{ kind: 'loyalty', amount: 1, vs: 'bribery' }], "+1 to every Agent's and Group's Loyalty against Bribery."),
  tech('psychic-training', 'Psychic Training', 'psionics', 'Mediocre', 6, [{ kind: 'unlock-skill', skill: 'psychic' }], 'Agents may be trained in Psychic Assault, and recruits may start with it.'),
  tech('remote-viewing', 'Remote Viewing', 'psionics', 'Fair', 0, [{ kind: 'unlock-gift', gift: 'remote-viewing' }], 'Remote Viewing (Surveillance anywhere) can be bought.'),
  tech('suggestion', 'Suggestion', 'psionics', 'Good', 8, [{ kind: 'skill', skill: 'bribery', amount: 1 }], '+1 to Bribery.'),
  tech('mind-control', 'Mind Control', 'psionics', 'Great', 10, [{ kind: 'skill', skill: 'infiltrate', amount: 1 }, { kind: 'skill', skill: 'indoctrinate', amount: 1 }], '+1 to Infiltrate and Indoctrinate.'),

  tech('records-access', 'Records Access', 'information', 'Poor', 3, [{ kind: 'skill', skill: 'research', amount: 1 }], '+1 to Research.'),
  tech('encryption', 'Encryption', 'information', 'Mediocre', 5, [{ kind: 'subtlety', amount: 1, vs: 'surveillance' }], '+1 Subtlety against Surveillance for every Agent.'),
  tech('databases', 'Databases', 'information', 'Fair', 6, [{ kind: 'skill', skill: 'surveillance', amount: 1 }], '+1 to Surveillance (the text\'s own example: a Fair technology).'),
  tech('wire-fraud', 'Wire Fraud', 'information', 'Fair', 6, [{ kind: 'unlock-skill', skill: 'embezzle' }], 'Agents may be trained in Embezzlement, and recruits may start with it.'),
  tech('phone-intercepts', 'Phone Intercepts', 'information', 'Good', 6, [{ kind: 'skill', skill: 'protect', amount: 1 }], '+1 to Protect.'),
  tech('satellite-uplink', 'Satellite Uplink', 'information', 'Great', 0, [{ kind: 'unlock-gift', gift: 'satellite-uplink' }], 'Satellite Uplink can be bought.'),

  tech('propaganda', 'Propaganda', 'psychology', 'Poor', 3, [{ kind: 'skill', skill: 'indoctrinate', amount: 1 }], '+1 to Indoctrinate.'),
  tech('cult-techniques', 'Cult Techniques', 'psychology', 'Mediocre', 6, [{ kind: 'loyalty', amount: 1 }], "+1 to every Agent's and Group's Loyalty."),
  tech('profiling', 'Profiling', 'psychology', 'Fair', 6, [{ kind: 'skill', skill: 'infiltrate', amount: 1 }], '+1 to Infiltrate.'),
  tech('brainwashing', 'Brainwashing', 'psychology', 'Good', 0, [{ kind: 'unlock-gift', gift: 'conditioning' }], 'Conditioning (+1 Loyalty) can be bought.'),
  tech('mass-persuasion', 'Mass Persuasion', 'psychology', 'Great', 8, [{ kind: 'discount', action: 'subversion', amount: 5 }, { kind: 'discount', action: 'infiltrate', amount: 3 }], 'Subversion costs 5 less, Infiltration 3 less.'),

  tech('motor-pool', 'Motor Pool', 'transportation', 'Poor', 3, [{ kind: 'skill', skill: 'protect', amount: 1 }], '+1 to Protect: the team gets there first.'),
  tech('charter-flights', 'Charter Flights', 'transportation', 'Mediocre', 6, [{ kind: 'move', how: 'any-gateway' }], 'Agents may move from any Area to any gateway Area.'),
  tech('safe-houses', 'Safe Houses', 'transportation', 'Fair', 6, [{ kind: 'subtlety', amount: 1 }], '+1 Subtlety (hiding and against Surveillance).'),
  tech('private-jets', 'Private Jets', 'transportation', 'Good', 0, [{ kind: 'unlock-gift', gift: 'private-jet' }], 'Private Jet (move anywhere) can be bought.'),
  tech('logistics-network', 'Logistics Network', 'transportation', 'Great', 8, [{ kind: 'upkeep', amount: 1 }, { kind: 'income', amount: 1 }], 'Upkeep 1 less per Agent (never below 1), +1 greenback a turn.'),

  tech('astrology', 'Astrology', 'occultism', 'Poor', 3, [{ kind: 'skill', skill: 'research', amount: 1 }], '+1 to Research (the stars favour the prepared).'),
  tech('talismans', 'Talismans', 'occultism', 'Mediocre', 5, [{ kind: 'ward', amount: 1 }], 'Groups take 1 less Assassination damage.'),
  tech('ritual-magic', 'Ritual Magic', 'occultism', 'Fair', 6, [{ kind: 'skill', skill: 'indoctrinate', amount: 1 }], '+1 to Indoctrinate.'),
  tech('curses', 'Curses', 'occultism', 'Good', 8, [{ kind: 'skill', skill: 'assassination', amount: 1 }], '+1 to Assassination.'),
  tech('summoning', 'Summoning', 'occultism', 'Great', 0, [{ kind: 'unlock-gift', gift: 'familiar' }], 'Familiar (+1 Surveillance and Protect) can be bought.'),
];

export const TECH_BY_ID: ReadonlyMap<string, TechData> = new Map(TECHNOLOGIES.map((t) => [t.id, t]));

/** The technologies that make a new skill available (R-HATS-17), in table order. */
export function technologiesUnlocking(skill: SkillId): TechData[] {
  return TECHNOLOGIES.filter((t) => t.effects.some((e) => e.kind === 'unlock-skill' && e.skill === skill));
}
