import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../state/events';
import type { RollRecord } from '../../ops/dice/roll-record';
import { decisionOf, flowCommand } from '../round/decision';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import type { BattleCommand } from '../commands/types';
import { asciiBattle } from '../test-helpers/squads';
import { viewerLines } from './log-lines';
import { emptyBattleMemory, remember, type BattleMemory } from './memory';
import { replayMemory } from './replay';
import { seatView } from './seat-view';
import { sidesViewer } from './viewer';

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

const human = (seat: number) => ({ kind: 'human', seat }) as const;

describe('a seat\'s log lines and memory (made in the core, per viewer)', () => {
  it('R-CORE-2: a shot in the dice log has its difficulty parts, faces, total and outcome', () => {
    const { state } = asciiBattle('a...s');
    const e: BattleEvent = { type: 'unit.fired', unit: 'a1', target: 'b1', weapon: 'M16a2', mode: 'semi', roundsSpent: 1, shots: [{ roll: shot([1, 0], true), hit: true, damage: null }] };
    const r = viewerLines(state, [e], () => true, 0);
    expect(r.lines.map((l) => l.text)).toEqual(['A fires the M16a2 (semi-automatic, 1 round) at s: 1 of 1 hit.']);
    expect(r.dice[0]).toMatchObject({ title: 'A → s, M16a2', outcome: 'hit' });
    expect(r.dice[0]?.lines).toEqual([
      'Difficulty Good (+1): range 12 m: Fair (R-OPS-12) +0, partial cover (R-OPS-13) +1',
      'M16a2 shot 1 of 1: Rifle Great (+2), dice [+ 0] = 3 (Superb) vs Good (+1) → hit',
    ]);
  });

  it('a viewer reads an event only if it knew a unit in it, and names the others "someone unseen"', () => {
    const { state } = asciiBattle('a...s...t');
    const fired: BattleEvent = { type: 'unit.fired', unit: 'b2', target: 'a1', weapon: 'M16a2', mode: 'semi', roundsSpent: 1, shots: [{ roll: shot([0, 0], false), hit: false, damage: null }] };
    const elsewhere: BattleEvent = { type: 'unit.moved', unit: 'b2', path: [], meters: 2, running: false };
    const start: BattleEvent = { type: 'round.started', round: 1, rolls: [{ unit: 'a1', roll: { ...shot([0, 0], false), kind: 'initiative', against: { kind: 'none' }, outcome: 'rolled' } }, { unit: 'b2', roll: { ...shot([1, 1], false), kind: 'initiative', against: { kind: 'none' }, outcome: 'rolled' } }] };
    const r = viewerLines(state, [start, fired, elsewhere], (id) => id === 'a1', 0);
    expect(r.lines.map((l) => l.text)).toEqual(['Round 1 begins.', 'Someone unseen fires the M16a2 (semi-automatic, 1 round) at a: 0 of 1 hit.']);
    // Initiative is one entry per unit: only the rolls of units it knew.
    expect(r.dice.map((d) => d.title)).toEqual(['Initiative: a', 'Someone unseen → a, M16a2']);
  });

  it('marks an enemy where it was last seen when it leaves sight, and drops the mark when it is seen again', () => {
    // a sees 7 tiles (14 m); s walks away out of sight, then back.
    const { map, state } = asciiBattle(`
      a....s............
      ..................`, { controllers: [human(0), human(1)], seed: 'marks' });
    let flow: FlowSnapshot = flowAt({ ...state, options: { ...state.options, sightMeters: 14 } }, map);
    let memory: BattleMemory = emptyBattleMemory(state);
    const send = (c: BattleCommand) => {
      const before = flow.context.battle;
      flow = flowSend(flow, c);
      expect(flow.context.rejection).toBeNull();
      memory = remember(memory, map, before, flow.context.battle, flow.context.events);
    };
    send({ type: 'round.start' });
    const forA = () => seatView(flow, sidesViewer('a'), memory.sides.a ?? null);
    expect(forA().inSight.map((u) => u.id)).toEqual(['b1']);
    // Let b1 act first (a holds), then b1 runs east out of sight.
    const b = flow.context.battle;
    flow = flowAt({ ...b, units: b.units.map((u) => ({ ...u, initiative: u.side === 'b' ? 3 : 1 })), group: { value: 3, units: ['b1'] } }, map);
    send({ type: 'unit.run', unit: 'b1', to: { x: 17, y: 0 } });
    const v = forA();
    expect(v.inSight).toEqual([]);
    expect(v.marks).toHaveLength(1);
    const mark = v.marks[0];
    // The last cell of the run a saw: within its 7 tiles, not where b1 stands now.
    expect(mark?.unit).toBe('b1');
    expect((mark?.cell.x ?? 99) <= 7).toBe(true);
    expect(memory.sides.a?.lines.at(-1)?.text).toMatch(/^S runs/);
    // b lost sight of a the same way: its mark is of a's unit, never of its own.
    expect(memory.sides.b?.marks.map((m) => m.unit)).toEqual(['a1']);
    // Seen again: the mark goes.
    const now = flow.context.battle;
    flow = flowAt({ ...now, units: now.units.map((u) => (u.id === 'b1' ? { ...u, cell: { x: 5, y: 0 } } : u)) }, map);
    if (flow.value === 'roundEnd') send({ type: 'round.end' });
    else send({ type: 'unit.end-turn', unit: flow.context.battle.group?.units[0] ?? '' });
    expect(forA().marks).toEqual([]);
    expect(forA().inSight.map((u) => u.id)).toEqual(['b1']);
  });

  it('the memory rebuilt from the command log is the memory built live', () => {
    const { map, state } = asciiBattle(`
      a.....o....s
      b.....o....t`, { controllers: [human(0), human(1)], seed: 'replay' });
    let flow = flowAt(state, map);
    let memory = emptyBattleMemory(state);
    const commands: BattleCommand[] = [];
    for (let i = 0; i < 30 && flow.value !== 'over'; i++) {
      const d = decisionOf(flow);
      const c: BattleCommand | undefined = flowCommand(d) ?? (d.kind === 'turn' && d.units[0] ? (i % 3 === 0 ? { type: 'unit.dodge', unit: d.units[0] } : { type: 'unit.end-turn', unit: d.units[0] }) : undefined);
      if (!c) break;
      const before = flow.context.battle;
      flow = flowSend(flow, c);
      expect(flow.context.rejection).toBeNull();
      memory = remember(memory, map, before, flow.context.battle, flow.context.events);
      commands.push(c);
    }
    expect(commands.length).toBeGreaterThan(10);
    const r = replayMemory(state, map, commands);
    expect(r.ok && r.memory).toEqual(memory);
  });
});

describe('GM lines in the seats\' logs', () => {
  it("a private GM line is the GM's alone; a public one reaches every seat", () => {
    const { state } = asciiBattle('a...s');
    const events: BattleEvent[] = [
      { type: 'gm.edit', public: false, edit: { kind: 'moved', unit: 'b1', name: 's', to: { x: 2, y: 0 }, facing: null, released: [] } },
      { type: 'gm.edit', public: true, edit: { kind: 'note', text: 'Sirens in the distance.' } },
    ];
    // Side a sees b1 (in plain sight): still, only the GM reads the private line.
    expect(viewerLines(state, events, () => true, 0).lines.map((l) => l.text)).toEqual(['GM: Sirens in the distance.']);
    expect(viewerLines(state, events, () => true, 0, true).lines.map((l) => l.text)).toEqual(['GM: s moved to (2, 0).', 'GM: Sirens in the distance.']);
  });
});
