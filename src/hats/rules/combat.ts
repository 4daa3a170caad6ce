/**
 * Combat (R-HATS-7): opposed Combat against Combat, or Resilience-2 for a defender without the
 * skill; ties go to the defender and nobody is hurt. The winner deals
 *   relative degree + its offensive factors + its Scale - loser's Scale - loser's Resilience - loser's armor
 * where an Agent (or Group) armed by a Combat skill adds the "lethality" house-rule option.
 */
import { fudgeWays } from '../../core/dice';
import { groupData } from '../data/groups';
import { GIFT_BY_ID } from '../data/gifts';
import type { Agent, AgentDossier, GroupState, HatsOptions, WoundRow } from '../state';
import { agentArmor, agentDamageBonus, agentSkill, groupArmor, groupSkill, woundPenalty, type SideFacts } from './modifiers';
import { dossierSkill } from './known-target';
import { trait, traitTotal, type Mod, type TraitValue } from './rolls';

export interface Fighter {
  readonly name: string;
  readonly combat: TraitValue;
  readonly armed: boolean;
  readonly offense: readonly Mod[];
  readonly scale: number;
  readonly resilience: number;
  readonly armor: readonly Mod[];
}

function resilienceMinusTwo(resilience: number, wounds: WoundRow): TraitValue {
  const w = woundPenalty(wounds);
  return trait('Resilience-2', resilience - 2, [w !== 0 ? { label: 'Wounds', value: w } : null]);
}

export function agentFighter(agent: Agent, side: SideFacts): Fighter {
  const skill = agentSkill(agent, 'combat', side);
  return {
    name: agent.name,
    combat: skill ?? resilienceMinusTwo(agent.traits.resilience, agent.wounds),
    armed: skill !== null,
    offense: agentDamageBonus(agent, side),
    scale: 0,
    resilience: agent.traits.resilience,
    armor: agentArmor(agent, side),
  };
}

export function groupFighter(group: GroupState, side: SideFacts): Fighter {
  const d = groupData(group.id);
  const skill = groupSkill(group, 'combat');
  return {
    name: d.name,
    combat: skill ?? resilienceMinusTwo(d.resilience, group.wounds),
    armed: skill !== null,
    offense: [],
    scale: d.scale,
    resilience: d.resilience,
    armor: groupArmor(group, side),
  };
}

/**
 * A spotted Agent as its dossier describes it, standing in `area`: what a seat believes when it
 * previews an attack (R-HATS-18): its Combat level, the Gifts seen on it, the round's public event
 * and its wounds as known; its controller's technologies and Groups are unknown (rules/known-target.ts).
 */
export function dossierFighter(d: AgentDossier, area: string, side: SideFacts): Fighter {
  const armor: Mod[] = [];
  const offense: Mod[] = [];
  for (const id of d.gifts) {
    const gift = GIFT_BY_ID.get(id);
    for (const e of gift?.effects ?? []) {
      if (e.kind === 'armor') armor.push({ label: gift?.name ?? id, value: e.amount });
      if (e.kind === 'damage') offense.push({ label: gift?.name ?? id, value: e.amount });
    }
  }
  return {
    name: d.name,
    combat: d.combat !== null ? dossierSkill(d, 'combat', d.combat, area, side) : resilienceMinusTwo(d.resilience, d.wounds),
    armed: d.combat !== null,
    offense,
    scale: 0,
    resilience: d.resilience,
    armor,
  };
}

/** Damage the winner deals with a given relative degree (R-HATS-7), with each term for the log. */
export function damageTerms(winner: Fighter, loser: Fighter, degree: number, options: Pick<HatsOptions, 'lethality'>): Mod[] {
  return [
    { label: 'Relative degree', value: degree },
    ...(winner.armed ? [{ label: 'Armed (lethality)', value: options.lethality }] : []),
    ...winner.offense,
    { label: `${winner.name}'s Scale`, value: winner.scale },
    { label: `${loser.name}'s Scale`, value: -loser.scale },
    { label: `${loser.name}'s Resilience`, value: -loser.resilience },
    ...loser.armor.map((m) => ({ label: m.label, value: -m.value })),
  ].filter((m) => m.value !== 0);
}

export function damageValue(terms: readonly Mod[]): number {
  return terms.reduce((s, m) => s + m.value, 0);
}

/** Wound row from damage: Scratch 1-2, Hurt 3-4, Very Hurt 5-6, Incapacitated 7-8, Eliminated 9+ (5). */
export function woundRowFor(damage: number): number {
  if (damage <= 0) return 0;
  if (damage <= 2) return 1;
  if (damage <= 4) return 2;
  if (damage <= 6) return 3;
  if (damage <= 8) return 4;
  return 5;
}

/**
 * A new wound on top of old ones: the worse row, and a second wound of Hurt or worse moves one row
 * up (FUDGE wound boxes fill). Scratches never accumulate. 5 means eliminated.
 */
export function addWound(current: WoundRow, damage: number): number {
  const row = woundRowFor(damage);
  if (row === 0) return current;
  if (row > current) return row;
  return row >= 2 ? current + 1 : current;
}

export const WOUND_NAMES = ['unhurt', 'Scratched', 'Hurt', 'Very Hurt', 'Incapacitated', 'Eliminated'] as const;

export function chanceToWin(attacker: Fighter, defender: Fighter): { attackerWins: number; defenderWins: number } {
  const d = traitTotal(attacker.combat) - traitTotal(defender.combat);
  let a = 0;
  let b = 0;
  // The difference of two 4dF rolls is distributed as 8dF: exact odds (R-CORE-4).
  const ways = fudgeWays(8);
  const all = 3 ** 8;
  ways.forEach((w, i) => {
    const diff = i - 8 + d;
    if (diff > 0) a += w / all;
    else if (diff < 0) b += w / all;
  });
  return { attackerWins: a, defenderWins: b };
}
