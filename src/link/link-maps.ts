import type { BattleMap, SpawnZone } from '../battle/map/types';
import { mapOfTerrain, type Terrain } from '../battle/save/terrain';
import type { AreaKind } from '../hats/data/regions';
import { LINK_MAP_DATA } from './link-maps.data';

/**
 * R-LINK-1: "The map follows the Area: a city Area an urban map, a wilderness Area the woodland map."
 * Gateway Areas are cities too. The ground of each map is data in src (link-maps.data.ts, checked
 * against maps/*.tmj by link-maps.test.ts), so the conspiracy's reducer builds the battle, and a save
 * replays it, without reading a file.
 */
export const LINK_MAPS: Readonly<Record<AreaKind, string>> = { city: 'office-floor', gateway: 'office-floor', wilderness: 'woodland-road' };

export interface LinkMapData {
  readonly name: string;
  readonly terrain: Terrain;
  /** The map's spawn zones a and b. */
  readonly spawnZones: readonly SpawnZone[];
}

const cache = new Map<string, BattleMap | string>();

/**
 * The rules' map of a link battle: the shipped map's ground and its two spawn zones; no weapons on
 * the floor, no objectives, no mission objects. The table draws the real map over the same rules
 * (renderer/conspiracy link), so what is played is what the reducer replays.
 */
export function linkRulesMap(name: string): BattleMap | string {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const data = LINK_MAP_DATA[name];
  if (!data) return `There is no firefight map "${name}".`;
  const ground = mapOfTerrain(data.terrain);
  const map = typeof ground === 'string' ? ground : { ...ground, spawnZones: data.spawnZones, weapons: [] };
  cache.set(name, map);
  return map;
}
