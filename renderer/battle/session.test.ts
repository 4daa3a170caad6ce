import { describe, expect, it } from 'vitest';
import { applyBattleCommand, type BattleState } from '../../src/battle';
import { createSession, LOG_LIMIT } from './session';
import { shippedBattle } from './test-battle';

describe('a battle at the table (session)', () => {
  it('plays computer against computer through the round machine, with logs that replay and stay bounded', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran'], 'session');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    let changes = 0;
    session.onChange(() => (changes += 1));
    for (let i = 0; i < 3000 && session.state().phase !== 'over'; i++) expect(session.aiStep()).toMatchObject({ ok: true });
    expect(session.state().phase).toBe('over');
    expect(changes).toBeGreaterThan(10);
    // The command log replays to the same battle (R-CORE-3).
    let s: BattleState = state;
    for (const c of session.commands()) {
      const r = applyBattleCommand(s, map, c);
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
    }
    expect(s).toEqual(session.state());
    const all = session.lines({ kind: 'all' });
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(LOG_LIMIT);
    expect(session.dice({ kind: 'all' }).some((d) => d.lines.some((l) => /dice \[/.test(l)))).toBe(true);
    session.dispose();
  });

  it('refuses a command with the engine\'s sentence and changes nothing', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran']);
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const before = session.state();
    const r = session.send({ type: 'unit.end-turn', unit: 'nobody' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/There is no unit/);
    expect(session.state()).toBe(before);
    session.dispose();
  });
});
