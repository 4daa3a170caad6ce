import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FireMode } from '../../ops/combat/ranged-plan';
import { findFirearm } from '../../ops/data/firearms';
import { weaponInHand } from '../commands/ranged-input';
import { distanceMeters } from '../geometry/distance';
import { rangedOddsFor } from '../preview/attack-preview';
import type { BattleState, Unit } from '../state/types';
import { asciiBattle, PISTOLEER, RIFLEMAN } from '../test-helpers/squads';
import { AiView, expectedWounds } from './value';

const TILES = ['.', '.', '.', '.', '.', '#', 'o', 'O', '"', '+'] as const;

/** The AI's odds worked out the slow way: src/ops through rangedOddsFor, no caches, no tables. */
function directValue(state: BattleState, map: Parameters<typeof rangedOddsFor>[1], a: Unit, t: Unit, mode: FireMode, shots?: number): number {
  const odds = rangedOddsFor(state, map, a, t, mode, shots);
  return typeof odds === 'string' ? 0 : expectedWounds(odds);
}

function directBest(state: BattleState, map: Parameters<typeof rangedOddsFor>[1], a: Unit, t: Unit, veteran: boolean): number {
  if (Math.round(distanceMeters(map, a.cell, t.cell) * 100) / 100 > state.options.sightMeters) return 0;
  const held = weaponInHand(a);
  if (!held) return 0;
  let best = 0;
  if (held.def.semiMax > 0) best = directValue(state, map, a, t, 'semi', Math.min(held.def.semiMax, held.state.loaded));
  if (held.def.autoRate !== null) {
    const auto = directValue(state, map, a, t, 'auto');
    if (best === 0 ? auto > 0 : auto > best * (veteran ? 1.25 : 1)) best = auto;
  }
  return best;
}

describe('AiView (the computer opponent\'s remembered odds)', () => {
  it('R-OPS-12, R-OPS-13: its shot values and the value of a given attack equal src/ops odds worked out directly', () => {
    expect(findFirearm(RIFLEMAN.firearms?.[0]?.name ?? '').ok).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.nat(TILES.length - 1), { minLength: 24 * 9, maxLength: 24 * 9 }),
        fc.uniqueArray(fc.nat(24 * 9 - 1), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(30), fc.boolean()), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(30, 200),
        (tiles, spots, pistols, tweaks, sightMeters) => {
          const cells = spots;
          const rows = Array.from({ length: 9 }, (_, y) =>
            Array.from({ length: 24 }, (_, x) => {
              const k = cells.indexOf(y * 24 + x);
              return k >= 0 ? 'absx'[k] : TILES[tiles[y * 24 + x] ?? 0];
            }).join(''),
          );
          const { map, state: s0 } = asciiBattle(rows.join('\n'), { gearB: pistols ? PISTOLEER : RIFLEMAN });
          // Vary what the odds depend on: rounds loaded, the target dodging, and the sight limit.
          const state: BattleState = {
            ...s0,
            options: { ...s0.options, sightMeters },
            units: s0.units.map((u, i) => {
              const [loaded, dodging] = tweaks[i] ?? [30, false];
              return { ...u, dodging, weapons: u.weapons.map((w) => ({ ...w, loaded: Math.min(w.loaded, loaded) })) };
            }),
          };
          for (const level of ['veteran', 'recruit'] as const) {
            // Twice: the second pass answers from the caches the first one filled.
            for (let pass = 0; pass < 2; pass++) {
              const view = new AiView(state, map, level);
              for (const a of state.units) {
                for (const t of state.units) {
                  if (a.side === t.side) continue;
                  expect(view.shotAt(a, t)?.value ?? 0).toBe(directBest(state, map, a, t, level === 'veteran'));
                  expect(view.attackValue(a, t, 'auto', undefined)).toBe(directValue(state, map, a, t, 'auto'));
                  for (const shots of [1, 2, 3]) expect(view.attackValue(a, t, 'semi', shots)).toBe(directValue(state, map, a, t, 'semi', shots));
                }
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
