import { clip } from '../core/sentence';
import { CURRENT_FORMAT_VERSION } from './format';
import { MIGRATIONS, type JsonObject, type Migration } from './migrations/index';

export type MigrateResult =
  | { readonly ok: true; readonly save: JsonObject; readonly from: number; readonly steps: readonly Migration[] }
  | { readonly ok: false; readonly reason: string; readonly stage: 'version' | 'migration' };

/**
 * Brings a save of any known formatVersion up to `current`, one frozen step at a time. The list and
 * the current version are parameters so tests can prove the mechanism with a hypothetical chain.
 */
export function migrateSave(
  save: JsonObject,
  migrations: readonly Migration[] = MIGRATIONS,
  current: number = CURRENT_FORMAT_VERSION,
): MigrateResult {
  const version = save['formatVersion'];
  if (version === undefined) return { ok: false, stage: 'version', reason: 'This save is damaged: it has no format version, so it cannot be read.' };
  // 1.23 is not a version any Blacksite writes: the file is damaged, not from a newer Blacksite.
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, stage: 'version', reason: `This save is damaged: its format version (${clip(JSON.stringify(version) ?? '?', 20)}) is not a whole number, so it cannot be read.` };
  }
  if (version > current) {
    return {
      ok: false,
      stage: 'version',
      reason: `This save was written by a newer Blacksite (save format ${version}, this one reads up to ${current}): update Blacksite to open it.`,
    };
  }
  let json = save;
  const steps: Migration[] = [];
  for (let v = version; v < current; v += 1) {
    const step = migrations.find((m) => m.from === v && m.to === v + 1);
    if (!step) {
      return {
        ok: false,
        stage: 'version',
        reason: `This save uses format ${version}, which is older than this Blacksite can upgrade.`,
      };
    }
    try {
      json = step.migrate(json);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, stage: 'migration', reason: `This save could not be upgraded from format ${v} to ${v + 1} (${why}).` };
    }
    if (json['formatVersion'] !== v + 1) {
      return { ok: false, stage: 'migration', reason: `The upgrade of this save from format ${v} did not produce format ${v + 1}.` };
    }
    steps.push(step);
  }
  return { ok: true, save: json, from: version, steps };
}
