/**
 * R-LINK-1: an Agent ("a team of five to ten spies, assassins", black-hats.txt) fields a squad of 4
 * Black Ops units built from its template. The mapping (README "Fights played as firefights"):
 * - every weapon skill is the Agent's Combat as its opposed roll would use it (R-HATS-7: skill,
 *   Gifts, technologies, the round's event, wounds); an Agent without Combat fights with
 *   Resilience-2, as in the roll, and carries handguns only (it is not "armed");
 * - Stealth and Spot Hidden follow Subtlety, Body follows Resilience; the other attributes are Fair;
 * - the gear follows the template: a Killer carries assault rifles, a Bodyguard submachine guns, a
 *   Recon handguns, the others handguns; armor by template.
 */
import type { Character } from '../ops/character/types';
import type { Combatant, Gear } from '../battle/state/setup';
import type { Agent, HatsState } from '../hats/state';
import type { TemplateId } from '../hats/data/templates';
import { fighterIn } from '../hats/rules/referee';
import { plainSubtlety } from '../hats/rules/modifiers';
import { traitTotal } from '../hats/rules/rolls';
import { sideOf } from '../hats/view/knowledge';

export const SQUAD_SIZE = 4;

interface Kit {
  readonly skill: 'Rifle' | 'Submachine Gun' | 'Handgun';
  readonly gear: Gear;
}

const HANDGUNS: Kit = { skill: 'Handgun', gear: { firearms: [{ name: 'Glock 17', spareMagazines: 2 }], armor: 'Light Vest', firstAidKit: false } };

/** The gear of an armed Agent's squad, by template (R-LINK-1: "the gear follows the template"). */
export const KITS: Readonly<Record<TemplateId | 'none', Kit>> = {
  killer: { skill: 'Rifle', gear: { firearms: [{ name: 'M16a2', spareMagazines: 3 }], armor: 'Standard Vest', firstAidKit: true } },
  bodyguard: { skill: 'Submachine Gun', gear: { firearms: [{ name: 'Heckler & Koch MP5', spareMagazines: 3 }], armor: 'Standard Vest', firstAidKit: true } },
  recon: { skill: 'Handgun', gear: { firearms: [{ name: 'Beretta M92', spareMagazines: 2 }], armor: 'Light Vest', firstAidKit: false } },
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
  const kit: TemplateId | 'none' = fighter.armed ? (agent.template ?? 'none') : 'none';
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
    return { character, gear: KITS[t.kit].gear };
  });
}
