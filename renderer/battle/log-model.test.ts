import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../src/battle';
import type { RollRecord } from '../../src/ops/dice/roll-record';
import { describe as describeEvent, record, visibleTo } from './log-model';
import { shippedBattle } from './test-battle';

const shot = (faces: [-1 | 0 | 1, -1 | 0 | 1], hit: boolean): RollRecord => ({
  kind: 'ranged',
  label: 'M16a2 shot 1 of 1',
  trait: { name: 'Rifle', value: 2 },
  modifiers: [],
  faces,
  total: 2 + faces[0] + faces[1],
  against: { kind: 'difficulty', value: 1, parts: [{ value: 0, reason: 'range 12 m: Fair (R-OPS-12)' }, { value: 1, reason: 'partial cover (R-OPS-13)' }] },
  outcome: hit ? 'success' : 'failure',
});

describe('combat log and dice log (issue 5 points 4 and 6)', () => {
  it('R-CORE-2: a shot in the dice log has its difficulty parts, faces, total and outcome', async () => {
    const { state } = await shippedBattle(['human', 'veteran']);
    const e: BattleEvent = { type: 'unit.fired', unit: 'a1', target: 'b1', weapon: 'M16a2', mode: 'semi', roundsSpent: 1, shots: [{ roll: shot([1, 0], true), hit: true, damage: null }] };
    const d = describeEvent(state, e);
    const a1 = state.units.find((u) => u.id === 'a1')?.name ?? '';
    const b1 = state.units.find((u) => u.id === 'b1')?.name ?? '';
    expect(d.text).toBe(`${a1} fires the M16a2 (semi-automatic, 1 round) at ${b1}: 1 of 1 hit.`);
    expect(d.dice?.title).toBe(`${a1} → ${b1}, M16a2`);
    expect(d.dice?.outcome).toBe('hit');
    expect(d.dice?.lines).toEqual([
      'Difficulty Good (+1): range 12 m: Fair (R-OPS-12) +0, partial cover (R-OPS-13) +1',
      'M16a2 shot 1 of 1: Rifle Great (+2), dice [+ 0] = 3 (Superb) vs Good (+1) → hit',
    ]);
  });

  it('each line remembers who saw it: an unseen attacker\'s shot stays out of the other seat\'s logs', async () => {
    const { state } = await shippedBattle(['human', 'human']);
    const e: BattleEvent = { type: 'unit.fired', unit: 'b1', target: 'b2', weapon: 'M16a2', mode: 'semi', roundsSpent: 1, shots: [{ roll: shot([0, 0], false), hit: false, damage: null }] };
    const start: BattleEvent = { type: 'round.started', round: 1, rolls: [{ unit: 'a1', roll: { ...shot([0, 0], false), kind: 'initiative', against: { kind: 'none' }, outcome: 'rolled' } }, { unit: 'b1', roll: { ...shot([1, 1], false), kind: 'initiative', against: { kind: 'none' }, outcome: 'rolled' } }] };
    const seen = (id: string) => (id.startsWith('a') ? ['a'] : ['b']);
    const r = record(state, [start, e], seen, 0);
    expect(r.lines.find((l) => l.text.includes('fires'))?.seenBy).toEqual(['b']);
    expect(r.lines.find((l) => l.text.includes('Round 1'))?.seenBy).toBe('all');
    // Initiative is one entry per unit, each seen by its own side only here.
    const init = r.dice.filter((d) => d.title.startsWith('Initiative'));
    expect(init.map((d) => d.seenBy)).toEqual([['a'], ['b']]);
    const forA = r.dice.filter((d) => visibleTo(d.seenBy, ['a']));
    expect(forA).toHaveLength(1);
    expect(visibleTo(['b'], 'all')).toBe(true);
  });
});
