import { moveTo, timeline } from '../../src/save/timeline';
import { currentSave, IRONMAN_NO_UNDO, isIronman, NOT_REWINDABLE, type RewindOutcome, type SavableGame, type SaveMeta } from './save-session';
import type { TimelineRow } from './timeline-dialog';

/**
 * The timeline's side of the save controller (README.md, "Timeline and redo"), pure over the game it
 * is lent: the rows of the timeline, and the game moved to any point of its log or of the longer
 * log a rewind left restorable (`redo`).
 */

/** The first log line of a period, as the screen's eyes may read it; `log` is the log that holds the period. */
export type PeriodLine<C> = (period: { readonly period: number; readonly commands: number }, log: readonly C[]) => string | null;

export function timelineRows<S, C>(
  game: SavableGame<S, C>,
  meta: SaveMeta,
  now: Date,
  redo: readonly C[] | null,
  periodLine?: PeriodLine<C>,
): { readonly ok: true; readonly rows: readonly TimelineRow[] } | { readonly ok: false; readonly reason: string } {
  if (isIronman(game)) return { ok: false, reason: IRONMAN_NO_UNDO };
  if (!meta.rewindable) return { ok: false, reason: NOT_REWINDABLE };
  const save = currentSave(game, meta, now);
  const t = timeline(game.kind, save, redo);
  if (!t.ok) return t;
  const played = save.commands;
  return {
    ok: true,
    rows: t.entries.map((e) => ({ ...e, line: periodLine?.(e, e.restorable && redo ? redo : played) ?? null })),
  };
}

/** The game after `count` commands of its log, or of the restorable one (a redo). */
export function moveGame<S, C>(game: SavableGame<S, C>, meta: SaveMeta, now: Date, redo: readonly C[] | null, count: number): RewindOutcome<S, C> {
  if (isIronman(game)) return { ok: false, reason: IRONMAN_NO_UNDO };
  if (!meta.rewindable) return { ok: false, reason: NOT_REWINDABLE };
  const r = moveTo(game.kind, currentSave(game, meta, now), redo, count, now.toISOString());
  return r.ok ? { ok: true, state: r.state, commands: r.save.commands } : r;
}
