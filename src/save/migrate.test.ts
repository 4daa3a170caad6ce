import { describe, expect, test } from 'vitest';
import { createSaveCodec } from './codec';
import { CURRENT_FORMAT_VERSION } from './format';
import { migrateSave } from './migrate';
import { MIGRATIONS, type JsonObject, type Migration } from './migrations/index';
import { skirmishKind } from './test-helpers/skirmish-kind';
import { skirmishSave } from './test-helpers/skirmish-save';

// A hypothetical history, to prove the mechanism: v1 named its times `created`/`updated`, v2 renamed
// them, v3 added a field. Real steps look the same: one frozen function per version over plain JSON.
const renameTimes: Migration = {
  from: 1,
  to: 2,
  description: 'created/updated became createdAt/updatedAt',
  migrate: ({ created, updated, ...rest }) => ({ ...rest, createdAt: created ?? null, updatedAt: updated ?? null, formatVersion: 2 }),
};
const addNotes: Migration = { from: 2, to: 3, description: 'notes added', migrate: (s) => ({ ...s, notes: [], formatVersion: 3 }) };

describe('migrations', () => {
  test('the real chain has no gap and ends at the current version', () => {
    MIGRATIONS.forEach((m, i) => {
      expect(m.to).toBe(m.from + 1);
      expect(m.from).toBe(MIGRATIONS[0]!.from + i);
    });
    expect(MIGRATIONS.at(-1)?.to ?? CURRENT_FORMAT_VERSION).toBe(CURRENT_FORMAT_VERSION);
  });

  test('a save runs through every step in order, from any earlier version', () => {
    const v1: JsonObject = { format: 'blacksite-save', formatVersion: 1, created: 'a', updated: 'b' };
    const r = migrateSave(v1, [addNotes, renameTimes], 3);
    expect(r.ok && r.save).toEqual({ format: 'blacksite-save', formatVersion: 3, createdAt: 'a', updatedAt: 'b', notes: [] });
    expect(r.ok && r.steps.map((s) => s.from)).toEqual([1, 2]);
    const v2 = migrateSave({ formatVersion: 2 }, [renameTimes, addNotes], 3);
    expect(v2.ok && v2.from).toBe(2);
    expect(v2.ok && v2.steps).toHaveLength(1);
  });

  test('the input object is not changed by a migration', () => {
    const v1: JsonObject = { formatVersion: 1, created: 'a' };
    migrateSave(v1, [renameTimes], 2);
    expect(v1).toEqual({ formatVersion: 1, created: 'a' });
  });

  test('a gap, a throwing step and a step that forgets the version are refused with a sentence', () => {
    expect(migrateSave({ formatVersion: 1 }, [addNotes], 3)).toEqual({
      ok: false,
      stage: 'version',
      reason: 'This save uses format 1, which is older than this Blacksite can upgrade.',
    });
    const broken: Migration = { from: 1, to: 2, description: 'x', migrate: () => { throw new Error('no map field'); } };
    expect(migrateSave({ formatVersion: 1 }, [broken], 2)).toMatchObject({ ok: false, stage: 'migration', reason: 'This save could not be upgraded from format 1 to 2 (no map field).' });
    const forgetful: Migration = { from: 1, to: 2, description: 'x', migrate: (s) => ({ ...s }) };
    expect(migrateSave({ formatVersion: 1 }, [forgetful], 2)).toMatchObject({ ok: false, stage: 'migration' });
  });

  test('end to end: a hypothetical v0 file is upgraded, validated and replayed by the codec', () => {
    const current = JSON.parse(JSON.stringify(skirmishSave('migrate', 2))) as JsonObject;
    const { createdAt, updatedAt, ...rest } = current;
    const v0: JsonObject = { ...rest, formatVersion: 0, created: createdAt ?? null, updated: updatedAt ?? null };
    const v0to1: Migration = { ...renameTimes, from: 0, to: 1, migrate: (s) => ({ ...renameTimes.migrate(s), formatVersion: 1 }) };
    const codec = createSaveCodec([skirmishKind], { migrations: [v0to1, ...MIGRATIONS] });
    const loaded = codec.load(JSON.stringify(v0));
    expect(loaded.ok && loaded.migratedFrom).toBe(0);
    expect(loaded.ok && loaded.replay.status).toBe('match');
    expect(loaded.ok && loaded.save.createdAt).toBe(createdAt);
    // Without the step, the same file is refused rather than misread.
    expect(createSaveCodec([skirmishKind]).load(JSON.stringify(v0)).ok).toBe(false);
  });
});
