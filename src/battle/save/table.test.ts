import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIGER } from '../../agents/test-agents';
import type { Agent } from '../../agents/types';
import { createSaveCodec } from '../../save/codec';
import { rewindToPeriodStart, undoLast } from '../../save/rewind';
import { playComputer } from '../ai/driver';
import { asciiBattle, computer } from '../test-helpers/squads';
import { battleSave, battleSaveSchema, tacticalBattleKind } from './battle-kind';
import { battleTable, battleTableSchema, tableAgents } from './table';

const GOLDEN = resolve(import.meta.dirname, '../../../test/fixtures/saves/v1/tactical-battle.save.json');
const AT = '2025-01-02T03:04:05.000Z';

const SIDES = [
  { id: 'a', colour: 2, letter: 'R', codeColor: 'Red' },
  { id: 'b', colour: 3, letter: 'G', codeColor: 'Black' },
];
const SPARROW: Agent = { ...TIGER, name: 'Ann Roe', animal: 'Sparrow', specialty: 'Medic', notes: 'Steady hands.' };

function playedSave(table = battleTable(SIDES, { a1: TIGER, b1: SPARROW })) {
  const { map, state } = asciiBattle('a..o..s\nb.....t', { seed: 'table', controllers: [computer('veteran'), computer('veteran')] });
  const played = playComputer(state, map);
  const codec = createSaveCodec([tacticalBattleKind]);
  const save = codec.build(tacticalBattleKind, {
    title: 't',
    seed: 'table',
    initialState: battleSave(state, map, table),
    commands: played.commands,
    state: battleSave(played.state, map, table),
    appVersion: '0.1.0',
    createdAt: AT,
    updatedAt: AT,
  });
  return { codec, save };
}

describe('the table kept in a battle save (side colours and agents)', () => {
  it('a save keeps the chosen colours, letters and the agents behind the units, and replays to its snapshot', () => {
    const { codec, save } = playedSave();
    const loaded = codec.loadAs(tacticalBattleKind, codec.serialize(save));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
    const table = loaded.save.snapshot.table;
    if (!table) throw new Error('the table was lost');
    expect(table.sides).toEqual(SIDES);
    const agents = tableAgents(table);
    expect(Object.keys(agents).sort()).toEqual(['a1', 'b1']);
    // The full sheet comes back: attributes, skills, gear, specialty, notes.
    expect(agents['a1']).toEqual(TIGER);
    expect(agents['b1']).toEqual(SPARROW);
  });

  it('commands never change the table: undo and the GM\'s rewind keep it', () => {
    const { save } = playedSave();
    const undone = undoLast(tacticalBattleKind, save, AT);
    const rewound = rewindToPeriodStart(tacticalBattleKind, save, AT);
    for (const r of [undone, rewound]) {
      if (!r.ok) continue;
      expect(r.state.table).toEqual(save.initialState.table);
    }
    expect(rewound.ok).toBe(true);
  });

  it('is validated with zod: a bad colour, a missing letter, a broken agent or too many agents are refused', () => {
    const good = battleTable(SIDES, { a1: TIGER });
    expect(battleTableSchema.safeParse(good).success).toBe(true);
    expect(battleTableSchema.safeParse({ ...good, sides: [{ ...SIDES[0], colour: 7 }] }).success).toBe(false);
    expect(battleTableSchema.safeParse({ ...good, sides: [{ ...SIDES[0], letter: '' }] }).success).toBe(false);
    expect(battleTableSchema.safeParse({ ...good, agents: { a1: { ...good.agents['a1'], attributes: { BODY: 'Mighty' } } } }).success).toBe(false);
    const crowd = Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`u${i}`, good.agents['a1']]));
    expect(battleTableSchema.safeParse({ ...good, agents: crowd }).success).toBe(false);
    expect(battleTableSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
  });

  it('a GM table keeps its mode; any other mode is refused; a table without one is a solo or hot-seat table', () => {
    const { codec, save } = playedSave(battleTable(SIDES, { a1: TIGER }, 'gm'));
    const loaded = codec.loadAs(tacticalBattleKind, codec.serialize(save));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.save.snapshot.table?.mode).toBe('gm');
    expect(battleTable(SIDES, {})).not.toHaveProperty('mode');
    expect(battleTableSchema.safeParse({ ...battleTable(SIDES, {}), mode: 'dm' }).success).toBe(false);
  });

  it('an agent whose file would not validate is left out, not made a reason to refuse the save', () => {
    const odd: Agent = { ...TIGER, notes: 'x'.repeat(5000) };
    const table = battleTable(SIDES, { a1: odd, b1: SPARROW });
    expect(Object.keys(table.agents)).toEqual(['b1']);
  });

  it('saves without a table (written before it) still load and replay, and get none', () => {
    const { map, state } = asciiBattle('a....s');
    expect(battleSave(state, map)).not.toHaveProperty('table');
    expect(battleSaveSchema.safeParse(battleSave(state, map)).success).toBe(true);
    const codec = createSaveCodec([tacticalBattleKind]);
    const loaded = codec.loadAs(tacticalBattleKind, readFileSync(GOLDEN, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
    expect(loaded.save.snapshot.table).toBeUndefined();
  });
});
