import { describe, expect, it } from 'vitest';
import { UNWOUNDED } from '../../ops/combat/wounds';
import { HEALTHY } from '../../ops/time/condition';
import { asciiBattle } from '../test-helpers/squads';
import { Steps, withUnitSet } from '../test-helpers/steps';
import type { Effect } from '../state/types';
import { applyEffects } from '../state/effects';

const light: Effect = { kind: 'wound', unit: 'b1', level: 'light', wear: null };

describe('the casualty clock (R-OPS-30, R-OPS-31)', () => {
  it('R-OPS-30: each casualty checks 15 rounds after the wound that started its bleeding, then every 15', () => {
    const { map, state } = asciiBattle(`
      a.....s
      b.....t`, { seed: 'clock' });
    const steps = new Steps(state, map);
    steps.passRound();
    steps.passRound();
    // b1 starts bleeding in round 2, b2 in round 7 (both by hand: no dice spent on the hits).
    steps.state = applyEffects({ ...steps.state, clock: { ...steps.state.clock, round: 2 } }, [light]).state;
    expect(steps.unit('b1').minuteFrom).toBe(2);
    const checks: Record<string, number[]> = { b1: [], b2: [] };
    for (let round = 3; round <= 40; round++) {
      if (round === 7) {
        steps.state = applyEffects(steps.state, [{ ...light, unit: 'b2' }]).state;
        expect(steps.unit('b2').minuteFrom).toBe(6);
      }
      const before = steps.events.length;
      steps.passRound();
      for (const e of steps.events.slice(before)) if (e.type === 'bleeding' || e.type === 'near-death') checks[e.unit]?.push(round);
      // Keep both bleeding at a Light wound so the checks keep coming on their own minutes.
      for (const id of ['b1', 'b2']) {
        const u = steps.unit(id);
        if (u.minuteFrom !== null) steps.state = withUnitSet(steps.state, id, { condition: { ...u.condition, wounds: { ...UNWOUNDED, light: 1 }, bleeding: true, nearDeathChecks: 0 }, status: 'fighting' });
      }
    }
    expect(checks['b1']).toEqual([17, 32]);
    expect(checks['b2']).toEqual([21, 36]);
    expect(steps.state.phase).not.toBe('over');
  });

  it('R-OPS-30: First Aid may be tried once in each such minute; a stopped bleeding stops the clock', () => {
    const { map, state } = asciiBattle('ab....s', { seed: 'aid-minute' });
    const steps = new Steps(state, map);
    steps.ok({ type: 'round.start' });
    steps.state = applyEffects(steps.state, [{ ...light, unit: 'a2' }]).state;
    // Set the order by hand: a1 first, alone.
    steps.state = { ...steps.state, units: steps.state.units.map((u) => ({ ...u, initiative: u.id === 'a1' ? 3 : 0 })), group: { value: 3, units: ['a1'] } };
    steps.ok({ type: 'unit.first-aid', unit: 'a1', patient: 'a2' });
    const aid = steps.of('first-aid')[0];
    if (aid?.stopped === 'bleeding') {
      expect(steps.unit('a2').minuteFrom).toBeNull();
      return;
    }
    expect(steps.unit('a2').condition.firstAidThisMinute).toBe(true);
    expect(steps.unit('a2').minuteFrom).toBe(1);
  });

  it('R-OPS-30: reaching Near Death starts a new minute for the near-death rolls', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'near' });
    const steps = new Steps(state, map);
    for (let i = 0; i < 4; i++) steps.passRound();
    steps.state = withUnitSet(steps.state, 'b1', { condition: { ...HEALTHY, wounds: { ...UNWOUNDED, critical: 1 }, bleeding: true }, minuteFrom: 1 });
    steps.state = applyEffects(steps.state, [{ kind: 'wound', unit: 'b1', level: 'nearDeath', wear: null }]).state;
    expect(steps.unit('b1').status).toBe('out');
    expect(steps.unit('b1').minuteFrom).toBe(4);
  });

  it('R-OPS-31: the minute Body roll in battle carries no wound penalty', () => {
    const { map, state } = asciiBattle(`
      a.....s
      b.....t`, { seed: 'no-penalty' });
    const steps = new Steps(state, map);
    steps.passRound();
    steps.state = withUnitSet(steps.state, 'b1', { condition: { ...HEALTHY, wounds: { ...UNWOUNDED, serious: 2, light: 1 }, bleeding: true }, minuteFrom: 1 });
    for (let round = 2; round <= 16; round++) steps.passRound();
    const roll = steps.of('bleeding')[0]?.roll;
    expect(roll?.modifiers).toEqual([]);
    expect(roll?.against).toMatchObject({ kind: 'difficulty', value: 1 });
  });
});
