import { canonicalJson, firstDifference } from './canonical';
import type { GameKind } from './game-kind';
import { clip } from '../core/sentence';
import { errorText } from './sentences';

export type ReplayOutcome<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly reason: string; readonly at: number; readonly state: S };

/**
 * Plays the first `count` commands of a log from the initial state (R-CORE-3: same start, same
 * commands, same game). A refused or crashing command stops the replay with a sentence; `state`
 * is then the last good state. The reducer is guarded because a file can carry commands that pass
 * the schema yet reach a case the engine never expected.
 */
export function replayLog<S, C>(
  kind: GameKind<S, C>,
  initialState: S,
  commands: readonly C[],
  count: number = commands.length,
  onState?: (state: S, applied: number) => void,
): ReplayOutcome<S> {
  let state = initialState;
  onState?.(state, 0);
  const end = Math.max(0, Math.min(count, commands.length));
  for (let i = 0; i < end; i += 1) {
    const command = commands[i] as C;
    let result: { readonly state: S } | { readonly rejected: string };
    try {
      result = kind.apply(state, command);
    } catch (error) {
      return { ok: false, at: i, state, reason: `Replaying this save failed at command ${i + 1} of ${commands.length} (the engine stopped: ${oneLine(errorText(error))}).` };
    }
    if ('rejected' in result) {
      return { ok: false, at: i, state, reason: `Replaying this save failed: command ${i + 1} of ${commands.length} was refused (${oneLine(result.rejected)}).` };
    }
    state = result.state;
    onState?.(state, i + 1);
  }
  return { ok: true, state };
}

/** An engine's sentence quoted inside ours: one line, no control characters, no final stop. */
function oneLine(text: string): string {
  return clip(text.replace(/[.\s]+$/, ''), 90).replace(/[.\s]+$/, '');
}

/** How the replayed log compared with the snapshot stored in the file. */
export type ReplayReport =
  | { readonly status: 'match' }
  | { readonly status: 'mismatch'; readonly reason: string; readonly path?: string; readonly at?: number };

/** Replays the whole log and compares the result with the snapshot, in canonical JSON. */
export function verifyReplay<S, C>(kind: GameKind<S, C>, initialState: S, commands: readonly C[], snapshot: S): ReplayReport {
  const outcome = replayLog(kind, initialState, commands);
  if (!outcome.ok) return { status: 'mismatch', reason: outcome.reason, at: outcome.at };
  if (canonicalJson(outcome.state) === canonicalJson(snapshot)) return { status: 'match' };
  const path = firstDifference(outcome.state, snapshot) ?? '';
  return {
    status: 'mismatch',
    path,
    reason: `Replaying this save's ${commands.length} commands does not reproduce its saved state (first difference at ${path === '' ? 'the top level' : clip(path, 60)}); the saved state is used.`,
  };
}
