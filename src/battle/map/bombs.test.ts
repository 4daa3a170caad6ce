import { describe, expect, it } from 'vitest';
import { MAP_LIMITS, MEBIBYTE } from './limits';
import { loadMap } from './load-map';
import { LoadMeter } from './load-meter';
import { memoryMapSource } from './map-source';
import { BOMBS, type MapBomb } from './test-helpers/map-bombs';

/**
 * Small maps that cost gigabytes before the loader counted whole maps (README "Reliability",
 * docs/maps.md "Limits"): each is refused in one sentence, in well under a second of CPU, and
 * the meter shows the decision came before the work: nothing was decompressed, no cell decoded,
 * and what the load held stays far under 256 MB (counted, so the test cannot flake).
 */
async function refused(bomb: MapBomb): Promise<{ reason: string; meter: LoadMeter; cpuMs: number }> {
  const meter = new LoadMeter();
  const t0 = process.cpuUsage();
  const r = await loadMap(bomb.map, memoryMapSource(bomb.files), { meter });
  const used = process.cpuUsage(t0);
  const cpuMs = (used.user + used.system) / 1000;
  if (r.ok) throw new Error(`${bomb.name} loaded`);
  expect(r.reason.length).toBeLessThanOrEqual(200);
  expect(r.reason).toMatch(/^[A-Z][^\n]*\.$/);
  // CPU time, not wall time: other work on a shared machine must not make this fail.
  expect(cpuMs, `${bomb.name} took ${cpuMs.toFixed(0)} ms of CPU`).toBeLessThan(1000);
  expect(meter.peakBytes()).toBeLessThan(256 * MEBIBYTE);
  return { reason: r.reason, meter, cpuMs };
}

describe('map bombs: refused before the work they would cost', () => {
  it('a zstd frame declaring a 2 GB window for a 10x8 layer (under 1 KB) is refused unread', async () => {
    const bomb = BOMBS.zstdWindow();
    expect(bomb.files[bomb.map]?.length).toBeLessThan(1000);
    const { reason, meter } = await refused(bomb);
    expect(reason).toBe('Tile layer "ground" has zstd data that declares a 2 GB window for a layer of 320 bytes; Blacksite refuses it unread.');
    expect(meter.counts.inflatedBytes).toBe(0);
    expect(meter.counts.decoderPeak).toBe(0);
  });

  it('320 blocks in a 2 GB window, and 320 blocks where four do', async () => {
    expect((await refused(BOMBS.zstdBlocks())).reason).toMatch(/declares a 2 GB window/);
    const { reason, meter } = await refused(BOMBS.zstdManyBlocks());
    expect(reason).toBe('Tile layer "ground" has zstd data in more than 4 blocks, where a layer of 320 bytes needs at most 4.');
    expect(meter.counts.inflatedBytes).toBe(0);
  });

  it('eight frames, with 2 GB windows or each a whole layer; a frame declaring 4 GB of content', async () => {
    expect((await refused(BOMBS.zstdFrames())).reason).toMatch(/declares a 2 GB window/);
    expect((await refused(BOMBS.zstdEightFrames())).reason).toBe('Tile layer "ground" has zstd data with more than one frame; Tiled writes one frame per layer.');
    expect((await refused(BOMBS.zstdContent())).reason).toBe('Tile layer "ground" has zstd data that declares 4 GB where the layer holds 320 bytes.');
  });

  it('2,000 layers of 1,024 x 1,024 zeros (11 MB of zlib and base64) decode no cell', async () => {
    const { reason, meter } = await refused(BOMBS.layers());
    expect(reason).toBe("The map's tile layers hold 2,097,152,000 cells together; a map may hold at most 8,388,608 (eight layers of 1,024 x 1,024).");
    expect(meter.counts.cells).toBe(0);
    expect(meter.counts.inflatedBytes).toBe(0);
  });

  it('200,000 entries of one tileset over the same tile ids, in JSON and in TMX; two overlapping tilesets', async () => {
    expect((await refused(BOMBS.tilesetEntries())).reason).toBe('The map uses 200,000 tilesets; a map may use at most 256.');
    expect((await refused(BOMBS.tilesetEntriesTmx())).reason).toBe('The map uses 200,000 tilesets; a map may use at most 256.');
    const { reason, meter } = await refused(BOMBS.tilesetEntries(MAP_LIMITS.maxTilesets));
    expect(reason).toBe('Tilesets "big" (tile ids 1-65536) and "big" (from 1) overlap; Tiled never saves that (save the map again in Tiled).');
    expect(meter.counts.gids).toBe(0);
    expect((await refused(BOMBS.overlapping())).reason).toBe('Tilesets "a" (tile ids 1-100) and "b" (from 50) overlap; Tiled never saves that (save the map again in Tiled).');
  });

  it('a TMX of 4.19 million <tile/> elements is refused before it is parsed', async () => {
    const { reason, meter } = await refused(BOMBS.tileElements());
    expect(reason).toBe("The map file has 4,194,313 XML elements; a map may have at most 1,100,000 in all its files (save big layers as CSV or Base64, not a <tile> per cell).");
    expect(meter.counts.xmlElements).toBe(0);
    expect(meter.counts.documentBytes).toBe(0);
  });
});
