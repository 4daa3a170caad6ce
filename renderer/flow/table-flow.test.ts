import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { tableFlowMachine, tableScreen, type TableFlowEvent, type TableWaiting } from './table-flow';

const seat = (s: string, task: 'turn' | 'prompt' = 'turn'): TableWaiting => ({ kind: 'seat', seat: s, task });
const computer = (s: string | null): TableWaiting => ({ kind: 'computer', seat: s });
const changed = (waiting: TableWaiting): TableFlowEvent => ({ type: 'game.changed', waiting });

describe('the table flow machine (shared by the tactical table and the conspiracy board)', () => {
  it('solo: the human\'s board, kept on screen while the computer plays; never a hand-over', () => {
    let [s] = initialTransition(tableFlowMachine, { humans: ['0'], waiting: seat('0'), pace: 400 });
    expect(s.value).toEqual({ board: 'choosing' });
    expect(tableScreen(s)).toEqual({ kind: 'board', seat: '0', task: 'turn' });
    expect(s.context.sitting).toBe(1);
    [s] = transition(tableFlowMachine, s, changed(computer('1')));
    expect(s.value).toEqual({ computer: 'running' });
    expect(tableScreen(s)).toEqual({ kind: 'watching', seat: '0', computer: '1', paused: false, steps: 0 });
    [s] = transition(tableFlowMachine, s, changed(seat('0', 'prompt')));
    expect(s.value).toEqual({ board: 'prompt' });
    // The same seat again: not a new sitting (its selection and camera stay).
    expect(s.context.sitting).toBe(1);
  });

  it('paused while a human decides (the GM before the computer\'s turn): the computer\'s turn starts paused; resumed, it runs', () => {
    let [s] = initialTransition(tableFlowMachine, { humans: ['gm'], waiting: seat('gm'), pace: 400 });
    [s] = transition(tableFlowMachine, s, { type: 'computer.pause' });
    expect(s.value).toEqual({ board: 'choosing' });
    [s] = transition(tableFlowMachine, s, changed(computer('b')));
    expect(s.value).toEqual({ computer: 'paused' });
    [s] = transition(tableFlowMachine, s, changed(seat('gm')));
    [s] = transition(tableFlowMachine, s, { type: 'computer.resume' });
    [s] = transition(tableFlowMachine, s, changed(computer('b')));
    expect(s.value).toEqual({ computer: 'running' });
  });

  it('hot-seat: every change of seat goes through a hand-over, and a computer turn hides the board', () => {
    let [s] = initialTransition(tableFlowMachine, { humans: ['0', '1'], waiting: seat('0'), pace: 0 });
    expect(tableScreen(s)).toEqual({ kind: 'handover', seat: '0', task: 'turn' });
    [s] = transition(tableFlowMachine, s, { type: 'handover.confirm' });
    expect(tableScreen(s)).toEqual({ kind: 'board', seat: '0', task: 'turn' });
    expect(s.context).toMatchObject({ shown: '0', sitting: 1 });
    [s] = transition(tableFlowMachine, s, changed(seat('0')));
    expect(s.value).toEqual({ board: 'choosing' });
    [s] = transition(tableFlowMachine, s, changed(seat('1', 'prompt')));
    expect(tableScreen(s)).toEqual({ kind: 'handover', seat: '1', task: 'prompt' });
    [s] = transition(tableFlowMachine, s, { type: 'handover.confirm' });
    expect(s.value).toEqual({ board: 'prompt' });
    expect(s.context).toMatchObject({ shown: '1', sitting: 2 });
    [s] = transition(tableFlowMachine, s, changed(computer('2')));
    expect(tableScreen(s)).toEqual({ kind: 'cover', computer: '2', paused: false, steps: 0 });
    expect(s.context.shown).toBeNull();
    // The seat that played last still gets a hand-over: someone else may be at the table now.
    [s] = transition(tableFlowMachine, s, changed(seat('1')));
    expect(tableScreen(s).kind).toBe('handover');
    [s] = transition(tableFlowMachine, s, changed({ kind: 'over' }));
    expect(tableScreen(s)).toEqual({ kind: 'over' });
    // A rewind after the end brings the game back.
    [s] = transition(tableFlowMachine, s, changed(seat('0')));
    expect(s.value).toBe('handover');
  });

  it('the computer\'s pace is an `after` delay: a step per pace, paused, stepped, resumed (simulated clock, no timers)', () => {
    const clock = new SimulatedClock();
    let steps = 0;
    const actor = createActor(
      tableFlowMachine.provide({
        actions: {
          // The game answers a computer step with its next state: two steps, then the human's turn.
          stepComputer: () => {
            steps += 1;
            queueMicrotask(() => actor.send(changed(steps < 2 ? computer('1') : seat('0'))));
          },
        },
      }),
      { input: { humans: ['0'], waiting: computer('1'), pace: 450 }, clock },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ computer: 'running' });
    clock.increment(449);
    expect(steps).toBe(0);
    clock.increment(1);
    expect(steps).toBe(1);
    return Promise.resolve().then(() => {
      expect(actor.getSnapshot().context.steps).toBe(1);
      actor.send({ type: 'computer.pause' });
      clock.increment(5000);
      expect(steps).toBe(1);
      expect(tableScreen(actor.getSnapshot())).toMatchObject({ kind: 'watching', paused: true, steps: 1 });
      actor.send({ type: 'pace.set', pace: 100 });
      actor.send({ type: 'computer.step' });
      expect(steps).toBe(2);
      return Promise.resolve().then(() => {
        expect(actor.getSnapshot().value).toEqual({ board: 'choosing' });
        // Paused stays paused for the next computer turn, until resumed.
        actor.send(changed(computer('1')));
        expect(actor.getSnapshot().value).toEqual({ computer: 'paused' });
        actor.send({ type: 'computer.resume' });
        clock.increment(100);
        expect(steps).toBe(3);
        actor.stop();
      });
    });
  });

  it('a computer turn schedules its step as a delayed event of the pace (pure transition)', () => {
    const [, actions] = initialTransition(tableFlowMachine, { humans: ['0'], waiting: computer('1'), pace: 120 });
    const delayed = actions.find((a) => typeof a.params === 'object' && a.params !== null && 'delay' in a.params);
    expect(delayed?.params).toMatchObject({ delay: 120 });
  });

  it('reaches every state by generated paths (xstate/graph)', () => {
    const events: TableFlowEvent[] = [
      changed(seat('0')),
      changed(seat('1', 'prompt')),
      changed(computer('2')),
      changed({ kind: 'over' }),
      { type: 'handover.confirm' },
      { type: 'computer.pause' },
      { type: 'computer.resume' },
      { type: 'computer.step' },
    ];
    const paths = getShortestPaths(tableFlowMachine, {
      input: { humans: ['0', '1'], waiting: seat('0'), pace: 0 },
      events,
      serializeState: (s) => `${JSON.stringify(s.value)}|${JSON.stringify(s.context.waiting)}|${s.context.shown}|${s.context.paused}`,
      limit: 500,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of ['"handover"', '{"board":"choosing"}', '{"board":"prompt"}', '{"computer":"running"}', '{"computer":"paused"}', '"over"']) expect(reached).toContain(v);
    // No path shows a hot-seat board to a seat that has not confirmed the hand-over.
    for (const p of paths) {
      const screen = tableScreen(p.state);
      if (screen.kind === 'board') expect(p.state.context.shown).toBe(screen.seat);
    }
  });
});
