import { describe, expect, it } from 'vitest';
import type { BattleCommand } from '../../src/battle';
import { tacticalBattleKind, type BattleSave } from '../../src/battle/save/battle-kind';
import { gmBattleSave } from '../../src/battle/test-helpers/gm-battle';
import type { SaveFile } from '../../src/save/index';
import { rememberRedo } from '../../src/save/timeline';
import { shortcutOf, type SavableGame, type SaveMeta } from './save-session';
import { moveGame, timelineRows } from './timeline-session';

const golden = gmBattleSave('timeline') as SaveFile<BattleSave, BattleCommand>;
const NOW = new Date('2025-03-04T05:06:07.000Z');
const meta: SaveMeta = { title: 'GM', createdAt: golden.createdAt, appVersion: '0.1.0', rewindable: true };

function gameOf(commands: readonly BattleCommand[]): SavableGame<BattleSave, BattleCommand> & { log: BattleCommand[]; now: BattleSave } {
  const g = {
    kind: tacticalBattleKind,
    seed: golden.seed,
    log: [...commands],
    now: golden.initialState,
    initialState: () => golden.initialState,
    commands: () => g.log,
    state: () => g.now,
    rewound: (to: { state: BattleSave; commands: readonly BattleCommand[] }) => {
      g.now = to.state;
      g.log = [...to.commands];
    },
  };
  for (const c of g.log) {
    const r = tacticalBattleKind.apply(g.now, c);
    if ('rejected' in r) throw new Error(r.rejected);
    g.now = r.state;
  }
  return g;
}

describe('the timeline of a GM battle, through the save session', () => {
  it('lists its rounds with the first line the screen gives, goes back to round 2 and forward again', () => {
    const g = gameOf(golden.commands);
    const lines: number[] = [];
    const rows = timelineRows(g, meta, NOW, null, (p) => {
      lines.push(p.period);
      return `first of ${p.period}`;
    });
    if (!rows.ok) throw new Error(rows.reason);
    const last = golden.snapshot.battle.clock.round;
    // Round 0 is the set-up, before the first initiative.
    expect(rows.rows.map((r) => r.period)).toEqual(Array.from({ length: last + 1 }, (_, i) => i));
    expect(rows.rows.at(-1)).toMatchObject({ current: true, restorable: false, line: `first of ${last}` });
    const two = rows.rows.find((r) => r.period === 2);
    if (!two) throw new Error('no round 2');
    const back = moveGame(g, meta, NOW, null, two.commands);
    if (!back.ok) throw new Error(back.reason);
    expect(back.state.battle.clock.round).toBe(2);
    const redo = rememberRedo(null, g.commands());
    g.rewound(back);
    const after = timelineRows(g, meta, NOW, redo);
    if (!after.ok) throw new Error(after.reason);
    expect(after.rows.filter((r) => r.restorable).map((r) => r.period)).toEqual(rows.rows.filter((r) => r.period > 2).map((r) => r.period));
    const all = moveGame(g, meta, NOW, redo, redo.length);
    expect(all.ok && all.state).toEqual(golden.snapshot);
  });

  it('Ctrl+Shift+Z and Ctrl+Y are redo', () => {
    const key = (k: string, shift = false) => ({ key: k, ctrlKey: true, metaKey: false, shiftKey: shift, altKey: false });
    expect(shortcutOf(key('Z', true))).toBe('redo');
    expect(shortcutOf(key('y'))).toBe('redo');
    expect(shortcutOf(key('z'))).toBe('undo');
  });
});

describe('timeline rows', () => {
  it('are worded by period, the set-up first', async () => {
    const { rowLabel } = await import('./timeline-dialog');
    expect(rowLabel('round', { period: 0, line: null })).toBe('Before round 1');
    expect(rowLabel('round', { period: 3, line: 'Red Wolf walks 4.0 m.' })).toBe('Round 3 — Red Wolf walks 4.0 m.');
  });
});
