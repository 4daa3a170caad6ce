/**
 * The conspiracy board's one stateful piece (STYLE.md 16; renderer/README.md "Screens"): it holds
 * the session (src/hats through ConspiracySession), the shared table flow machine (whom the screen
 * is for, the computer's pace), the board's UI state (model/board-ui.ts) and the save controller;
 * after every change it builds the board model (model/board-model.ts) and renders it into its one
 * host with the lit-html views (view/). Views report intents; this turns them into UI changes or
 * commands. The projector gets the public view after every change.
 */
import { render, nothing, type TemplateResult } from 'lit-html';
import { createActor } from 'xstate';
import { tableFlowMachine, tableScreen } from '../flow/table-flow';
import type { HatsCommand, HatsState, SeatId } from '../../src/hats';
import type { BlacksiteApi } from '../../src/contract';
import { conspiracyKind } from '../../src/save/kinds/index';
import type { OpenedGame } from '../saves/open-game';
import { createSaveController, type SaveController } from '../saves/save-controller';
import { inTextField } from '../ui/dom';
import { guideDid, guideScene } from '../guide/guide-host';
import { hatsCommandEvents, hatsUiEvents } from './guide-events';
import type { ProjectorFeed } from './channel';
import { cardPlace } from './card-place';
import { MAP } from './map-layout';
import { nextPin } from './map-nav';
import { endTurnQuestion, myTurn } from './end-turn-model';
import { commandLabel } from './format';
import { ordersModel, orderAt } from './orders-model';
import { controlKey, settleBoard, type BoardModel, type SeatBoardModel } from './model/board-model';
import { freshBoardUi, reduceBoardUi, type BoardUi, type BoardUiChange, type DialogUi } from './model/board-ui';
import { freshRecruitForm, recruitModel } from './model/recruit-form';
import { resultModel } from './result-model';
import { resultView } from './result-view';
import type { SeatMark } from './seat-marks';
import type { ConspiracySession } from './session';
import { screenTemplate, type ScreenIntents } from './view/screen';
import { conspiracyWaiting, waitsForPerson } from './waiting';

/** An extension of the board (renderer/conspiracy/README.md "Plugging in"): its own dialogs, and a say before a command is taken. */
export interface BoardPlugin {
  /** Draws the plug-in's dialog (DialogUi kind 'plugin' with this id). */
  readonly dialog?: (data: unknown, board: SeatBoardModel, api: { readonly close: () => void; readonly take: (command: HatsCommand) => string | null; readonly refresh: () => void }) => TemplateResult;
  /** Before an order is taken: a dialog to open instead (e.g. "Play it out / Roll"), or null to take it. */
  readonly beforeTake?: (command: HatsCommand, board: SeatBoardModel) => DialogUi | null;
  /** A dialog the game asks of the seat at its board (a fight waiting for "Play it out / Roll"), or null; opened when no dialog is. */
  readonly prompt?: (board: SeatBoardModel) => DialogUi | null;
  /** Once the board is running: the plug-in may take a command (a fight's battle that came back). */
  readonly started?: (api: { readonly take: (command: HatsCommand) => string | null }) => void;
}

export interface BoardControllerInit {
  readonly session: ConspiracySession;
  /** The one element the board renders into. */
  readonly host: HTMLElement;
  /** Where the save controller's dialogs go and its shortcuts look for open dialogs. */
  readonly shell: HTMLElement;
  readonly marks: ReadonlyMap<SeatId, SeatMark>;
  readonly feed: ProjectorFeed;
  readonly saves: BlacksiteApi['saves'];
  readonly appVersion: string;
  readonly opened: OpenedGame<HatsState, HatsCommand> | null;
  /** Milliseconds between computer moves (0 under reduced motion). */
  readonly pace: number;
  readonly openLoadScreen: () => void;
  readonly openProjector: () => void;
  readonly openHelp: () => void;
  readonly leave: () => void;
  readonly playAgain: () => void;
  readonly toMenu: () => void;
  readonly plugins?: Readonly<Record<string, BoardPlugin>>;
}

export interface BoardController {
  readonly toolbar: HTMLElement;
  /** The model now (tests read it). */
  model(): BoardModel;
  /** The screen is in the page: what needs the page (a modal's showModal) happens on this draw. */
  mounted(): void;
  dispose(): void;
}

export function createBoardController(init: BoardControllerInit): BoardController {
  const { session, host } = init;
  let ui: BoardUi = freshBoardUi(0);
  let model: BoardModel = { kind: 'none', focus: null };
  let disposed = false;
  let result: { element: HTMLElement; dispose: () => void } | null = null;

  const waiting = () => {
    const toMove = session.toMove();
    return conspiracyWaiting({
      toMove,
      // Read from the game at each change: a seat handed to the computer is played by it at once (seat.control).
      isHuman: (s) => session.isHuman(s),
      // A prompt only this seat may answer: a Bribery's defence, or a fight waiting to be played out or rolled (R-LINK-1).
      defender: toMove === null ? null : session.viewFor(toMove).fight?.seat ?? session.viewFor(toMove).pending?.seat ?? null,
    });
  };
  const flow = createActor(tableFlowMachine.provide({
    actions: {
      stepComputer: () => {
        if (disposed) return;
        const step = session.computerStep();
        if (step) moved(step.command);
        changed();
      },
    },
  }), { input: { humans: session.humans(), waiting: waiting(), pace: init.pace } });
  /** After every change of the game: the machine routes again and the screen redraws. */
  const changed = (): void => {
    if (!disposed) flow.send({ type: 'game.changed', waiting: waiting() });
  };
  const change = (c: BoardUiChange): void => {
    const next = reduceBoardUi(ui, c);
    if (next === ui) return;
    ui = next;
    draw();
    guideDid(hatsUiEvents(c));
  };

  const saves: SaveController = createSaveController({
    saves: init.saves,
    game: {
      kind: conspiracyKind,
      seed: session.seed,
      initialState: () => session.initialState(),
      commands: () => session.commands(),
      state: () => session.state(),
      ironman: () => session.ironman(),
      settled: () => waitsForPerson(waiting()),
      rewound: ({ state, commands }) => {
        session.rewind(state, commands);
        ui = reduceBoardUi(ui, { type: 'reset' });
        changed();
      },
    },
    host: init.shell,
    appVersion: init.appVersion,
    opened: init.opened,
    title: session.scenarioName,
    openLoadScreen: init.openLoadScreen,
    notice: (sentence) => change({ type: 'notice', text: sentence }),
  });
  /**
   * Every accepted command reaches the host (quitting autosaves it); every turn is autosaved, once a
   * person is waited for (`settled`). The turn's autosave is asked for first, so a computer's last
   * command writes it once rather than again from `changed`.
   */
  const moved = (command: HatsCommand): void => {
    if (command.type === 'turn.end') void saves.autosave();
    saves.changed();
  };

  const board = (): SeatBoardModel | null => (model.kind === 'board' ? model.board : null);

  /**
   * Takes a command for the seat at the board; its notice says what was ordered and how it went, in
   * the log's own words as this seat may read them (R-HATS-12). Null when accepted, else the refusal.
   */
  const take = (command: HatsCommand): string | null => {
    const seat = board()?.seat ?? null;
    const before = seat ? session.viewFor(seat) : null;
    const problem = session.take(command);
    if (problem !== null) return problem;
    moved(command);
    guideDid(hatsCommandEvents(command));
    const label = before ? commandLabel(before, command) : command.type;
    // New entries by identity, not by count: the game keeps only its last lines (rules/tx.ts LOG_LIMIT).
    const old = new Set(before?.log ?? []);
    const told = seat ? session.viewFor(seat).log.filter((e) => !old.has(e)).map((e) => e.text) : [];
    // The last two lines: the blow and what it did; the Log tab has the rest.
    const outcome = told.slice(-2).join(' ');
    ui = reduceBoardUi(ui, { type: 'acted', notice: outcome ? `${label}: ${outcome}` : `Done: ${label}.` });
    changed();
    return null;
  };
  /** An order from a dialog: a plug-in may take it over first (its own dialog instead). */
  const order = (command: HatsCommand): string | null => {
    const b = board();
    for (const plugin of Object.values(init.plugins ?? {})) {
      const instead = b ? plugin.beforeTake?.(command, b) ?? null : null;
      if (instead) {
        change({ type: 'dialog.update', dialog: instead });
        return null;
      }
    }
    return take(command);
  };

  /** Ends the seat's turn (no undo: save/kinds/conspiracy-kind.ts). */
  const endTurnNow = (seat: SeatId): void => {
    const command: HatsCommand = { type: 'turn.end', seat };
    ui = reduceBoardUi(reduceBoardUi(ui, { type: 'reset' }), { type: 'notice', text: '' });
    const problem = session.take(command);
    if (problem) change({ type: 'notice', text: problem });
    else {
      moved(command);
      guideDid(hatsCommandEvents(command));
      changed();
    }
  };
  /** End turn (button or E): asks first while some of the seat's units could still act, unless it said not to. */
  const askEndTurn = (): void => {
    const b = board();
    if (!b || !b.mine) return;
    if (ui.noAsk.includes(b.seat) || endTurnQuestion(b.view) === null) endTurnNow(b.seat);
    else change({ type: 'dialog.open', dialog: { kind: 'end-turn', dontAsk: false } });
  };

  const openOrders = (actor: string, target: string | null = null): void => {
    const b = board();
    if (!b) return;
    const at = target ? orderAt(ordersModel(b.view, actor), target) : null;
    change({ type: 'dialog.open', dialog: { kind: 'orders', actor, pick: at?.pick ?? null, choice: at?.choice ?? null, problem: null } });
  };

  /** Solo comforts (model/seat-control.ts): a seat.control command, from its button or key. */
  const seatControl = (command: HatsCommand): void => {
    const problem = take(command);
    if (problem) change({ type: 'notice', text: problem });
  };

  const intents: ScreenIntents = {
    seatControl,
    confirm: () => flow.send({ type: 'handover.confirm' }),
    pace: {
      pause: () => flow.send({ type: 'computer.pause' }),
      resume: () => flow.send({ type: 'computer.resume' }),
      step: () => flow.send({ type: 'computer.step' }),
    },
    tab: (tab, focus) => change({ type: 'tab', tab, focus }),
    select: (area) => change(ui.area === area ? { type: 'area.close' } : { type: 'area.open', area }),
    arrow: (from, dir) => {
      const to = nextPin(MAP.areas, from, dir);
      if (to) change({ type: 'pin', area: to });
    },
    target: (id) => {
      if (ui.chosen) openOrders(ui.chosen, id);
    },
    choose: (id) => change({ type: 'choose', actor: ui.chosen === id ? null : id }),
    closeArea: () => change({ type: 'area.close' }),
    locate: (area) => change({ type: 'area.open', area }),
    orders: (actor) => openOrders(actor),
    dismiss: (agent) => change({ type: 'dialog.open', dialog: { kind: 'dismiss', agent } }),
    recruit: () => {
      const b = board();
      if (b) change({ type: 'dialog.open', dialog: { kind: 'recruit', form: freshRecruitForm(b.view), problem: null } });
    },
    endTurn: askEndTurn,
    technology: () => change({ type: 'dialog.open', dialog: { kind: 'technology' } }),
    help: init.openHelp,
    projector: init.openProjector,
    leave: init.leave,
    groups: (groups) => change({ type: 'groups', groups }),
    revealStep: (step) => change({ type: 'reveal', step }),
    dialog: {
      close: () => change({ type: 'dialog.close' }),
      pick: (kind) => {
        const d = ui.dialog;
        if (d?.kind === 'orders') change({ type: 'dialog.update', dialog: { ...d, pick: kind, choice: null, problem: null } });
      },
      choose: (choice) => {
        const d = ui.dialog;
        if (d?.kind === 'orders') change({ type: 'dialog.update', dialog: { ...d, choice, problem: null } });
      },
      commitOrder: () => {
        const b = board();
        const d = b?.dialog;
        if (d?.kind !== 'orders' || !d.orders.commit || !d.orders.choice) return;
        const problem = order(d.orders.choice.command);
        const now = ui.dialog;
        if (problem && now?.kind === 'orders') change({ type: 'dialog.update', dialog: { ...now, problem } });
      },
      editRecruit: (form) => {
        const d = ui.dialog;
        const b = board();
        // The form keeps only what it may hold (a trainer no longer possible goes).
        if (d?.kind === 'recruit' && b) change({ type: 'dialog.update', dialog: { ...d, form: recruitModel(b.view, form).form, problem: null } });
      },
      commitRecruit: () => {
        const b = board();
        const d = b?.dialog;
        if (d?.kind !== 'recruit') return;
        const problem = take(d.recruit.command);
        const now = ui.dialog;
        if (problem && now?.kind === 'recruit') change({ type: 'dialog.update', dialog: { ...now, problem } });
      },
      askOrders: (actor) => openOrders(actor),
      dontAsk: (on) => {
        const d = ui.dialog;
        if (d?.kind === 'end-turn') change({ type: 'dialog.update', dialog: { ...d, dontAsk: on } });
      },
      endNow: () => {
        const b = board();
        const d = ui.dialog;
        if (!b) return;
        if (d?.kind === 'end-turn' && d.dontAsk) ui = reduceBoardUi(ui, { type: 'no-ask', seat: b.seat });
        endTurnNow(b.seat);
      },
      defend: (pay) => {
        const b = board();
        if (b) take({ type: 'bribe.defend', seat: b.seat, pay });
      },
      dismiss: (agent) => {
        const b = board();
        const problem = b ? take({ type: 'agent.dismiss', seat: b.seat, agent }) : null;
        if (problem) change({ type: 'notice', text: problem });
      },
    },
    plugin: (id, data, b) => init.plugins?.[id]?.dialog?.(data, b, { close: () => change({ type: 'dialog.close' }), take: order, refresh: () => draw() }) ?? nothing,
  };

  /** The result screen, made once when the game ends (its charts are drawn by uPlot into its element). */
  const resultElement = (): HTMLElement | null => {
    if (result) return result.element;
    const stats = session.statistics();
    if (!stats) return null;
    result = resultView(resultModel(stats, session.seats, session.state().scenario.victory), { marks: init.marks, playAgain: init.playAgain, toMenu: init.toMenu, help: init.openHelp });
    return result.element;
  };

  /** Puts the open Area dossier on the side of the map away from its pin (card-place.ts): a layout step after each draw and resize. */
  const placeCard = (): void => {
    const card = host.querySelector<HTMLElement>('.area-card');
    const pin = host.querySelector('.bh-map .pin.selected');
    const wrap = host.querySelector('.map-wrap');
    if (!card || !pin || !wrap) return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const place = cardPlace(pin.getBoundingClientRect(), wrap.getBoundingClientRect(), { preferred: 23 * rem, min: 14 * rem, margin: 0.6 * rem });
    card.dataset.side = place.side;
    card.style.width = `${place.width}px`;
    const foot = wrap.querySelector('.map-foot');
    if (foot) card.style.bottom = `${Math.round(foot.getBoundingClientRect().height + 0.6 * rem)}px`;
  };

  function draw(): void {
    if (disposed) return;
    const snapshot = flow.getSnapshot();
    const screen = tableScreen(snapshot);
    const settled = settleBoard({ screen, ui, sitting: snapshot.context.sitting, seats: session.seats, marks: init.marks, scenarioName: session.scenarioName, round: session.publicView().round, view: (s) => session.viewFor(s), report: (s) => session.report(s), reveal: () => session.reveal() });
    ui = settled.ui;
    model = settled.model;
    // A plug-in's prompt opens by itself at the seat's board when no dialog is (then the model is settled again).
    if (model.kind === 'board' && ui.dialog === null) {
      const b = model.board;
      const asked = Object.values(init.plugins ?? {}).map((p) => p.prompt?.(b) ?? null).find((d) => d !== null);
      if (asked) {
        const again = settleBoard({ screen, ui: reduceBoardUi(ui, { type: 'dialog.open', dialog: asked }), sitting: snapshot.context.sitting, seats: session.seats, marks: init.marks, scenarioName: session.scenarioName, round: session.publicView().round, view: (s) => session.viewFor(s) });
        ui = again.ui;
        model = again.model;
      }
    }
    // R-HATS-12: undo and rewind act for the seat at its own board only; the save controller holds
    // them off otherwise (Ctrl+Z included) and wipes its last note, so the next seat never reads it.
    saves.holdHistory(screen.kind === 'board' ? null : 'No seat is at its own board.');
    init.feed.publish(session.publicView());
    render(screenTemplate(model, intents, model.kind === 'result' ? resultElement() : null), host);
    placeCard();
    // The first-game guide (renderer/guide) over the seat's own board and turn only, never a hand-over.
    guideScene('hats', model.kind === 'board' && model.board.mine);
  }

  // E ends the turn as the button does: at the seat's own board in its Actions, with no dialog open
  // (the rules reference included), and not while typing. The hand-over wall stops it before here.
  const onKey = (event: KeyboardEvent): void => {
    // End / Shift+End as at the battle table: the computer finishes the turn, or takes the conspiracy / gives it back.
    if (event.key === 'End' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.repeat) {
      const item = document.querySelector('dialog[open]') || inTextField(event.target) ? null : controlKey(model, event.shiftKey);
      if (!item) return;
      event.preventDefault();
      seatControl(item.command);
      return;
    }
    if (event.key.toLowerCase() !== 'e' || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
    const b = board();
    if (!b || !b.mine || document.querySelector('dialog[open]') || inTextField(event.target) || !myTurn(b.view)) return;
    event.preventDefault();
    askEndTurn();
  };
  const onResize = (): void => placeCard();
  window.addEventListener('keydown', onKey);
  window.addEventListener('resize', onResize);
  flow.subscribe(() => draw());
  flow.start();
  for (const plugin of Object.values(init.plugins ?? {})) plugin.started?.({ take });

  return {
    toolbar: saves.toolbar,
    model: () => model,
    mounted: () => draw(),
    dispose() {
      disposed = true;
      guideScene('hats', false);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      render(nothing, host);
      result?.dispose();
      flow.stop();
      saves.dispose();
    },
  };
}
