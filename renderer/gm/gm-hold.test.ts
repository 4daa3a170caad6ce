import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { asciiBattle, computer } from '../../src/battle/test-helpers/squads';
import { tableFlowMachine, tableScreen, type TableWaiting } from '../flow/table-flow';
import { flowAt, flowSend } from '../../src/battle';
import { GM_SEAT, computerSides, controllerFor, gmWaiting, holdEvent, sideRows } from './gm-seats';
import { GM_TABLE, NOTHING_HELD, anythingHeld, gmTableStep, isHeld, type GmTable } from './gm-table';

describe('the GM holds each computer side on its own', () => {
  it('a side is held and released alone; Hold all takes every computer side and the round, and releases all', () => {
    let t: GmTable = gmTableStep(GM_TABLE, { type: 'hold.side', side: 'c' });
    expect(t.held).toEqual({ sides: ['c'], round: false });
    expect([isHeld(t.held, 'b'), isHeld(t.held, 'c'), isHeld(t.held, null)]).toEqual([false, true, false]);
    t = gmTableStep(t, { type: 'hold.side', side: 'b' });
    t = gmTableStep(t, { type: 'hold.side', side: 'c' });
    expect(t.held).toEqual({ sides: ['b'], round: false });
    // Anything held: Hold all releases everything.
    t = gmTableStep(t, { type: 'hold.all', computer: ['b', 'c'] });
    expect(t.held).toEqual(NOTHING_HELD);
    t = gmTableStep(t, { type: 'hold.all', computer: ['b', 'c'] });
    expect(t.held).toEqual({ sides: ['b', 'c'], round: true });
    expect(anythingHeld(t.held)).toBe(true);
  });

  it('the computer sides are those the computer plays now', () => {
    expect(computerSides(asciiBattle('a..s', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] }).state)).toEqual(['b']);
    expect(computerSides(asciiBattle('a..s', { controllers: [{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }] }).state)).toEqual([]);
  });

  it('the table flow machine pauses exactly while it waits for a held side; Step moves that side once', () => {
    let steps = 0;
    const actor = createActor(tableFlowMachine.provide({ actions: { stepComputer: () => void (steps += 1) } }), {
      input: { humans: [GM_SEAT], waiting: { kind: 'seat', seat: GM_SEAT, task: 'turn' }, pace: 600_000 },
    });
    actor.start();
    let t: GmTable = gmTableStep(GM_TABLE, { type: 'hold.side', side: 'c' });
    // As the table controller does: the hold first, then the change.
    const change = (w: TableWaiting): void => {
      const e = holdEvent(t.held, w);
      if (e) actor.send(e);
      actor.send({ type: 'game.changed', waiting: w });
    };
    const screen = () => tableScreen(actor.getSnapshot());
    change({ kind: 'computer', seat: 'b' });
    expect(screen()).toMatchObject({ kind: 'watching', computer: 'b', paused: false });
    change({ kind: 'computer', seat: 'c' });
    expect(screen()).toMatchObject({ kind: 'watching', computer: 'c', paused: true });
    actor.send({ type: 'computer.step' });
    expect(steps).toBe(1);
    change({ kind: 'seat', seat: GM_SEAT, task: 'turn' });
    change({ kind: 'computer', seat: 'b' });
    expect(screen()).toMatchObject({ computer: 'b', paused: false });
    // Released while it waits: it plays on.
    change({ kind: 'computer', seat: 'c' });
    expect(screen()).toMatchObject({ paused: true });
    t = gmTableStep(t, { type: 'hold.side', side: 'c' });
    const e = holdEvent(t.held, { kind: 'computer', seat: 'c' });
    if (e) actor.send(e);
    expect(screen()).toMatchObject({ computer: 'c', paused: false });
    // Hold all: the round's own steps wait too.
    t = gmTableStep(t, { type: 'hold.all', computer: ['b', 'c'] });
    change({ kind: 'computer', seat: null });
    expect(screen()).toMatchObject({ computer: null, paused: true });
    expect(holdEvent(t.held, { kind: 'seat', seat: GM_SEAT, task: 'turn' })).toBeNull();
    actor.stop();
  });

  it('the GM chooses who plays each side mid-battle: the players\' sides stay theirs, the others go between the GM\'s hand and the computer', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
    expect(sideRows(state).map((r) => [r.id, r.by, r.choices.join(' ')])).toEqual([
      ['a', 'players', 'players'],
      ['b', 'veteran', 'gm recruit veteran'],
    ]);
    let flow = flowSend(flowAt(state, map), { type: 'gm.control', side: 'b', controller: controllerFor('gm'), public: false });
    expect(flow.context.rejection).toBeNull();
    expect(sideRows(flow.context.battle)[1]?.by).toBe('gm');
    expect(computerSides(flow.context.battle)).toEqual([]);
    // Every unit now waits for the GM: the table never waits for the computer in a turn.
    flow = flowSend(flow, { type: 'round.start' });
    expect(gmWaiting(flow)).toEqual({ kind: 'seat', seat: GM_SEAT, task: 'turn' });
    expect(controllerFor('recruit')).toEqual({ kind: 'computer', level: 'recruit' });
  });
});
