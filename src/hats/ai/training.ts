/**
 * How a computer conspiracy values Training (black-hats.txt "Training": an Indoctrinate check at
 * the new level, 5 greenbacks): a skill the Agent uses most, the new skill it researched for, and a
 * characteristic where it does something for this Agent without raising its upkeep (R-HATS-2:
 * upkeep goes by the highest characteristic): Loyalty for a wavering Agent a briber may reach,
 * Versatility for the slot a wanted new skill needs, Resilience for a frail Agent near armed
 * enemies, Subtlety for an infiltrator.
 */
import type { CommandOf } from '../commands';
import type { AttributeId } from '../data/templates';
import { maxSkills } from '../rules/creation';
import { availableSkills } from '../rules/modifiers';
import type { Agent } from '../state';
import type { AiContext } from './context';
import { areaOf } from '../data/regions';
import { chance } from './worth';

/** What one level more of a characteristic is worth to this Agent; -1 when nothing. */
function characteristicWorth(ctx: AiContext, agent: Agent, attribute: AttributeId): number {
  const highest = Math.max(agent.traits.subtlety, agent.traits.resilience, agent.traits.loyalty, agent.traits.versatility);
  // A Provocateur's Subtlety is its trade, upkeep or not.
  if (attribute === 'subtlety' && agent.template === 'provocateur') return 1.5;
  if (agent.traits[attribute] + 1 > highest) return -1;
  const region = areaOf(agent.area).region;
  const near = [...ctx.enemies.entries()].filter(([area]) => areaOf(area).region === region).flatMap(([, marks]) => marks);
  switch (attribute) {
    case 'loyalty': {
      // Bribery and Subversion are opposed by it: worth it for a wavering Agent while it knows of
      // another's briber (a Provocateur, or a custom Agent) or saw trouble in its Area lately (context.ts alerts).
      const briber = [...ctx.enemies.values()].some((marks) => marks.some((m) => m.dossier.template === 'provocateur' || m.dossier.template === null));
      return agent.traits.loyalty + agent.loyaltyMod <= 0 && (briber || ctx.alerts.has(agent.area)) ? 4 : -1;
    }
    case 'versatility': {
      // The slot the new skill it researched for needs.
      const wanted = ctx.profile.newSkill;
      const full = Object.keys(agent.skills).length >= maxSkills(agent.traits.versatility);
      return full && agent.skills[wanted] === undefined && availableSkills(ctx.k.conspiracy).includes(wanted) ? 4 : -1;
    }
    case 'resilience':
      // An Agent without Combat defends with Resilience-2 and takes its wounds by Resilience (R-HATS-7):
      // worth it for a frail one with armed enemies in its Region.
      return agent.skills.combat === undefined && agent.traits.resilience <= -1 && near.some((m) => m.dossier.combat !== null && m.dossier.combat >= 1) ? 3.5 : -1;
    case 'subtlety':
      // Slipping past Protectors and Surveillance (R-HATS-5) is an infiltrator's trade.
      return agent.skills.infiltrate !== undefined || agent.skills.bribery !== undefined ? 2 : -1;
  }
}

export function trainScore(ctx: AiContext, cmd: CommandOf<'action.train'>): number {
  const { k, profile } = ctx;
  const target = k.agents[cmd.target];
  if (!target) return -1;
  const { p, cost } = chance(ctx, cmd);
  if (cost > ctx.spendable) return -1;
  // What it is worth for the rest of the game: most for the skill the Agent uses most.
  const left = Math.max(0.2, 1 - ctx.progress) * Math.max(0.3, 1 - k.round / Math.max(1, k.victory.turnLimit));
  let v: number;
  if (cmd.trait.kind === 'skill') {
    const known = target.skills[cmd.trait.skill];
    const main = Math.max(...Object.values(target.skills).map((x) => x ?? -3));
    if (known === undefined) v = cmd.trait.skill === profile.newSkill ? 5 : cmd.trait.skill === 'embezzle' && ctx.short ? 3.5 : -1;
    else v = known === main ? (known >= 2 ? 2 : 5.5) : 1.6;
  } else v = characteristicWorth(ctx, target, cmd.trait.attribute);
  if (v < 0) return -1;
  // An investment: its price weighs half.
  return p * v * left * profile.weights.train - cost * profile.thrift * 0.5;
}
