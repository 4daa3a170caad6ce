import type { SaveFile } from './envelope';
import { CURRENT_FORMAT_VERSION, SAVE_FORMAT } from './format';
import type { GameKind } from './game-kind';

export interface BuildSaveInput<S, C> {
  readonly title: string;
  /** The seed the game's RngState was made from (seedRng), kept for the record and for new games. */
  readonly seed: string;
  readonly initialState: S;
  readonly commands: readonly C[];
  /** The state now, i.e. after every command of the log. */
  readonly state: S;
  /** package.json version of the app writing the file. */
  readonly appVersion: string;
  /** ISO instants, passed in: src/ reads no clock. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A save of the game as it stands: seed + initial state + log, the state now as snapshot, and a summary. */
export function buildSave<S, C>(kind: GameKind<S, C>, input: BuildSaveInput<S, C>): SaveFile<S, C> {
  return {
    format: SAVE_FORMAT,
    formatVersion: CURRENT_FORMAT_VERSION,
    appVersion: input.appVersion,
    createdAt: input.createdAt,
    updatedAt: input.updatedAt,
    kind: kind.kind,
    seed: input.seed,
    initialState: input.initialState,
    commands: [...input.commands],
    snapshot: input.state,
    summary: { ...kind.summarize(input.state), title: input.title },
  };
}

/** The file text: compact JSON (logs of thousands of commands stay small), ending with a newline. */
export function serializeSave(save: SaveFile<unknown, unknown>): string {
  return `${JSON.stringify(save)}\n`;
}
