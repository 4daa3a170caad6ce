import type { SaveFile } from './envelope';
import { periodOf, type GameKind } from './game-kind';
import { replayLog } from './replay';

export type RewindResult<S, C> =
  | { readonly ok: true; readonly save: SaveFile<S, C>; readonly state: S }
  | { readonly ok: false; readonly reason: string };

/** The save cut back to its first `count` commands, with the replayed state as its new snapshot. */
export function rewindTo<S, C>(kind: GameKind<S, C>, save: SaveFile<S, C>, count: number, updatedAt: string): RewindResult<S, C> {
  if (!Number.isInteger(count) || count < 0 || count > save.commands.length) {
    return { ok: false, reason: `There is no point ${count} in this game's log of ${save.commands.length} commands.` };
  }
  const outcome = replayLog(kind, save.initialState, save.commands, count);
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  const state = outcome.state;
  return {
    ok: true,
    state,
    save: {
      ...save,
      updatedAt,
      commands: save.commands.slice(0, count),
      snapshot: state,
      summary: { ...kind.summarize(state), title: save.summary.title },
    },
  };
}

export interface PeriodStart {
  /** The round or turn number. */
  readonly period: number;
  /** How many commands had been played when it began. */
  readonly commands: number;
}

/** Where each round (battle) or turn (conspiracy) of the log began, in order. */
export function periodStarts<S, C>(
  kind: GameKind<S, C>,
  save: SaveFile<S, C>,
): { readonly ok: true; readonly starts: readonly PeriodStart[] } | { readonly ok: false; readonly reason: string } {
  const starts: PeriodStart[] = [];
  const outcome = replayLog(kind, save.initialState, save.commands, save.commands.length, (state, applied) => {
    const period = periodOf(kind, state);
    if (starts.at(-1)?.period !== period) starts.push({ period, commands: applied });
  });
  return outcome.ok ? { ok: true, starts } : { ok: false, reason: outcome.reason };
}

/**
 * The GM's "rewind to the start of this round/turn": back to the first state of `period` (by default
 * the one the game is in now).
 */
export function rewindToPeriodStart<S, C>(
  kind: GameKind<S, C>,
  save: SaveFile<S, C>,
  updatedAt: string,
  period?: number,
): RewindResult<S, C> {
  const found = periodStarts(kind, save);
  if (!found.ok) return found;
  const wanted = period ?? found.starts.at(-1)?.period;
  const start = found.starts.find((s) => s.period === wanted);
  if (!start) return { ok: false, reason: `This game's log has no ${kind.summarize(save.snapshot).progress.unit} ${wanted}.` };
  return rewindTo(kind, save, start.commands, updatedAt);
}

/**
 * Takes back the last command, unless the kind says it must stand (it rolled dice or revealed
 * hidden information, R-HATS-12): then a sentence says why.
 */
export function undoLast<S, C>(kind: GameKind<S, C>, save: SaveFile<S, C>, updatedAt: string): RewindResult<S, C> {
  const last = save.commands.at(-1);
  if (last === undefined) return { ok: false, reason: 'There is nothing to undo: no command has been played yet.' };
  const back = rewindTo(kind, save, save.commands.length - 1, updatedAt);
  if (!back.ok) return back;
  const after = kind.apply(back.state, last);
  if ('rejected' in after) return { ok: false, reason: `The last command cannot be undone: it no longer replays (${after.rejected}).` };
  const refusal = kind.undoRefusal?.(back.state, last, after.state);
  return refusal === undefined ? back : { ok: false, reason: refusal };
}
