import type { Character } from '../../ops/character/types';
import { chooseCommand } from '../ai/choose';
import type { BattleCommand } from '../commands/types';
import { mapFromAscii } from '../map/ascii-map';
import { createBattle, type Combatant, type Gear } from '../state/setup';
import type { AiLevel } from '../state/types';
import { computer, operative, RIFLEMAN } from './squads';
import { Steps } from './steps';

/** Set pieces for the computer's choices (ai/choices.test.ts, ai/variants.test.ts). */

export interface Fighter {
  readonly character?: Character;
  readonly gear: Gear;
}

/** A battle on an ASCII map; a..h are side A's fighters in letter order, s..z side B's. */
export function battle(art: string, a: readonly Fighter[], b: readonly Fighter[], seed = 'choice', levels: [AiLevel, AiLevel] = ['veteran', 'veteran']): Steps {
  const { map, units } = mapFromAscii(art, { metersPerTile: 2 });
  const letters = Object.keys(units).sort();
  const side = (from: string, to: string, fighters: readonly Fighter[]): Combatant[] =>
    letters
      .filter((l) => l >= from && l <= to)
      .map((l, i) => {
        const f = fighters[i] ?? fighters[fighters.length - 1];
        return { character: f?.character ?? operative(l), gear: f?.gear ?? RIFLEMAN, cell: units[l]?.[0] ?? { x: 0, y: 0 } };
      });
  const made = createBattle(map, {
    mapName: 'ascii',
    seed,
    sides: [
      { id: 'a', name: 'A', controller: computer(levels[0]), combatants: side('a', 'h', a) },
      { id: 'b', name: 'B', controller: computer(levels[1]), combatants: side('s', 'z', b) },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return new Steps(made.state, map);
}

export const choose = (s: Steps, unit: string, level: AiLevel = 'veteran'): BattleCommand => chooseCommand(s.state, s.map, unit, level);

export const VEST = 'Light Vest';
export const PISTOL_ONLY: Gear = { firearms: [{ name: 'Glock 17' }], armor: 'Light Vest' };

/** A Superb Kung Fu fighter with a knife (R-OPS-20). */
export const KUNG_FU: Fighter = {
  character: operative('monk', { BODY: 2, REA: 2 }, { 'Martial Arts': 3, Knife: 0 }),
  gear: { melee: 'Knife', armor: 'Light Vest', style: 'Kung Fu' },
};
