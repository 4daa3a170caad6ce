import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import shadowWar from '../../../maps/scenarios/shadow-war.json';
import bribePending from '../../../test/fixtures/conspiracy-bribe-pending.save.json';
import { parseScenario, type HatsCommand, type HatsState, type Scenario } from '../../../src/hats';
import { tableFlowMachine, tableScreen } from '../../flow/table-flow';
import { seatMarks } from '../seat-marks';
import { ConspiracySession } from '../session';
import { conspiracyWaiting } from '../waiting';
import { settleBoard, type BoardModel } from './board-model';
import { freshBoardUi, reduceBoardUi, type BoardUi } from './board-ui';

function scenario(): Scenario {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

/** A hot-seat table as the controller runs it: the session, the flow machine and the UI state, without a DOM. */
function table(session: ConspiracySession) {
  const waiting = () => {
    const toMove = session.toMove();
    return conspiracyWaiting({ toMove, isHuman: (s) => session.seat(s).controller === 'human', defender: toMove === null ? null : session.viewFor(toMove).pending?.seat ?? null });
  };
  const flow = createActor(tableFlowMachine, { input: { humans: session.humans(), waiting: waiting(), pace: 0 } });
  flow.start();
  let ui: BoardUi = freshBoardUi(0);
  const marks = seatMarks(session.seats);
  const model = (): BoardModel => {
    const snapshot = flow.getSnapshot();
    const settled = settleBoard({ screen: tableScreen(snapshot), ui, sitting: snapshot.context.sitting, seats: session.seats, marks, scenarioName: session.scenarioName, round: session.publicView().round, view: (s) => session.viewFor(s) });
    ui = settled.ui;
    return settled.model;
  };
  return {
    model,
    change: (c: Parameters<typeof reduceBoardUi>[1]) => {
      ui = reduceBoardUi(ui, c);
    },
    ui: () => ui,
    take: (command: HatsCommand) => {
      const problem = session.take(command);
      if (problem) throw new Error(problem);
      flow.send({ type: 'game.changed', waiting: waiting() });
    },
    confirm: () => flow.send({ type: 'handover.confirm' }),
  };
}

/** Every own Agent name and the greenbacks of each seat: what a hand-over must not hold. */
function secretsOf(session: ConspiracySession): string[] {
  return session.seats.flatMap((s) => {
    const v = session.viewFor(s.id);
    return [...Object.values(v.agents).map((a) => a.name), `"greenbacks":${v.conspiracy.greenbacks}`];
  });
}

describe('R-HATS-12: the board model at a hand-over holds nothing of any seat', () => {
  test('a hot-seat game of two rounds: every hand-over model names the next seat only, and each seat sits down afresh', () => {
    const session = new ConspiracySession({ scenario: scenario(), seed: 'model-hotseat', controllers: { order: 'human', syndicate: 'human' } });
    const t = table(session);
    let sittings = 0;
    for (let turn = 0; turn < 4; turn += 1) {
      const m = t.model();
      expect(m.kind).toBe('handover');
      if (m.kind !== 'handover') return;
      const text = JSON.stringify(m);
      for (const secret of secretsOf(session)) expect(text).not.toContain(secret);
      const to = session.toMove();
      expect(m.handover.name).toBe(session.seats.find((s) => s.id === to)?.name);
      t.confirm();
      const b = t.model();
      expect(b.kind).toBe('board');
      if (b.kind !== 'board') return;
      // A new sitting: the board is keyed by it, and nothing of the last seat's choices stays.
      expect(b.board.sitting).toBeGreaterThan(sittings);
      sittings = b.board.sitting;
      expect(b.board.seat).toBe(to);
      expect(b.board.card).toBeNull();
      expect(b.board.chosen).toBeNull();
      expect(b.board.dialog).toBeNull();
      expect(b.board.tab).toBe('briefing');
      expect(b.focus?.key).toBe('brief-title');
      // This seat opens a dossier and a dialog, says not to be asked again, and ends its turn.
      const agent = Object.keys(b.board.view.agents)[0] ?? '';
      t.change({ type: 'area.open', area: 'chicago' });
      t.change({ type: 'choose', actor: agent });
      t.change({ type: 'dialog.open', dialog: { kind: 'technology' } });
      t.change({ type: 'no-ask', seat: to ?? '' });
      t.take({ type: 'turn.end', seat: to ?? '' });
    }
    // The desk's "do not ask again" answers stay for their own seats.
    expect(t.ui().noAsk).toEqual(['order', 'syndicate']);
  });

  test('the Bribery defender: its hand-over says it must answer, then its board holds the prompt and no other dialog', () => {
    const save = bribePending as unknown as { seed: string; initialState: HatsState; commands: HatsCommand[]; snapshot: HatsState };
    const session = new ConspiracySession({ seed: save.seed, initial: save.initialState, commands: save.commands, state: save.snapshot });
    const t = table(session);
    const m = t.model();
    expect(m.kind === 'handover' && m.handover.bribe).toBe(true);
    t.confirm();
    t.change({ type: 'dialog.open', dialog: { kind: 'technology' } });
    const b = t.model();
    if (b.kind !== 'board') throw new Error('no board');
    expect(b.board.prompt?.title).toBe('Bribery against Hollywood Studio System');
    expect(b.board.dialog).toBeNull();
    // Each answer with its price and the odds the Studio System refuses, as far as the Syndicate knows.
    expect(b.board.prompt?.answers.map((a) => a.label)).toEqual(['Pay nothing', 'Pay 5 greenbacks for +1', 'Pay 15 greenbacks for +2']);
    for (const a of b.board.prompt?.answers ?? []) expect(a.odds).toMatch(/^— it refuses: \d+(\.\d)?% against a Fair briber, \d+(\.\d)?% Good, \d+(\.\d)?% Great$/);
  });
});

describe('the board model: header figures, focus and the orders from the map', () => {
  test('a solo seat at its Actions: the header names its turn and its figures; the briefing opens once per turn', () => {
    const session = new ConspiracySession({ scenario: scenario(), seed: 'model-solo', controllers: { order: 'human', syndicate: 'cautious' } });
    const t = table(session);
    const m = t.model();
    if (m.kind !== 'board') throw new Error('no board');
    const h = m.board.header;
    expect(h.sub).toEqual(['Shadow War', 'Turn 1', 'your Actions']);
    expect(h.stats.map((s) => s.key)).toEqual(['greenbacks', 'income', 'upkeep', 'net', 'scale', 'regions']);
    expect(h.stats.find((s) => s.key === 'greenbacks')?.value).toBe(String(session.viewFor('order').conspiracy.greenbacks));
    expect(h.mine).toBe(true);
    expect(h.ready).toBe(3);
    expect(m.board.hint).toBe('Your turn: 3 Agents can act. Give orders on Operatives, then End turn (E).');
  });

  test('opening and closing a dossier asks focus to its Close button, then back to its pin; arrows move the map\'s Tab stop', () => {
    let ui = freshBoardUi(1);
    ui = reduceBoardUi(ui, { type: 'area.open', area: 'detroit' });
    expect(ui.focus?.key).toBe('area-close');
    const first = ui.focus;
    ui = reduceBoardUi(ui, { type: 'area.close' });
    expect(ui.area).toBeNull();
    expect(ui.focus?.key).toBe('pin-detroit');
    expect(ui.focus).not.toBe(first);
    ui = reduceBoardUi(ui, { type: 'pin', area: 'chicago' });
    expect(ui.pin).toBe('chicago');
    expect(ui.focus?.key).toBe('pin-chicago');
    // A change that changes nothing keeps the same state object (the controller draws nothing).
    expect(reduceBoardUi(ui, { type: 'tab', tab: ui.tab })).toBe(ui);
  });

  test('with an Agent chosen, the map rings what its orders can aim at, its own Area in amber', () => {
    const session = new ConspiracySession({ scenario: scenario(), seed: 'model-targets', controllers: { order: 'human', syndicate: 'cautious' } });
    const t = table(session);
    const before = t.model();
    if (before.kind !== 'board') throw new Error('no board');
    const agent = Object.values(before.board.view.agents)[0];
    if (!agent) throw new Error('no agent');
    t.change({ type: 'choose', actor: agent.id });
    const m = t.model();
    if (m.kind !== 'board') throw new Error('no board');
    expect(m.board.chosen).toBe(agent.id);
    expect([...m.board.map.acting]).toEqual([agent.area]);
    // Move reaches other Areas (gateway to gateway from New York); a rival's Group it has not spotted is not yet a target.
    expect(m.board.map.targets?.possible.has('los-angeles')).toBe(true);
    expect(m.board.map.targets?.possible.has('studio-system')).toBe(false);
  });
});
