import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import shadowWar from '../../../maps/scenarios/shadow-war.json';
import { parseScenario, type Controller, type HatsCommand, type Scenario } from '../../../src/hats';
import { tableFlowMachine, tableScreen } from '../../flow/table-flow';
import { seatMarks } from '../seat-marks';
import { ConspiracySession } from '../session';
import { conspiracyWaiting } from '../waiting';
import { controlKey, settleBoard, type BoardModel } from './board-model';
import { freshBoardUi, type BoardUi } from './board-ui';

function scenario(): Scenario {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

/** The table as the controller runs it (session, flow machine, UI state), the computer stepped by hand. */
function table(controllers: Record<string, Controller>, seed: string) {
  const session = new ConspiracySession({ scenario: scenario(), seed, controllers });
  const waiting = () => {
    const toMove = session.toMove();
    return conspiracyWaiting({ toMove, isHuman: (s) => session.isHuman(s), defender: toMove === null ? null : session.viewFor(toMove).pending?.seat ?? null });
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
  const take = (command: HatsCommand | undefined): void => {
    if (!command) throw new Error('no command offered');
    const problem = session.take(command);
    if (problem) throw new Error(problem);
    flow.send({ type: 'game.changed', waiting: waiting() });
  };
  /** One computer decision, as the flow's stepComputer does it; the seat that moved. */
  const step = (): string | null => {
    const s = session.computerStep();
    flow.send({ type: 'game.changed', waiting: waiting() });
    return s?.seat ?? null;
  };
  return { session, model, take, step, confirm: () => flow.send({ type: 'handover.confirm' }), screen: () => tableScreen(flow.getSnapshot()) };
}

const ORDER = 'The Illuminated Order';

describe('solo comforts on the Black Hats board (src/hats/README.md "Solo comforts")', () => {
  test('solo: hand the conspiracy to the computer, watch it play the seat at once, take it back by Shift+End', () => {
    const t = table({ order: 'human', syndicate: 'cautious' }, 'seat-control-1');
    const m = t.model();
    if (m.kind !== 'board') throw new Error(m.kind);
    expect(m.board.control.finish?.label).toBe('Computer: finish this turn');
    expect(m.board.control.toggle?.label).toBe(`Hand ${ORDER} to the computer`);
    expect(controlKey(m, false)?.keys).toBe('End');
    expect(controlKey(m, true)?.command).toEqual({ type: 'seat.control', seat: 'order', hand: 'keep', level: 'cautious' });

    t.take(controlKey(m, true)?.command);
    // Read from the game, not a copy taken at the start: the computer plays the seat now.
    expect(t.session.isHuman('order')).toBe(false);
    expect(t.session.humans()).toEqual(['order']);
    expect(t.screen()).toMatchObject({ kind: 'watching', seat: 'order', computer: 'order' });
    const watching = t.model();
    if (watching.kind !== 'board') throw new Error(watching.kind);
    // The seat watches its own board (its own secrets only), with the take-back in reach.
    expect(watching.board.seat).toBe('order');
    expect(watching.board.computer?.name).toBe(ORDER);
    expect(watching.board.control.finish).toBeNull();
    // Its Actions are the computer's now: End turn and orders are off, the header says who plays.
    expect(watching.board.mine).toBe(false);
    expect(watching.board.header.mine).toBe(false);
    expect(watching.board.header.sub[2]).toBe('computer (cautious) plays');
    expect(watching.board.control.toggle?.label).toBe(`Take back ${ORDER}`);
    expect(controlKey(watching, true)?.command).toEqual({ type: 'seat.control', seat: 'order', hand: 'back' });
    expect(t.step()).toBe('order');

    // Let the computers play a whole round: the handed seat is played again, no board of its own turn offered.
    let order = 0;
    for (let i = 0; i < 80 && !(t.session.viewFor('order').round === 2 && t.session.toMove() === 'order' && order > 1); i += 1) if (t.step() === 'order') order += 1;
    expect(t.session.viewFor('order').round).toBe(2);
    expect(t.screen().kind).toBe('watching');

    const again = t.model();
    t.take(controlKey(again, true)?.command);
    expect(t.session.isHuman('order')).toBe(true);
    expect(t.screen()).toMatchObject({ kind: 'board', seat: 'order', task: 'turn' });
    const back = t.model();
    if (back.kind !== 'board') throw new Error(back.kind);
    expect(back.board.mine).toBe(true);
    expect(back.board.view.log.some((e) => e.text === `${ORDER} is taken back by its seat.`)).toBe(true);
  });

  test('solo: "finish this turn" gives the seat back when its turn ends; the next turn is the person\'s', () => {
    const t = table({ order: 'human', syndicate: 'timid' }, 'seat-control-2');
    const m = t.model();
    t.take(controlKey(m, false)?.command);
    expect(t.session.seat('order')).toMatchObject({ controller: 'timid', handBack: 'turn' });
    let steps = 0;
    while (t.session.toMove() !== 'syndicate' && steps < 60) {
      expect(t.step()).toBe('order');
      steps += 1;
    }
    // Its turn ended: the seat is the person's again before the rival plays.
    expect(t.session.isHuman('order')).toBe(true);
    while (t.session.toMove() === 'syndicate') t.step();
    expect(t.screen()).toMatchObject({ kind: 'board', seat: 'order' });
    const next = t.model();
    if (next.kind !== 'board') throw new Error(next.kind);
    expect(next.board.view.round).toBe(2);
    expect(next.board.control.finish).not.toBeNull();
    expect(next.board.view.log.some((e) => e.text === `${ORDER} is back in its seat's hands.`)).toBe(true);
  });

  test('hot-seat: a handed seat is no longer asked for; the cover offers its take-back, and taken back it is handed the table again', () => {
    const t = table({ order: 'human', syndicate: 'human' }, 'seat-control-3');
    expect(t.screen()).toMatchObject({ kind: 'handover', seat: 'order' });
    expect(controlKey(t.model(), true)).toBeNull();
    t.confirm();
    t.take(controlKey(t.model(), true)?.command);
    // The computer plays the Order behind the neutral cover: no board of any seat on screen.
    expect(t.screen()).toMatchObject({ kind: 'cover', computer: 'order' });
    const cover = t.model();
    if (cover.kind !== 'cover') throw new Error(cover.kind);
    expect(cover.cover.takeBack?.label).toBe(`Take back ${ORDER}`);
    expect(controlKey(cover, false)).toBeNull();
    while (t.session.toMove() === 'order') t.step();
    expect(t.screen()).toMatchObject({ kind: 'handover', seat: 'syndicate' });
    t.confirm();
    const rival = t.model();
    if (rival.kind !== 'board') throw new Error(rival.kind);
    expect(rival.board.seat).toBe('syndicate');
    // The rival's board offers its own comforts only, never the Order's take-back.
    expect(rival.board.control.toggle?.label).toBe('Hand The Pacific Syndicate to the computer');
    t.take({ type: 'turn.end', seat: 'syndicate' });
    expect(t.screen()).toMatchObject({ kind: 'cover', computer: 'order' });
    t.step();
    t.take(controlKey(t.model(), true)?.command);
    expect(t.screen()).toMatchObject({ kind: 'handover', seat: 'order' });
  });
});
