import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadMap, MAP_LIMITS, memoryMapSource, type MapSource } from '../../../src/battle/map/index';
import { BIG, expectOneSentence, jsonMutations, params, reportTimings, timedAsync } from './harness';

// Maps as JSON (Tiled TMJ/TSJ) and XML (TMX/TSX/TX), and Universal VTT, damaged every way, through
// the loader's one public entry point (loadMap over files in memory: the loader reads nothing
// else and writes nothing). Each either loads within MAP_LIMITS or is refused in one sentence.
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');

interface Subject {
  readonly name: string;
  /** The file mutated, by its name in `files`. */
  readonly target: string;
  readonly map: string;
  readonly files: Record<string, string>;
  readonly xml: boolean;
}

const SUBJECTS: Subject[] = [
  { name: 'warehouse.tmj', target: 'warehouse.tmj', map: 'warehouse.tmj', files: { 'warehouse.tmj': read('maps/warehouse.tmj'), 'blacksite-tiles.tsj': read('maps/blacksite-tiles.tsj') }, xml: false },
  { name: 'its tileset (tsj)', target: 'blacksite-tiles.tsj', map: 'warehouse.tmj', files: { 'warehouse.tmj': read('maps/warehouse.tmj'), 'blacksite-tiles.tsj': read('maps/blacksite-tiles.tsj') }, xml: false },
  { name: 'cover-demo.tmj', target: 'cover-demo.tmj', map: 'cover-demo.tmj', files: { 'cover-demo.tmj': read('test/fixtures/maps/cover-demo.tmj'), 'cover-tiles.tsj': read('test/fixtures/maps/cover-tiles.tsj') }, xml: false },
  { name: 'vault.dd2vtt', target: 'vault.dd2vtt', map: 'vault.dd2vtt', files: { 'vault.dd2vtt': read('test/fixtures/maps/features/vault.dd2vtt') }, xml: false },
  ...['compound-yard.tmx', 'yard-tiles.tsx', 'templates/red-spawn.tx'].map((target) => ({
    name: target,
    target,
    map: 'compound-yard.tmx',
    files: {
      'compound-yard.tmx': read('test/fixtures/maps/features/compound-yard.tmx'),
      'yard-tiles.tsx': read('test/fixtures/maps/features/yard-tiles.tsx'),
      'templates/red-spawn.tx': read('test/fixtures/maps/features/templates/red-spawn.tx'),
      'templates/crate.tj': read('test/fixtures/maps/features/templates/crate.tj'),
    },
    xml: true,
  })),
  { name: 'infinite.tmx', target: 'infinite.tmx', map: 'infinite.tmx', files: { 'infinite.tmx': read('test/fixtures/maps/features/infinite.tmx'), 'yard-tiles.tsx': read('test/fixtures/maps/features/yard-tiles.tsx') }, xml: true },
];

const NUMBERS = ['0', '-1', '2000000000', '100000', '1e308', '4294967297', 'NaN', '1.5', '65537', '1048577', ''];

/** Damage to an XML file, as text: its structure, its numbers, nesting, entities, size. */
function xmlMutations(text: string) {
  const attrs = [...text.matchAll(/="([^"]*)"/g)].map((m) => m.index);
  const attr = fc.integer({ min: 0, max: Math.max(0, attrs.length - 1) }).map((i) => attrs[i] ?? 0);
  const setAttr = (at: number, value: string) => {
    const end = text.indexOf('"', at + 2);
    return `${text.slice(0, at + 2)}${value}${text.slice(end)}`;
  };
  const beforeClose = text.lastIndexOf('</');
  const insert = (piece: string) => `${text.slice(0, beforeClose)}${piece}${text.slice(beforeClose)}`;
  return {
    truncate: fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    flipChars: fc
      .array(fc.tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 0xffff })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const chars = [...text];
        for (const [i, code] of flips) chars[i] = String.fromCharCode(code);
        return chars.join('');
      }),
    number: fc.tuple(attr, fc.constantFrom(...NUMBERS)).map(([at, v]) => setAttr(at, v)),
    hugeAttribute: fc.tuple(attr, fc.integer({ min: 1000, max: BIG })).map(([at, n]) => setAttr(at, 'x'.repeat(n))),
    longPoints: fc.integer({ min: 100, max: BIG }).map((n) => insert(`<objectgroup id="90" name="Walls"><object id="91" x="0" y="0"><polygon points="${'1,1 '.repeat(n)}0,0"/></object></objectgroup>`)),
    deepGroups: fc.integer({ min: 10, max: BIG / 4 }).map((n) => insert(`${'<group id="80" name="g">'.repeat(n)}${'</group>'.repeat(n)}`)),
    deepElements: fc.integer({ min: 10, max: BIG }).map((n) => insert(`${'<properties>'.repeat(n)}${'</properties>'.repeat(n)}`)),
    manyElements: fc.integer({ min: 1000, max: BIG }).map((n) => insert('<property name="p" value="v"/>'.repeat(n))),
    entities: fc.constantFrom(
      '<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>',
      '<!DOCTYPE map SYSTEM "file:///etc/passwd">',
      '<!DOCTYPE map [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    ).map((doctype) => text.replace(/^(<\?xml[^>]*\?>)?/, (decl) => `${decl}${doctype}`).replace(/name="([^"]*)"/, 'name="&d;&x;"')),
    splice: fc.tuple(fc.nat({ max: text.length }), fc.constantFrom('<', '>', '&', '<!--', ']]>', '<![CDATA[', '</map>', '<map>', '"', '\u0000', '&#0;', '&#x110000;')).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
  };
}

/**
 * The work a load does, counted rather than timed: the files it reads (each at most once, never
 * more than MAP_LIMITS.maxFiles) and the cells it builds (within MAP_LIMITS.maxSide a side).
 */
function countingSource(files: Record<string, string>): { source: MapSource; reads: string[] } {
  const inner = memoryMapSource(files);
  const reads: string[] = [];
  return {
    reads,
    source: {
      read: (path, maxBytes) => {
        reads.push(path);
        expect(maxBytes).toBeLessThanOrEqual(MAP_LIMITS.maxFileBytes);
        return inner.read(path, maxBytes);
      },
    },
  };
}

async function checkMap(subject: Subject, label: string, mutated: string): Promise<void> {
  const files = { ...subject.files, [subject.target]: mutated };
  const { source, reads } = countingSource(files);
  const result = await timedAsync(label, () => loadMap(subject.map, source));
  expect(reads.length).toBeLessThanOrEqual(MAP_LIMITS.maxFiles);
  expect(new Set(reads).size).toBe(reads.length);
  if (!result.ok) {
    expectOneSentence(result.reason);
    return;
  }
  const m = result.map;
  expect(m.width).toBeGreaterThan(0);
  expect(m.width).toBeLessThanOrEqual(MAP_LIMITS.maxSide);
  expect(m.height).toBeLessThanOrEqual(MAP_LIMITS.maxSide);
  expect(m.cells.cover).toHaveLength(m.width * m.height);
  for (const w of m.warnings) expectOneSentence(w);
}

reportTimings('maps');

for (const subject of SUBJECTS) {
  describe(`fuzzing the map loader: ${subject.name}`, () => {
    const text = subject.files[subject.target] ?? '';
    const mutations = subject.xml ? xmlMutations(text) : jsonMutations(text);
    test('the files themselves load', async () => {
      const r = await loadMap(subject.map, memoryMapSource(subject.files));
      expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    });
    for (const [name, arb] of Object.entries(mutations)) {
      test(`${name}: never throws or hangs; a refusal is one short sentence`, async () => {
        await fc.assert(
          fc.asyncProperty(arb, (mutated) => checkMap(subject, `${subject.name} ${name}`, mutated)),
          params(3),
        );
      });
    }
  });
}
