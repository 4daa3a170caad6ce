/**
 * The log lines a command wrote: those in the log after it that were not in it before. The log keeps
 * its last lines only (rules/tx.ts LOG_LIMIT), and two states of one game may come from different
 * replays (a save opened, then played on), so lines are matched by what they say, not by identity:
 * as many of each line as were there before are old, the rest are new.
 */
import type { LogEntry } from '../state';

const keyOf = (e: LogEntry): string => `${e.serial}|${e.round}|${typeof e.visibleTo === 'string' ? e.visibleTo : e.visibleTo.join(',')}|${e.text}`;

export function newLines(before: readonly LogEntry[], after: readonly LogEntry[]): LogEntry[] {
  const old = new Map<string, number>();
  for (const e of before) old.set(keyOf(e), (old.get(keyOf(e)) ?? 0) + 1);
  return after.filter((e) => {
    const n = old.get(keyOf(e)) ?? 0;
    if (n === 0) return true;
    old.set(keyOf(e), n - 1);
    return false;
  });
}
