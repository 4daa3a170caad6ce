import { describe, expect, it } from 'vitest';
import { asciiBattle } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { applyEffects } from './effects';

/** Rounds (from the current one) in which the unit is blind at its turn, over the next few rounds. */
function blindTurns(s: Steps, id: string, rounds: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (s.state.phase === 'round-start') s.ok({ type: 'round.start' });
    if (s.unit(id).blindRounds > 0) out.push(s.state.clock.round);
    s.passRound();
  }
  return out;
}

describe("the victim's next turns (R-OPS-36)", () => {
  it('R-OPS-36: a flash-bang victim that has not acted yet is blind for the rest of this round and the next', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'blind-early' });
    const s = new Steps(state, map);
    s.startWith({ a1: 2, b1: 0 });
    s.state = applyEffects(s.state, [{ kind: 'blind', unit: 'b1', rounds: 2 }]).state;
    expect(blindTurns(s, 'b1', 4)).toEqual([1, 2]);
  });

  it('R-OPS-36: a flash-bang victim that has already acted is blind in the next two rounds', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'blind-late' });
    const s = new Steps(state, map);
    s.startWith({ a1: 0, b1: 2 });
    s.ok({ type: 'unit.end-turn', unit: 'b1' });
    s.state = applyEffects(s.state, [{ kind: 'blind', unit: 'b1', rounds: 2 }]).state;
    expect(s.unit('b1').blindRounds).toBe(3);
    s.passRound();
    expect(blindTurns(s, 'b1', 4)).toEqual([2, 3]);
  });

  it("R-OPS-36: a throw's -2 is on the victim's next turn only, defence rolls in it included, whether it acts or not", () => {
    // Thrown before its turn: the -2 is on its rolls this round, and gone when its turn ends.
    const { map, state } = asciiBattle('as', { seed: 'thrown' });
    const early = new Steps(state, map);
    early.startWith({ a1: 2, b1: 0 });
    early.state = applyEffects(early.state, [{ kind: 'penalty', unit: 'b1', value: -2 }]).state;
    expect(early.unit('b1').nextActionPenalty).toBe(-2);
    early.ok({ type: 'unit.end-turn', unit: 'a1' });
    // It does not act (it ends its turn): the penalty is over all the same.
    early.ok({ type: 'unit.end-turn', unit: 'b1' });
    expect(early.unit('b1').nextActionPenalty).toBe(0);

    // Thrown after its turn: the -2 waits for the next round's turn, and covers a defence roll in it.
    const late = new Steps(state, map);
    late.startWith({ a1: 0, b1: 2 });
    late.ok({ type: 'unit.end-turn', unit: 'b1' });
    late.state = applyEffects(late.state, [{ kind: 'penalty', unit: 'b1', value: -2 }]).state;
    expect(late.unit('b1')).toMatchObject({ nextActionPenalty: 0, pendingPenalty: -2 });
    late.ok({ type: 'unit.end-turn', unit: 'a1' });
    late.ok({ type: 'round.end' });
    late.ok({ type: 'round.start' });
    late.state = { ...late.state, units: late.state.units.map((u) => ({ ...u, initiative: u.id === 'a1' ? 3 : 0 })), group: { value: 3, units: ['a1'] } };
    expect(late.unit('b1')).toMatchObject({ nextActionPenalty: -2, pendingPenalty: 0 });
    late.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    late.ok({ type: 'unit.defend', unit: 'b1', defence: 'none' });
    expect(late.of('unit.melee')[0]?.defender.modifiers).toContainEqual({ value: -2, reason: 'thrown: its next turn (R-OPS-19, R-OPS-36)' });
    late.passRound();
    expect(late.unit('b1').nextActionPenalty).toBe(0);
  });
});
