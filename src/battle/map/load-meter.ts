import { MAP_LIMITS, MEBIBYTE, atMost } from './limits';

/**
 * What loading one map costs, counted as it goes: files and bytes read, the memory its parsed
 * documents take (estimated by document-scan.ts before anything is parsed), the cells decoded
 * over all tile layers, the tilesets, and the most a decoder held for one layer. Each total has
 * its cap in MAP_LIMITS, checked before the work it counts is done, so a small hostile file is
 * refused before it costs anything; `peakBytes` adds them up for the property test and the bench.
 */
export interface LoadCounts {
  /** Bytes of every file read (maps, tilesets, templates). */
  readonly bytesRead: number;
  /** Estimated bytes of the parsed XML trees and JSON values. */
  readonly documentBytes: number;
  /** XML elements over every XML file. */
  readonly xmlElements: number;
  /** Tile-layer cells decoded over every layer and chunk. */
  readonly cells: number;
  /** Tileset entries of the map and its templates. */
  readonly tilesets: number;
  /** Gids the tilesets' ranges cover (the gid table's size). */
  readonly gids: number;
  /** The most one layer's decoder held: its output, its window and its buffers. */
  readonly decoderPeak: number;
  /** Bytes of compressed layer data decompressed in all. */
  readonly inflatedBytes: number;
}

const number = (n: number): string => n.toLocaleString('en-US');

/** Bytes a decoded cell costs while a layer is read (its raw gid, its gid and its flips) and after (gid, flips). */
export const CELL_BYTES = 9;
/** Bytes per gid in the gid table (seven typed arrays of one byte, one of two). */
export const GID_BYTES = 8;

export class LoadMeter {
  private c = { bytesRead: 0, documentBytes: 0, xmlElements: 0, cells: 0, tilesets: 0, gids: 0, decoderPeak: 0, inflatedBytes: 0 };

  get counts(): LoadCounts {
    return { ...this.c };
  }

  /**
   * The most memory this load holds at once, by the counts: the files' text (as bytes and as a
   * string), the parsed documents, the decoded cells, the gid table and the largest decoder.
   */
  peakBytes(): number {
    return 3 * this.c.bytesRead + this.c.documentBytes + CELL_BYTES * this.c.cells + GID_BYTES * this.c.gids + this.c.decoderPeak;
  }

  /** A file of `bytes` is about to be read. */
  read(bytes: number): string | undefined {
    if (this.c.bytesRead + bytes > MAP_LIMITS.maxMapBytes) {
      return `The map and the files it names are larger than ${MAP_LIMITS.maxMapBytes / MEBIBYTE} MB together; a map may be ${atMost(MAP_LIMITS.maxMapBytes / MEBIBYTE)} MB.`;
    }
    this.c.bytesRead += bytes;
    return undefined;
  }

  /** A document is about to be parsed: its estimated memory and, for XML, its elements. */
  document(what: string, bytes: number, xmlElements = 0): string | undefined {
    if (this.c.xmlElements + xmlElements > MAP_LIMITS.maxXmlElements) {
      return `${what} has ${number(xmlElements)} XML elements; a map may have ${atMost(MAP_LIMITS.maxXmlElements)} in all its files (save big layers as CSV or Base64, not a <tile> per cell).`;
    }
    if (this.c.documentBytes + bytes > MAP_LIMITS.maxDocumentBytes) {
      return `${what} would take about ${Math.ceil(bytes / MEBIBYTE)} MB of memory once read; a map's files may take ${atMost(MAP_LIMITS.maxDocumentBytes / MEBIBYTE)} MB together.`;
    }
    this.c.documentBytes += bytes;
    this.c.xmlElements += xmlElements;
    return undefined;
  }

  /** The tile layers of the map are about to be decoded: `cells` in all. */
  cellsToDecode(cells: number): string | undefined {
    if (this.c.cells + cells > MAP_LIMITS.maxCells) {
      return `The map's tile layers hold ${number(this.c.cells + cells)} cells together; a map may hold ${atMost(MAP_LIMITS.maxCells)} (eight layers of 1,024 x 1,024).`;
    }
    this.c.cells += cells;
    return undefined;
  }

  tilesets(count: number, gids: number): void {
    this.c.tilesets = count;
    this.c.gids = gids;
  }

  /** One layer was decompressed: what its decoder held and how much it produced. */
  inflated(held: number, bytes: number): void {
    this.c.decoderPeak = Math.max(this.c.decoderPeak, held);
    this.c.inflatedBytes += bytes;
  }
}
