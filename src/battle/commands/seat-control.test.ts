import { describe, expect, it } from 'vitest';
import { computerCommand, playComputer } from '../ai/driver';
import { gmLine } from '../gm/gm-line';
import { controllerOf } from '../round/decision';
import { flowAt } from '../round/step';
import { battleStateSchema } from '../save/schema';
import { gmCommandSchemas } from '../save/gm-schema';
import { asciiBattle, computer } from '../test-helpers/squads';
import { gmEdits, no, step, withInitiative } from '../test-helpers/gm';
import { humanSides, seatSides, seatViewers } from '../view/viewer';
import { replayCommands } from './replay';
import type { BattleCommand } from './types';

// Solo comforts (src/battle/README.md): a seat hands its own side to the computer for the rest of the
// round ("finish my turn") or until it takes it back; a command of the log like the GM's gm.control.
describe("A seat's own hand-over of its side", () => {
  const { map, state } = asciiBattle('a....#....s\n.....#.....\nb.........t', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
  const s = withInitiative(state, map, { a1: 3, a2: 3, b1: 0, b2: 0 });
  const finish: BattleCommand = { type: 'gm.control', side: 'a', controller: computer('veteran'), public: true, seat: 'round' };

  it('"finish my turn": the computer plays the side to the end of the round, then the seat has it again', () => {
    expect(computerCommand(flowAt(s, map))).toBeUndefined();
    const r = step(s, map, finish);
    expect(gmEdits(r.events).map((e) => gmLine(e.edit, true))).toEqual(['Side A lets the computer (veteran) finish this round.']);
    expect(controllerOf(r.state, 'a1')).toEqual(computer('veteran'));
    // The seat keeps its eyes on its side meanwhile.
    expect(seatSides(r.state, 0)).toEqual(['a']);
    expect(humanSides(r.state)).toEqual(['a']);
    expect(seatViewers(r.state)).toEqual([{ kind: 'sides', sides: ['a'] }]);
    // The computer plays both sides until a human must decide: the next round's first turn of side A.
    const played = playComputer(r.state, map, 10_000);
    expect(played.state.clock.round).toBe(s.clock.round + 1);
    expect(played.state.sides[0]).toEqual({ id: 'a', name: 'Side A', controller: { kind: 'human', seat: 0 } });
    expect(computerCommand(flowAt(played.state, map))).toBeUndefined();
    // The log replays to the same state (a save hands the side over and back at the same moments).
    const again = replayCommands(s, map, [finish, ...played.commands]);
    expect('rejected' in again ? again.rejected : again.state).toEqual(played.state);
  });

  it('hands the side over until the seat takes it back, and back again; a save keeps the hand-back', () => {
    const r = step(s, map, { ...finish, seat: 'keep' });
    expect(gmEdits(r.events).map((e) => gmLine(e.edit, true))).toEqual(['Side A is handed to the computer (veteran) until its seat takes it back.']);
    expect(r.state.sides[0]?.handBack).toEqual({ seat: 0, atRoundEnd: false });
    expect(battleStateSchema.safeParse(r.state).success).toBe(true);
    const played = playComputer(r.state, map, 200);
    // Still the computer's after the round ends.
    expect(played.state.clock.round).toBeGreaterThan(s.clock.round);
    expect(played.state.sides[0]?.controller).toEqual(computer('veteran'));
    const back = step(r.state, map, { type: 'gm.control', side: 'a', controller: { kind: 'human', seat: 0 }, public: true, seat: 'back' });
    expect(gmEdits(back.events).map((e) => gmLine(e.edit, true))).toEqual(['Side A is taken back by its seat.']);
    expect(back.state.sides[0]).toEqual({ id: 'a', name: 'Side A', controller: { kind: 'human', seat: 0 } });
    expect(computerCommand(flowAt(back.state, map))).toBeUndefined();
    // A side handed over for good may be kept only to the round's end instead.
    const toRound = step(r.state, map, finish);
    expect(toRound.state.sides[0]?.handBack).toEqual({ seat: 0, atRoundEnd: true });
  });

  it('refuses a computer side, taking back what no seat handed over or to another seat, and a bad field in a save', () => {
    expect(no(s, map, { ...finish, side: 'b' })).toBe('Side B is played by the computer already.');
    expect(no(s, map, { type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 0 }, public: true, seat: 'back' })).toBe('Side B was not handed to the computer by its seat.');
    const kept = step(s, map, { ...finish, seat: 'keep' }).state;
    expect(no(kept, map, { type: 'gm.control', side: 'a', controller: { kind: 'human', seat: 1 }, public: true, seat: 'back' })).toBe('Side A goes back to seat 1 only.');
    expect(no(s, map, { ...finish, controller: { kind: 'human', seat: 0 } })).toBe('A seat hands its side to the computer at a level.');
    // The GM's own word forgets a seat's hand-back.
    const gm = step(kept, map, { type: 'gm.control', side: 'a', controller: computer('recruit'), public: false }).state;
    expect(gm.sides[0]?.handBack).toBeUndefined();
    const schema = gmCommandSchemas.find((x) => x.shape.type.value === 'gm.control');
    expect(schema?.safeParse(finish).success).toBe(true);
    expect(schema?.safeParse({ ...finish, seat: 'forever' }).success).toBe(false);
  });
});
