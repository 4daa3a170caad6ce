import type { Agent } from '../../agents/types';
import { normalizeName } from '../../ops/lookup';
import type { Combatant, Gear } from './setup';

const count = (agent: Agent, name: string): number => {
  const item = agent.gear.equipment.find((e) => normalizeName(e.name).replace(/[-\s]/g, '') === normalizeName(name).replace(/[-\s]/g, ''));
  return item ? (item.count ?? 1) : 0;
};

/** The battle's view of an agent's gear (src/agents format): firearms, armor, first melee weapon, flash-bangs, kit. */
export function gearOfAgent(agent: Agent): Gear {
  return {
    firearms: agent.gear.weapons.map((w) => ({
      name: w.name,
      ...(w.ammo !== undefined ? { ammo: w.ammo } : {}),
      ...(w.magazine !== undefined ? { magazine: w.magazine } : {}),
      spareMagazines: w.spareMagazines,
      scope: w.accessories.includes('Scope'),
      laserSight: w.accessories.includes('Laser Sight'),
      foldingStock: w.accessories.includes('Folding Stock'),
    })),
    ...(agent.gear.armor ? { armor: agent.gear.armor } : {}),
    ...(agent.gear.melee[0] ? { melee: agent.gear.melee[0] } : {}),
    flashBangs: count(agent, 'Flash Bangs'),
    firstAidKit: count(agent, 'First Aid Kit') > 0,
    lockPicks: count(agent, 'Lock Pick Set') > 0,
    doorCharges: count(agent, 'Door Charges'),
    ...(agent.style ? { style: agent.style } : {}),
  };
}

export function combatantFromAgent(agent: Agent): Combatant {
  return { character: agent, gear: gearOfAgent(agent) };
}
