import { seedRng } from '../../core/rng';
import { DEFAULT_OPS_OPTIONS } from '../../ops/combat/options';
import { HEALTHY } from '../../ops/time/condition';
import type { WoundTrack } from '../../ops/combat/wounds';
import { findArmor, freshArmor } from '../../ops/data/armor';
import { findAmmo, findFirearm } from '../../ops/data/firearms';
import { traitEffects } from '../../ops/data/gifts-faults';
import { findMeleeWeapon } from '../../ops/data/melee-weapons';
import { findStyle } from '../../ops/data/martial-arts';
import { derivedSkills } from '../../ops/character/derived-skills';
import type { Character } from '../../ops/character/types';
import { painShift } from '../../ops/combat/wounds';
import type { Cell } from '../geometry/cells';
import { spawnCells } from '../map/spawn';
import { doorsOfMap } from './doors';
import type { BattleMap } from '../map/types';
import { NO_GM } from './gm';
import type { BattleOptions, BattleState, Controller, FloorItem, ReachObjective, Unit, UnitStats, WeaponState } from './types';

/** The skills a battle can roll; everything else about a character stays on its sheet. */
export const COMBAT_SKILLS = [
  'Handgun',
  'Submachine Gun',
  'Rifle',
  'Sniper',
  'Shotgun',
  'Throwing',
  'First Aid',
  'Brawling',
  'Martial Arts',
  'Melee Weapons',
  // R-OPS-35: opening a locked door; a silenced shot is heard by a Listen roll (the equipment's data).
  'Pick Locks',
  'Listen',
] as const;

export const DEFAULT_BATTLE_OPTIONS: BattleOptions = {
  ...DEFAULT_OPS_OPTIONS,
  maxRounds: 60,
  sightMeters: 400,
  evacuationMinutes: 10,
  ironman: false,
  computerLevel: 'veteran',
};

export interface FirearmGear {
  readonly name: string;
  /** Ammunition variant; the weapon's first one when left out. */
  readonly ammo?: string;
  /** Rounds per magazine; the ammunition's standard magazine when left out. */
  readonly magazine?: number;
  /** Full spare magazines carried (default 2). */
  readonly spareMagazines?: number;
  readonly scope?: boolean;
  readonly laserSight?: boolean;
  readonly foldingStock?: boolean;
}

export interface Gear {
  readonly firearms?: readonly FirearmGear[];
  readonly armor?: string;
  readonly melee?: string;
  readonly flashBangs?: number;
  readonly firstAidKit?: boolean;
  /** R-OPS-35: a Lock Pick Set. */
  readonly lockPicks?: boolean;
  /** R-OPS-35: Door Charges carried. */
  readonly doorCharges?: number;
  /** Martial-arts style (R-OPS-20) when the character has the skill. */
  readonly style?: string;
}

export interface Combatant {
  readonly character: Character;
  readonly gear: Gear;
  /** Where it starts; when absent, a free cell of its side's spawn zones. */
  readonly cell?: Cell;
  /** Wound boxes it is still healing from (R-CAMP-2: an agent sent out wounded carries its penalties); stable, not bleeding. */
  readonly wounds?: WoundTrack;
}

export interface SideSetup {
  readonly id: string;
  readonly name: string;
  readonly controller: Controller;
  readonly combatants: readonly Combatant[];
  /** The map's spawn-zone side name this side deploys in; its id when left out. */
  readonly spawnZone?: string;
}

export interface BattleSetup {
  readonly mapName: string;
  readonly sides: readonly SideSetup[];
  readonly seed: string;
  readonly options?: Partial<BattleOptions>;
  readonly objectives?: readonly ReachObjective[];
}

export type SetupResult = { readonly ok: true; readonly state: BattleState } | { readonly ok: false; readonly reason: string };

// Simulations set up the same characters thousands of times; their stats never change.
const STATS = new WeakMap<Character, Map<string, UnitStats>>();

export function statsOf(character: Character, style: string | null): UnitStats {
  let byStyle = STATS.get(character);
  if (!byStyle) {
    byStyle = new Map();
    STATS.set(character, byStyle);
  }
  const key = style ?? '';
  const known = byStyle.get(key);
  if (known) return known;
  const stats = deriveStats(character, style);
  byStyle.set(key, stats);
  return stats;
}

function deriveStats(character: Character, style: string | null): UnitStats {
  const skills: Record<string, number> = {};
  for (const s of derivedSkills(character)) {
    if (s.rating !== null && (COMBAT_SKILLS as readonly string[]).includes(s.name)) skills[s.name] = s.rating;
  }
  const effects = traitEffects([...character.gifts, ...character.faults]);
  let damageReduction = 0;
  let initiativeBonus = 0;
  for (const e of effects) {
    if (e.kind === 'damage reduction') damageReduction += e.amount;
    if (e.kind === 'initiative') initiativeBonus += e.bonus;
  }
  return {
    body: character.attributes.BODY,
    rea: character.attributes.REA,
    per: character.attributes.PER,
    skills,
    painShift: painShift(effects),
    damageReduction,
    initiativeBonus,
    style: skills['Martial Arts'] !== undefined ? style : null,
  };
}

function weaponOf(g: FirearmGear): WeaponState | string {
  const found = findFirearm(g.name);
  if (!found.ok) return found.reason;
  const weapon = found.value;
  const ammoName = g.ammo ?? weapon.ammo[0]?.name ?? '';
  const ammo = findAmmo(weapon, ammoName);
  if (!ammo.ok) return ammo.reason;
  const magazine = g.magazine ?? ammo.value.magazines[0] ?? 1;
  if (!Number.isInteger(magazine) || magazine < 1) return `The ${weapon.name} needs a magazine of at least one round.`;
  return {
    name: weapon.name,
    ammo: ammo.value.name,
    magazine,
    loaded: magazine,
    spares: g.spareMagazines ?? 2,
    scope: g.scope ?? false,
    laserSight: g.laserSight ?? false,
    foldingStock: (g.foldingStock ?? false) && weapon.foldingStock,
    firedRound: null,
    partials: [],
  };
}

/** Free cells of a side's spawn zones (map/spawnCells), every other cell first so a squad does not stand shoulder to shoulder. */
function startCells(map: BattleMap, side: string, sideIndex: number): Cell[] {
  let cells: Cell[] = spawnCells(map, side);
  if (map.spawnZones.every((z) => z.side !== side)) {
    // Maps without zones for this side: side 1 starts on the west edge, side 2 on the east, others between.
    const w = Math.max(1, Math.floor(map.width / 6));
    const x0 = sideIndex === 0 ? 0 : sideIndex === 1 ? map.width - w : Math.floor((map.width - w) / 2);
    cells = spawnCells({ ...map, spawnZones: [{ x: x0, y: 0, w, h: map.height, side }] }, side);
  }
  return [...cells.filter((c) => (c.x + c.y) % 2 === 0), ...cells.filter((c) => (c.x + c.y) % 2 === 1)];
}

/**
 * One combatant as a unit of the battle at `cell` (checked by the caller), fresh for the fight, or
 * a sentence naming the gear the rules do not know. Used at set-up and for units a GM adds.
 */
export function unitOfCombatant(c: Combatant, id: string, side: string, cell: Cell, facing: number): Unit | string {
  const weapons: WeaponState[] = [];
  for (const g of c.gear.firearms ?? []) {
    const w = weaponOf(g);
    if (typeof w === 'string') return `${c.character.name}: ${w}`;
    weapons.push(w);
  }
  const armor = c.gear.armor ? findArmor(c.gear.armor) : null;
  if (armor && !armor.ok) return `${c.character.name}: ${armor.reason}`;
  const melee = c.gear.melee ? findMeleeWeapon(c.gear.melee) : null;
  if (melee && !melee.ok) return `${c.character.name}: ${melee.reason}`;
  // A custom style (R-OPS-20) is not in the table: such a fighter simply gets no style bonus here.
  const style = c.gear.style ? findStyle(c.gear.style) : null;
  return {
    id,
    side,
    name: c.character.name,
    stats: statsOf(c.character, style?.ok ? style.value.name : null),
    cell,
    facing,
    condition: c.wounds ? { ...HEALTHY, wounds: { ...c.wounds, dead: false } } : HEALTHY,
    armor: armor?.ok ? freshArmor(armor.value) : null,
    weapons,
    weapon: weapons.length > 0 ? 0 : -1,
    melee: melee?.ok ? melee.value.name : null,
    flashBangs: c.gear.flashBangs ?? 0,
    firstAidKit: c.gear.firstAidKit ?? false,
    lockPicks: c.gear.lockPicks ?? false,
    doorCharges: c.gear.doorCharges ?? 0,
    initiative: null,
    hold: null,
    turn: { moved: 0, acted: false, done: false },
    dodging: false,
    holding: null,
    heldBy: null,
    blindRounds: 0,
    nextActionPenalty: 0,
    status: 'fighting',
    minuteFrom: null,
    // R-OPS-34: the first listed firearm in hand, or the melee weapon for a unit with no firearm.
    meleeInHand: weapons.length === 0 && melee?.ok === true,
    pendingPenalty: 0,
  };
}

/**
 * R-OPS-34: the weapons the map lays on the floor (map/weapons.ts), as the floor of a fresh battle:
 * a firearm loaded with its first ammunition's standard magazine and its spares beside it.
 */
function floorOfMap(map: BattleMap): FloorItem[] | string {
  const floor: FloorItem[] = [];
  for (const w of map.weapons ?? []) {
    if (w.kind === 'melee') {
      floor.push({ kind: 'melee', cell: { x: w.x, y: w.y }, name: w.name });
      continue;
    }
    const weapon = weaponOf({ name: w.name, spareMagazines: w.spareMagazines });
    if (typeof weapon === 'string') return `The weapon on the floor at (${w.x}, ${w.y}): ${weapon}`;
    floor.push({ kind: 'firearm', cell: { x: w.x, y: w.y }, weapon });
  }
  return floor;
}

/** Builds the opening state of a battle, or says in one sentence why it cannot start. */
export function createBattle(map: BattleMap, setup: BattleSetup): SetupResult {
  if (setup.sides.length < 2) return { ok: false, reason: 'A battle needs at least two sides.' };
  const floor = floorOfMap(map);
  if (typeof floor === 'string') return { ok: false, reason: floor };
  const taken = new Set<number>();
  const units: Unit[] = [];
  for (const [sideIndex, side] of setup.sides.entries()) {
    if (side.combatants.length === 0) return { ok: false, reason: `Side "${side.name}" has nobody in it.` };
    const free = startCells(map, side.spawnZone ?? side.id, sideIndex).filter((c) => !taken.has(c.y * map.width + c.x));
    for (const [i, c] of side.combatants.entries()) {
      const cell = c.cell ?? free.find((f) => !taken.has(f.y * map.width + f.x));
      if (!cell) return { ok: false, reason: `The map has no room for all of side "${side.name}" in its spawn zones.` };
      const index = cell.y * map.width + cell.x;
      if (cell.x < 0 || cell.y < 0 || cell.x >= map.width || cell.y >= map.height || map.cells.blocksMove[index] === 1) {
        return { ok: false, reason: `${c.character.name} cannot stand at (${cell.x}, ${cell.y}).` };
      }
      if (taken.has(index)) return { ok: false, reason: `Two units cannot both start at (${cell.x}, ${cell.y}).` };
      taken.add(index);
      const unit = unitOfCombatant(c, `${side.id}${i + 1}`, side.id, cell, sideIndex === 0 ? 2 : 6);
      if (typeof unit === 'string') return { ok: false, reason: unit };
      units.push(unit);
    }
  }
  return {
    ok: true,
    state: {
      version: 1,
      ruleset: 2,
      seed: setup.seed,
      map: { name: setup.mapName, width: map.width, height: map.height, metersPerTile: map.metersPerTile },
      options: { ...DEFAULT_BATTLE_OPTIONS, ...setup.options },
      sides: setup.sides.map((s) => ({ id: s.id, name: s.name, controller: s.controller })),
      units,
      objectives: setup.objectives ?? [],
      rng: seedRng(setup.seed),
      rolls: {},
      clock: { round: 0, minutes: 0 },
      phase: 'round-start',
      order: [],
      group: null,
      deferred: [],
      prompt: null,
      blocks: [],
      floor,
      doors: doorsOfMap(map),
      result: null,
      gm: NO_GM,
      aftermath: null,
    },
  };
}
