import type { AttributeId } from './attributes';
import { makeLookup } from '../lookup';

export type SkillDifficulty = 'Easy' | 'Average' | 'Hard';
export const SKILL_DIFFICULTIES: readonly SkillDifficulty[] = ['Easy', 'Average', 'Hard'];

/**
 * How a skill is taken more than once. `knowledge`/`language`: per field, no default (R-OPS-7);
 * `choice`: the text lists the fields to select from (Pilot's aircraft, Survival's terrain).
 */
export type SkillField =
  | { readonly kind: 'none' }
  | { readonly kind: 'free'; readonly label: string }
  | { readonly kind: 'choice'; readonly label: string; readonly options: readonly string[] };

export interface SkillDef {
  readonly name: string;
  readonly attribute: AttributeId;
  /** `null` for Language: each language names its own difficulty (R-OPS-7). */
  readonly difficulty: SkillDifficulty | null;
  /** False for Hard skills, Knowledge and Language: unbought they are non-existent (R-OPS-7). */
  readonly hasDefault: boolean;
  readonly field: SkillField;
  readonly description: string;
}

const NONE: SkillField = { kind: 'none' };

function skill(
  name: string,
  attribute: AttributeId,
  difficulty: SkillDifficulty | null,
  description: string,
  field: SkillField = NONE,
): SkillDef {
  const noDefault = difficulty === 'Hard' || name === 'Knowledge' || name === 'Language';
  return { name, attribute, difficulty, hasDefault: !noDefault, field, description };
}

/** The skill list of the text, in its order. R-OPS-8: the table wins, so Sniper is PER and Operate Heavy TECH. */
export const SKILLS: readonly SkillDef[] = [
  skill('Acting', 'SOC', 'Average', 'Taking on a persona and portraying it believably.'),
  skill('Awareness', 'PER', 'Average', 'Knowing the surroundings: where one is and needs to be.'),
  skill('Brawling', 'REA', 'Average', 'Basic hand to hand combat.'),
  skill('Climbing', 'REA', 'Average', 'Scaling a surface up and down, rappelling.'),
  skill('Computer Hacking', 'MEN', 'Hard', 'Cracking computer codes and breaking into systems.'),
  skill('Demolitions', 'TECH', 'Hard', 'Using explosives: setting charges and sizing them.'),
  skill('Disguise', 'TECH', 'Average', 'Hiding one’s identity with make up and props.'),
  skill('Driving', 'REA', 'Average', 'Cars, motorcycles and small trucks.'),
  skill('Electronics', 'TECH', 'Hard', 'Electrical current and circuitry; rewiring devices.'),
  skill('Endurance', 'BODY', 'Average', 'Keeping strength without food, water, etc.'),
  skill('Evasion', 'MEN', 'Average', 'Avoiding being followed and covering tracks.'),
  skill('First Aid', 'TECH', 'Average', 'Splints, bandages, CPR: stops bleeding and near death (R-OPS-25, R-OPS-26).'),
  skill('Handgun', 'REA', 'Average', 'Pistols and revolvers.'),
  skill('Heavy Weapons', 'REA', 'Hard', 'Machine guns, grenade and rocket launchers, flamethrowers.'),
  skill('Interrogation', 'SOC', 'Hard', 'Questioning someone into telling what they know.'),
  skill('Intimidation', 'SOC', 'Average', 'Presenting oneself aggressively to get the edge.'),
  skill('Knowledge', 'MEN', 'Easy', 'One area of study, taken per field.', { kind: 'free', label: 'field of study' }),
  skill('Language', 'MEN', null, 'Another language; its difficulty depends on the native tongue.', { kind: 'free', label: 'language' }),
  skill('Listen', 'PER', 'Average', 'Picking up and pinpointing sounds.'),
  skill('Martial Arts', 'REA', 'Hard', 'Advanced unarmed combat with a style (R-OPS-20).'),
  skill('Melee Weapons', 'REA', 'Average', 'Knives, clubs and any non-ranged hand weapon.'),
  skill('Operate Heavy', 'TECH', 'Hard', 'Large vehicles: trucks, tanks, APCs, construction equipment.'),
  skill('Parachuting', 'REA', 'Average', 'Jumping from a plane and landing safely.'),
  skill('Persuasion', 'SOC', 'Average', 'Convincing another that something is true.'),
  skill('Pick Locks', 'TECH', 'Average', 'Opening key and combination locks.'),
  skill('Pilot', 'REA', 'Hard', 'Piloting one kind of aircraft.', {
    kind: 'choice',
    label: 'aircraft',
    options: ['small plane', 'helicopter', 'small jet', 'large plane', 'large jet'],
  }),
  skill('Repair', 'TECH', 'Hard', 'Repairing mechanical devices (needs tools).'),
  skill('Resist Torture/Drugs', 'BODY', 'Hard', 'Resisting torture and drugs.'),
  skill('Rifle', 'REA', 'Average', 'Hunting and assault rifles.'),
  skill('Sabotage', 'TECH', 'Average', 'Damaging things to the greatest effect.'),
  skill('SCUBA Operation', 'MEN', 'Average', 'Underwater breathing equipment and diving.'),
  skill('Security', 'TECH', 'Hard', 'Cameras, trip wires, motion sensors: setting and bypassing them.'),
  skill('Shotgun', 'REA', 'Average', 'All types of shotguns.'),
  skill('Spot Hidden', 'PER', 'Average', 'Visual clues; seeing an ambush before it hits.'),
  skill('Sniper', 'PER', 'Average', 'Setting up and executing a sharpshooter post.'),
  skill('Stealth', 'REA', 'Hard', 'Moving silently and undetected.'),
  skill('Submachine Gun', 'REA', 'Average', 'All submachine guns.'),
  skill('Survival', 'MEN', 'Average', 'Surviving in one kind of wilderness.', {
    kind: 'choice',
    label: 'terrain',
    options: ['plains', 'forest', 'mountains', 'swamp', 'ocean', 'desert', 'arctic', 'jungle'],
  }),
  skill('Swimming', 'BODY', 'Easy', 'Swimming strokes and life saving.'),
  skill('Throwing', 'REA', 'Easy', 'Throwing an object accurately: flash-bangs (R-OPS-17).'),
  skill('Tracking', 'MEN', 'Hard', 'Tracking a target.'),
];

export const findSkill = makeLookup('skill', SKILLS, (s) => s.name);

/** "Knowledge (History)" -> { name: "Knowledge", field: "History" }; plain names have no field. */
export function splitSkillLabel(label: string): { name: string; field?: string } {
  const m = /^\s*(.*?)\s*\(\s*(.*?)\s*\)\s*$/.exec(label);
  if (m && m[1] && m[2]) return { name: m[1], field: m[2] };
  return { name: label.trim() };
}

export function skillLabel(name: string, field?: string): string {
  return field ? `${name} (${field})` : name;
}
