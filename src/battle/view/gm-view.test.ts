import { describe, expect, it } from 'vitest';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import type { BattleState } from '../state/types';
import { agentFile } from '../test-helpers/gm';
import { asciiBattle, computer } from '../test-helpers/squads';
import { emptyGmMemory, gmPlan, gmView, playersFacts, rememberGm, replayGm, type GmMemory } from './gm-view';
import { seatView } from './seat-view';
import { memoryOf } from './memory';
import { sidesViewer } from './viewer';

/**
 * Side a (the players, a human seat) at the left, behind a wall from b1; b2 in plain sight of a1.
 *   a1 sees b2 across the open floor; b1 stands behind the wall, seen by nobody of a.
 */
const ART = `
a.....t
.......
########
......s`;

function battle(): { map: BattleMap; state: BattleState } {
  const { map, state } = asciiBattle(ART, { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
  return { map, state: { ...state, units: state.units.map((u) => ({ ...u, name: `Agent${u.id.toUpperCase()}x` })) } };
}

class Table {
  flow: FlowSnapshot;
  memory: GmMemory;
  readonly commands: BattleCommand[] = [];
  constructor(
    readonly map: BattleMap,
    readonly initial: BattleState,
    readonly players: readonly string[] = ['a'],
  ) {
    this.flow = flowAt(initial, map);
    this.memory = emptyGmMemory(initial);
  }
  send(c: BattleCommand): void {
    const before = this.flow.context.battle;
    const next = flowSend(this.flow, c);
    if (next.context.rejection !== null) throw new Error(`${c.type}: ${next.context.rejection}`);
    this.memory = rememberGm(this.memory, this.map, this.players, before, next.context.battle, next.context.events);
    this.flow = next;
    this.commands.push(c);
  }
}

function started(): Table {
  const { map, state } = battle();
  const t = new Table(map, state);
  t.send({ type: 'round.start' });
  return t;
}

const hidden = (t: Table) => t.flow.context.battle.units.find((u) => u.cell.y === 3);
const inView = (t: Table) => t.flow.context.battle.units.find((u) => u.side === 'b' && u.cell.y === 0);

describe('the GM seat', () => {
  it('the GM sees every unit in full and reads every line, private ones marked', () => {
    const t = started();
    const b1 = hidden(t);
    if (!b1) throw new Error('no hidden unit');
    t.send({ type: 'gm.note', text: 'The guard behind the wall is asleep.', public: false });
    t.send({ type: 'gm.roll', label: 'the guard wakes', dice: 4, trait: { name: 'Alertness', value: 0 }, difficulty: 1, public: false });
    const v = gmView(t.flow, t.memory, ['a']);
    expect(v.units.map((u) => u.unit.id).sort()).toEqual(t.flow.context.battle.units.map((u) => u.id).sort());
    expect(v.units.every((u) => u.seen)).toBe(true);
    expect(v.fog).toBeNull();
    const note = v.lines.find((l) => l.text.includes('asleep'));
    expect(note?.private).toBe(true);
    expect(note?.text).toBe('GM note: The guard behind the wall is asleep.');
    expect(v.dice.at(-1)?.private).toBe(true);
    // The GM's sheet of an enemy is whole (kit counts and all), unlike the players' view of it.
    const full = v.units.find((u) => u.unit.id === b1.id)?.unit;
    expect(full?.weapons[0]?.spares).toBe(b1.weapons[0]?.spares);
  });

  it('"View as" a side with the fog on is exactly that side\'s seat view; with it off every unit, the unseen ones marked', () => {
    const t = started();
    const b1 = hidden(t);
    const b2 = inView(t);
    if (!b1 || !b2) throw new Error('no units');
    const fogged = gmView(t.flow, t.memory, ['a'], { kind: 'side', side: 'a', fog: true });
    const seat = seatView(t.flow, sidesViewer('a'), memoryOf(t.memory.battle, sidesViewer('a')));
    expect(fogged.units.map((u) => u.unit)).toEqual(seat.known.units);
    expect(fogged.fog).toEqual(seat.cells);
    expect(fogged.units.some((u) => u.unit.id === b1.id)).toBe(false);
    expect(fogged.units.some((u) => u.unit.id === b2.id)).toBe(true);

    const open = gmView(t.flow, t.memory, ['a'], { kind: 'side', side: 'a', fog: false });
    expect(open.fog).toBeNull();
    expect(open.sight).toEqual(seat.cells);
    expect(open.units.find((u) => u.unit.id === b1.id)?.seen).toBe(false);
    expect(open.units.find((u) => u.unit.id === b2.id)?.seen).toBe(true);
    // As side b: a1 is in sight of b2, b1 sees nobody; side b's own units are all "seen".
    const asB = gmView(t.flow, t.memory, ['a'], { kind: 'side', side: 'b', fog: false });
    expect(asB.units.filter((u) => u.unit.side === 'b').every((u) => u.seen)).toBe(true);
  });

  it('the players read public GM lines of units they know, public notes and rolls, never a private one', () => {
    const t = started();
    const b1 = hidden(t);
    const b2 = inView(t);
    if (!b1 || !b2) throw new Error('no units');
    t.send({ type: 'gm.note', text: 'Secret: the vault code is 1234.', public: false });
    t.send({ type: 'gm.note', text: 'Sirens in the distance.', public: true });
    t.send({ type: 'gm.roll', label: 'secret reinforcements', dice: 4, trait: { name: 'Luck', value: 0 }, difficulty: 0, public: false });
    t.send({ type: 'gm.roll', label: 'the alarm', dice: 3, trait: { name: 'Guards', value: -1 }, difficulty: null, public: true });
    // Public edits: of the unit they see (read), of the unit behind the wall (not read: they do not know it).
    t.send({ type: 'gm.face', unit: b2.id, facing: 4, public: true });
    t.send({ type: 'gm.face', unit: b1.id, facing: 4, public: true });
    t.send({ type: 'gm.wounds', unit: b2.id, row: 'scratch', marked: 1, public: false });
    const f = playersFacts(t.flow, t.memory, ['a'], { lines: 50, rolls: 50 });
    const text = JSON.stringify(f);
    expect(f.lines.map((l) => l.text)).toEqual(expect.arrayContaining(['GM: Sirens in the distance.', `GM: ${b2.name} now faces south.`]));
    expect(text).not.toContain('vault');
    expect(text).not.toContain('secret reinforcements');
    expect(text).not.toContain(b1.name);
    expect(text).not.toContain(`"${b1.id}"`);
    expect(text).not.toContain('Scratch');
    expect(f.rolls.at(-1)?.title).toBe('GM roll: the alarm');
    expect(f.lastRoll?.title).toBe('GM roll: the alarm');
    expect(f.units.map((u) => u.id).sort()).toEqual(t.flow.context.battle.units.filter((u) => u.id !== b1.id).map((u) => u.id).sort());
    // The GM's own record keeps all three edits.
    expect(t.memory.battle.all.lines.filter((l) => l.text.includes('faces') || l.text.includes('Scratch'))).toHaveLength(3);
  });

  it('a public GM line names an unseen other unit as "someone unseen"', () => {
    const t = started();
    const b2 = inView(t);
    if (!b2) throw new Error('no unit');
    // b2 (seen) is set to hold until b1 (behind the wall) acts.
    const b1 = hidden(t);
    if (!b1) throw new Error('no unit');
    t.send({ type: 'gm.state', unit: b2.id, set: { state: 'holding', until: { unit: b1.id } }, public: true });
    const f = playersFacts(t.flow, t.memory, ['a'], { lines: 50, rolls: 50 });
    expect(f.lines.at(-1)?.text).toBe(`GM: ${b2.name} holds until someone unseen acts.`);
    expect(t.memory.battle.all.lines.at(-1)?.text).toBe(`GM: ${b2.name} holds until ${b1.name} acts.`);
  });

  it("a public unit added where the players cannot see it is not announced to them; one in sight is", () => {
    const t = started();
    t.send({ type: 'gm.add-unit', side: 'b', name: 'Hidden Lynx', agent: agentFile('lynx'), at: { x: 0, y: 3 }, source: 'random', public: true });
    t.send({ type: 'gm.add-unit', side: 'b', name: 'Open Lynx', agent: agentFile('lynx2'), at: { x: 3, y: 1 }, source: 'shipped', public: true });
    const text = JSON.stringify(playersFacts(t.flow, t.memory, ['a'], { lines: 50, rolls: 50 }));
    expect(text).not.toContain('Hidden Lynx');
    expect(text).toContain('Open Lynx joins');
  });

  it("the computer's plan is the GM's: named, in words, and the command the computer then makes", () => {
    const { map, state } = battle();
    const t = new Table(map, { ...state, sides: state.sides.map((s) => (s.id === 'a' ? s : { ...s, controller: computer('veteran') })) });
    t.send({ type: 'round.start' });
    // When side a acts first, it ends its turn so that side b's comes.
    for (let i = 0; i < 4; i++) {
      const plan = gmPlan(t.flow);
      if (plan) {
        expect(plan.side).toBe('b');
        expect(plan.text.length).toBeGreaterThan(5);
        const players = JSON.stringify(playersFacts(t.flow, t.memory, ['a'], { lines: 50, rolls: 50 }));
        expect(players).not.toContain(plan.text);
        return;
      }
      const a1 = t.flow.context.battle.units.find((u) => u.side === 'a');
      if (!a1) break;
      t.send({ type: 'unit.end-turn', unit: a1.id });
    }
    throw new Error('the computer never had a turn');
  });

  it('the players\' view of a GM table with no players\' side shows no unit and no line', () => {
    const t = started();
    t.send({ type: 'gm.note', text: 'Anyone?', public: true });
    const f = playersFacts(t.flow, t.memory, [], { lines: 50, rolls: 50 });
    expect(f.units).toEqual([]);
    expect(f.seen).toEqual([]);
  });

  it('the GM memory rebuilt from the command log is the one built live', () => {
    const t = started();
    const b2 = inView(t);
    if (!b2) throw new Error('no unit');
    t.send({ type: 'gm.note', text: 'Note.', public: false });
    t.send({ type: 'gm.move', unit: b2.id, to: { x: 4, y: 1 }, public: true });
    t.send({ type: 'gm.roll', label: 'r', dice: 4, trait: { name: 'T', value: 1 }, difficulty: 0, public: true });
    const r = replayGm(t.initial, t.map, t.players, t.commands);
    expect(r.ok && r.memory).toEqual(t.memory);
  });
});
