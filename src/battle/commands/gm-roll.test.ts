import { describe, expect, it } from 'vitest';
import { chanceAtLeast } from '../../core/dice';
import { tacticalBattleKind } from '../save/battle-kind';
import { battleSave } from '../save/battle-kind';
import { gmRollLine } from '../gm/gm-line';
import { asciiBattle } from '../test-helpers/squads';
import { no, ok, step, withInitiative } from '../test-helpers/gm';
import type { BattleCommand } from './types';

const human = { kind: 'human', seat: 0 } as const;
const climb: BattleCommand = { type: 'gm.roll', label: 'the fence', dice: 4, trait: { name: 'Climbing', value: 1 }, difficulty: 2, public: false };

describe('GM rolls', () => {
  it('R-CORE-2, R-CORE-4: NdF + trait vs a difficulty, with faces, total and the exact chance, in the dice log', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 1, b1: 0 });
    const r = step(s, map, climb);
    const [e] = r.events;
    if (e?.type !== 'gm.roll') throw new Error('no GM roll');
    expect(e.public).toBe(false);
    expect(e.roll.faces).toHaveLength(4);
    expect(e.roll.total).toBe(1 + e.roll.faces.reduce<number>((a, f) => a + f, 0));
    expect(e.roll.against).toEqual({ kind: 'difficulty', value: 2, parts: [] });
    expect(e.roll.outcome).toBe(e.roll.total >= 2 ? 'success' : 'failure');
    // Good vs Great on 4dF: the chance of +1 or better, 31/81.
    expect(e.chance).toBeCloseTo(chanceAtLeast(4, -1), 12);
    expect(e.chance).toBeCloseTo(31 / 81, 12);
    expect(gmRollLine(e.roll, e.chance)).toMatch(/^GM roll, the fence: Climbing Good \+ 4dF = \S+ vs Great, (success|failure) \(38\.3% to succeed\)\.$/);
    // A plain roll has no difficulty and no chance.
    const plain = step(s, map, { ...climb, difficulty: null });
    const [p] = plain.events;
    expect(p?.type === 'gm.roll' && [p.roll.against.kind, p.chance]).toEqual(['none', null]);
  });

  it('R-CORE-5: keyed by the round and the count of GM rolls, so a rewind and the same roll give the same faces; a second roll differs in key', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human], seed: 'gm-dice' });
    const s = withInitiative(state, map, { a1: 1, b1: 0 });
    const first = step(s, map, climb);
    const again = step(s, map, climb);
    expect(again.events).toEqual(first.events);
    // Units acting in between do not change the GM's dice.
    const moved = ok(s, map, { type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    expect(step(moved, map, climb).events).toEqual(first.events);
    expect(first.state.rolls['gm']).toBe(1);
    const second = step(first.state, map, climb);
    expect(second.state.rolls['gm']).toBe(2);
  });

  it('refuses an impossible roll with a sentence; a roll may not be undone (it rolled dice)', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 1, b1: 0 });
    expect(no(s, map, { ...climb, dice: 0 })).toBe('Roll 1 to 8 Fudge dice.');
    expect(no(s, map, { ...climb, label: ' ' })).toBe('Say what the roll is for (at most 80 characters).');
    expect(no(s, map, { ...climb, difficulty: 11 })).toBe('A difficulty is a ladder value from -10 to +10.');
    const before = battleSave(s, map);
    const after = tacticalBattleKind.apply(before, climb);
    if ('rejected' in after) throw new Error(after.rejected);
    expect(tacticalBattleKind.undoRefusal?.(before, climb, after.state)).toBe('That command rolled dice, so it cannot be undone.');
  });
});
