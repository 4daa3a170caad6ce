import { buildSave, rewindToPeriodStart, undoLast, periodStarts, type GameKind, type SaveFile } from '../../src/save/index';
import { clockText } from './format';

/**
 * What a game screen lends the save controller (README.md): the game as seed + initial state +
 * command log + state now, and a way to put the game back to an earlier point of its own log.
 */
export interface SavableGame<S, C> {
  /** The game's kind from src/save/kinds (conspiracyKind, tacticalBattleKind). */
  readonly kind: GameKind<S, C>;
  /** The seed the game's RngState was made from. */
  readonly seed: string;
  /** The game before its first command. */
  initialState(): S;
  /** Every accepted command so far, in order. */
  commands(): readonly C[];
  /** The state now, i.e. after every command of the log. */
  state(): S;
  /**
   * Undo and rewind: the game goes back to `state`, reached by replaying `commands` (a prefix of
   * the log) from the initial state. The screen rebuilds its session from these and redraws.
   */
  rewound(to: { readonly state: S; readonly commands: readonly C[] }): void;
  /**
   * R-CORE-6 Ironman, read from the game's own state (so it is stored in the save): no undo, no
   * rewind, and the game is written to its one save after every command. Absent: false.
   */
  ironman?(): boolean;
  /**
   * True when the game waits for a person (a seat's turn, a hand-over, a question) or is over;
   * false while the computer (or the game's own step) moves on. A round's or turn's autosave asked
   * for meanwhile is written when it is true again, so every autosave (and every backup of it)
   * opens where it says: a save made as a computer's turn began would play that turn on opening,
   * into the next turn (a backup labelled Turn 4 opened at Turn 5). Absent: always true.
   */
  settled?(): boolean;
}

/**
 * The round's or turn's autosave, written only where the game waits for a person (SavableGame
 * `settled`): asked for while the computer moves, it is written at the first change after which
 * the game waits again. `request` answers false when it put the write off.
 */
export function settledAutosave(settled: () => boolean, write: () => Promise<boolean>): { request(): Promise<boolean>; changed(): Promise<boolean> | null } {
  let due = false;
  return {
    request() {
      if (settled()) {
        due = false;
        return write();
      }
      due = true;
      return Promise.resolve(false);
    },
    changed() {
      if (!due || !settled()) return null;
      due = false;
      return write();
    },
  };
}

/** True when the game is played Ironman (R-CORE-6). */
export function isIronman<S, C>(game: SavableGame<S, C>): boolean {
  return game.ironman?.() ?? false;
}

export const IRONMAN_NO_UNDO = 'This is an Ironman game: every command is final, so nothing can be undone or rewound.';
export const IRONMAN_ONE_SAVE = 'This is an Ironman game: it has one save of its own, written after every command, so it cannot be saved under another name.';

/**
 * The name of an Ironman game's one save (R-CORE-6), made once when the game starts: its title and
 * the minute it began, so two Ironman games of the same scenario never share a save.
 */
export function ironmanSaveName(title: string, createdAt: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const when = `${createdAt.getFullYear()}-${two(createdAt.getMonth() + 1)}-${two(createdAt.getDate())} ${two(createdAt.getHours())}.${two(createdAt.getMinutes())}`;
  return `${title} (Ironman ${when})`;
}

/**
 * Runs `write` one at a time: a request made while a write is running waits for it and then
 * writes once more (so the newest game is what ends up saved); requests made meanwhile share that
 * one extra write. Ironman (R-CORE-6) asks for a write after every command, faster than a disk.
 */
export function serialWriter(write: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const start = (): Promise<boolean> => {
    const run = write().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const next = running.then(() => {
      queued = null;
      return start();
    }, () => {
      queued = null;
      return start();
    });
    queued = next;
    return next;
  };
}

/** Where the game's saves stand (the parts that are not the game itself). */
export interface SaveMeta {
  readonly title: string;
  readonly createdAt: string;
  readonly appVersion: string;
  /** False after a save whose log did not reproduce its snapshot was opened: no undo, no rewind. */
  readonly rewindable: boolean;
}

export const NOT_REWINDABLE = "Undo and rewind are off for this game: its log does not reproduce its saved state, so replaying it would not give this game back.";

/** The game as a save file at `now`. */
export function currentSave<S, C>(game: SavableGame<S, C>, meta: SaveMeta, now: Date): SaveFile<S, C> {
  return buildSave(game.kind, {
    title: meta.title,
    seed: game.seed,
    initialState: game.initialState(),
    commands: game.commands(),
    state: game.state(),
    appVersion: meta.appVersion,
    createdAt: meta.createdAt,
    updatedAt: now.toISOString(),
  });
}

export type RewindOutcome<S, C> = { readonly ok: true; readonly state: S; readonly commands: readonly C[] } | { readonly ok: false; readonly reason: string };

/** Ctrl+Z: the game without its last command, by replaying the log, unless that command must stand (R-HATS-12). */
export function undoGame<S, C>(game: SavableGame<S, C>, meta: SaveMeta, now: Date): RewindOutcome<S, C> {
  if (isIronman(game)) return { ok: false, reason: IRONMAN_NO_UNDO };
  if (!meta.rewindable) return { ok: false, reason: NOT_REWINDABLE };
  const r = undoLast(game.kind, currentSave(game, meta, now), now.toISOString());
  return r.ok ? { ok: true, state: r.state, commands: r.save.commands } : r;
}

/** The GM's "rewind to the start of this round/turn", by replaying the log up to where it began. */
export function rewindGame<S, C>(game: SavableGame<S, C>, meta: SaveMeta, now: Date): RewindOutcome<S, C> & { readonly taken?: number } {
  if (isIronman(game)) return { ok: false, reason: IRONMAN_NO_UNDO };
  if (!meta.rewindable) return { ok: false, reason: NOT_REWINDABLE };
  const save = currentSave(game, meta, now);
  const r = rewindToPeriodStart(game.kind, save, now.toISOString());
  if (!r.ok) return r;
  return { ok: true, state: r.state, commands: r.save.commands, taken: save.commands.length - r.save.commands.length };
}

/** "turn 10" / "round 3": the period the game is in now, and how many commands it holds so far. */
export function currentPeriod<S, C>(game: SavableGame<S, C>, meta: SaveMeta, now: Date): { readonly word: string; readonly value: number; readonly played: number } {
  const summary = game.kind.summarize(game.state());
  const value = summary.progress.value;
  const starts = periodStarts(game.kind, currentSave(game, meta, now));
  const start = starts.ok ? starts.starts.at(-1)?.commands ?? 0 : 0;
  return { word: summary.progress.unit, value, played: game.commands().length - start };
}

export type SaveStatus =
  | { readonly state: 'idle'; readonly opened: boolean }
  | { readonly state: 'saving' }
  | { readonly state: 'saved'; readonly at: Date; readonly auto: boolean }
  | { readonly state: 'failed'; readonly reason: string };

/** The autosave indicator's words: "Autosaved 12:04", "Saving...", "Not saved: <sentence>". */
export function indicatorText(status: SaveStatus, locale?: string): string {
  switch (status.state) {
    case 'idle':
      return status.opened ? 'No changes since it was opened' : 'Not saved yet';
    case 'saving':
      return 'Saving...';
    case 'saved':
      return `${status.auto ? 'Autosaved' : 'Saved'} ${clockText(status.at, locale)}`;
    case 'failed':
      return `Not saved: ${status.reason}`;
  }
}

export type Shortcut = 'save' | 'save-as' | 'open' | 'undo' | 'redo';

/** Ctrl+S, Ctrl+Shift+S, Ctrl+O, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y (Cmd on a Mac). */
export function shortcutOf(event: { readonly key: string; readonly ctrlKey: boolean; readonly metaKey: boolean; readonly shiftKey: boolean; readonly altKey: boolean }): Shortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 's') return event.shiftKey ? 'save-as' : 'save';
  if (key === 'o' && !event.shiftKey) return 'open';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
