import { describe, expect, it } from 'vitest';
import { computerCommand } from '../ai/driver';
import { gmLine } from '../gm/gm-line';
import { controllerOf } from '../round/decision';
import { flowAt, flowSend } from '../round/step';
import { gmCommandSchemas } from '../save/gm-schema';
import { asciiBattle, computer } from '../test-helpers/squads';
import { gmEdits, no, step, withInitiative } from '../test-helpers/gm';

describe('GM control: a side handed to the computer or taken by hand mid-battle', () => {
  const { map, state } = asciiBattle('a...s', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
  const s = withInitiative(state, map, { a1: 0, b1: 3 });

  it('the computer side taken by the GM waits for a human from the next decision; handed back, the computer plays it', () => {
    const flow = flowAt(s, map);
    expect(computerCommand(flow)).toBeDefined();
    const r = step(s, map, { type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 1 }, public: false });
    const [e] = gmEdits(r.events);
    expect(e && gmLine(e.edit, false)).toBe('GM: Side B is played by hand (seat 2) from now on.');
    expect(controllerOf(r.state, 'b1')).toEqual({ kind: 'human', seat: 1 });
    expect(computerCommand(flowAt(r.state, map))).toBeUndefined();
    const back = step(r.state, map, { type: 'gm.control', side: 'b', controller: computer('recruit'), public: true });
    expect(gmEdits(back.events).map((x) => gmLine(x.edit, true))).toEqual(['GM: Side B is played by the computer (recruit) from now on.']);
    expect(computerCommand(flowAt(back.state, map))).toBeDefined();
    // Through the round machine, as a replay gives it.
    const f = flowSend(flow, { type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 1 }, public: false });
    expect(f.context.rejection).toBeNull();
    expect(f.context.battle.sides[1]?.controller).toEqual({ kind: 'human', seat: 1 });
  });

  it('refuses what changes nothing, an unknown side, and a controller a save may not hold', () => {
    expect(no(s, map, { type: 'gm.control', side: 'b', controller: computer('veteran'), public: false })).toBe('Side B is played that way already.');
    expect(no(s, map, { type: 'gm.control', side: 'z', controller: computer('veteran'), public: false })).toBe('There is no side "z".');
    const schema = gmCommandSchemas.find((x) => x.shape.type.value === 'gm.control');
    expect(schema?.safeParse({ type: 'gm.control', side: 'b', controller: { kind: 'computer', level: 'veteran' }, public: true }).success).toBe(true);
    expect(schema?.safeParse({ type: 'gm.control', side: 'b', controller: { kind: 'computer', level: 'godlike' }, public: true }).success).toBe(false);
    expect(schema?.safeParse({ type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 99 }, public: true }).success).toBe(false);
  });
});
