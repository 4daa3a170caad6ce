/**
 * The play screen of a conspiracy game. The shared table flow machine (renderer/flow) decides what
 * is on screen (a seat's board, a hand-over, a computer turn, a Bribery defence, the end) from what
 * the game waits for (waiting.ts), and paces the computer seats with its `after` delays (pause and
 * step included). The view of the public board goes to the projector after every change. Every
 * change of seat replaces the DOM wholesale, so a hidden seat's board is gone, not just hidden
 * (R-HATS-12).
 */
import './conspiracy.css';
import { render as renderLit } from 'lit-html';
import { createActor } from 'xstate';
import { tableFlowMachine, tableScreen } from '../flow/table-flow';
import type { HatsCommand, HatsState, SeatId } from '../../src/hats';
import type { BlacksiteApi } from '../../src/contract';
import { conspiracyKind } from '../../src/save/kinds/index';
import type { Screen } from '../router';
import { takeOpenedGame, type OpenedGame } from '../saves/open-game';
import { createSaveController, type SaveController } from '../saves/save-controller';
import { button, h } from '../ui/dom';
import { openWalls } from '../ui/wall';
import { boardDialogs } from './board-dialogs';
import { cardPlace } from './card-place';
import { boardTemplate, newBoardCache, type BoardCache, type SideTab } from './board-view';
import { setHelpContext } from '../help/help-view';
import { houseRules } from './house-rules';
import { guideOnFirstGame } from '../help/guide';
import { projectorFeed } from './channel';
import { currentSession, setCurrentSession } from './current';
import { endTurnFlow } from './end-turn-flow';
import { commandLabel } from './format';
import { computerView, handoverView } from './interstitials';
import { resultModel } from './result-model';
import { resultView } from './result-view';
import { shippedScenarios } from './scenarios';
import { randomSeed } from './setup-screen';
import { seatMarks } from './seat-marks';
import { ConspiracySession } from './session';
import { conspiracyWaiting } from './waiting';

export interface BoardDeps {
  readonly toMenu: () => void;
  readonly toSetup: () => void;
  readonly openProjector: () => void;
  /** False under reduced motion: computer moves then follow each other without a pause. */
  readonly motion: () => boolean;
  /** Saving: the bridge's saves, the app version written into saves, and Ctrl+O. */
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
  /** The seat whose board is on screen, if any. */
  let viewer: SeatId | null = null;
  let selected: string | null = null;
  let notice = '';
  let disposed = false;
  let result: { element: HTMLElement; dispose: () => void } | null = null;
  /** The board's persistent host (lit-html keeps its nodes while the same seat is at the table). */
  let boardHost: HTMLElement | null = null;
  /** The flow machine's `sitting` the board host was made for: a new sitting starts the seat's screen afresh. */
  let boardSitting = -1;
  let cache: BoardCache = newBoardCache();
  let tab: SideTab = 'operatives';
  /** The seat-turn whose briefing was last opened, so each human turn opens on its summary once. */
  let briefed = 0;

  const waiting = () => {
    const toMove = session.toMove();
    return conspiracyWaiting({
      toMove,
      isHuman: (s) => session.seat(s).controller === 'human',
      defender: toMove === null ? null : session.viewFor(toMove).pending?.seat ?? null,
    });
  };
  /** Whom the table shows, and the computer's pace: the shared machine (renderer/flow/README.md). */
  const flow = createActor(tableFlowMachine.provide({
    actions: {
      stepComputer: () => {
        if (disposed) return;
        const step = session.computerStep();
        if (step) moved(step.command);
        changed();
      },
    },
  }), { input: { humans: session.humans(), waiting: waiting(), pace: deps.motion() ? COMPUTER_PAUSE_MS : 0 } });
  /** After every change of the game (a command, an undo, a rewind, a computer move): the machine routes again and the screen redraws. */
  const changed = (): void => {
    if (!disposed) flow.send({ type: 'game.changed', waiting: waiting() });
  };

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
        changed();
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

  /**
   * An accepted order's notice: what was ordered and how it went, in the log's own words as this
   * seat may read them (R-HATS-12), so a failure is not only in the Log tab. A Bribery waiting for
   * the defender's answer has no line yet: "Done: Bribe …".
   */
  const take = (command: HatsCommand): string | null => {
    const before = viewer ? session.viewFor(viewer) : null;
    const problem = session.take(command);
    if (problem === null) {
      moved(command);
      const label = before ? commandLabel(before, command) : command.type;
      // New entries by identity, not by count: the game keeps only its last lines (rules/tx.ts LOG_LIMIT).
      const old = new Set(before?.log ?? []);
      const told = viewer ? session.viewFor(viewer).log.filter((e) => !old.has(e)).map((e) => e.text) : [];
      // The last two lines: the blow and what it did ("… beats … (10 damage). … is eliminated."); the Log tab has the rest.
      const outcome = told.slice(-2).join(' ');
      notice = outcome ? `${label}: ${outcome}` : `Done: ${label}.`;
      changed();
    }
    return problem;
  };

  /** Pause, resume and one step of a computer player (the banner's and the cover's buttons). */
  const pace = {
    pause: () => flow.send({ type: 'computer.pause' }),
    resume: () => flow.send({ type: 'computer.resume' }),
    step: () => flow.send({ type: 'computer.step' }),
  };

  const focusAfter = (key: string | null): void => {
    const target = (key ? root.querySelector<HTMLElement | SVGElement>(`[data-key="${key}"]:not([disabled])`) : null)
      ?? root.querySelector<HTMLElement>('[autofocus]') ?? root.querySelector<HTMLElement>('h1, h2');
    target?.focus({ preventScroll: true });
  };

  const dialogs = boardDialogs(root, { session, take, focusAfter });

  /** Puts the open Area dossier on the side of the map away from its pin (card-place.ts): a layout step after each render and resize. */
  const placeCard = (): void => {
    const card = root.querySelector<HTMLElement>('.area-card');
    const pin = root.querySelector('.bh-map .pin.selected');
    const wrap = root.querySelector('.map-wrap');
    if (!card || !pin || !wrap) return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const place = cardPlace(pin.getBoundingClientRect(), wrap.getBoundingClientRect(), { preferred: 23 * rem, min: 14 * rem, margin: 0.6 * rem });
    card.dataset.side = place.side;
    card.style.width = `${place.width}px`;
    // Above the legend strip, whose height grows with the UI scale and the notice (it was a fixed 2rem and covered the legend).
    const foot = wrap.querySelector('.map-foot');
    if (foot) card.style.bottom = `${Math.round(foot.getBoundingClientRect().height + 0.6 * rem)}px`;
  };
  const onResize = (): void => placeCard();
  window.addEventListener('resize', onResize);

  function render(): void {
    if (disposed) return;
    const active = (document.activeElement as HTMLElement | SVGElement | null)?.dataset?.key ?? null;
    const focusKey = dialogs.closeForRender() ?? active;
    feed.publish(session.publicView());
    const snapshot = flow.getSnapshot();
    const screen = tableScreen(snapshot);
    seatAtBoard(screen.kind === 'board');
    const boardOf = screen.kind === 'board' || (screen.kind === 'watching' && screen.seat !== null) ? screen.seat : null;
    if (boardOf === null) {
      viewer = null;
      boardHost = null;
      cache = newBoardCache();
    }
    if (screen.kind === 'handover') {
      const to = screen.seat;
      root.replaceChildren(handoverView({
        name: session.seat(to).name, mark: marks.get(to), bribe: screen.task === 'prompt',
        confirm: () => {
          notice = '';
          flow.send({ type: 'handover.confirm' });
        },
      }));
      // The wall opens as a modal once the screen is in the page (here, or in mounted()).
      openWalls(root);
      return;
    }
    if (screen.kind === 'cover' || (screen.kind === 'watching' && boardOf === null)) {
      const id = screen.computer;
      const seat = id ? session.seat(id) : null;
      root.replaceChildren(computerView({
        name: seat?.name ?? 'The game', level: seat?.controller ?? 'rules', mark: id ? marks.get(id) : undefined,
        moves: screen.steps, round: session.publicView().round, paused: screen.paused, ...pace,
      }));
      return;
    }
    if (screen.kind === 'over') {
      viewer = null;
      const stats = session.statistics();
      if (stats && !result) {
        result = resultView(resultModel(stats, session.seats, session.state().scenario.victory), {
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
          help: deps.openHelp,
        });
        root.replaceChildren(result.element);
        focusAfter(null);
      }
      return;
    }
    if (boardOf === null) return;
    const seat = boardOf;
    viewer = seat;
    const view = session.viewFor(seat);
    const computerId = screen.kind === 'watching' ? screen.computer : null;
    const computer = computerId ? session.seat(computerId) : null;
    // A seat newly at the table (the first board, a confirmed hand-over) starts from scratch (renderer/flow: sitting).
    if (!boardHost || boardSitting !== snapshot.context.sitting) {
      boardHost = h('div', { class: 'bh-board-host' });
      boardSitting = snapshot.context.sitting;
      cache = newBoardCache();
      selected = null;
      root.replaceChildren(boardHost);
    }
    // Each human turn opens on its briefing: what touched the conspiracy since its last turn.
    if (view.activeSeat === seat && view.phase === 'actions' && briefed !== view.serial) {
      briefed = view.serial;
      tab = 'briefing';
    }
    guideOnFirstGame('hats');
    renderLit(boardTemplate({
      view, scenarioName: session.scenarioName, marks, selected, notice, tab,
      computer: computer && screen.kind === 'watching' ? { name: computer.name, level: computer.controller, moves: screen.steps, paused: screen.paused, ...pace } : null,
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
      orders: (actor) => dialogs.orders(seat, actor),
      recruit: () => dialogs.recruit(seat),
      locate: (area) => {
        selected = area;
        render();
        focusAfter('area-close');
      },
      endTurn: () => endTurns.ask(seat),
      openProjector: deps.openProjector,
      openTechnology: () => dialogs.technology(seat),
      openHelp: deps.openHelp,
      leave: () => {
        feed.end();
        setCurrentSession(null);
        deps.toMenu();
      },
    }, cache), boardHost);
    placeCard();
    if (screen.kind === 'board' && screen.task === 'prompt') dialogs.defence(seat);
    else focusAfter(focusKey);
  }

  /** Ends the seat's turn (no undo: save/kinds/conspiracy-kind.ts). */
  const endTurnNow = (seat: SeatId): void => {
    notice = '';
    selected = null;
    const command: HatsCommand = { type: 'turn.end', seat };
    const problem = session.take(command);
    if (problem) {
      notice = problem;
      render();
    } else {
      moved(command);
      changed();
    }
  };
  const endTurns = endTurnFlow({ session, dialogs, end: endTurnNow, seatAtBoard: () => (boardHost?.isConnected ? viewer : null) });

  // Escape closes the Area dossier (dialogs close themselves on Escape).
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || dialogs.open || selected === null) return;
    const before = selected;
    selected = null;
    render();
    focusAfter(`pin-${before}`);
  });

  // The rules reference knows the house rules in force in this game (DECISIONS.md: stored in the game).
  setHelpContext(() => ({ layer: 'hats', houseRules: houseRules(session) }));
  shell.append(saves.toolbar, root);
  flow.subscribe(() => render());
  flow.start();
  return {
    element: shell,
    mounted: () => openWalls(root),
    dispose() {
      disposed = true;
      window.removeEventListener('resize', onResize);
      endTurns.dispose();
      setHelpContext(null);
      result?.dispose();
      flow.stop();
      saves.dispose();
      feed.close();
    },
  };
}
