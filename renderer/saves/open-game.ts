import type { GameKind, ReplayReport, SaveFile, SaveKind } from '../../src/save/index';
import { KIND_NAMES } from '../../src/save/index';

/**
 * How the load screen hands a save to the screen that plays its kind (README.md, "Opening a
 * save"). A game screen registers its route once; opening a save parks it here and navigates
 * there; the screen's factory takes it with takeOpenedGame. The load screen knows no game screen.
 */
export interface OpenedGame<S = unknown, C = unknown> {
  /** The save's id in the store (`autosave:<kind>` for an autosave): save() writes back to it. */
  readonly id: string;
  readonly save: SaveFile<S, C>;
  /** On a mismatch the snapshot is the state to play, and undo/rewind must stay off. */
  readonly replay: ReplayReport;
  readonly migratedFrom: number;
}

export interface GameScreenEntry {
  readonly kind: SaveKind;
  /** The hash route of the screen, e.g. '/conspiracy/play'. */
  readonly route: string;
}

const screens = new Map<SaveKind, GameScreenEntry>();
let parked: OpenedGame | null = null;

/** A game screen says which route plays `kind` (call once, at module load or start-up). */
export function registerGameScreen(kind: SaveKind, route: string): void {
  screens.set(kind, { kind, route });
}

export function gameScreenFor(kind: SaveKind): GameScreenEntry | undefined {
  return screens.get(kind);
}

/**
 * Parks `game` for its screen and navigates there; a sentence (and nothing parked) when this
 * build has no screen for that kind yet.
 */
export function openSavedGame(game: OpenedGame, navigate: (route: string) => void): string | null {
  const entry = screens.get(game.save.kind);
  if (!entry) {
    const name = KIND_NAMES[game.save.kind];
    return `This save holds a ${name}, and this version of Blacksite has no screen that plays a ${name} yet; the save is kept as it is.`;
  }
  parked = game;
  navigate(entry.route);
  return null;
}

/**
 * For the game screen's factory: the save opened for `kind`, handed over once; null for a new game.
 * Typed by the kind: its parts were checked by this very kind's schemas when the store loaded it
 * (desktop and browser stores both load with createSaveCodec(GAME_KINDS)).
 */
export function takeOpenedGame<S, C>(kind: GameKind<S, C>): OpenedGame<S, C> | null;
/** The same by the kind's name: the save's parts stay `unknown`. */
export function takeOpenedGame(kind: SaveKind): OpenedGame | null;
export function takeOpenedGame(kind: SaveKind | GameKind<unknown, unknown>): OpenedGame | null {
  const name = typeof kind === 'string' ? kind : kind.kind;
  if (parked === null || parked.save.kind !== name) return null;
  const game = parked;
  parked = null;
  return playableFrom(game);
}

/**
 * A save whose log does not replay to its snapshot is played on from the snapshot, and the game's
 * own log starts there: its saves then replay (a store writes nothing it could not load back), and
 * the file it was opened from stays as the first backup of the next save over it. `replay` still
 * says mismatch, so undo and rewind stay off, as the load screen said.
 */
export function playableFrom<S, C>(game: OpenedGame<S, C>): OpenedGame<S, C> {
  if (game.replay.status === 'match') return game;
  return { ...game, save: { ...game.save, initialState: game.save.snapshot, commands: [] } };
}

/** Tests only: forget every registration. */
export function resetGameScreens(): void {
  screens.clear();
  parked = null;
}
