import { describe, expect, it } from 'vitest';
import { chooseCommand, chooseDefence, computerCommand, nextDecision, type BattleCommand, type BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { EMPTY_BOOK, LOG_LIMIT, logHistory, tableSteps } from './log-history';
import { visibleTo } from './log-model';
import { createSession, type BattleSession } from './session';
import { shippedBattle } from './test-battle';

/** Plays every seat as the veteran computer would, through the session, as a table's seats do. */
function playSeats(session: BattleSession, map: BattleMap, maxSteps: number, seen: (step: number) => void = () => undefined): void {
  for (let step = 0; step < maxSteps; step++) {
    const state = session.state();
    const d = nextDecision(state);
    if (d.kind === 'over') return;
    let command: BattleCommand | undefined;
    if (computerCommand(state, map)) command = undefined;
    else if (d.kind === 'defence') command = chooseDefence(state, map, 'veteran');
    else if (d.kind === 'turn' && d.units[0] !== undefined) command = chooseCommand(state, map, d.units[0], 'veteran');
    const r = command && command.type !== 'round.start' && command.type !== 'round.end' ? session.send(command) : session.aiStep();
    if (!r.ok) throw new Error(r.reason);
    seen(step);
  }
}

const round = (c: BattleCommand['type']): BattleCommand => ({ type: c } as BattleCommand);

describe('the logs rebuilt from the command log (issue 5 points 4 and 6, after undo, rewind or a resumed save)', () => {
  it('groups the log as the table applied it: the opening initiative alone, each command with the round end and start after it', () => {
    const end = (unit: string): BattleCommand => ({ type: 'unit.end-turn', unit });
    expect(tableSteps([round('round.start'), end('a1'), end('b1'), round('round.end'), round('round.start'), end('a1')])).toEqual([
      { from: 0, to: 1, opening: true },
      { from: 1, to: 2, opening: false },
      { from: 2, to: 5, opening: false },
      { from: 5, to: 6, opening: false },
    ]);
    expect(tableSteps([end('a1'), round('round.end')])).toEqual([{ from: 0, to: 2, opening: false }]);
    expect(tableSteps([])).toEqual([]);
  });

  it('hot-seat: the rebuilt logs are the live logs, line for line, with who saw each line, at every point of the battle', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'history');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const checkpoints: { commands: BattleCommand[]; lines: unknown; dice: unknown }[] = [];
    playSeats(session, map, 400, (step) => {
      if (step % 5 === 0) checkpoints.push({ commands: [...session.commands()], lines: session.lines({ kind: 'all' }), dice: session.dice({ kind: 'all' }) });
    });
    expect(checkpoints.length).toBeGreaterThan(5);
    for (const c of checkpoints) {
      const h = logHistory(state, map, c.commands);
      if (!h.ok) throw new Error(h.reason);
      expect(h.book.lines).toEqual(c.lines);
      expect(h.book.dice).toEqual(c.dice);
    }
    // Each seat read only some lines: the rebuilt ones keep the same split.
    const last = logHistory(state, map, session.commands());
    if (!last.ok) throw new Error(last.reason);
    for (const side of ['a', 'b']) {
      expect(last.book.lines.filter((l) => visibleTo(l.seenBy, [side]))).toEqual(session.lines({ kind: 'sides', sides: [side] }));
      expect(last.book.dice.filter((d) => visibleTo(d.seenBy, [side]))).toEqual(session.dice({ kind: 'sides', sides: [side] }));
    }
    expect(last.book.dice.some((d) => !visibleTo(d.seenBy, ['a']))).toBe(true);
    expect(last.state).toEqual(session.state());
    session.dispose();
  });

  it('a session made from the first state and a log (undo, rewind, resume) starts with the logs up to that point', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'resume');
    const live = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    playSeats(live, map, 60);
    const commands = live.commands();
    const eyes = { kind: 'sides', sides: ['a'] } as const;
    const resumed = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: live.state(), commands, initial: state });
    expect(resumed.lines(eyes).length).toBeGreaterThan(3);
    expect(resumed.lines(eyes)).toEqual(live.lines(eyes));
    expect(resumed.dice(eyes)).toEqual(live.dice(eyes));
    expect(resumed.dice(eyes).some((d) => d.title.startsWith('Initiative'))).toBe(true);
    // And it goes on from there: the next entries follow on.
    const before = resumed.lines({ kind: 'all' }).length;
    playSeats(resumed, map, 10);
    expect(resumed.lines({ kind: 'all' }).length).toBeGreaterThan(before);
    const serials = resumed.lines({ kind: 'all' }).map((l) => l.serial);
    expect(new Set(serials).size).toBe(serials.length);
    live.dispose();
    resumed.dispose();
  });

  it('keeps only the newest LOG_LIMIT entries, the same as the live table', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'limit');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    playSeats(session, map, 400);
    const small = logHistory(state, map, session.commands(), 10);
    if (!small.ok) throw new Error(small.reason);
    expect(small.book.lines).toHaveLength(10);
    expect(small.book.lines).toEqual(session.lines({ kind: 'all' }).slice(-10));
    expect(small.book.dice).toEqual(session.dice({ kind: 'all' }).slice(-10));
    expect(LOG_LIMIT).toBe(400);
    session.dispose();
  });

  it('a log that does not apply is refused with the engine\'s sentence; a log that does not lead to the state gives empty logs', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'broken');
    expect(logHistory(state, map, [{ type: 'unit.end-turn', unit: 'nobody' }])).toMatchObject({ ok: false, reason: 'The round has not started: roll initiative first.' });
    const live = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    playSeats(live, map, 20);
    // A replay mismatch (the snapshot is played): the log tells another battle's story, so no logs.
    const other: BattleState = { ...live.state(), clock: { ...live.state().clock, round: live.state().clock.round + 5 } };
    const mismatch = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: other, commands: live.commands(), initial: state });
    expect(mismatch.lines({ kind: 'all' })).toEqual(EMPTY_BOOK.lines);
    live.dispose();
    mismatch.dispose();
  });
});
