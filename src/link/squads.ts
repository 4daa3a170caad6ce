/**
 * R-LINK-1: an Agent ("a team of five to ten spies, assassins", black-hats.txt) fields a squad of 4
 * Black Ops units built from its template. The mapping (README "Fights played as firefights"):
 * - every weapon skill is the Agent's Combat as its opposed roll would use it (R-HATS-7: skill,
 *   Gifts, technologies, the round's event, wounds); an Agent without Combat fights with
 *   Resilience-2, as in the roll (it is not "armed": in the roll that is damage, here the skill);
 * - Stealth and Spot Hidden follow Subtlety, Body follows Resilience; the other attributes are Fair;
 * - the gear follows the template, with or without Combat: a Killer carries assault rifles, a
 *   Bodyguard submachine guns, a Recon and the others pistols; armor by template; half the squad
 *   carries its weapon with a scope (pistols a laser sight), so that each level of Combat counts
 *   (kit() below; measured with `blacksite link-sim`, README "Fights played as firefights").
 */
import type { Character } from '../ops/character/types';
import type { Combatant, FirearmGear, Gear } from '../battle/state/setup';
import type { Agent, HatsState } from '../hats/state';
import type { TemplateId } from '../hats/data/templates';
import { fighterIn } from '../hats/rules/referee';
import { plainSubtlety } from '../hats/rules/modifiers';
import { traitTotal } from '../hats/rules/rolls';
import { sideOf } from '../hats/view/knowledge';

export const SQUAD_SIZE = 4;

interface Kit {
  readonly skill: 'Rifle' | 'Submachine Gun' | 'Handgun';
  /** Units 1 and 2 carry the weapon as it comes; units 3 and 4 with a scope or laser sight (+1 accuracy, R-OPS-11). */
  readonly plain: Gear;
  readonly fitted: Gear;
}

/**
 * A kit from one firearm of accuracy Great (Black Ops' table): half the squad carries it as it is,
 * half fitted to one level more. R-OPS-11 pulls a skill half-way towards the weapon's accuracy, so
 * one weapon alone would field Fair and Good squads that shoot alike (and Great and Superb); the two
 * halves together make each level of Combat worth the same half level of effective accuracy.
 */
function kit(skill: Kit['skill'], firearm: FirearmGear, armor: string | null, firstAidKit: boolean): Kit {
  const fitted: FirearmGear = skill === 'Handgun' ? { ...firearm, laserSight: true } : { ...firearm, scope: true };
  const worn = armor === null ? {} : { armor };
  return { skill, plain: { firearms: [firearm], ...worn, firstAidKit }, fitted: { firearms: [fitted], ...worn, firstAidKit } };
}

const HANDGUNS: Kit = kit('Handgun', { name: 'Beretta M92', spareMagazines: 2 }, 'Light Vest', false);

/** The gear of an Agent's squad, by template (R-LINK-1: "the gear follows the template"). */
export const KITS: Readonly<Record<TemplateId | 'none', Kit>> = {
  killer: kit('Rifle', { name: 'M16a2', spareMagazines: 3 }, 'Standard Vest', true),
  bodyguard: kit('Submachine Gun', { name: 'Heckler & Koch MP5', spareMagazines: 3, foldingStock: true }, 'Standard Vest', true),
  recon: HANDGUNS,
  provocateur: HANDGUNS,
  scientist: HANDGUNS,
  none: HANDGUNS,
};

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** What the squad is made of, as numbers (for the README's table and the tests). */
export interface SquadTraits {
  readonly weaponSkill: number;
  readonly skill: Kit['skill'];
  readonly armed: boolean;
  readonly stealth: number;
  readonly body: number;
  readonly kit: TemplateId | 'none';
}

export function squadTraits(state: HatsState, agent: Agent): SquadTraits {
  const fighter = fighterIn(state, agent.id);
  const side = sideOf(state, agent.owner);
  const kit: TemplateId | 'none' = agent.template ?? 'none';
  return {
    weaponSkill: clamp(traitTotal(fighter.combat), -3, 4),
    skill: KITS[kit].skill,
    armed: fighter.armed,
    stealth: clamp(traitTotal(plainSubtlety(agent, side)), -3, 4),
    body: clamp(agent.traits.resilience, -3, 3),
    kit,
  };
}

/** The four units of an Agent's squad: "<Agent> 1" to "<Agent> 4". */
export function squadOf(state: HatsState, agent: Agent): Combatant[] {
  const t = squadTraits(state, agent);
  return Array.from({ length: SQUAD_SIZE }, (_, i) => {
    const character: Character = {
      name: `${agent.name} ${i + 1}`,
      animal: 'Team',
      attributes: { BODY: t.body, REA: 0, PER: 0, TECH: 0, MEN: 0, SOC: 0 },
      skills: [
        { name: t.skill, rating: t.weaponSkill },
        { name: 'Stealth', rating: t.stealth },
        { name: 'Spot Hidden', rating: t.stealth },
        { name: 'First Aid', rating: 0 },
      ],
      gifts: [],
      faults: [],
    };
    return { character, gear: i < SQUAD_SIZE / 2 ? KITS[t.kit].plain : KITS[t.kit].fitted };
  });
}
