import { describe, expect, test } from 'vitest';
import { createSaveCodec } from './codec';
import { CURRENT_FORMAT_VERSION } from './format';
import { skirmishSave } from './test-helpers/skirmish-save';
import { skirmishKind } from './test-helpers/skirmish-kind';

const codec = createSaveCodec([skirmishKind]);
const good = skirmishSave('codec', 5);
const text = codec.serialize(good);
const edit = (change: (json: Record<string, unknown>) => void): string => {
  const json = JSON.parse(text) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};
const refusal = (t: string) => {
  const r = codec.load(t);
  if (r.ok) throw new Error('expected a refusal');
  return r;
};

describe('loading a save (R-CORE-3)', () => {
  test('a sound save loads, its replay matches and the state is the game as saved', () => {
    const loaded = codec.load(text);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.replay).toEqual({ status: 'match' });
    expect(loaded.state).toEqual(good.snapshot);
    expect(loaded.save.commands).toHaveLength(good.commands.length);
    expect(loaded.save.summary.progress).toEqual({ unit: 'round', value: 6 });
    expect(loaded.migratedFrom).toBe(CURRENT_FORMAT_VERSION);
  });

  test('a snapshot the log does not reproduce is reported, and the snapshot is used', () => {
    const tampered = edit((j) => {
      const snap = j['snapshot'] as { hits: number };
      snap.hits += 100;
    });
    const loaded = codec.load(tampered);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.replay.status).toBe('mismatch');
    expect(loaded.replay.status === 'mismatch' && loaded.replay.reason).toMatch(/does not reproduce .*\(first difference at hits\)/);
    expect((loaded.state as { hits: number }).hits).toBe(good.snapshot.hits + 100);
  });

  test('a logged command the rules refuse is a mismatch naming the command', () => {
    const tampered = edit((j) => {
      const commands = j['commands'] as unknown[];
      commands.unshift({ type: 'round.end' });
    });
    const loaded = codec.load(tampered);
    expect(loaded.ok && loaded.replay.status === 'mismatch' && loaded.replay.reason).toMatch(/command 1 of \d+ was refused \(Not every unit has acted yet\)/);
  });

  test('key order does not matter to the comparison (canonical JSON)', () => {
    const reordered = edit((j) => {
      const snap = j['snapshot'] as Record<string, unknown>;
      j['snapshot'] = Object.fromEntries(Object.entries(snap).reverse());
    });
    const loaded = codec.load(reordered);
    expect(loaded.ok && loaded.replay.status).toBe('match');
  });
});

describe('refusals: one clear sentence each', () => {
  const oneSentence = /^[A-Z][^\n]*[.]$/;
  test('truncated', () => {
    const r = refusal(text.slice(0, text.length / 2));
    expect(r.stage).toBe('json');
    expect(r.reason).toBe('This save file is cut off (truncated): it was not completely written or copied.');
  });
  test('corrupt (not JSON)', () => {
    const r = refusal(`${text.slice(0, 40)}\u0000garbage${text.slice(48)}`);
    expect(r.stage).toBe('json');
    expect(r.reason).toMatch(/not valid JSON/);
  });
  test('foreign JSON', () => {
    expect(refusal('{"type":"map","tiles":[]}').reason).toBe('This file is not a Blacksite save.');
    expect(refusal('[1,2,3]').reason).toBe('This file is not a Blacksite save.');
    expect(refusal('"blacksite-save"').reason).toBe('This file is not a Blacksite save.');
  });
  test('newer version', () => {
    const r = refusal(edit((j) => (j['formatVersion'] = CURRENT_FORMAT_VERSION + 1)));
    expect(r.stage).toBe('version');
    expect(r.reason).toBe(
      `This save was written by a newer Blacksite (save format ${CURRENT_FORMAT_VERSION + 1}, this one reads up to ${CURRENT_FORMAT_VERSION}): update Blacksite to open it.`,
    );
  });
  test('missing or nonsense version', () => {
    expect(refusal(edit((j) => delete j['formatVersion'])).reason).toBe('This save is damaged: it has no format version, so it cannot be read.');
    expect(refusal(edit((j) => (j['formatVersion'] = '1'))).stage).toBe('version');
    // Not a whole number: no Blacksite wrote it, so it is damaged, not newer.
    expect(refusal(edit((j) => (j['formatVersion'] = 1.23))).reason).toBe('This save is damaged: its format version (1.23) is not a whole number, so it cannot be read.');
  });
  test('damaged envelope names the place', () => {
    const r = refusal(edit((j) => ((j['summary'] as Record<string, unknown>)['title'] = 7)));
    expect(r.stage).toBe('schema');
    expect(r.reason).toBe('This save is damaged: title in the summary is a number, not text.');
  });
  test('damaged game parts name the place', () => {
    const r = refusal(edit((j) => ((j['commands'] as unknown[])[3] = { type: 'unit.fly' })));
    expect(r.reason).toBe('This save is damaged: command 4 is of a kind this Blacksite does not know ("unit.fly").');
    expect(refusal(edit((j) => ((j['initialState'] as Record<string, unknown>)['round'] = -1))).reason).toBe('This save is damaged: the round is less than 1 (in its starting state).');
  });
  test('a kind this build cannot play', () => {
    const r = createSaveCodec([]).load(text);
    expect(!r.ok && r.reason).toBe('This save holds a tactical battle, which this build of Blacksite cannot open.');
    expect(refusal(edit((j) => (j['kind'] = 'chess'))).stage).toBe('kind');
  });
  test('every refusal is a single sentence', () => {
    for (const t of ['', '{', 'null', text.slice(0, 100), edit((j) => (j['createdAt'] = 'yesterday'))]) {
      expect(refusal(t).reason).toMatch(oneSentence);
    }
  });
});

describe('loadAs: a screen that wants one kind', () => {
  test('the right kind loads typed, another kind is refused with a sentence', () => {
    const loaded = codec.loadAs(skirmishKind, text);
    expect(loaded.ok && loaded.state.round).toBe(6);
    const other = { ...skirmishKind, kind: 'conspiracy-game' as const };
    const r = codec.loadAs(other, text);
    expect(!r.ok && r.reason).toBe('This save holds a tactical battle, not a conspiracy game.');
  });
  test('two kinds under one name are a programming error', () => {
    expect(() => createSaveCodec([skirmishKind, skirmishKind])).toThrow(/Two game kinds/);
  });
});

describe('missing parts are named as missing', () => {
  test('a deleted key', () => {
    expect(refusal(edit((j) => delete j['snapshot'])).reason).toBe('This save is damaged: it has no snapshot.');
    expect(refusal(edit((j) => delete (j['summary'] as Record<string, unknown>)['mapName'])).reason).toBe(
      'This save is damaged: the summary has no map name.',
    );
  });
});

describe('an engine sentence quoted in a replay report stays one line', () => {
  test('control characters and line breaks in a refusal are flattened', () => {
    const noisy = { ...skirmishKind, apply: () => ({ rejected: 'Bad\nthing\u0007 happened.\n' }) };
    const loaded = createSaveCodec([noisy]).load(text);
    expect(loaded.ok && loaded.replay.status === 'mismatch' && loaded.replay.reason).toBe(
      `Replaying this save failed: command 1 of ${good.commands.length} was refused (Bad thing happened).`,
    );
    const crashing = { ...skirmishKind, apply: () => { throw new TypeError('x is undefined'); } };
    const crashed = createSaveCodec([crashing]).load(text);
    expect(crashed.ok && crashed.replay.status === 'mismatch' && crashed.replay.reason).toBe(
      `Replaying this save failed at command 1 of ${good.commands.length} (the engine stopped: x is undefined).`,
    );
  });
});
