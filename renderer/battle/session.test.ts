import { describe, expect, it } from 'vitest';
import { applyBattleCommand, chooseCommand, chooseDefence, decisionOf, type BattleState } from '../../src/battle';
import { ALL_SEEING, LOG_LIMIT, memoryOf, replayMemory, sidesViewer } from '../../src/battle/view';
import { createSession, type BattleSession } from './session';
import { shippedBattle } from './test-battle';

/** Plays every seat as the veteran computer would, through the session, as a table's seats do. */
function playSeats(session: BattleSession, maxSteps: number): void {
  for (let step = 0; step < maxSteps; step++) {
    const flow = session.flow();
    const d = decisionOf(flow);
    if (d.kind === 'over') return;
    const state = flow.context.battle;
    const command = d.kind === 'defence' ? chooseDefence(state, session.map, 'veteran') : d.kind === 'turn' && d.units[0] !== undefined ? chooseCommand(state, session.map, d.units[0], 'veteran') : undefined;
    const r = command && command.type !== 'round.start' && command.type !== 'round.end' ? session.send(command) : session.aiStep();
    if (!r.ok) throw new Error(r.reason);
  }
}

describe('a battle at the table (session)', () => {
  it('plays computer against computer through the round machine, with logs that replay and stay bounded', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran'], 'session');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    let changes = 0;
    session.onChange(() => (changes += 1));
    for (let i = 0; i < 3000 && session.state().phase !== 'over'; i++) expect(session.aiStep()).toMatchObject({ ok: true });
    expect(session.state().phase).toBe('over');
    expect(changes).toBeGreaterThan(10);
    // The command log replays to the same battle (R-CORE-3), round starts and ends included.
    let s: BattleState = state;
    for (const c of session.commands()) {
      const r = applyBattleCommand(s, map, c);
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
    }
    expect(s).toEqual(session.state());
    const all = memoryOf(session.memory(), ALL_SEEING);
    expect(all.lines.length).toBeGreaterThan(0);
    expect(all.lines.length).toBeLessThanOrEqual(LOG_LIMIT);
    expect(all.dice.some((d) => d.lines.some((l) => /dice \[/.test(l)))).toBe(true);
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

  it('hot-seat: a session rebuilt from the first state and the log (undo, rewind, resume) remembers what each side did', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'resume');
    const live = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    playSeats(live, 80);
    const resumed = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: live.state(), commands: live.commands(), initial: state });
    for (const side of ['a', 'b']) {
      const eyes = sidesViewer(side);
      expect(memoryOf(resumed.memory(), eyes)).toEqual(memoryOf(live.memory(), eyes));
      expect(resumed.view(eyes)).toEqual(live.view(eyes));
    }
    expect(memoryOf(live.memory(), sidesViewer('a')).lines).not.toEqual(memoryOf(live.memory(), sidesViewer('b')).lines);
    // A log that does not lead to the state (a replay mismatch): nothing remembered.
    const other: BattleState = { ...live.state(), clock: { ...live.state().clock, round: live.state().clock.round + 5 } };
    const mismatch = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: other, commands: live.commands(), initial: state });
    expect(memoryOf(mismatch.memory(), ALL_SEEING).lines).toEqual([]);
    expect(replayMemory(state, map, [{ type: 'unit.end-turn', unit: 'nobody' }])).toMatchObject({ ok: false, reason: 'The round has not started: roll initiative first.' });
    live.dispose();
    resumed.dispose();
    mismatch.dispose();
  });
});
