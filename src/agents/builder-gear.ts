import { findArmor } from '../ops/data/armor';
import { findEquipment } from '../ops/data/equipment';
import { findAmmo, findFirearm } from '../ops/data/firearms';
import { findMeleeWeapon } from '../ops/data/melee-weapons';
import { normalizeName } from '../ops/lookup';
import { built, refused, type BuildResult } from './builder-result';
import { MAX_ITEM_COUNT, MAX_SPARE_MAGAZINES, accessoryProblem, findAccessory, resolveWeapon } from './gear';
import type { Agent, EquipmentItem, Gear, WeaponLoadout } from './types';

/** A new weapon comes with its standard load and two spare magazines. */
export const DEFAULT_SPARE_MAGAZINES = 2;
const MAX_WEAPONS = 4;

function withGear(agent: Agent, gear: Partial<Gear>): Agent {
  return { ...agent, gear: { ...agent.gear, ...gear } };
}

function weaponAt(agent: Agent, index: number): WeaponLoadout | undefined {
  return agent.gear.weapons[index];
}

function replaceWeapon(agent: Agent, index: number, w: WeaponLoadout): Agent {
  return withGear(agent, { weapons: agent.gear.weapons.map((x, i) => (i === index ? w : x)) });
}

export function addWeapon(agent: Agent, name: string): BuildResult {
  const r = findFirearm(name);
  if (!r.ok) return refused(r.reason);
  if (agent.gear.weapons.length >= MAX_WEAPONS) return refused(`An agent carries at most ${MAX_WEAPONS} firearms.`);
  const w: WeaponLoadout = { name: r.value.name, spareMagazines: DEFAULT_SPARE_MAGAZINES, accessories: [] };
  return built(withGear(agent, { weapons: [...agent.gear.weapons, w] }));
}

export function removeWeapon(agent: Agent, index: number): BuildResult {
  if (!weaponAt(agent, index)) return refused('There is no such weapon in the loadout.');
  return built(withGear(agent, { weapons: agent.gear.weapons.filter((_, i) => i !== index) }));
}

/** Changes the ammunition variant; the magazine goes back to that load's standard one. */
export function setWeaponAmmo(agent: Agent, index: number, ammo: string): BuildResult {
  const w = weaponAt(agent, index);
  const weapon = w ? findFirearm(w.name) : undefined;
  if (!w || !weapon?.ok) return refused('There is no such weapon in the loadout.');
  const a = findAmmo(weapon.value, ammo);
  if (!a.ok) return refused(a.reason);
  const { magazine: _m, ...rest } = w;
  return built(replaceWeapon(agent, index, { ...rest, ammo: a.value.name }));
}

export function setWeaponMagazine(agent: Agent, index: number, magazine: number): BuildResult {
  const w = weaponAt(agent, index);
  const resolved = w ? resolveWeapon(w) : undefined;
  if (!w || !resolved) return refused('There is no such weapon in the loadout.');
  if (!resolved.ammo.magazines.includes(magazine)) return refused(`The ${resolved.weapon.name} takes no magazine of ${magazine} rounds.`);
  return built(replaceWeapon(agent, index, { ...w, magazine }));
}

export function setSpareMagazines(agent: Agent, index: number, count: number): BuildResult {
  const w = weaponAt(agent, index);
  if (!w) return refused('There is no such weapon in the loadout.');
  if (!Number.isInteger(count) || count < 0 || count > MAX_SPARE_MAGAZINES) {
    return refused(`Spare magazines: 0 to ${MAX_SPARE_MAGAZINES}.`);
  }
  return built(replaceWeapon(agent, index, { ...w, spareMagazines: count }));
}

/** Fits or removes an accessory; fitting is refused where R-OPS-11 or the equipment text forbids it. */
export function toggleAccessory(agent: Agent, index: number, name: string): BuildResult {
  const w = weaponAt(agent, index);
  const weapon = w ? findFirearm(w.name) : undefined;
  if (!w || !weapon?.ok) return refused('There is no such weapon in the loadout.');
  const acc = findAccessory(name);
  if (!acc.ok) return refused(acc.reason);
  if (w.accessories.includes(acc.value)) {
    return built(replaceWeapon(agent, index, { ...w, accessories: w.accessories.filter((a) => a !== acc.value) }));
  }
  const problem = accessoryProblem(weapon.value, acc.value);
  if (problem) return refused(problem);
  return built(replaceWeapon(agent, index, { ...w, accessories: [...w.accessories, acc.value] }));
}

export function setArmor(agent: Agent, name: string | null): BuildResult {
  if (name === null || name.trim() === '') return built(withGear(agent, { armor: null }));
  const r = findArmor(name);
  return r.ok ? built(withGear(agent, { armor: r.value.name })) : refused(r.reason);
}

export function addMelee(agent: Agent, name: string): BuildResult {
  const r = findMeleeWeapon(name);
  if (!r.ok) return refused(r.reason);
  if (agent.gear.melee.includes(r.value.name)) return refused(`The ${r.value.name} is already carried.`);
  return built(withGear(agent, { melee: [...agent.gear.melee, r.value.name] }));
}

export function removeMelee(agent: Agent, name: string): BuildResult {
  const melee = agent.gear.melee.filter((m) => normalizeName(m) !== normalizeName(name));
  return melee.length === agent.gear.melee.length ? refused(`No ${name} is carried.`) : built(withGear(agent, { melee }));
}

/** Adds one item (or one more of it); weapon accessories are fitted per weapon instead. */
export function addEquipment(agent: Agent, name: string, variant?: string): BuildResult {
  const r = findEquipment(name);
  if (!r.ok) return refused(r.reason);
  const def = r.value;
  if (def.effect.kind === 'sight' || def.effect.kind === 'silencer') {
    return refused(`The ${def.name} is fitted to a weapon: choose it among that weapon's accessories.`);
  }
  let v: string | undefined;
  if (def.variants) {
    v = def.variants.find((x) => normalizeName(x) === normalizeName(variant ?? def.variants?.[0] ?? ''));
    if (!v) return refused(`${def.name} comes as ${def.variants.join(', ')}; "${variant ?? ''}" is not one of them.`);
  }
  const same = (e: EquipmentItem): boolean => e.name === def.name && (e.variant ?? '') === (v ?? '');
  const existing = agent.gear.equipment.find(same);
  if (existing) {
    const count = (existing.count ?? 1) + 1;
    if (count > MAX_ITEM_COUNT) return refused(`At most ${MAX_ITEM_COUNT} ${def.name}.`);
    return built(withGear(agent, { equipment: agent.gear.equipment.map((e) => (same(e) ? { ...e, count } : e)) }));
  }
  return built(withGear(agent, { equipment: [...agent.gear.equipment, { name: def.name, ...(v ? { variant: v } : {}) }] }));
}

export function setEquipmentCount(agent: Agent, index: number, count: number): BuildResult {
  const item = agent.gear.equipment[index];
  if (!item) return refused('There is no such item in the loadout.');
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEM_COUNT) return refused(`Carry 1 to ${MAX_ITEM_COUNT} of an item.`);
  const { count: _c, ...rest } = item;
  const next = count === 1 ? rest : { ...rest, count };
  return built(withGear(agent, { equipment: agent.gear.equipment.map((e, i) => (i === index ? next : e)) }));
}

export function removeEquipment(agent: Agent, index: number): BuildResult {
  if (!agent.gear.equipment[index]) return refused('There is no such item in the loadout.');
  return built(withGear(agent, { equipment: agent.gear.equipment.filter((_, i) => i !== index) }));
}
