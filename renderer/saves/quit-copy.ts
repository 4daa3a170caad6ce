import type { BlacksiteApi } from '../../src/contract';
import { currentSave, type SavableGame, type SaveMeta } from './save-session';

/**
 * The game handed to the host for the autosave on quit (saves.keepForQuit), kept current as the
 * game changes without sending it whole every time: the whole game once (and after an undo or
 * rewind, or when the host holds another game), then only the commands played since the last
 * hand-over with the state after them, and nothing at all when nothing changed. Commands are
 * immutable objects appended to the log, so "the log still begins with what was handed" is told
 * by its length and the identity of the last command handed.
 */
export interface QuitCopy {
  /** After the game changed (or may have): hands over what changed, if anything. */
  changed(): void;
  /** The screen is left: the host keeps no game for quitting. */
  release(): Promise<void>;
}

export interface QuitCopyOptions<S, C> {
  readonly keepForQuit: BlacksiteApi['saves']['keepForQuit'];
  readonly game: SavableGame<S, C>;
  readonly meta: () => SaveMeta;
  readonly now: () => Date;
  /** A hand-over failed (the sentence); the next one sends the whole game. */
  readonly failed: (reason: string) => void;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createQuitCopy<S, C>(options: QuitCopyOptions<S, C>): QuitCopy {
  const { keepForQuit, game, meta, now, failed } = options;
  /** What the host holds: the first `count` commands of the log, the last of them `last`. */
  let handed: { readonly count: number; readonly last: C | undefined } | null = null;

  const mark = (commands: readonly C[]): void => {
    handed = { count: commands.length, last: commands.at(-1) };
  };
  const onError = (error: unknown): void => {
    handed = null;
    failed(messageOf(error));
  };
  const sendWhole = (): void => {
    const save = currentSave(game, meta(), now());
    mark(save.commands);
    keepForQuit({ save }).catch(onError);
  };

  return {
    changed() {
      const commands = game.commands();
      const held = handed;
      if (held !== null && held.count === commands.length && held.last === commands.at(-1)) return;
      const follows = held !== null && commands.length > held.count && (held.count === 0 || commands[held.count - 1] === held.last);
      if (!follows) {
        sendWhole();
        return;
      }
      const state = game.state();
      const step = {
        base: held.count,
        commands: commands.slice(held.count),
        snapshot: state,
        summary: { ...game.kind.summarize(state), title: meta().title },
        updatedAt: now().toISOString(),
      };
      mark(commands);
      keepForQuit({ step })
        .then(({ kept }) => {
          // The host holds another game (or none): it gets the whole one, as it is now.
          if (!kept) sendWhole();
        })
        .catch(onError);
    },
    async release() {
      handed = null;
      await keepForQuit({ save: null });
    },
  };
}
