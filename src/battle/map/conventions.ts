import { booleanProperty, type PropertyValue } from './properties';
import { MISSION_MAP_PROPERTIES, MISSION_OBJECT_PROPERTIES } from './mission-types';

/**
 * How real Tiled maps say "wall" and "start here" without Blacksite's properties (a survey of
 * real maps: Tiled's examples, Phaser tutorials, WorkAdventure, platformers). Blacksite's own
 * properties always win; these readings apply only where a tile, layer or object says nothing in
 * Blacksite's words, each is counted and reported, and `strict` turns them all off.
 */

/** "CollisionLayer", "player_spawn", "Spawn Point" -> ["collision", "layer"], ["player", "spawn"], ... */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

const WALL_WORDS = new Set([
  'wall', 'walls', 'collision', 'collisions', 'collide', 'collides', 'collider', 'colliders', 'collidable',
  'obstacle', 'obstacles', 'barrier', 'barriers', 'blocked', 'blocking', 'blocker', 'blockers', 'solid', 'solids', 'impassable',
]);
const SPAWN_WORDS = new Set(['spawn', 'spawns', 'spawnpoint', 'spawnpoints', 'respawn', 'start', 'player', 'players', 'playerstart', 'entry', 'entrance']);

/** A layer named like walls, collisions or obstacles ("Walls", "Collision", "obstacles 2", "CollisionLayer"). */
export const namedLikeWalls = (name: string): boolean => nameWords(name).some((w) => WALL_WORDS.has(w));

/** An object or layer named like a spawn or start ("Spawn Point", "PlayerStart", "Players"). */
export const namedLikeSpawn = (name: string): boolean => nameWords(name).some((w) => SPAWN_WORDS.has(w));

/** Boolean properties that mean "this blocks" when true. */
const BLOCKS_WHEN_TRUE = /^(is_?)?(collides?|collision|collidable|colliders?|solid|blocked|blocking|blocks|obstacle|wall|impassable)$/i;
/** ... and those that mean it when false. */
const BLOCKS_WHEN_FALSE = /^(is_?)?(walkable|passable)$/i;

/** A property name the conventions read as collision, whatever its value ("collides" on a tile that says false). */
export const isCollisionName = (name: string): boolean => BLOCKS_WHEN_TRUE.test(name) || BLOCKS_WHEN_FALSE.test(name);

/**
 * The property (as written) by which a tile, layer or object says it blocks, e.g. "collides",
 * or undefined. A `collides: false` says nothing (most tilesets mark every tile false).
 */
export function collisionProperty(props: Readonly<Record<string, PropertyValue>>): { name: string; value: boolean } | undefined {
  for (const [name, value] of Object.entries(props)) {
    const b = booleanProperty(value);
    if (b === true && BLOCKS_WHEN_TRUE.test(name)) return { name, value: true };
    if (b === false && BLOCKS_WHEN_FALSE.test(name)) return { name, value: false };
  }
  return undefined;
}

/** Property names Blacksite itself reads (anything else is reported as read and not used). */
export const TILE_PROPERTIES = new Set(['cover', 'blocksSight', 'blocksMove', 'door', 'light']);
export const OBJECT_PROPERTIES = new Set(['cover', 'blocksSight', 'blocksMove', 'door', 'side', 'objective', 'weapon', 'spareMagazines', ...MISSION_OBJECT_PROPERTIES]);
export const MAP_PROPERTIES = new Set(['metersPerTile', 'name', ...MISSION_MAP_PROPERTIES]);
/** Layer properties Blacksite reads (a tile layer's `light`, mission-objects.ts). */
export const LAYER_PROPERTIES = new Set(['light']);

/** What the loader read beyond Blacksite's own properties, in the words `map check` prints. */
export class Readings {
  /** Conventions applied: rule -> cells (or objects) it decided. */
  readonly interpretations = new Map<string, number>();
  /** What was read and not used: "tile property \"friction\"" -> times seen. */
  readonly ignored = new Map<string, number>();

  constructor(readonly strict: boolean) {}

  interpret(rule: string, count = 1): void {
    if (count > 0) this.interpretations.set(rule, (this.interpretations.get(rule) ?? 0) + count);
  }

  ignore(what: string, count = 1): void {
    if (count <= 0) return;
    // A hostile map could name a million different properties: past 200 kinds only the count grows.
    if (!this.ignored.has(what) && this.ignored.size >= 200) what = 'other properties and layers';
    this.ignored.set(what, (this.ignored.get(what) ?? 0) + count);
  }
}
