import { canonicalJson } from './canonical';
import type { SaveFile } from './envelope';
import { periodStarts, rewindTo, type RewindResult } from './rewind';
import type { GameKind } from './game-kind';

/**
 * The GM's timeline (README.md, "Rewind"): every round or turn of the game, the ones played and the
 * ones rewound away, which stay restorable (redo) until a new command is given. Pure, by replaying
 * the log: the game's log now, plus the longer log it was cut from (`redo`, or null).
 */

export interface TimelineEntry {
  /** The round or turn number. */
  readonly period: number;
  /** How many commands had been played when it began (in the log, or in the rewound-away log). */
  readonly commands: number;
  /** The game is in this period now. */
  readonly current: boolean;
  /** Rewound away: going there restores commands (redo). */
  readonly restorable: boolean;
}

export type TimelineResult = { readonly ok: true; readonly entries: readonly TimelineEntry[] } | { readonly ok: false; readonly reason: string };

const same = <C>(a: C, b: C): boolean => a === b || canonicalJson(a) === canonicalJson(b);

/** Whether `log` begins with every command of `prefix`. */
export function isPrefix<C>(prefix: readonly C[], log: readonly C[]): boolean {
  if (prefix.length > log.length) return false;
  for (let i = 0; i < prefix.length; i++) if (!same(prefix[i] as C, log[i] as C)) return false;
  return true;
}

/**
 * What stays restorable after the game moved to `commands`: the longer log while `commands` is
 * still a beginning of it (a rewind, an undo, a step forward that gave the same command again),
 * nothing once a different command was given or everything was restored.
 */
export function keepRedo<C>(redo: readonly C[] | null, commands: readonly C[]): readonly C[] | null {
  if (redo === null || redo.length <= commands.length) return null;
  return isPrefix(commands, redo) ? redo : null;
}

/** The log to remember when the game is rewound from `before`: the longest one it was part of. */
export function rememberRedo<C>(redo: readonly C[] | null, before: readonly C[]): readonly C[] {
  return redo !== null && redo.length > before.length && isPrefix(before, redo) ? redo : before;
}

/** Every period of the game, played then rewound away, with where each began. */
export function timeline<S, C>(kind: GameKind<S, C>, save: SaveFile<S, C>, redo: readonly C[] | null): TimelineResult {
  const played = periodStarts(kind, save);
  if (!played.ok) return played;
  const now = played.starts.at(-1)?.period;
  const entries: TimelineEntry[] = played.starts.map((s) => ({ ...s, current: s.period === now, restorable: false }));
  const tail = keepRedo(redo, save.commands);
  if (tail) {
    const all = periodStarts(kind, { ...save, commands: tail });
    if (!all.ok) return all;
    for (const s of all.starts) if (s.commands > save.commands.length) entries.push({ ...s, current: false, restorable: true });
  }
  return { ok: true, entries };
}

/**
 * The game at `count` commands of the longer of its log and the rewound-away one: back (a rewind)
 * or forward (a redo, to a restorable period's start or, with `count` = its length, all of it).
 */
export function moveTo<S, C>(kind: GameKind<S, C>, save: SaveFile<S, C>, redo: readonly C[] | null, count: number, updatedAt: string): RewindResult<S, C> {
  const tail = keepRedo(redo, save.commands);
  return rewindTo(kind, tail ? { ...save, commands: tail } : save, count, updatedAt);
}
