import type { Character } from '../../ops/character/types';
import { mapFromAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import { createBattle, type Combatant, type Gear } from '../state/setup';
import type { AiLevel, BattleState, Controller } from '../state/types';

/** Characters and squads for tests, built from src/ops character data (until shipped squads land). */
export function operative(name: string, over: Partial<Record<'BODY' | 'REA' | 'PER' | 'TECH', number>> = {}, skills: Record<string, number> = {}): Character {
  return {
    name,
    animal: name,
    attributes: { BODY: over.BODY ?? 1, REA: over.REA ?? 1, PER: over.PER ?? 0, TECH: over.TECH ?? 0, MEN: 0, SOC: -1 },
    skills: Object.entries({ Rifle: 2, Handgun: 1, 'First Aid': 1, Throwing: 1, Brawling: 1, ...skills }).map(([n, rating]) => ({ name: n, rating })),
    gifts: [],
    faults: ['Code of Honor'],
  };
}

export const RIFLEMAN: Gear = {
  firearms: [{ name: 'M16a1', spareMagazines: 2 }],
  armor: 'Standard Vest',
  flashBangs: 1,
  firstAidKit: true,
};

export const PISTOLEER: Gear = { firearms: [{ name: 'Glock 17', spareMagazines: 1 }], armor: 'Light Vest', firstAidKit: false };

export function squad(prefix: string, count: number, gear: Gear = RIFLEMAN): Combatant[] {
  return Array.from({ length: count }, (_, i) => ({ character: operative(`${prefix}${i + 1}`), gear }));
}

export const computer = (level: AiLevel): Controller => ({ kind: 'computer', level });

/**
 * A battle on an ASCII map: letters a..h place side A's units in reading order, letters
 * s..z side B's (e.g. "a.#..s"). Throws in tests when the set-up is refused.
 */
export function asciiBattle(
  art: string,
  options: { seed?: string; gearA?: Gear; gearB?: Gear; controllers?: [Controller, Controller]; metersPerTile?: number } = {},
): { map: BattleMap; state: BattleState } {
  const { map, units } = mapFromAscii(art, { metersPerTile: options.metersPerTile ?? 2 });
  const letters = Object.keys(units).sort();
  const pick = (from: string, to: string): Combatant[] =>
    letters
      .filter((l) => l >= from && l <= to)
      .map((l) => ({
        character: operative(l),
        gear: (from === 'a' ? options.gearA : options.gearB) ?? RIFLEMAN,
        cell: units[l]?.[0] ?? { x: 0, y: 0 },
      }));
  const [ca, cb] = options.controllers ?? [computer('veteran'), computer('veteran')];
  const made = createBattle(map, {
    mapName: 'ascii',
    seed: options.seed ?? 'test',
    sides: [
      { id: 'a', name: 'Side A', controller: ca, combatants: pick('a', 'h') },
      { id: 'b', name: 'Side B', controller: cb, combatants: pick('s', 'z') },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return { map, state: made.state };
}
