import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAP_LIMITS, MEBIBYTE } from '../../../src/battle/map/limits';
import { loadMap } from '../../../src/battle/map/load-map';
import { LoadMeter } from '../../../src/battle/map/load-meter';
import { memoryMapSource } from '../../../src/battle/map/map-source';
import { zstdWindowFor } from '../../../src/battle/map/compressed';
import { composeMap, type LayerShape, type MapShape } from '../../../src/battle/map/test-helpers/map-bombs';
import { LONG, expectOneSentence, params, reportTimings, tally, timedAsync } from './harness';

// Random compositions of the map bombs (README "Reliability", docs/maps.md "Limits"): zstd frames
// with any window, declared size, block and frame count; zlib streams and gzip members one after
// another or lying about their size; layer counts and sizes; tileset entries, overlapping or not;
// one-<tile>-per-cell XML. Whatever the mix, the load is refused in one sentence or loads, and what
// it cost stays under the caps — counted by the loader's LoadMeter, never timed.
const windowLog = fc.oneof(fc.constant<'single'>('single'), fc.integer({ min: 0, max: 21 }));
const layerShape: fc.Arbitrary<LayerShape> = fc.oneof(
  fc.record({
    kind: fc.constant('zstd' as const),
    frames: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 8 })),
    windowLog,
    declared: fc.oneof(fc.constant<'layer'>('layer'), fc.integer({ min: 0, max: 0xffffffff })),
    blocks: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 9, max: 400 })),
  }),
  fc.record({ kind: fc.constant('zlib' as const), streams: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 4 })), junk: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 64 })) }),
  fc.record({ kind: fc.constant('gzip' as const), members: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 4 })), declared: fc.oneof(fc.constant<'layer'>('layer'), fc.integer({ min: 0, max: 0xffffffff })) }),
  fc.constant({ kind: 'csv' as const }),
  fc.constant({ kind: 'tiles' as const }),
);
// Sizes lean small so npm test stays quick; the long run (npm run fuzz) reaches the big ones often.
const side = LONG ? fc.constantFrom(8, 64, 256, 512, 1024) : fc.constantFrom(8, 8, 64, 256, 1024);
const repeat = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 40 }), fc.integer({ min: 1000, max: 2500 }));
const shape: fc.Arbitrary<MapShape> = fc
  .record({
    format: fc.constantFrom('json' as const, 'tmx' as const),
    side,
    layers: fc.array(fc.record({ shape: layerShape, repeat }), { minLength: 1, maxLength: 4 }),
    tilesets: fc.record({
      count: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 200, max: 300 }), fc.integer({ min: 1000, max: LONG ? 200_000 : 20_000 })),
      tilecount: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 65_536 })),
      step: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 70_000 })),
    }),
  })
  // A case's text stays under about 40 MB: big layers come few, many layers come small.
  .filter((s) => s.layers.reduce((n, l) => n + l.repeat * (l.shape.kind === 'tiles' ? 7 : l.shape.kind === 'csv' ? 2 : 0.02) * s.side * s.side, 0) < 40 * MEBIBYTE);

/** The most one layer's decoder may hold: the largest layer's bytes, its zstd window and two blocks, or fflate's buffers. */
const DECODER_BOUND = 4 * MEBIBYTE + zstdWindowFor(4 * MEBIBYTE) + 2 * 128 * 1024 + 4096;

reportTimings('map bombs');

describe('compositions of map bombs', () => {
  test('peak memory and work stay under the caps, whatever the mix', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const map = composeMap(s);
        const meter = new LoadMeter();
        const r = await timedAsync('composed map', () => loadMap(map.map, memoryMapSource(map.files), { meter }));
        tally('composed map', r.ok);
        if (!r.ok) expectOneSentence(r.reason);
        const c = meter.counts;
        expect(c.bytesRead).toBeLessThanOrEqual(MAP_LIMITS.maxMapBytes);
        expect(c.documentBytes).toBeLessThanOrEqual(MAP_LIMITS.maxDocumentBytes);
        expect(c.xmlElements).toBeLessThanOrEqual(MAP_LIMITS.maxXmlElements);
        expect(c.cells).toBeLessThanOrEqual(MAP_LIMITS.maxCells);
        expect(c.tilesets).toBeLessThanOrEqual(MAP_LIMITS.maxTilesets);
        expect(c.gids).toBeLessThanOrEqual(MAP_LIMITS.maxGid + 1);
        expect(c.decoderPeak).toBeLessThanOrEqual(DECODER_BOUND);
        // Work: no layer inflates past its own cells.
        expect(c.inflatedBytes).toBeLessThanOrEqual(4 * c.cells);
        expect(meter.peakBytes()).toBeLessThan(256 * MEBIBYTE);
      }),
      params(16),
    );
  });
});
