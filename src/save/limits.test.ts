import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { jsonLimitBreach } from '../core/json-limits';
import { createSaveCodec } from './codec';
import { MAX_SAVE_DEPTH, MAX_SAVE_VALUES } from './format';
import { GAME_KINDS } from './kinds/index';

// A deeply nested value inside a save used to pass the schemas where they looked only shallowly,
// and the replay's canonical comparison then overflowed the call stack: load() threw.
const codec = createSaveCodec(GAME_KINDS);
const golden = (file: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../test/fixtures/saves', file), 'utf8')) as Record<string, unknown>;
const nested = (depth: number): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i += 1) v = i % 2 === 0 ? [v] : { e: v };
  return v;
};

describe('save limits: depth and size', () => {
  test.each([
    ['v2/tactical-battle.save.json', 'snapshot'],
    ['v2/tactical-battle.save.json', 'commands'],
    ['v1/tactical-battle.save.json', 'log'],
    ['v2/conspiracy-game.save.json', 'snapshot'],
  ])('%s with 100,000 levels of nesting in its %s is refused with one sentence, never a throw', (file, where) => {
    const json = golden(file);
    const MARK = '__deep__';
    if (where === 'commands') (json['commands'] as unknown[]).push(MARK);
    else if (where === 'log') (json['snapshot'] as { battle: { log: unknown[] } }).battle.log.push(MARK);
    else (json['snapshot'] as Record<string, unknown>)['extra'] = MARK;
    // Built as text: JSON.stringify itself cannot write such a value (nor can any recursive walk).
    const text = JSON.stringify(json).replace(`"${MARK}"`, `${'[{"e":'.repeat(50_000)}0${'}]'.repeat(50_000)}`);
    const r = codec.load(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe(`This save nests its data more than ${MAX_SAVE_DEPTH} levels deep, far beyond anything Blacksite writes, so it is not read.`);
    expect(r.reason.length).toBeLessThanOrEqual(200);
  });

  test('nesting just within the limit is read on (and refused by the schemas where it does not belong)', () => {
    const json = golden('v2/tactical-battle.save.json');
    (json['snapshot'] as Record<string, unknown>)['extra'] = nested(MAX_SAVE_DEPTH - 3);
    const r = codec.load(JSON.stringify(json));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.stage).toBe('schema');
  });

  test('the counts are exact: depth of the outermost container is 1, every value counts once', () => {
    expect(jsonLimitBreach(nested(10), { maxDepth: 10, maxValues: 100 })).toBeNull();
    expect(jsonLimitBreach(nested(11), { maxDepth: 10, maxValues: 100 })).toEqual({ limit: 'depth', max: 10 });
    expect(jsonLimitBreach([1, 2, [3]], { maxDepth: 2, maxValues: 5 })).toBeNull();
    expect(jsonLimitBreach([1, 2, [3]], { maxDepth: 2, maxValues: 4 })).toEqual({ limit: 'values', max: 4 });
    expect(jsonLimitBreach('text', { maxDepth: 0, maxValues: 1 })).toBeNull();
  });

  test('every golden keeps far within both limits', () => {
    for (const file of ['v1/tactical-battle.save.json', 'v1/conspiracy-game.save.json', 'v2/tactical-battle.save.json', 'v2/conspiracy-game.save.json']) {
      expect(jsonLimitBreach(golden(file), { maxDepth: 16, maxValues: MAX_SAVE_VALUES / 100 }), file).toBeNull();
    }
  });

  test('a save of too many values is refused before its schemas are read', () => {
    const json = golden('v2/tactical-battle.save.json');
    const text = JSON.stringify({ ...json, padding: null }).replace('"padding":null', `"padding":[${'0,'.repeat(MAX_SAVE_VALUES)}0]`);
    const r = codec.load(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('This save holds more than 4,000,000 values, far beyond anything Blacksite writes, so it is not read.');
  });
});
