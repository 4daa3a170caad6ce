/** The name every Blacksite save carries in its `format` field: how a foreign JSON file is told apart. */
export const SAVE_FORMAT = 'blacksite-save';

/**
 * The envelope version this build writes. Bump it whenever the envelope OR any registered game kind's
 * state/command shape changes, and add one frozen migration (see migrations/index.ts and README.md).
 */
export const CURRENT_FORMAT_VERSION = 2;

/** The two games a save can hold: a Black Ops firefight or a Black Hats conspiracy war. */
export const SAVE_KINDS = ['tactical-battle', 'conspiracy-game'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/** Words for sentences shown to the user. */
export const KIND_NAMES: Readonly<Record<SaveKind, string>> = {
  'tactical-battle': 'tactical battle',
  'conspiracy-game': 'conspiracy game',
};

/** Far above a long campaign (a 1,000-round battle is under 1 MB); refuses absurd files before reading. */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;

/**
 * A save's JSON may nest at most this deep and hold at most this many values (src/core/json-limits.ts).
 * Saves Blacksite writes nest 8 to 12 levels (a battle's table holds whole agent files) and a
 * 1,000-round battle holds about 100,000 values.
 */
export const MAX_SAVE_DEPTH = 64;
export const MAX_SAVE_VALUES = 4_000_000;
