import * as z from 'zod';
import { jsonLimitBreach } from '../core/json-limits';
import { plainIssue } from '../core/plain-issue';
import { clip, sentence } from '../core/sentence';

/**
 * The user's settings, shared by the desktop app (main/settings-store.ts keeps them in a JSON file)
 * and the browser build (the renderer keeps them in local storage). Both read stored text through
 * `readSettingsDocument`, so a damaged store means the same thing everywhere.
 */

const uiScale = z.number().min(1).max(2);
const reducedMotion = z.enum(['system', 'on', 'off']);
const projectorFollowsCamera = z.boolean();
/**
 * Default house-rule options for new games, keyed by option name ("recoil", ...). A house-rule
 * option is stored in each game (DECISIONS.md preamble); these are only the defaults a new game
 * starts from. The rule modules own the allowed values and check them when a game is set up, so
 * here only the shape (a name and a plain value) is enforced.
 */
// Option names are plain identifiers ("recoil", "flash-blind"); that also keeps "__proto__" out.
const houseRuleName = z.string().max(64).regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a house-rule name is letters, digits, "-" or "_"');
const houseRules = z.record(houseRuleName, z.union([z.boolean(), z.number(), z.string().max(200)]));

export const SettingsSchema = z.object({
  uiScale: uiScale.default(1),
  reducedMotion: reducedMotion.default('system'),
  projectorFollowsCamera: projectorFollowsCamera.default(true),
  houseRules: houseRules.default({}),
});

export type Settings = z.output<typeof SettingsSchema>;
export type ReducedMotion = z.output<typeof reducedMotion>;
export type HouseRuleValue = Settings['houseRules'][string];

/**
 * A change to some settings. Built from the bare fields, not from SettingsSchema: zod fills
 * defaults into missing keys even inside `.partial()`, which would turn `{ uiScale: 1.5 }` into
 * a reset of every other setting. Strict, because a payload with unknown keys is a mistake.
 */
export const SettingsPatchSchema = z
  .strictObject({ uiScale, reducedMotion, projectorFollowsCamera, houseRules })
  .partial();

export type SettingsPatch = z.output<typeof SettingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze(SettingsSchema.parse({}));

/** What `settings.get` and `settings.set` answer: the settings in force and, if the store was unreadable, why. */
export const SettingsSnapshotSchema = z.object({
  settings: SettingsSchema,
  warning: z.string().nullable(),
});

export type SettingsSnapshot = z.output<typeof SettingsSnapshotSchema>;

/** The stored form: versioned so a later format can be migrated instead of discarded. */
export const SETTINGS_DOCUMENT_VERSION = 1;
const SettingsDocumentSchema = z.object({
  version: z.literal(SETTINGS_DOCUMENT_VERSION),
  settings: SettingsSchema,
});

/** A patch applied to settings; houseRules, when given, replaces the whole map. */
export function applySettingsPatch(settings: Settings, patch: SettingsPatch): Settings {
  const next: Settings = { ...settings, houseRules: { ...settings.houseRules } };
  if (patch.uiScale !== undefined) next.uiScale = patch.uiScale;
  if (patch.reducedMotion !== undefined) next.reducedMotion = patch.reducedMotion;
  if (patch.projectorFollowsCamera !== undefined) next.projectorFollowsCamera = patch.projectorFollowsCamera;
  if (patch.houseRules !== undefined) next.houseRules = { ...patch.houseRules };
  return next;
}

/** The text to store for `settings`. */
export function writeSettingsDocument(settings: Settings): string {
  return `${JSON.stringify({ version: SETTINGS_DOCUMENT_VERSION, settings }, null, 2)}\n`;
}

/**
 * Reads stored settings text. `null` (nothing stored yet) gives the defaults silently; text that
 * is not a valid settings document gives the defaults and a one-sentence warning naming `where`.
 */
/** Bounds on a stored settings file: characters before parsing, then nesting and values. */
export const MAX_SETTINGS_CHARS = 1024 * 1024;
export const SETTINGS_LIMITS = { maxDepth: 8, maxValues: 10_000 } as const;

export function readSettingsDocument(text: string | null, where: string): SettingsSnapshot {
  if (text === null) return { settings: DEFAULT_SETTINGS, warning: null };
  // Blacksite writes well under a kilobyte: a bigger or deeper file is refused before it is walked.
  if (text.length > MAX_SETTINGS_CHARS) return { settings: DEFAULT_SETTINGS, warning: unreadableSettingsWarning(where, 'it is larger than 1 MB') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { settings: DEFAULT_SETTINGS, warning: unreadableSettingsWarning(where, 'it is not valid JSON') };
  }
  const breach = jsonLimitBreach(json, SETTINGS_LIMITS);
  if (breach) return { settings: DEFAULT_SETTINGS, warning: unreadableSettingsWarning(where, breach.limit === 'depth' ? `it nests deeper than ${breach.max} levels` : `it holds more than ${breach.max} values`) };
  const parsed = SettingsDocumentSchema.safeParse(json);
  if (!parsed.success) return { settings: DEFAULT_SETTINGS, warning: unreadableSettingsWarning(where, plainIssue(parsed.error.issues[0], { input: json, top: 'the file' })) };
  return { settings: parsed.data.settings, warning: null };
}

/** The one sentence shown when stored settings cannot be used; `why` is a short clause. */
export function unreadableSettingsWarning(where: string, why: string): string {
  return sentence(`The settings in ${clip(where, 60)} could not be read (${why}), so the defaults are in use until you change a setting.`);
}
