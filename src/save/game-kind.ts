import type { z } from 'zod';
import type { KindSummary } from './envelope';
import type { SaveKind } from './format';

/**
 * What a game engine gives the save format so its games can be saved, loaded, verified and rewound.
 * The battle and conspiracy engines each provide one (README.md shows how); the codec is built from
 * an explicit list of them, never from a global registry.
 */
export interface GameKind<S, C> {
  readonly kind: SaveKind;
  /** Checks an initial state and a snapshot read from a file (untrusted). */
  readonly stateSchema: z.ZodType<S>;
  /** Checks each logged command read from a file (untrusted). */
  readonly commandSchema: z.ZodType<C>;
  /**
   * The engine's reducer. It must be deterministic: randomness only from the RngState kept in the
   * state (R-CORE-3). A rejection is a value, and a logged command is never rejected on replay
   * unless the file was tampered with or the rules changed.
   */
  apply(state: S, command: C): { readonly state: S } | { readonly rejected: string };
  /** The load-screen facts of a state (round or turn, sides or seats, map, thumbnail). */
  summarize(state: S): KindSummary;
  /** The round or turn a state is in; defaults to summarize(state).progress.value. Used by rewind. */
  period?(state: S): number;
  /**
   * Whether the UI may offer to undo `command`: a sentence when it may not, e.g.
   * because it rolled dice or revealed hidden information (R-HATS-12). Defaults to allowed.
   */
  undoRefusal?(before: S, command: C, after: S): string | undefined;
}

/**
 * Any kind, whatever its state and command types. Sound because a codec only ever hands a kind the
 * values its own schemas produced.
 */
export type AnyGameKind = GameKind<unknown, unknown>;

/** Identity helper that keeps S and C inferred at the definition site. */
export function defineGameKind<S, C>(kind: GameKind<S, C>): GameKind<S, C> {
  return kind;
}

export function periodOf<S, C>(kind: GameKind<S, C>, state: S): number {
  return kind.period ? kind.period(state) : kind.summarize(state).progress.value;
}
