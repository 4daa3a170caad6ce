import type { Agent } from '../../agents/types';
import { derivedSkills } from '../../ops/character/derived-skills';
import type { Character } from '../../ops/character/types';
import { findFirearm } from '../../ops/data/firearms';
import { traitEffects } from '../../ops/data/gifts-faults';
import { normalizeName } from '../../ops/lookup';
import type { UnitKit } from './types';

/**
 * What a unit brings to a mission besides the battle's gear (state/setup.ts): the covert skills
 * (R-OPS-40..45) and the equipment whose text the mission rules finally read — Hands-Free Radio
 * (R-OPS-39), Night Vision and Thermal Goggles and the Night Vision gift (R-OPS-43), Camouflage
 * Gear (R-OPS-40), Electronics Kit (R-OPS-44), Demolitions Kit (R-OPS-45), Silencers (R-OPS-41).
 */

/** The skills the mission rules roll beyond the battle's own (state/setup.ts COMBAT_SKILLS has Listen and Pick Locks). */
export const COVERT_SKILLS = ['Stealth', 'Spot Hidden', 'Security', 'Computer Hacking', 'Demolitions', 'Disguise'] as const;

const same = (a: string, b: string): boolean => normalizeName(a).replace(/[-\s]/g, '') === normalizeName(b).replace(/[-\s]/g, '');

/** The covert skills of a character that exist (R-OPS-7: Hard ones only when bought). */
export function covertSkills(character: Character): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of derivedSkills(character)) {
    if (s.rating !== null && (COVERT_SKILLS as readonly string[]).includes(s.name)) out[s.name] = s.rating;
  }
  return out;
}

/** An agent's mission kit, from its file. */
export function kitOfAgent(agent: Agent): UnitKit {
  const has = (name: string) => agent.gear.equipment.find((e) => same(e.name, name));
  const nightGift = traitEffects([...agent.gifts, ...agent.faults]).some((e) => e.kind === 'sees in darkness');
  const silenced = agent.gear.weapons
    .filter((w) => w.accessories.includes('Silencer'))
    .map((w) => findFirearm(w.name))
    .flatMap((f) => (f.ok && f.value.category !== 'shotgun' ? [f.value.name] : []));
  const demolitions = has('Demolitions Kit');
  return {
    radio: has('Hands-Free Radio') !== undefined,
    seesInDark: nightGift || has('Night Vision Goggles') !== undefined || has('Thermal Goggles') !== undefined,
    camouflage: has('Camouflage Gear')?.variant ?? null,
    electronicsKit: has('Electronics Kit') !== undefined,
    // The setting kind sets charges; a kit of no stated kind counts (R-OPS-45).
    demolitionsKit: demolitions !== undefined && demolitions.variant !== 'disarming',
    silenced,
    skills: covertSkills(agent),
  };
}
