import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSaveCodec } from '../../save/codec';
import type { SaveFile } from '../../save/envelope';
import { rewindToPeriodStart, undoLast } from '../../save/rewind';
import type { BattleCommand } from '../commands/types';
import { agentFile } from '../test-helpers/gm';
import { gmBattleSave } from '../test-helpers/gm-battle';
import { tacticalBattleKind, type BattleSave } from './battle-kind';
import { battleCommandSchema } from './schema';

const GOLDEN = resolve(import.meta.dirname, '../../../test/fixtures/saves/v2/tactical-battle-gm.save.json');
const codec = createSaveCodec([tacticalBattleKind]);

describe('GM commands in saves', () => {
  it('the GM golden loads, its log of GM edits replays to its snapshot', () => {
    const loaded = codec.load(readFileSync(GOLDEN, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
    const types = new Set((loaded.save.commands as BattleCommand[]).map((c) => c.type).filter((t) => t.startsWith('gm.')));
    expect([...types].sort()).toEqual(['gm.add-unit', 'gm.ammo', 'gm.armor', 'gm.door', 'gm.face', 'gm.move', 'gm.note', 'gm.roll', 'gm.state', 'gm.wounds']);
  });

  it('a GM edit is undone like any command that rolled no dice; rewind replays across GM edits', () => {
    const save = gmBattleSave('undo-gm') as SaveFile<BattleSave, BattleCommand>;
    const at = save.commands.findIndex((c) => c.type === 'gm.add-unit');
    expect(at).toBeGreaterThan(0);
    const cut = { ...save, commands: save.commands.slice(0, at + 1) };
    const replayed = codec.load(codec.serialize({ ...save, commands: cut.commands, snapshot: rewound(cut) }));
    if (!replayed.ok) throw new Error(replayed.reason);
    expect(replayed.replay).toEqual({ status: 'match' });
    const undone = undoLast(tacticalBattleKind, { ...cut, snapshot: rewound(cut) }, '2025-01-01T00:00:00.000Z');
    if (!undone.ok) throw new Error(undone.reason);
    expect(undone.state.battle.units.some((u) => u.id === 'b-r1')).toBe(false);
    expect(undone.state.battle.gm.added).toBe(0);
    const back = rewindToPeriodStart(tacticalBattleKind, save, '2025-01-01T00:00:00.000Z', 2);
    expect(back.ok).toBe(true);
  });

  it('validates GM commands with zod and refuses hostile ones', () => {
    const good: BattleCommand[] = [
      { type: 'gm.move', unit: 'a1', to: { x: 1, y: 2 }, facing: 3, public: true },
      { type: 'gm.wounds', unit: 'a1', row: 'dead', marked: 1, public: false },
      { type: 'gm.state', unit: 'a1', set: { state: 'holding', until: { unit: 'b1' } }, public: false },
      { type: 'gm.add-unit', side: 'a', name: 'Red Fox', agent: agentFile('fox'), at: { x: 0, y: 0 }, source: 'roster', public: true },
      { type: 'gm.add-unit', side: 'a', name: 'Red Fox', agent: agentFile('fox'), at: { x: 0, y: 0 }, source: 'random', level: 'elite', public: true },
      { type: 'gm.note', text: 'Reinforcements in two rounds.', public: false },
    ];
    for (const c of good) expect(battleCommandSchema.safeParse(c).success, c.type).toBe(true);
    const bad = [
      { type: 'gm.move', unit: 'a1', to: { x: 1, y: 2 } },
      { type: 'gm.move', unit: 'a1', to: { x: 1, y: 2 }, facing: 8, public: true },
      { type: 'gm.wounds', unit: 'a1', row: 'bruise', marked: 1, public: false },
      { type: 'gm.state', unit: 'a1', set: { state: 'flying' }, public: false },
      { type: 'gm.add-unit', side: 'a', name: 'X', agent: { format: 'not-an-agent' }, at: { x: 0, y: 0 }, source: 'roster', public: true },
      { type: 'gm.add-unit', side: 'a', name: 'X', agent: agentFile('fox'), at: { x: 0, y: 0 }, source: 'random', level: 'legend', public: true },
      { type: 'gm.note', text: 'x'.repeat(501), public: false },
      { type: 'gm.note', text: 'hi', public: false, secret: 1 },
    ];
    for (const c of bad) expect(battleCommandSchema.safeParse(c).success, JSON.stringify(c).slice(0, 60)).toBe(false);
  });
});

function rewound(save: SaveFile<BattleSave, BattleCommand>): BattleSave {
  let s = save.initialState;
  for (const c of save.commands) {
    const r = tacticalBattleKind.apply(s, c);
    if ('rejected' in r) throw new Error(r.rejected);
    s = r.state;
  }
  return s;
}
