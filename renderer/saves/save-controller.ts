import './saves.css';
import { saveIdFor, type BlacksiteApi } from '../../src/contract';
import { button, h, inTextField } from '../ui/dom';
import { confirmDialog, nameDialog } from './dialogs';
import { keepRedo, rememberRedo } from '../../src/save/timeline';
import { timelineDialog } from './timeline-dialog';
import { moveGame, timelineRows, type PeriodLine } from './timeline-session';
import type { OpenedGame } from './open-game';
import { createQuitCopy } from './quit-copy';
import { trackWrite } from './pending-writes';
import {
  currentPeriod,
  currentSave,
  indicatorText,
  IRONMAN_NO_UNDO,
  IRONMAN_ONE_SAVE,
  ironmanSaveName,
  isIronman,
  NOT_REWINDABLE,
  rewindGame,
  serialWriter,
  settledAutosave,
  shortcutOf,
  undoGame,
  type SavableGame,
  type SaveMeta,
  type SaveStatus,
} from './save-session';

export interface SaveControllerOptions<S, C> {
  readonly saves: Pick<BlacksiteApi['saves'], 'list' | 'write' | 'autosave' | 'keepForQuit'>;
  readonly game: SavableGame<S, C>;
  /** Where the dialogs go: the game screen's element. */
  readonly host: HTMLElement;
  readonly appVersion: string;
  /** The save the game came from (takeOpenedGame), or null for a new game. */
  readonly opened: OpenedGame | null;
  /** The title a new game is offered under in "Save as" (e.g. the scenario's name). */
  readonly title: string;
  /** Ctrl+O: the game screen navigates to '/load' (leaving the screen autosaves through dispose). */
  readonly openLoadScreen: () => void;
  /** Tells the screen what undo or rewind did, or why not (a sentence); the toolbar shows it too. */
  readonly notice?: (sentence: string) => void;
  readonly now?: () => Date;
  /**
   * The GM's timeline (README.md, "Timeline and redo"): when given, the toolbar has Redo and
   * Timeline…; `periodLine` gives each round's or turn's first log line as the screen may show it.
   */
  readonly timeline?: { readonly periodLine?: PeriodLine<C> };
}

export interface SaveController {
  /** "Autosaved 12:04" / "Saving..." / "Not saved: <sentence>" (aria-live). */
  readonly indicator: HTMLElement;
  /** Save, Save as..., Undo, Rewind to the start of this round/turn, and the indicator. */
  readonly toolbar: HTMLElement;
  /**
   * R-CORE-6: true when the game is played Ironman (read once from `game.ironman()`): no Undo, no
   * Rewind, no "Save as"; every `changed()` writes the game's one save.
   */
  readonly ironman: boolean;
  /**
   * Call after every accepted command: the host keeps the game so quitting autosaves it; in an
   * Ironman game the game's own save is written (one write at a time, the newest game last).
   */
  changed(): void;
  /**
   * Call after every round (battle) or turn (conspiracy); in an Ironman game, its own save. While
   * the game's `settled()` is false the write waits for the first change after which it is true
   * (false is answered then).
   */
  autosave(): Promise<boolean>;
  /**
   * Turns Undo and Rewind (their buttons and Ctrl+Z) off while the screen's own flow says no one
   * may take anything back (`reason`: a hand-over, a computer's turn, the end: R-HATS-12), and on
   * again with null. Turning them off also wipes the last undo note, so the next seat never reads
   * what the previous one tried. In an Ironman game they are never on.
   */
  holdHistory(reason: string | null): void;
  save(): Promise<boolean>;
  saveAs(): Promise<boolean>;
  undo(): Promise<boolean>;
  rewindToPeriodStart(): Promise<boolean>;
  /** Restores everything an undo or a rewind took back, while no new command was given since (Ctrl+Shift+Z, Ctrl+Y). */
  redo(): Promise<boolean>;
  /** Whether there is something to redo now. */
  canRedo(): boolean;
  /** The timeline dialog: back to the start of any earlier round or turn, or forward into what was rewound away. */
  openTimeline(): Promise<boolean>;
  /** Straight to the start of a round or turn of the timeline (as the dialog's rows do). */
  moveToPeriod(period: number): Promise<boolean>;
  /** From the screen's dispose(): stops the shortcuts, autosaves unsaved changes, and releases the quit copy. */
  dispose(): void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "Cannot undo: there is nothing to undo..." — the reason's sentence carried on. */
function cannot(verb: string, reason: string): string {
  return `Cannot ${verb}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

/**
 * The save controller a game screen creates once (README.md): save, save as, autosave with its
 * indicator, Ctrl+S / Ctrl+Shift+S / Ctrl+O / Ctrl+Z, undo of the last command and the GM's rewind
 * to the start of the round or turn, both by replaying the log.
 */
export function createSaveController<S, C>(options: SaveControllerOptions<S, C>): SaveController {
  const { saves, game, host } = options;
  const now = options.now ?? (() => new Date());
  const unit = game.kind.summarize(game.state()).progress.unit;
  let meta: SaveMeta = {
    title: options.opened?.save.summary.title ?? options.title,
    createdAt: options.opened?.save.createdAt ?? now().toISOString(),
    appVersion: options.appVersion,
    rewindable: options.opened ? options.opened.replay.status === 'match' : true,
  };
  // A named save to write back to; an autosave or a new game asks for a name first.
  let named: string | null = options.opened && !options.opened.id.startsWith('autosave:') ? meta.title : null;
  let dirty = false;
  let disposed = false;
  /** Why undo and rewind are held off now (holdHistory), or null. */
  let held: string | null = null;
  /** The longer log an undo or a rewind left restorable (redo), until a new command is given. */
  let redoLog: readonly C[] | null = null;
  // R-CORE-6: an Ironman game has one save of its own, named once when the game starts, and no other.
  const ironman = isIronman(game);
  if (ironman && named === null) named = ironmanSaveName(meta.title, new Date(meta.createdAt));

  const indicator = h('span', { class: 'save-indicator', 'aria-live': 'polite' });
  const noticeEl = h('span', { class: 'save-notice', 'aria-live': 'polite' });
  const show = (status: SaveStatus): void => {
    indicator.textContent = indicatorText(status);
    indicator.dataset.state = status.state;
  };
  const notice = (sentence: string): void => {
    noticeEl.textContent = sentence;
    options.notice?.(sentence);
  };
  show({ state: 'idle', opened: options.opened !== null });

  const write = async (how: 'named' | 'auto', name?: string): Promise<boolean> => {
    show({ state: 'saving' });
    try {
      const save = currentSave(game, name === undefined ? meta : { ...meta, title: name }, now());
      if (how === 'auto') await saves.autosave({ save });
      else await saves.write({ name: name ?? meta.title, save });
      if (name !== undefined) meta = { ...meta, title: name };
      dirty = false;
      show({ state: 'saved', at: now(), auto: how === 'auto' });
      return true;
    } catch (error) {
      show({ state: 'failed', reason: messageOf(error) });
      return false;
    }
  };

  // Round and turn autosaves are written where the game waits for a person, so they open where they say.
  const roundAutosave = settledAutosave(() => game.settled?.() ?? true, () => write('auto'));

  // The copy the host autosaves on quit: handed over as it changes, only what changed.
  const quitCopy = createQuitCopy({ keepForQuit: (input) => saves.keepForQuit(input), game, meta: () => meta, now, failed: (reason) => show({ state: 'failed', reason }) });

  /** Ironman's writes: always to its own save, one at a time, the newest game last. */
  const ironmanWrite = serialWriter(() => write('named', named ?? meta.title));
  const undoButton = button('Undo', () => void controller.undo(), { 'aria-keyshortcuts': 'Control+Z' });
  const rewindButton = button(`Rewind to the start of this ${unit === 'round' ? 'round' : 'turn'}`, () => void controller.rewindToPeriodStart());
  const redoButton = button('Redo', () => void controller.redo(), { 'aria-keyshortcuts': 'Control+Shift+Z Control+Y', disabled: true });
  const timelineButton = button('Timeline…', () => void controller.openTimeline());
  const refreshRedo = (): void => {
    redoButton.disabled = held !== null || redoLog === null;
  };
  /** Puts the game at `commands` replayed to `state`, keeping what it leaves behind restorable. */
  const moved = (to: { readonly state: S; readonly commands: readonly C[] }): void => {
    redoLog = rememberRedo(redoLog, game.commands());
    game.rewound(to);
    controller.changed();
  };

  const controller: SaveController = {
    indicator,
    ironman,
    toolbar: h('div', { class: 'save-toolbar', role: 'toolbar', 'aria-label': 'Saving' }),
    changed() {
      dirty = true;
      redoLog = keepRedo(redoLog, game.commands());
      refreshRedo();
      if (!ironman) void roundAutosave.changed();
      // An Ironman game is on disk after every command; a second copy kept for quitting would be a
      // second save to go back to, so it keeps none.
      if (ironman) {
        void ironmanWrite();
        return;
      }
      quitCopy.changed();
    },
    autosave: () => (ironman ? ironmanWrite() : roundAutosave.request()),
    async save() {
      if (ironman) return ironmanWrite();
      if (named === null) return controller.saveAs();
      return write('named', named);
    },
    holdHistory(reason) {
      held = reason;
      undoButton.disabled = reason !== null;
      rewindButton.disabled = reason !== null;
      timelineButton.disabled = reason !== null;
      refreshRedo();
      if (reason !== null) noticeEl.textContent = '';
    },
    async saveAs() {
      if (ironman) {
        notice(IRONMAN_ONE_SAVE);
        return false;
      }
      let taken = new Set<string>();
      try {
        taken = new Set((await saves.list()).saves.map((s) => s.id));
      } catch {
        // Without the list there is no "replace?" note; the store still keeps the old version as a backup.
      }
      const name = await nameDialog(host, {
        title: 'Save as',
        label: 'Name',
        value: meta.title,
        confirm: 'Save',
        problem: (n) => {
          const id = saveIdFor(n);
          return id.ok ? null : id.reason;
        },
        note: (n) => {
          const id = saveIdFor(n);
          return id.ok && taken.has(id.id) ? `A save called "${n.trim()}" exists: saving replaces it (its current version is kept as a backup).` : null;
        },
      });
      if (name === null) return false;
      const ok = await write('named', name);
      if (ok) named = name;
      return ok;
    },
    undo() {
      if (ironman) {
        notice(cannot('undo', IRONMAN_NO_UNDO));
        return Promise.resolve(false);
      }
      if (held !== null) return Promise.resolve(false);
      const r = undoGame(game, meta, now());
      if (!r.ok) {
        notice(cannot('undo', r.reason));
        return Promise.resolve(false);
      }
      moved(r);
      notice('The last command was taken back.');
      return Promise.resolve(true);
    },
    async rewindToPeriodStart() {
      if (ironman) {
        notice(cannot('rewind', IRONMAN_NO_UNDO));
        return false;
      }
      if (held !== null) return false;
      if (!meta.rewindable) {
        notice(cannot('rewind', NOT_REWINDABLE));
        return false;
      }
      const period = currentPeriod(game, meta, now());
      if (period.played === 0) {
        notice(`This ${period.word} has only just begun: there is nothing to rewind.`);
        return false;
      }
      const yes = await confirmDialog(host, {
        title: `Rewind to the start of ${period.word} ${period.value}?`,
        message: `The ${period.played === 1 ? 'command' : `${period.played} commands`} played since ${period.played === 1 ? 'is' : 'are'} taken back by replaying the log. The game as it stands is autosaved first, so it stays restorable from the autosave's backups.`,
        confirm: 'Rewind',
        danger: true,
      });
      if (!yes) return false;
      await write('auto');
      const r = rewindGame(game, meta, now());
      if (!r.ok) {
        notice(cannot('rewind', r.reason));
        return false;
      }
      moved(r);
      notice(`Rewound to the start of ${period.word} ${period.value}.`);
      return true;
    },
    canRedo: () => !ironman && held === null && keepRedo(redoLog, game.commands()) !== null,
    redo() {
      if (ironman) {
        notice(cannot('redo', IRONMAN_NO_UNDO));
        return Promise.resolve(false);
      }
      if (held !== null) return Promise.resolve(false);
      const tail = keepRedo(redoLog, game.commands());
      if (tail === null) {
        notice('There is nothing to redo: nothing was taken back since the last command.');
        return Promise.resolve(false);
      }
      const r = moveGame(game, meta, now(), tail, tail.length);
      if (!r.ok) {
        notice(cannot('redo', r.reason));
        return Promise.resolve(false);
      }
      const restored = tail.length - game.commands().length;
      moved(r);
      notice(`Restored ${restored === 1 ? 'the command' : `${restored} commands`} taken back: the game is where it was before.`);
      return Promise.resolve(true);
    },
    async moveToPeriod(period) {
      if (ironman) {
        notice(cannot('rewind', IRONMAN_NO_UNDO));
        return false;
      }
      if (held !== null) return false;
      const found = timelineRows(game, meta, now(), redoLog);
      if (!found.ok) {
        notice(cannot('rewind', found.reason));
        return false;
      }
      const row = found.rows.find((r) => r.period === period);
      if (!row) {
        notice(`This game has no ${unit} ${period} to go to.`);
        return false;
      }
      await write('auto');
      const r = moveGame(game, meta, now(), redoLog, row.commands);
      if (!r.ok) {
        notice(cannot('rewind', r.reason));
        return false;
      }
      moved(r);
      notice(row.restorable ? `Restored up to the start of ${unit} ${period}.` : `Rewound to the start of ${unit} ${period}.`);
      return true;
    },
    async openTimeline() {
      if (ironman) {
        notice(cannot('rewind', IRONMAN_NO_UNDO));
        return false;
      }
      if (held !== null) return false;
      const found = timelineRows(game, meta, now(), redoLog, options.timeline?.periodLine);
      if (!found.ok) {
        notice(cannot('rewind', found.reason));
        return false;
      }
      const chosen = await timelineDialog(host, unit, found.rows);
      if (chosen === null) return false;
      if (chosen.current && chosen.commands === game.commands().length) {
        notice(`This ${unit} has only just begun: there is nothing to rewind.`);
        return false;
      }
      return controller.moveToPeriod(chosen.period);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      window.removeEventListener('keydown', onKey);
      const release = (): void => void quitCopy.release().catch(() => undefined);
      // The last autosave is tracked, so the menu and the load screen list the game just left (pending-writes.ts).
      if (dirty) trackWrite((ironman ? ironmanWrite() : write('auto')).finally(release));
      else release();
    },
  };

  if (ironman) {
    // R-CORE-6: no Save as, no Undo, no Rewind; the tag says why they are missing.
    controller.toolbar.append(
      h('span', { class: 'ironman-tag', title: 'Ironman: every command is final and saved at once (R-CORE-6).' }, 'Ironman'),
      button('Save', () => void controller.save(), { 'aria-keyshortcuts': 'Control+S' }),
      indicator,
      noticeEl,
    );
  } else {
    controller.toolbar.append(
      button('Save', () => void controller.save(), { 'aria-keyshortcuts': 'Control+S' }),
      button('Save as…', () => void controller.saveAs(), { 'aria-keyshortcuts': 'Control+Shift+S' }),
      undoButton,
      ...(options.timeline ? [redoButton] : []),
      rewindButton,
      ...(options.timeline ? [timelineButton] : []),
      indicator,
      noticeEl,
    );
  }

  const onKey = (event: KeyboardEvent): void => {
    const shortcut = shortcutOf(event);
    if (shortcut === null || host.querySelector('dialog[open]')) return;
    // A text field keeps its own Ctrl+Z and Ctrl+Shift+Z.
    if ((shortcut === 'undo' || shortcut === 'redo') && inTextField(event.target)) return;
    event.preventDefault();
    if (shortcut === 'save') void controller.save();
    else if (shortcut === 'save-as') void controller.saveAs();
    else if (shortcut === 'open') options.openLoadScreen();
    else if (shortcut === 'redo') void controller.redo();
    else void controller.undo();
  };
  window.addEventListener('keydown', onKey);
  return controller;
}
