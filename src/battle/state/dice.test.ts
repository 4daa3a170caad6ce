import { describe, expect, it } from 'vitest';
import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import { playComputer } from '../ai/driver';
import { asciiBattle, computer } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import type { BattleState } from './types';
import { diceFor, rolledDice } from './dice';

/** A started round whose two units act simultaneously (R-OPS-4), initiative set by hand. */
function tiedRound(seed: string): Steps {
  const { map, state } = asciiBattle(`
    a....s
    b....t`, { seed });
  const steps = new Steps(state, map);
  steps.ok({ type: 'round.start' });
  const units = steps.state.units.map((u) => ({ ...u, initiative: u.side === 'a' ? 2 : 0 }));
  steps.state = { ...steps.state, units, group: { value: 2, units: ['a1', 'a2'] } };
  return steps;
}

const faces = (s: Steps) =>
  s.of('unit.fired').map((e) => ({ unit: e.unit, faces: e.shots.map((x) => [x.roll.faces, x.damage?.damageRoll.faces ?? null]) }));

describe('keyed dice (R-CORE-5)', () => {
  it('R-CORE-5: the order in which simultaneous units are given their orders never changes a result', () => {
    const fire = (u: string, t: string): BattleCommand => ({ type: 'unit.attack', unit: u, target: t, mode: 'semi', shots: 2 });
    const play = (order: readonly [string, string][]) => {
      const s = tiedRound('order');
      for (const [u, t] of order) {
        s.ok(fire(u, t));
        if (s.state.prompt) s.ok({ type: 'unit.dodge-reply', unit: s.state.prompt.unit, dodge: false });
      }
      return s;
    };
    const ab = play([['a1', 'b1'], ['a2', 'b2']]);
    const ba = play([['a2', 'b2'], ['a1', 'b1']]);
    const byUnit = (s: Steps) => Object.fromEntries(faces(s).map((f) => [f.unit, f.faces]));
    expect(byUnit(ab)).toEqual(byUnit(ba));
    expect(ab.state.units).toEqual(ba.state.units);
  });

  it("R-CORE-5: a unit's roll depends on the round, the unit and its count of rolls in the round", () => {
    const s = tiedRound('key');
    const first = diceFor(s.state, 'a1');
    expect(first.key).toEqual([1, 'a1', 1]);
    const after = first.commit(s.state);
    expect(diceFor(after, 'a1').key).toEqual([1, 'a1', 2]);
    expect(diceFor(after, 'a2').key).toEqual([1, 'a2', 1]);
    // Initiative was each unit's first roll of round 1.
    expect(s.state.rolls).toEqual({ a1: 1, a2: 1, b1: 1, b2: 1 });
    expect(rolledDice(s.state, after)).toBe(true);
    expect(rolledDice(s.state, { ...s.state })).toBe(false);
  });

  it('R-CORE-5: rewinding and giving the same orders again gives the same dice', () => {
    const { map, state } = asciiBattle(`
      a..o...s
      b......t`, { seed: 'rewind', controllers: [computer('veteran'), computer('recruit')] });
    const whole = playComputer(state, map);
    // Replay the first half, then the rest: the same end, roll for roll.
    const half = Math.floor(whole.commands.length / 2);
    let s: BattleState = state;
    for (const c of whole.commands.slice(0, half)) {
      const r = applyBattleCommand(s, map, c);
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
    }
    const rest = playComputer(s, map);
    expect(rest.state).toEqual(whole.state);
  });

  it('R-CORE-5: a battle of ruleset 1 (saves of format 1) keeps rolling from its queued generator', () => {
    const s = tiedRound('queued');
    const old: BattleState = { ...s.state, ruleset: 1 };
    const d = diceFor(old, 'a1');
    expect(d.key).toBeNull();
    const used = d.commit(old);
    expect(used.rolls).toEqual(old.rolls);
    d.rng.next();
    expect(d.commit(old).rng).not.toEqual(old.rng);
  });
});
