import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { computerCommand, playComputer } from '../ai/driver';
import type { BattleCommand } from '../commands/types';
import { asciiBattle, computer } from '../test-helpers/squads';
import { decisionAt, decisionOf } from './decision';
import { battleFlowMachine } from './machine';
import { applyBattleCommand, flowAt, flowSend, stepOf } from './step';

const human = { kind: 'human', seat: 0 } as const;

describe('battleFlowMachine: the one owner of the round flow', () => {
  it('R-OPS-4: a new battle waits for round.start, then for the first group', () => {
    const { map, state } = asciiBattle('a........s', { controllers: [human, human] });
    const [snap] = initialTransition(battleFlowMachine, { battle: state, map });
    expect(snap.value).toBe('roundStart');
    expect(decisionOf(snap)).toEqual({ kind: 'round-start' });
    const [next] = transition(battleFlowMachine, snap, { type: 'round.start' });
    expect(next.value).toEqual({ turns: 'acting' });
    expect(next.context.battle.clock.round).toBe(1);
    expect(next.context.battle.phase).toBe('turns');
    expect(next.context.events.map((e) => e.type)).toEqual(['round.started', 'turn.started']);
    const d = decisionOf(next);
    expect(d.kind === 'turn' && d.units).toEqual(next.context.battle.group?.units);
  });

  it('refuses a command out of its step with the sentence for that step, changing nothing', () => {
    const { map, state } = asciiBattle('a........s', { controllers: [human, human] });
    const snap = flowAt(state, map);
    const early = flowSend(snap, { type: 'unit.end-turn', unit: 'a1' });
    expect(early.context.rejection).toBe('The round has not started: roll initiative first.');
    expect(early.context.battle).toBe(state);
    const started = flowSend(snap, { type: 'round.start' });
    expect(flowSend(started, { type: 'round.end' }).context.rejection).toBe('Not everyone has acted yet this round.');
    expect(flowSend(started, { type: 'round.start' }).context.rejection).toBe('The round is already under way.');
    expect(flowSend(started, { type: 'unit.dodge-reply', unit: 'a1', dodge: true }).context.rejection).toBe('Nobody has been asked how to defend.');
    const idle = started.context.battle.units.find((u) => !started.context.battle.group?.units.includes(u.id));
    if (idle) expect(flowSend(started, { type: 'unit.end-turn', unit: idle.id }).context.rejection).toMatch(/not .*turn/);
  });

  it('R-OPS-14: pauses in defencePrompt when a unit that has not acted is attacked, then resolves the answer', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human], seed: 'dodge' });
    let snap = flowSend(flowAt(state, map), { type: 'round.start' });
    if (snap.context.battle.group?.units.length === 2) return;
    const first = snap.context.battle.group?.units[0] ?? '';
    const other = first === 'a1' ? 'b1' : 'a1';
    snap = flowSend(snap, { type: 'unit.attack', unit: first, target: other, mode: 'semi', shots: 1 });
    expect(snap.value).toEqual({ turns: 'defencePrompt' });
    expect(decisionOf(snap)).toEqual({ kind: 'defence', unit: other, attacker: first, choices: ['dodge'] });
    snap = flowSend(snap, { type: 'unit.reload', unit: first });
    expect(snap.context.rejection).toMatch(/must first say whether to dodge/);
    snap = flowSend(snap, { type: 'unit.dodge-reply', unit: other, dodge: true });
    expect(snap.context.rejection).toBeNull();
    expect(snap.context.battle.units.find((u) => u.id === other)?.dodging).toBe(true);
    // The dodger has spent its round: everyone has acted, the machine waits for round.end (R-OPS-14).
    expect(snap.value).toBe('roundEnd');
    expect(snap.context.battle.phase).toBe('round-end');
    snap = flowSend(snap, { type: 'round.end' });
    expect(snap.value).toBe('roundStart');
  });

  it('a restored mid-round state resumes where it stood: same snapshot value, same next step', () => {
    const { map, state } = asciiBattle(`
      a....o....s
      b....o....t`, { controllers: [computer('veteran'), computer('recruit')], seed: 'resume' });
    let flow = flowAt(state, map);
    for (let i = 0; i < 40 && flow.value !== 'over'; i++) {
      const c = computerCommand(flow) as BattleCommand;
      flow = flowSend(flow, c);
      const again = flowAt(flow.context.battle, map);
      expect(again.value).toEqual(flow.value);
      expect(decisionOf(again)).toEqual(decisionOf(flow));
      // The pure drivers (playComputer) read the same decision from the battle state alone.
      expect(decisionAt(flow.context.battle)).toEqual(decisionOf(flow));
    }
  });

  it('playComputer steps the pure reducer to the same battle and commands as the machine', () => {
    const { map, state } = asciiBattle(`
      a....o....s
      b....o....t`, { controllers: [computer('veteran'), computer('recruit')], seed: 'pure-driver' });
    const played = playComputer(state, map);
    let flow = flowAt(state, map);
    const commands: BattleCommand[] = [];
    for (let c = computerCommand(flow); c; c = computerCommand(flow)) {
      flow = flowSend(flow, c);
      commands.push(c);
    }
    expect(played.commands).toEqual(commands);
    expect(played.state).toEqual(flow.context.battle);
    expect(flow.value).toBe('over');
  });

  it('the reducer is the machine\'s step: same battle, events and refusals, command after command', () => {
    const { map, state } = asciiBattle(`
      a..o....s
      b..o....t
      c.......u`, { controllers: [computer('veteran'), computer('recruit')], seed: 'agree' });
    let flow = flowAt(state, map);
    let steps = 0;
    for (; steps < 600 && flow.value !== 'over'; steps++) {
      const battle = flow.context.battle;
      const played = computerCommand(flow) as BattleCommand;
      const first = battle.units.find((u) => u.status === 'fighting')?.id ?? 'a1';
      // The computer's command, and commands at the wrong moment or with a rule's refusal.
      const tries: BattleCommand[] = [
        played,
        { type: 'round.start' },
        { type: 'round.end' },
        { type: 'unit.dodge-reply', unit: first, dodge: true },
        { type: 'unit.end-turn', unit: first },
        { type: 'unit.move', unit: first, to: { x: 0, y: 0 } },
        { type: 'gm.note', text: 'agreement', public: false },
        { type: 'gm.state', unit: first, set: { state: 'dodging', on: true }, public: true },
      ];
      for (const c of tries) {
        const machine = flowSend(flowAt(battle, map), c);
        expect(applyBattleCommand(battle, map, c)).toEqual(stepOf(machine));
      }
      flow = flowSend(flow, played);
      expect(flow.context.rejection).toBeNull();
    }
    expect(flow.value).toBe('over');
    expect(steps).toBeGreaterThan(20);
  });

  it('plays a computer-vs-computer battle to the end as an actor, no timers', () => {
    const { map, state } = asciiBattle(`
      a....o....s
      b....o....t`, { controllers: [computer('veteran'), computer('recruit')], seed: 'machine' });
    const actor = createActor(battleFlowMachine, { input: { battle: state, map } }).start();
    for (let i = 0; i < 2000 && actor.getSnapshot().value !== 'over'; i++) {
      const c = computerCommand(actor.getSnapshot());
      if (!c) break;
      actor.send(c);
      expect(actor.getSnapshot().context.rejection).toBeNull();
    }
    const end = actor.getSnapshot();
    expect(end.value).toBe('over');
    expect(end.context.battle.result).not.toBeNull();
    expect(end.context.battle.phase).toBe('over');
  });

  it('reaches every state node by generated paths (xstate/graph)', () => {
    const { map, state } = asciiBattle(`
      a....o...s
      b....o...t`, { controllers: [computer('recruit'), computer('veteran')], seed: 'graph' });
    // The computer's choice in each state as the event: the graph walks real battles.
    const paths = getShortestPaths(battleFlowMachine, {
      input: { battle: state, map },
      events: (snap) => {
        const c = computerCommand(snap);
        return c ? [c] : [];
      },
      // Each unit's place and turn marks too: a turn may take several commands (a move, a switch, then the shot).
      serializeState: (s) =>
        `${JSON.stringify(s.value)}|${s.context.battle.clock.round}|${JSON.stringify(s.context.battle.group)}|${JSON.stringify(s.context.battle.units.map((u) => [u.cell, u.turn, u.status]))}`,
      limit: 400,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toContain('"roundStart"');
    expect(reached).toContain('{"turns":"acting"}');
    expect(reached).toContain('{"turns":"defencePrompt"}');
    expect(reached).toContain('"roundEnd"');
    expect(reached).toContain('"over"');
  });
});
