import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { asciiBattle, computer } from '../test-helpers/squads';
import { roundMachine, type RoundEvent } from './machine';

const human = { kind: 'human', seat: 0 } as const;

describe('roundMachine', () => {
  it('R-OPS-4: starts by rolling initiative and waits in turns for the first group', () => {
    const { map, state } = asciiBattle('a........s', { controllers: [human, human] });
    const [snap] = initialTransition(roundMachine, { battle: state, map });
    expect(snap.value).toBe('turns');
    expect(snap.context.battle.clock.round).toBe(1);
    expect(snap.context.commands).toEqual([{ type: 'round.start' }]);
  });

  it('refuses a command out of turn with the reducer reason and changes nothing', () => {
    const { map, state } = asciiBattle('a........s', { controllers: [human, human] });
    const [snap] = initialTransition(roundMachine, { battle: state, map });
    const idle = snap.context.battle.units.find((u) => !snap.context.battle.group?.units.includes(u.id));
    if (!idle) return; // both tied: simultaneous, nobody is out of turn
    const [next] = transition(roundMachine, snap, { type: 'unit.end-turn', unit: idle.id });
    expect(next.context.rejection).toMatch(/not .*turn/);
    expect(next.context.battle).toBe(snap.context.battle);
  });

  it('R-OPS-14: pauses in dodgePrompt when a unit that has not acted is attacked, then resolves the answer', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human], seed: 'dodge' });
    let [snap] = initialTransition(roundMachine, { battle: state, map });
    const first = snap.context.battle.group?.units[0] ?? '';
    const other = first === 'a1' ? 'b1' : 'a1';
    if (snap.context.battle.group?.units.length === 2) return;
    [snap] = transition(roundMachine, snap, { type: 'unit.attack', unit: first, target: other, mode: 'semi', shots: 1 });
    expect(snap.value).toBe('dodgePrompt');
    [snap] = transition(roundMachine, snap, { type: 'unit.reload', unit: first });
    expect(snap.context.rejection).toMatch(/must first say whether to dodge/);
    [snap] = transition(roundMachine, snap, { type: 'unit.dodge-reply', unit: other, dodge: true });
    // The answer was accepted and spent the dodger's round (R-OPS-14): the round ended and a new one began.
    expect(snap.context.rejection).toBeNull();
    expect(snap.context.commands.slice(-3).map((c) => c.type)).toEqual(['unit.dodge-reply', 'round.end', 'round.start']);
    expect(['roundStart', 'turns', 'over']).toContain(snap.value);
    // The dodger has spent its round: the round ended and a new one began (R-OPS-14).
    expect(snap.context.battle.clock.round).toBe(2);
  });

  it('plays a computer-vs-computer battle to the end through ai.step events (an actor, no timers)', () => {
    const { map, state } = asciiBattle(`
      a....o....s
      b....o....t`, { controllers: [computer('veteran'), computer('recruit')], seed: 'machine' });
    const actor = createActor(roundMachine, { input: { battle: state, map } }).start();
    for (let i = 0; i < 2000 && actor.getSnapshot().status !== 'done'; i++) {
      actor.send({ type: 'ai.step' });
      expect(actor.getSnapshot().context.rejection).toBeNull();
    }
    const end = actor.getSnapshot();
    expect(end.value).toBe('over');
    expect(end.context.battle.result).not.toBeNull();
    // A battle won mid-round ends without that round's end.
    const ends = end.context.commands.filter((c) => c.type === 'round.end').length;
    expect(end.context.battle.clock.round - ends).toBeGreaterThanOrEqual(0);
    expect(end.context.battle.clock.round - ends).toBeLessThanOrEqual(1);
  });

  it('reaches every state node by generated paths (xstate/graph)', () => {
    const { map, state } = asciiBattle('a..s', { controllers: [computer('recruit'), computer('recruit')], seed: 'graph' });
    const paths = getShortestPaths(roundMachine, {
      input: { battle: state, map },
      events: [{ type: 'ai.step' }] satisfies RoundEvent[],
      serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.battle.clock.round}|${s.context.commands.length}`,
      limit: 400,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toContain('"turns"');
    expect(reached).toContain('"dodgePrompt"');
    expect(reached).toContain('"over"');
  });
});
