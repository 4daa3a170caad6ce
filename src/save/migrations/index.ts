import { v1ToV2 } from './v1-to-v2/index';

/**
 * Ordered, frozen migrations of the save format (STYLE.md 9). Each one turns the plain JSON of
 * formatVersion `from` into the plain JSON of `from + 1`. Rules for adding one:
 *   - one file or folder per step (`v1-to-v2/`, with a part per game kind), exporting a Migration, appended to MIGRATIONS below;
 *   - it works on plain JSON only and imports nothing from the live game code (zod schemas,
 *     reducers, data tables), because those keep changing while a migration must not;
 *   - once released it is never edited; golden saves of the old version stay under
 *     test/fixtures/saves/v<from>/ and the golden test proves they still load.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export interface Migration {
  readonly from: number;
  /** Always `from + 1`; checked by the tests so the chain has no gap. */
  readonly to: number;
  /** What changed, for `blacksite save verify` and the release notes. */
  readonly description: string;
  /** Returns the upgraded save (a new object; it may throw on input it cannot upgrade). */
  migrate(save: JsonObject): JsonObject;
}

export const MIGRATIONS: readonly Migration[] = [v1ToV2];
