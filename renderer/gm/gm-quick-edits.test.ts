import { describe, expect, it } from 'vitest';
import { flowAt, flowSend, type BattleState } from '../../src/battle';
import { asciiBattle, computer } from '../../src/battle/test-helpers/squads';
import { seedRng } from '../../src/core/rng';
import { randomAgent } from '../../src/agents/random-agent';
import { characterBudget } from '../../src/ops/character/budget';
import { addCommand, addDraft, draftAgent, type GmPool } from './gm-add';
import { doorList } from './gm-edits-model';
import { GM_KEY_HELP, gmKey } from './gm-keys';
import { QUICK_EDITS, quickEdit, type QuickEdit } from './gm-quick-edits';

const ART = `
a..|..s
b.....t`;

describe('one-key GM edits of the selected unit', () => {
  const { map, state } = asciiBattle(ART, { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
  let flow = flowAt(state, map);
  const unit = (s: BattleState) => {
    const u = s.units.find((x) => x.id === state.units[0]?.id);
    if (!u) throw new Error('no unit');
    return u;
  };
  const press = (edit: QuickEdit): BattleState => {
    const r = quickEdit(unit(flow.context.battle), edit, false);
    if ('problem' in r) throw new Error(r.problem);
    flow = flowSend(flow, r.command);
    expect(flow.context.rejection, edit).toBeNull();
    return flow.context.battle;
  };

  it('W marks the lightest free wound box, Q clears the most serious one', () => {
    expect(unit(press('wound.mark')).condition.wounds.scratch).toBe(1);
    press('wound.mark');
    press('wound.mark');
    // The scratch row is full (three boxes): the next box is a Hurt one.
    expect(unit(press('wound.mark')).condition.wounds).toMatchObject({ scratch: 3, hurt: 1 });
    expect(unit(press('wound.clear')).condition.wounds).toMatchObject({ scratch: 3, hurt: 0 });
    for (let i = 0; i < 3; i++) press('wound.clear');
    expect(quickEdit(unit(flow.context.battle), 'wound.clear', false)).toEqual({ problem: `${unit(state).name} has no wound box marked.` });
  });

  it("' / ; a round more or less in the firearm in hand, K / J a spare magazine; the limits are said", () => {
    const w = unit(state).weapons[unit(state).weapon];
    if (!w) throw new Error('no firearm in hand');
    expect(quickEdit(unit(state), 'rounds.more', true)).toEqual({ problem: `The ${w.name}'s magazine holds 0 to ${w.magazine} rounds.` });
    expect(unit(press('rounds.less')).weapons[unit(state).weapon]?.loaded).toBe(w.loaded - 1);
    expect(unit(press('spares.more')).weapons[unit(state).weapon]?.spares).toBe(w.spares + 1);
    expect(unit(press('spares.less')).weapons[unit(state).weapon]?.spares).toBe(w.spares);
    expect(quickEdit({ ...unit(state), weapons: [], weapon: -1 }, 'spares.more', false)).toEqual({ problem: `${unit(state).name} carries no firearm.` });
  });

  it('S, Z and Shift + Q switch dodging, blindness and out of the fight; 0 lets go', () => {
    // A dodge is set once the round is under way.
    flow = flowSend(flow, { type: 'round.start' });
    expect(unit(press('dodging')).dodging).toBe(true);
    expect(unit(press('dodging')).dodging).toBe(false);
    expect(unit(press('blind')).blindRounds).toBe(1);
    expect(unit(press('blind')).blindRounds).toBe(0);
    expect(unit(press('out')).status).toBe('out');
    expect(unit(press('out')).status).toBe('fighting');
    expect(quickEdit(unit(state), 'let-go', false)).toEqual({ problem: `${unit(state).name} neither holds nor is held.` });
    expect(quickEdit({ ...unit(state), heldBy: 'b1' }, 'let-go', true)).toEqual({ command: { type: 'gm.state', unit: unit(state).id, set: { state: 'grabbed', by: null }, public: true } });
  });

  it('every one-key edit has a key and a line in the help overlay', () => {
    const keys = ['v', 'q', "'", ';', '"', ':', 's', 'z', 'shift+q', '0'];
    expect(keys.map(gmKey).sort()).toEqual([...QUICK_EDITS].sort());
    for (const k of ['V / Q', "' / ;", '" / :', 'S', 'Z', 'Shift + Q', '0', 'Shift + O', 'Shift + Y']) expect(GM_KEY_HELP.some((h) => h.keys === k), k).toBe(true);
  });
});

describe('the doors of the map for the GM', () => {
  it('nearest first, each with what may be done: open, close, lock, unlock, put back', () => {
    const doors = [
      { x: 9, y: 0, state: 'locked' as const },
      { x: 3, y: 0, state: 'open' as const },
      { x: 3, y: 5, state: 'destroyed' as const },
    ];
    const rows = doorList({ doors }, { x: 2, y: 0 }, true);
    expect(rows.map((r) => [r.at.x, r.at.y, r.distance, r.actions.map((a) => a.label).join(' ')])).toEqual([
      [3, 0, 1, 'Close Lock'],
      [3, 5, 5, 'Put back'],
      [9, 0, 7, 'Unlock Open'],
    ]);
    expect(rows[2]?.actions[0]?.command).toEqual({ type: 'gm.door', at: { x: 9, y: 0 }, state: 'closed', public: true });
  });

  it('a door command from the list is taken by the core', () => {
    const { map, state } = asciiBattle(ART, { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
    const row = doorList(state, { x: 0, y: 0 }, false)[0];
    const lock = row?.actions.find((a) => a.label === 'Lock');
    if (!lock) throw new Error('no door to lock');
    const flow = flowSend(flowAt(state, map), lock.command);
    expect(flow.context.rejection).toBeNull();
    expect(flow.context.battle.doors[0]?.state).toBe('locked');
  });
});

describe('adding a random agent of a chosen level', () => {
  const pool: GmPool = { roster: [], shipped: [] };
  it('the level and specialty are the GM\'s; the battle\'s seed and the GM\'s count make the agent', () => {
    const d = { ...addDraft('b', pool, false), source: 'random' as const, pick: 'Medic' };
    expect(addDraft('b', pool, false).source).toBe('shipped');
    const battle = { seed: 's1', added: 2 };
    const elite = draftAgent({ ...d, level: 'elite' }, pool, battle);
    const rookie = draftAgent({ ...d, level: 'rookie' }, pool, battle);
    expect(elite?.specialty).toBe('Medic');
    expect(rookie?.specialty).toBe('Medic');
    expect(draftAgent({ ...d, level: 'elite' }, pool, battle)).toEqual(elite);
    expect(elite).toEqual(randomAgent(seedRng('s1/gm/2'), { specialty: 'Medic', level: 'elite' }).agent);
    if (!elite || !rookie) throw new Error('no agent');
    expect(characterBudget(rookie).balance - characterBudget(elite).balance).toBeGreaterThanOrEqual(15);
    const c = addCommand({ ...d, level: 'rookie', name: '  ' }, { x: 1, y: 2 }, pool, battle);
    expect(typeof c !== 'string' && c.type === 'gm.add-unit' && c.name).toBe(rookie.animal);
    // The level travels in the command, for the GM line; a shipped or roster agent has none.
    expect(typeof c !== 'string' && c.type === 'gm.add-unit' && c.level).toBe('rookie');
    const shipped = addCommand({ ...d, source: 'shipped', pick: '' }, { x: 1, y: 2 }, { roster: [], shipped: [{ key: 'k', label: 'K', agent: rookie }] }, battle);
    expect(typeof shipped !== 'string' && shipped.type === 'gm.add-unit' && 'level' in shipped).toBe(false);
    expect(addCommand(addDraft('b', pool, false), { x: 0, y: 0 }, pool, battle)).toBe('No agent to add.');
  });
});
