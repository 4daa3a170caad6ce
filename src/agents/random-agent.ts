import { openRng, type Rng, type RngState } from '../core/rng';
import { SKILL_LEVELS, characterBudget } from '../ops/character/budget';
import { ATTRIBUTE_IDS, FREE_ATTRIBUTE_LEVELS, type AttributeId } from '../ops/data/attributes';
import { findFirearm } from '../ops/data/firearms';
import { FAULTS, GIFTS } from '../ops/data/gifts-faults';
import { addFault, addGift, setStyle } from './builder-traits';
import { addFieldSkill, raiseSkill } from './builder-skills';
import { addEquipment, addMelee, addWeapon, setArmor, setWeaponAmmo, toggleAccessory } from './builder-gear';
import type { BuildResult } from './builder-result';
import { pick, randomPersonName, suggestAnimals } from './names';
import { SPECIALTIES, findSpecialty, type Specialty } from './specialties';
import { agentLevel, type AgentLevel } from './levels';
import type { Agent } from './types';
import { NO_GEAR } from './types';

export const BLANK_AGENT: Agent = {
  name: '',
  animal: '',
  attributes: { BODY: 0, REA: 0, PER: 0, TECH: 0, MEN: 0, SOC: 0 },
  skills: [],
  gifts: [],
  faults: [],
  gear: NO_GEAR,
};

export interface RandomAgentOptions {
  /** One of SPECIALTIES by name; a random one when left out. */
  readonly specialty?: string;
  /** Animal code names already used, so the new agent gets another. */
  readonly takenAnimals?: readonly string[];
  /** How many skill levels it buys (levels.ts); the book's thirty when left out. */
  readonly level?: AgentLevel;
}

const GENERAL_SKILLS: readonly { readonly name: string }[] = [
  'Awareness', 'Spot Hidden', 'Listen', 'Driving', 'First Aid', 'Climbing', 'Swimming', 'Endurance', 'Brawling', 'Throwing',
].map((name) => ({ name }));

/** Applies a builder command when it is accepted; a refused step is simply skipped. */
function tryStep(agent: Agent, result: BuildResult): Agent {
  return result.ok ? result.agent : agent;
}

/** Index drawn with weights n, n-1, ..., 1: the first entries of a list are the likeliest. */
function favoured(rng: Rng, n: number): number {
  const total = (n * (n + 1)) / 2;
  let roll = rng.int(total);
  for (let i = 0; i < n; i += 1) {
    roll -= n - i;
    if (roll < 0) return i;
  }
  return n - 1;
}

function rollAttributes(rng: Rng, sp: Specialty): Agent['attributes'] {
  const att: Record<AttributeId, number> = { BODY: 0, REA: 0, PER: 0, TECH: 0, MEN: 0, SOC: 0 };
  const raise = (): void => {
    for (let tries = 0; tries < 10; tries += 1) {
      const id = sp.attributes[favoured(rng, sp.attributes.length)];
      if (id !== undefined && att[id] < 2) {
        att[id] += 1;
        return;
      }
    }
  };
  for (let i = 0; i < FREE_ATTRIBUTE_LEVELS; i += 1) raise();
  // R-OPS-6 one-for-one trade, now and then: a weak spot pays for a strength.
  if (rng.next() < 0.5) {
    const spare = ATTRIBUTE_IDS.filter((id) => !sp.attributes.includes(id));
    att[pick(rng, spare)] -= 1;
    raise();
  }
  return att;
}

function buySkills(rng: Rng, agent: Agent, sp: Specialty, extra: number): Agent {
  // `extra`: skill levels over (or under, when negative) the book's thirty.
  const balance = (x: Agent): number => characterBudget(x).balance + extra;
  let a = agent;
  for (const entry of sp.skills) {
    if (entry.field) a = tryStep(a, addFieldSkill(a, entry.name, entry.field, entry.difficulty));
  }
  // The specialty's skills first; what is left goes to skills every agent finds a use for.
  for (const list of [sp.skills, GENERAL_SKILLS]) {
    const open = list.map((_, i) => i);
    while (open.length > 0 && balance(a) > 0) {
      const slot = favoured(rng, open.length);
      const entry = list[open[slot] ?? 0];
      const next = entry ? raiseSkill(a, { ...entry, rating: 0 }) : undefined;
      if (next?.ok && balance(next.agent) >= 0) a = next.agent;
      else open.splice(slot, 1);
    }
  }
  // Per-field skills added above but never afforded would overspend: drop them.
  while (balance(a) < 0 && a.skills.length > 0) a = { ...a, skills: a.skills.slice(0, -1) };
  return a;
}

function equip(rng: Rng, agent: Agent, sp: Specialty): Agent {
  let a = agent;
  const main = pick(rng, sp.weapons);
  a = tryStep(a, addWeapon(a, main.name));
  if (main.ammo) a = tryStep(a, setWeaponAmmo(a, 0, main.ammo));
  for (const acc of main.accessories ?? []) a = tryStep(a, toggleAccessory(a, 0, acc));
  if (sp.sidearm && findFirearm(main.name).ok) a = tryStep(a, addWeapon(a, pick(rng, ['Glock 17', 'Beretta M92', 'Colt m1911a1'])));
  a = tryStep(a, addMelee(a, 'Knife'));
  a = tryStep(a, setArmor(a, pick(rng, sp.armor)));
  for (const item of sp.equipment) {
    for (let n = 0; n < (item.count ?? 1); n += 1) a = tryStep(a, addEquipment(a, item.name, item.variant));
  }
  return a;
}

/**
 * A valid agent drawn from the seeded generator: a specialty, attributes with its
 * free levels (and now and then a trade), one or two faults paying for as many gifts (R-OPS-9),
 * skills bought until the budget is spent, and the specialty's gear. Same state, same agent.
 */
export function randomAgent(state: RngState, options: RandomAgentOptions = {}): { agent: Agent; rng: RngState } {
  const rng = openRng(state);
  const sp = (options.specialty ? findSpecialty(options.specialty) : undefined) ?? pick(rng, SPECIALTIES);
  let a: Agent = {
    ...BLANK_AGENT,
    name: randomPersonName(rng),
    animal: suggestAnimals(rng, 1, options.takenAnimals)[0] ?? pick(rng, ['Fox', 'Wolf']),
    specialty: sp.name,
    attributes: rollAttributes(rng, sp),
  };
  const faults = rng.next() < 0.3 ? 2 : 1;
  while (a.faults.length < faults) a = tryStep(a, addFault(a, pick(rng, FAULTS).name));
  a = tryStep(a, addGift(a, pick(rng, sp.gifts)));
  while (a.gifts.length < faults) a = tryStep(a, addGift(a, pick(rng, GIFTS).name));
  if (sp.style) a = tryStep(a, setStyle(a, sp.style));
  a = buySkills(rng, a, sp, agentLevel(options.level ?? 'veteran').skillLevels - SKILL_LEVELS);
  if (sp.style && !a.skills.some((x) => x.name === 'Martial Arts')) a = tryStep(a, setStyle(a, null));
  a = equip(rng, a, sp);
  return { agent: a, rng: rng.state() };
}
