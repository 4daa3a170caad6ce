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
