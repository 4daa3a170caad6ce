import { describe, expect, it } from 'vitest';
import { hatsStateSchema } from '../save/kinds/conspiracy-state';
import { aiNextCommand } from './ai/choose';
import { applyHatsCommand } from './flow/play';
import { activeSeat, type HatsState } from './state';
import { apply, duel, rejects } from './test-helpers/fixtures';
import { knowledgeOf } from './view/knowledge';

// Solo comforts (src/hats/README.md "Solo comforts", rules/actions/seat-control.ts): a human seat lets
// the computer finish its turn, or hands its conspiracy over until it takes it back; commands of the log.
const seatOf = (s: HatsState, id: string) => s.seats.find((x) => x.id === id);

/** The computer plays the seat to move while its controller is a computer level. */
function computerPlays(s: HatsState, limit = 200): HatsState {
  let state = s;
  for (let i = 0; i < limit; i++) {
    const seat = activeSeat(state);
    const c = seatOf(state, seat)?.controller;
    if (!c || c === 'human' || state.phase === 'over') return state;
    state = apply(state, aiNextCommand(state, seat, c) ?? { type: 'turn.end', seat });
  }
  return state;
}

describe("A Black Hats seat's own hand-over", () => {
  const start = duel();
  const red = activeSeat(start);

  it('"finish my turn": the computer plays the rest of the turn, then the seat is human again; the log says so to every seat', () => {
    expect(red).toBe('red');
    const r = applyHatsCommand(start, { type: 'seat.control', seat: red, hand: 'turn', level: 'cautious' });
    if ('rejected' in r) throw new Error(r.rejected);
    expect(seatOf(r.state, red)).toEqual({ id: 'red', name: 'Red Hand', controller: 'cautious', handBack: 'turn' });
    expect(r.events.map((e) => e.text)).toContain('Red Hand lets the computer (cautious) finish this turn.');
    expect(knowledgeOf(r.state, 'blue').seats.find((s) => s.id === red)?.handBack).toBe('turn');
    expect(hatsStateSchema.safeParse(r.state).success).toBe(true);
    const after = computerPlays(r.state);
    expect(activeSeat(after)).toBe('blue');
    expect(seatOf(after, red)).toEqual({ id: 'red', name: 'Red Hand', controller: 'human' });
    expect(after.log.some((e) => e.text === "Red Hand is back in its seat's hands.")).toBe(true);
  });

  it('handed over until taken back: it stays the computer\'s past its turn and is taken back at any Actions moment', () => {
    const kept = apply(start, { type: 'seat.control', seat: red, hand: 'keep', level: 'cunning' });
    const next = computerPlays(kept);
    expect(activeSeat(next)).toBe('blue');
    expect(seatOf(next, red)?.controller).toBe('cunning');
    // Blue's turn (a human seat): Red's seat takes its conspiracy back.
    const back = apply(next, { type: 'seat.control', seat: red, hand: 'back' });
    expect(seatOf(back, red)).toEqual({ id: 'red', name: 'Red Hand', controller: 'human' });
    expect(back.log.some((e) => e.text === 'Red Hand is taken back by its seat.')).toBe(true);
  });

  it('refuses another seat\'s turn, a computer seat, taking back what was not handed over, and a missing level', () => {
    rejects(start, { type: 'seat.control', seat: 'blue', hand: 'turn', level: 'cautious' }, /not your turn/);
    rejects(start, { type: 'seat.control', seat: red, hand: 'back' }, /not handed to the computer by its seat/);
    rejects(start, { type: 'seat.control', seat: red, hand: 'turn' }, /Say which computer/);
    rejects(start, { type: 'seat.control', seat: red, hand: 'turn', level: 'godlike' });
    const computer = duel({}, {}, {}, 'test');
    const asComputer = { ...computer, seats: computer.seats.map((s) => (s.id === 'red' ? { ...s, controller: 'cautious' as const } : s)) };
    rejects(asComputer, { type: 'seat.control', seat: red, hand: 'keep', level: 'cautious' }, /played by the computer already/);
  });
});
