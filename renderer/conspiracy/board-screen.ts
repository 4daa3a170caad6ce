/**
 * The play screen of a conspiracy game: decides what is on screen (a seat's board, a hand-over, a
 * computer turn, the end) from nextStage, runs the computer seats with a short visible pause, and
 * publishes the public view to the projector after every change. Every screen change replaces the
 * DOM wholesale, so a hidden seat's board is gone, not just hidden (R-HATS-12).
 */
import './conspiracy.css';
import { render as renderLit } from 'lit-html';
import { legalSeatCommands, type HatsCommand, type HatsState, type SeatId } from '../../src/hats';
import type { BlacksiteApi } from '../../src/contract';
import { conspiracyKind } from '../../src/save/kinds/index';
import type { Screen } from '../router';
import { takeOpenedGame, type OpenedGame } from '../saves/open-game';
import { createSaveController, type SaveController } from '../saves/save-controller';
import { button, h } from '../ui/dom';
import { commandDialog } from './command-dialog';
import { boardTemplate, newBoardCache, type BoardCache, type SideTab } from './board-view';
import { recruitDialog } from './recruit-dialog';
import { techDialog } from './tech-dialog';
import { setHelpContext, type HouseRule } from '../help/help-view';
import { guideOnFirstGame } from '../help/guide';
import { projectorFeed } from './channel';
import { currentSession, setCurrentSession } from './current';
import { openDialog, type DialogHandle } from './dialog';
import { commandLabel, unitName } from './format';
import { computerView, handoverView } from './interstitials';
import { resultModel } from './result-model';
import { resultView } from './result-view';
import { shippedScenarios } from './scenarios';
import { randomSeed } from './setup-screen';
import { seatMarks } from './seat-marks';
import { ConspiracySession } from './session';
import { nextStage, type Stage } from './stage';

export interface BoardDeps {
  readonly toMenu: () => void;
  readonly toSetup: () => void;
  readonly openProjector: () => void;
  /** False under reduced motion: computer moves then follow each other without a pause. */
  readonly motion: () => boolean;
  /** Saving (issue 8): the bridge's saves, the app version written into saves, and Ctrl+O. */
  readonly saves: BlacksiteApi['saves'];
  readonly appVersion: string;
  readonly openLoadScreen: () => void;
  /** Shows the play screen again (after "Play again" made a new session). */
  readonly restart: () => void;
  /** The rules reference (renderer/help), opened over this screen. */
  readonly openHelp: () => void;
}

const COMPUTER_PAUSE_MS = 320;

export function boardScreen(deps: BoardDeps): Screen {
  // A save opened on the load screen replaces any game in progress (its state is the snapshot:
  // the replayed state when the log matches, the one to play from when it does not).
  const opened = takeOpenedGame(conspiracyKind);
  if (opened) {
    const { seed, initialState, commands, snapshot } = opened.save;
    setCurrentSession(new ConspiracySession({ seed, initial: initialState, commands, state: snapshot }));
  }
  const session = currentSession();
  if (!session) return noGame(deps);
  return playScreen(session, deps, opened);
}

/** The house rules of this game, as the rules reference lists them. */
function houseRules(session: ConspiracySession): HouseRule[] {
  const s = session.settings();
  return [
    { id: 'R-HATS-7', name: 'Lethality', value: String(s.options.lethality), note: s.options.lethality === 2 ? 'the default' : 'default 2' },
    { id: 'R-HATS-11', name: 'Turn limit', value: `${s.turnLimit} rounds` },
    { id: 'R-CORE-6', name: 'Ironman', value: s.options.ironman ? 'on: no undo, no rewind, saved after every command' : 'off' },
    { id: 'R-HATS-17', name: 'Random events', value: s.options.events && session.hasEvents() ? 'on: one a round' : 'off' },
  ];
}

/** A new game with the same scenario, seats and house rules, and a fresh seed. */
function playAgain(session: ConspiracySession): ConspiracySession | null {
  const s = session.settings();
  const scenario = shippedScenarios().scenarios.find((x) => x.id === s.scenarioId);
  if (!scenario) return null;
  return new ConspiracySession({ scenario, seed: randomSeed(), controllers: s.controllers, options: s.options, turnLimit: s.turnLimit });
}

function noGame(deps: BoardDeps): Screen {
  const element = h('section', { class: 'sheet', 'aria-labelledby': 'bh-none' },
    h('h2', { id: 'bh-none', tabindex: '-1' }, 'No conspiracy game in progress'),
    h('p', {}, 'Start one from the setup screen.'),
    h('div', { class: 'actions' }, button('New conspiracy game', deps.toSetup, { class: 'btn primary' }), button('Back to the menu', deps.toMenu)));
  return { element };
}

function playScreen(session: ConspiracySession, deps: BoardDeps, opened: OpenedGame<HatsState, HatsCommand> | null): Screen {
  const root = h('div', { class: 'bh-screen' });
  /** The save toolbar above the stage: it stays through hand-overs, the stage below is replaced. */
  const shell = h('div', { class: 'bh-shell' });
  const marks = seatMarks(session.seats);
  const feed = projectorFeed();
  let viewer: SeatId | null = null;
  let selected: string | null = null;
  let notice = '';
  let moves = 0;
  let moverSeen: SeatId | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dialog: DialogHandle | null = null;
  /** Where focus returns after a dialog (the button that opened it). */
  let returnFocus: string | null = null;
  let rendering = false;
  let disposed = false;
  let result: { element: HTMLElement; dispose: () => void } | null = null;
  /** The board's persistent host (lit-html keeps its nodes while the same seat is at the table). */
  let boardHost: HTMLElement | null = null;
  let boardSeat: SeatId | null = null;
  let cache: BoardCache = newBoardCache();
  let tab: SideTab = 'operatives';
  /** The seat-turn whose briefing was last opened, so each human turn opens on its summary once. */
  let briefed = 0;

  const stage = (): Stage => nextStage({ humans: session.humans(), toMove: session.toMove(), isHuman: (s) => session.seat(s).controller === 'human' }, viewer);

  const saves: SaveController = createSaveController({
    saves: deps.saves,
    game: {
      kind: conspiracyKind,
      seed: session.seed,
      initialState: () => session.initialState(),
      commands: () => session.commands(),
      state: () => session.state(),
      ironman: () => session.ironman(),
      rewound: ({ state, commands }) => {
        session.rewind(state, commands);
        selected = null;
        render();
      },
    },
    host: shell,
    appVersion: deps.appVersion,
    opened,
    title: session.scenarioName,
    openLoadScreen: deps.openLoadScreen,
    notice: (sentence) => {
      notice = sentence;
      render();
    },
  });
  /** Every accepted command reaches the host (quitting autosaves it); every turn is autosaved. */
  const moved = (command: HatsCommand): void => {
    saves.changed();
    if (command.type === 'turn.end') void saves.autosave();
  };
  /**
   * R-HATS-12: undo and rewind act for the seat at its own board only; on a hand-over, a computer
   * turn or the end the save controller holds them off (Ctrl+Z included) and wipes its last undo
   * note, so the next seat never reads what the previous one tried.
   */
  const seatAtBoard = (on: boolean): void => {
    saves.holdHistory(on ? null : 'No seat is at its own board.');
  };

  const take = (command: HatsCommand): string | null => {
    const problem = session.take(command);
    if (problem === null) {
      moved(command);
      notice = `Done: ${viewer ? commandLabel(session.viewFor(viewer), command) : command.type}.`;
      render();
    }
    return problem;
  };

  const scheduleComputer = (): void => {
    if (timer !== null || disposed) return;
    timer = setTimeout(() => {
      timer = null;
      if (disposed) return;
      const step = session.computerStep();
      if (step) {
        moved(step.command);
        if (step.seat !== moverSeen) moves = 0;
        moverSeen = step.seat;
        moves += 1;
      }
      render();
    }, deps.motion() ? COMPUTER_PAUSE_MS : 0);
  };

  const focusAfter = (key: string | null): void => {
    const target = (key ? root.querySelector<HTMLElement | SVGElement>(`[data-key="${key}"]:not([disabled])`) : null)
      ?? root.querySelector<HTMLElement>('[autofocus], h1, h2');
    target?.focus({ preventScroll: true });
  };

  const dialogClosed = (): void => {
    dialog = null;
    if (rendering) return;
    focusAfter(returnFocus);
    returnFocus = null;
  };

  const openOrders = (seat: SeatId, actor: string): void => {
    returnFocus = `orders-${actor}`;
    const view = session.viewFor(seat);
    dialog = commandDialog(root, {
      title: `Orders for ${unitName(view, actor)}`,
      view,
      actor,
      commit: take,
      onClose: dialogClosed,
    });
  };

  const openRecruit = (seat: SeatId): void => {
    returnFocus = 'recruit';
    dialog = recruitDialog(root, { view: session.viewFor(seat), commit: take, onClose: dialogClosed });
  };

  const openTechnology = (seat: SeatId): void => {
    returnFocus = 'technology';
    dialog = techDialog(root, { view: session.viewFor(seat), onClose: dialogClosed });
  };

  const openDefence = (seat: SeatId): void => {
    const view = session.viewFor(seat);
    const p = view.pending;
    if (!p) return;
    const answers = legalSeatCommands(view).filter((c) => c.type === 'bribe.defend');
    dialog = openDialog(root, {
      title: `Bribery against ${unitName(view, p.target)}`,
      escapable: false,
      className: 'defence',
      onClose: dialogClosed,
      body: (close) => [
        h('p', {}, `Someone is offering ${unitName(view, p.target)} money to change sides${p.boost > 0 ? `, with ${p.boost === 1 ? 'a sweetener (+1)' : 'a large sweetener (+2)'}` : ''}. You may pay to strengthen its resistance. You have ${view.conspiracy.greenbacks} greenbacks.`),
        h('div', { class: 'actions column' }, ...answers.map((cmd) => button(commandLabel(view, cmd), () => {
          close();
          take(cmd);
        }, { class: 'btn' }))),
      ],
    });
  };

  function render(): void {
    if (disposed) return;
    const focusKey = returnFocus ?? (document.activeElement as HTMLElement | SVGElement | null)?.dataset?.key ?? null;
    returnFocus = null;
    rendering = true;
    dialog?.close();
    dialog = null;
    rendering = false;
    feed.publish(session.publicView());
    const st = stage();
    seatAtBoard(st.kind === 'board' && st.computer === null);
    if (st.kind !== 'board') {
      boardHost = null;
      boardSeat = null;
      cache = newBoardCache();
    }
    if (st.kind === 'handover') {
      viewer = null;
      const bribe = session.viewFor(st.to).pending?.seat === st.to;
      root.replaceChildren(handoverView({
        name: session.seat(st.to).name, mark: marks.get(st.to), bribe,
        confirm: () => {
          viewer = st.to;
          notice = '';
          render();
        },
      }));
      focusAfter(null);
      return;
    }
    if (st.kind === 'computer') {
      viewer = null;
      const seat = session.seat(st.seat);
      root.replaceChildren(computerView({ name: seat.name, level: seat.controller, mark: marks.get(st.seat), moves: st.seat === moverSeen ? moves : 0, round: session.publicView().round }));
      scheduleComputer();
      return;
    }
    if (st.kind === 'over') {
      viewer = null;
      const stats = session.statistics();
      if (stats && !result) {
        result = resultView(resultModel(stats, session.seats), {
          marks,
          playAgain: () => {
            const next = playAgain(session);
            if (!next) return;
            feed.end();
            setCurrentSession(next);
            deps.restart();
          },
          toMenu: () => {
            feed.end();
            setCurrentSession(null);
            deps.toMenu();
          },
        });
        root.replaceChildren(result.element);
        focusAfter(null);
      }
      return;
    }
    viewer = st.seat;
    const view = session.viewFor(st.seat);
    const computer = st.computer ? session.seat(st.computer) : null;
    if (!boardHost || boardSeat !== st.seat) {
      boardHost = h('div', { class: 'bh-board-host' });
      boardSeat = st.seat;
      cache = newBoardCache();
      root.replaceChildren(boardHost);
    }
    // Each human turn opens on its briefing: what touched the conspiracy since its last turn.
    if (view.activeSeat === st.seat && view.phase === 'actions' && briefed !== view.serial) {
      briefed = view.serial;
      tab = 'briefing';
    }
    const seat = st.seat;
    guideOnFirstGame('hats');
    renderLit(boardTemplate({
      view, scenarioName: session.scenarioName, marks, selected, notice, tab,
      computer: computer ? { name: computer.name, level: computer.controller, moves: st.computer === moverSeen ? moves : 0 } : null,
      setTab: (next) => {
        tab = next;
        render();
        focusAfter(`tab-${next}`);
      },
      select: (area) => {
        const before = selected;
        selected = area;
        render();
        focusAfter(area ? 'area-close' : before ? `pin-${before}` : null);
      },
      orders: (actor) => openOrders(seat, actor),
      recruit: () => openRecruit(seat),
      locate: (area) => {
        selected = area;
        render();
        focusAfter('area-close');
      },
      endTurn: () => {
        notice = '';
        selected = null;
        const command: HatsCommand = { type: 'turn.end', seat };
        const problem = session.take(command);
        if (problem) notice = problem;
        else moved(command);
        render();
      },
      openProjector: deps.openProjector,
      openTechnology: () => openTechnology(seat),
      openHelp: deps.openHelp,
      leave: () => {
        feed.end();
        setCurrentSession(null);
        deps.toMenu();
      },
    }, cache), boardHost);
    if (st.computer) scheduleComputer();
    else if (view.pending?.seat === st.seat) openDefence(st.seat);
    else focusAfter(focusKey);
  }

  // Escape closes the Area dossier (dialogs close themselves on Escape).
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || dialog !== null || selected === null) return;
    const before = selected;
    selected = null;
    render();
    focusAfter(`pin-${before}`);
  });

  // The rules reference knows the house rules in force in this game (DECISIONS.md: stored in the game).
  setHelpContext(() => ({ layer: 'hats', houseRules: houseRules(session) }));
  render();
  shell.append(saves.toolbar, root);
  return {
    element: shell,
    dispose() {
      disposed = true;
      setHelpContext(null);
      result?.dispose();
      if (timer !== null) clearTimeout(timer);
      saves.dispose();
      feed.close();
    },
  };
}
