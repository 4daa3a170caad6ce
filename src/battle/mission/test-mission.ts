import { mapFromAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import type { Gear } from '../state/setup';
import type { BattleState, Controller } from '../state/types';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { NO_KIT } from './access';
import { DARK, DIM } from './light';
import { createMission, type DevicePlan, type GuardPlan, type MissionCombatant, type MissionPlan, type ObjectivePlan } from './setup';
import type { UnitKit } from './types';

/**
 * Missions on ASCII maps for tests (test-helpers/squads.ts's asciiBattle, as a mission): letters
 * a..h are intruders (side a) in reading order, s..z defenders (side b). `light` is art of the same
 * size: '.' lit, ',' dim, 'k' dark. Kits by letter; every unit a rifleman unless told.
 */
export interface AsciiMission {
  readonly seed?: string;
  readonly unaware?: boolean;
  readonly light?: string;
  readonly kits?: Readonly<Record<string, Partial<UnitKit>>>;
  readonly gear?: Readonly<Record<string, Gear>>;
  readonly attributes?: Readonly<Record<string, Partial<Record<'BODY' | 'REA' | 'PER' | 'TECH', number>>>>;
  readonly skills?: Readonly<Record<string, Record<string, number>>>;
  readonly objectives?: readonly ObjectivePlan[];
  readonly devices?: readonly DevicePlan[];
  readonly guards?: readonly (GuardPlan | null)[];
  readonly exits?: MissionPlan['exits'];
  readonly items?: MissionPlan['items'];
  readonly captives?: MissionPlan['captives'];
  readonly reinforcements?: MissionPlan['reinforcements'];
  readonly controllers?: readonly [Controller, Controller];
  readonly roundLimit?: number;
  readonly sightMeters?: number;
  readonly environment?: string;
  readonly disguised?: boolean;
  readonly metersPerTile?: number;
}

/** The lines of an ASCII art block without its common indentation. */
function lines(art: string): string[] {
  const rows = art.split('\n').filter((l) => l.trim().length > 0);
  const indent = Math.min(...rows.map((r) => r.length - r.trimStart().length));
  return rows.map((r) => r.slice(indent));
}

export function lightFromArt(art: string, map: BattleMap): Uint8Array {
  const out = new Uint8Array(map.width * map.height);
  lines(art).forEach((row, y) => {
    for (let x = 0; x < map.width; x++) {
      const ch = row[x] ?? '.';
      out[y * map.width + x] = ch === ',' ? DIM : ch === 'k' ? DARK : 0;
    }
  });
  return out;
}

export function missionCombatant(letter: string, o: AsciiMission, cell: { x: number; y: number }): MissionCombatant {
  return {
    character: operative(letter, o.attributes?.[letter] ?? {}, o.skills?.[letter] ?? {}),
    gear: o.gear?.[letter] ?? RIFLEMAN,
    cell,
    kit: { ...NO_KIT, ...(o.kits?.[letter] ?? {}) },
  };
}

export function asciiMission(art: string, o: AsciiMission = {}): { map: BattleMap; state: BattleState } {
  const { map, units } = mapFromAscii(art, { metersPerTile: o.metersPerTile ?? 2 });
  const letters = Object.keys(units).sort();
  const pick = (from: string, to: string): MissionCombatant[] =>
    letters.filter((l) => l >= from && l <= to).map((l) => missionCombatant(l, o, units[l]?.[0] ?? { x: 0, y: 0 }));
  const [ca, cb] = o.controllers ?? [{ kind: 'human', seat: 0 } as const, { kind: 'human', seat: 1 } as const];
  const made = createMission(map, {
    name: 'Test mission',
    mapName: 'ascii',
    seed: o.seed ?? 'test',
    sides: [
      { id: 'a', name: 'Intruders', controller: ca, combatants: pick('a', 'h') },
      { id: 'b', name: 'Guards', controller: cb, combatants: pick('s', 'z') },
    ],
    intruders: 'a',
    defenders: 'b',
    unaware: o.unaware ?? true,
    guards: o.guards,
    objectives: o.objectives ?? [{ id: 'out', kind: 'extract', name: 'Get out', required: true }],
    roundLimit: o.roundLimit ?? 30,
    light: o.light ? lightFromArt(o.light, map) : null,
    sightMeters: o.sightMeters,
    environment: o.environment ?? null,
    disguised: o.disguised ?? false,
    devices: o.devices,
    items: o.items,
    captives: o.captives,
    exits: o.exits ?? [{ x: 0, y: 0, w: 1, h: map.height }],
    reinforcements: o.reinforcements ?? null,
  });
  if (!made.ok) throw new Error(made.reason);
  return { map, state: made.state };
}
