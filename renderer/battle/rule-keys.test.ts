import { describe, expect, it } from 'vitest';
import { legalActions, type BattleState } from '../../src/battle';
import type { Cell } from '../../src/battle/geometry';
import { flowAt } from '../../src/battle/round/step';
import { asciiBattle } from '../../src/battle/test-helpers/squads';
import { Steps } from '../../src/battle/test-helpers/steps';
import { seatView, sidesViewer } from '../../src/battle/view';
import { battleKey, BATTLE_KEY_HELP } from './battle-keys';
import { otherActions, type ActionItem } from './model/actions';
import { freshUi, reduceUi } from './model/ui-state';
import { blockBinding, ruleKeyAction, takeRuleKey } from './rule-keys';

const SNIPER = { firearms: [{ name: 'M24', spareMagazines: 1 }, { name: 'Beretta M92', spareMagazines: 1 }], armor: 'Light Vest' };

/** a1 (no knife of its own) acting beside a locked door (east) and a closed one (south-east), a knife on its cell. */
function acting(cursor: Cell, switched = false): { items: ActionItem[]; state: BattleState } {
  const { map, state } = asciiBattle(`
    ......
    .a!...
    ..|...
    .....s`, { gearA: SNIPER });
  const s = new Steps(state, map);
  s.startWith({ a1: 3, b1: 0 });
  // The turn's free weapon change spent: the next one is the action (R-OPS-34).
  if (switched) s.ok({ type: 'unit.switch', unit: 'a1', to: 1 });
  const a1 = s.unit('a1');
  const st: BattleState = { ...s.state, floor: [{ kind: 'melee', cell: a1.cell, name: 'Knife' }] };
  const legal = legalActions(st, map, 'a1');
  if ('rejected' in legal) throw new Error(legal.rejected);
  const view = seatView(flowAt(st, map), sidesViewer('a'), null);
  const unit = st.units.find((u) => u.id === 'a1');
  if (!unit) throw new Error('no a1');
  return { items: otherActions({ view, unit, legal, ui: freshUi(0), cursor, name: (id) => id }), state: st };
}

const keyed = (items: readonly ActionItem[], keys: string): string[] => items.filter((a) => a.keys === keys).map((a) => a.id);

describe('keys of their own for the weapon in hand, picking up and doors (R-OPS-34, R-OPS-35) and block (R-OPS-33)', () => {
  it('the battle keys name them, and the help lists each', () => {
    expect(['b', 'w', 'shift+w', 'p', 'u', 'j', 'k', 'shift+k'].map(battleKey)).toEqual(['block', 'next-weapon', 'put-away', 'pick-up', 'door-use', 'door-pick', 'door-kick', 'door-charge']);
    const help = BATTLE_KEY_HELP.map((h) => h.keys);
    for (const k of ['B', 'W', 'P', 'U', 'J', 'K']) expect(help).toContain(k);
  });

  it('each key sits on the one button it takes: the next weapon, the first thing on the floor, the door under the cursor', () => {
    const { items } = acting({ x: 2, y: 2 });
    expect(keyed(items, 'W')).toEqual(['switch:1']);
    expect(keyed(items, 'Shift+W')).toEqual(['switch:none']);
    expect(keyed(items, 'P')).toEqual(['pick-up:0']);
    // The closed door under the cursor takes U; a closed door needs no forcing, so J and K go to
    // the locked one beside it.
    expect(keyed(items, 'U')).toEqual(['door:2,2:open']);
    expect(keyed(items, 'J')).toEqual(['door:2,1:pick']);
    expect(keyed(items, 'K')).toEqual(['door:2,1:kick']);
    // Each door action is still its own button.
    expect(items.filter((a) => a.id.startsWith('door:')).map((a) => a.id)).toEqual(['door:2,1:pick', 'door:2,1:kick', 'door:2,2:open']);
  });

  it('with the cursor elsewhere each door key takes the first door next to the unit that offers its action', () => {
    const { items } = acting({ x: 5, y: 0 });
    expect(keyed(items, 'J')).toEqual(['door:2,1:pick']);
    expect(keyed(items, 'K')).toEqual(['door:2,1:kick']);
    expect(keyed(items, 'U')).toEqual(['door:2,2:open']);
    // The odds stay on the button the key takes (R-CORE-4).
    expect(items.find((a) => a.keys === 'K')?.detail).toMatch(/% to work; the action/);
  });

  it('a key takes its button, says why when there is none, and means nothing out of turn or outside its question', () => {
    const { items } = acting({ x: 2, y: 2 });
    const side = { defence: null, actions: items };
    expect(ruleKeyAction('next-weapon', side, true)).toMatchObject({ id: 'switch:1', command: { type: 'unit.switch', unit: 'a1', to: 1 } });
    expect(ruleKeyAction('door-pick', side, true)).toMatchObject({ id: 'door:2,1:pick' });
    expect(ruleKeyAction('pick-up', side, false)).toBeNull();
    expect(ruleKeyAction('block', side, true)).toBeNull();
    const block: ActionItem = { id: 'block', label: 'Block', keys: 'B', command: { type: 'unit.defend', unit: 'a1', defence: 'block' }, enabled: true };
    const asked = { defence: { answers: [block] }, actions: items };
    expect(ruleKeyAction('block', asked, false)).toBe(block);
    expect(ruleKeyAction('pick-up', asked, true)).toBeNull();
    expect(ruleKeyAction('block', { defence: { answers: [] }, actions: [] }, false)).toBe('Only a melee attack can be blocked.');
    const taken: string[] = [];
    const said: string[] = [];
    expect(takeRuleKey('pick-up', side, true, (a) => taken.push(a.id), (t) => said.push(t))).toBe(true);
    expect(takeRuleKey('door-charge', side, true, (a) => taken.push(a.id), (t) => said.push(t))).toBe(true);
    expect(taken).toEqual(['pick-up:0']);
    expect(said).toEqual(['No door charge, or no closed door next to it.']);
  });

  it('R-OPS-34: W takes the free weapon change at once, and asks before a second change spends the action', () => {
    const taken: string[] = [];
    const said: string[] = [];
    let asked: string | null = null;
    const question = { get asked() { return asked; }, ask: (id: string) => (asked = id) };
    const press = (items: ActionItem[], key: 'next-weapon' | 'put-away'): boolean => takeRuleKey(key, { defence: null, actions: items }, true, (a) => taken.push(a.id), (t) => said.push(t), question);
    const free = acting({ x: 2, y: 2 }).items;
    expect(free.find((a) => a.keys === 'W')).toMatchObject({ detail: 'free', asks: false });
    expect(press(free, 'next-weapon')).toBe(true);
    expect(taken).toEqual(['switch:1']);
    expect(said).toEqual([]);
    const second = acting({ x: 2, y: 2 }, true).items;
    const next = second.find((a) => a.keys === 'W');
    expect(next).toMatchObject({ detail: 'the action', asks: true, command: { type: 'unit.switch', unit: 'a1' } });
    expect(press(second, 'next-weapon')).toBe(true);
    expect(taken).toEqual(['switch:1']);
    expect(said).toEqual([`${next?.label ?? ''} spends the action this time (R-OPS-34): press W again to do it.`]);
    expect(press(second, 'next-weapon')).toBe(true);
    expect(taken).toEqual(['switch:1', next?.id]);
    // Shift+W asks for itself, not on W's answer.
    expect(press(second, 'put-away')).toBe(true);
    expect(taken).toHaveLength(2);
    expect(said.at(-1)).toMatch(/^Put the weapon away spends the action this time .*press Shift\+W again/);
  });

  it('the question is dropped once a command is taken or another unit is picked', () => {
    const ui = reduceUi(freshUi(1), { type: 'ask', id: 'switch:1' });
    expect(ui.asked).toBe('switch:1');
    expect(reduceUi(ui, { type: 'acted' }).asked).toBeNull();
    expect(reduceUi(ui, { type: 'select', unit: 'a2' }).asked).toBeNull();
  });

  it('B on the map blocks when asked, and is the range-band toggle otherwise', () => {
    let bands = false;
    let blocked = false;
    const map = { toggles: () => ({ cover: false, bands, los: false, grid: true }), setToggle: (_: string, on: boolean) => (bands = on) };
    blockBinding(map, () => false).run();
    expect(bands).toBe(true);
    blockBinding(map, () => (blocked = true)).run();
    expect(blocked).toBe(true);
    expect(bands).toBe(true);
  });
});
