/**
 * The play screen of a conspiracy game: the save toolbar above one host the board controller
 * (board-controller.ts) renders into. The controller owns everything that changes; this file picks
 * the game (a save opened on the load screen, or the one the set-up started), and the ways off the
 * screen (leave, play again, the menu).
 */
import './conspiracy.css';
import './board-layout.css';
import type { BlacksiteApi } from '../../src/contract';
import { conspiracyKind } from '../../src/save/kinds/index';
import type { Screen } from '../router';
import { takeOpenedGame } from '../saves/open-game';
import { button, h } from '../ui/dom';
import { setHelpContext } from '../help/help-view';
import { createBoardController, type BoardPlugin } from './board-controller';
import { projectorFeed } from './channel';
import { currentSession, setCurrentSession } from './current';
import { houseRules } from './house-rules';
import { shippedScenarios } from './scenarios';
import { randomSeed } from './setup-screen';
import { seatMarks } from './seat-marks';
import { ConspiracySession } from './session';

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
  /**
   * The board's plug-ins for this game (board-controller.ts BoardPlugin), chosen by the route:
   * fights played out at the battle table (renderer/link, R-LINK-1).
   */
  readonly plugins?: (session: ConspiracySession) => Readonly<Record<string, BoardPlugin>>;
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
  const shell = h('div', { class: 'bh-shell' });
  const host = h('div', { class: 'bh-screen' });
  const feed = projectorFeed();
  const leave = (): void => {
    feed.end();
    setCurrentSession(null);
    deps.toMenu();
  };
  const controller = createBoardController({
    session, host, shell, feed, opened,
    marks: seatMarks(session.seats),
    saves: deps.saves,
    appVersion: deps.appVersion,
    pace: deps.motion() ? COMPUTER_PAUSE_MS : 0,
    openLoadScreen: deps.openLoadScreen,
    openProjector: deps.openProjector,
    openHelp: deps.openHelp,
    leave,
    toMenu: leave,
    ...(deps.plugins ? { plugins: deps.plugins(session) } : {}),
    playAgain: () => {
      const next = playAgain(session);
      if (!next) return;
      feed.end();
      setCurrentSession(next);
      deps.restart();
    },
  });
  // The rules reference knows the house rules in force in this game (DECISIONS.md: stored in the game).
  setHelpContext(() => ({ layer: 'hats', houseRules: houseRules(session) }));
  shell.append(controller.toolbar, host);
  return {
    element: shell,
    mounted: () => controller.mounted(),
    dispose() {
      controller.dispose();
      setHelpContext(null);
      feed.close();
    },
  };
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
