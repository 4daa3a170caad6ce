import { describe, expect, it } from 'vitest';
import { flowAt, flowSend } from '../../src/battle';
import { asciiBattle } from '../../src/battle/test-helpers/squads';
import { DEFAULT_ROLL, rollCommand, rollOdds } from './dice-roller';

describe('the GM dice roller (exact odds first)', () => {
  it('4dF + Fair against Fair: 61.7% to succeed, every total with its chance, lowest first', () => {
    const odds = rollOdds({ ...DEFAULT_ROLL, label: 'the fence', trait: 0, difficulty: 0 });
    // 4dF >= 0: (1 + 4 + 10 + 16 + 19) / 81 = 50/81.
    expect(odds.chance).toBeCloseTo(50 / 81, 12);
    expect(odds.headline).toBe('61.7% to reach Fair (0)');
    expect(odds.totals.map((t) => t.total)).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
    expect(odds.totals[4]).toEqual({ total: 0, word: 'Fair', chance: 19 / 81, text: '23.5%', succeeds: true });
    expect(odds.totals[0]?.text).toBe('1.2%');
    expect(odds.totals.reduce((s, t) => s + t.chance, 0)).toBeCloseTo(1, 12);
  });

  it('a plain roll has no chance to succeed, only the totals; a 3dF Good roll runs Mediocre to Legendary', () => {
    const odds = rollOdds({ ...DEFAULT_ROLL, dice: 3, trait: 1, difficulty: null });
    expect(odds.chance).toBeNull();
    expect(odds.headline).toBe('No difficulty: a plain roll of Good (+1) + 3dF');
    expect(odds.totals.map((t) => t.word)).toEqual(['Poor', 'Mediocre', 'Fair', 'Good', 'Great', 'Superb', 'Legendary']);
    expect(odds.totals.every((t) => t.succeeds === null)).toBe(true);
  });

  it('numbers typed out of range are brought back inside the limits', () => {
    const odds = rollOdds({ ...DEFAULT_ROLL, dice: 99, trait: 40, difficulty: -40 });
    expect(odds.totals).toHaveLength(17);
    expect(odds.chance).toBe(1);
  });

  it('the draft becomes a gm.roll command the core takes, public or private; without a label it says so', () => {
    expect(rollCommand({ ...DEFAULT_ROLL, label: '  ' })).toEqual({ problem: 'Say what the roll is for (at most 80 characters).' });
    const r = rollCommand({ ...DEFAULT_ROLL, label: 'the alarm', traitName: 'Guards', trait: -1, difficulty: 1, public: true });
    expect(r).toEqual({ command: { type: 'gm.roll', public: true, label: 'the alarm', dice: 4, trait: { name: 'Guards', value: -1 }, difficulty: 1 } });
    const { map, state } = asciiBattle('a...s');
    if (!('command' in r)) throw new Error('no command');
    const after = flowSend(flowAt(state, map), r.command);
    expect(after.context.rejection).toBeNull();
    const e = after.context.events.find((x) => x.type === 'gm.roll');
    expect(e && e.type === 'gm.roll' && e.chance).toBeCloseTo(rollOdds({ ...DEFAULT_ROLL, trait: -1, difficulty: 1 }).chance ?? -1, 12);
  });
});
