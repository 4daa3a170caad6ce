import { COVER_BLOCK, COVER_FULL, COVER_NONE, COVER_PARTIAL, type BattleMap, type CoverCode, type DoorState, type MapDoor, type SpawnZone } from './types';

/**
 * ASCII-art maps for tests and quick experiments (the rot.js tests/spec style):
 *   '.' open   '#' wall (block)   'o' low wall (partial, no entry)   'O' pillar (full, no entry)
 *   '"' bush (partial, walkable)  '~' water (no entry, see and shoot across)
 *   '+' window (block for fire, see-through, no entry)
 *   '|' closed door   '/' open door   '!' locked door (R-OPS-35: open ground under a door the
 *   battle state opens and closes; listed in `map.doors`)
 * Any other letter is a unit standing on open ground; its cells are returned by letter.
 */
const SYMBOLS: Record<string, { cover: CoverCode; sight: boolean; move: boolean }> = {
  '.': { cover: COVER_NONE, sight: false, move: false },
  '#': { cover: COVER_BLOCK, sight: true, move: true },
  o: { cover: COVER_PARTIAL, sight: false, move: true },
  O: { cover: COVER_FULL, sight: false, move: true },
  '"': { cover: COVER_PARTIAL, sight: false, move: false },
  '~': { cover: COVER_NONE, sight: false, move: true },
  '+': { cover: COVER_BLOCK, sight: false, move: true },
};

const DOOR_SYMBOLS: Readonly<Record<string, DoorState>> = { '|': 'closed', '/': 'open', '!': 'locked' };

export interface AsciiMap {
  readonly map: BattleMap;
  /** Cells of each unit letter, in reading order. */
  readonly units: Readonly<Record<string, readonly { x: number; y: number }[]>>;
}

/** Rows may be given as one string (blank lines and common indentation are trimmed) or an array. */
export function mapFromAscii(
  art: string | readonly string[],
  options: { metersPerTile?: number; spawnZones?: readonly SpawnZone[] } = {},
): AsciiMap {
  const rows = (typeof art === 'string' ? art.split('\n') : [...art]).map((r) => r.trim()).filter((r) => r !== '');
  const height = rows.length;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const n = width * height;
  const cells = {
    cover: new Uint8Array(n),
    blocksSight: new Uint8Array(n),
    blocksMove: new Uint8Array(n),
    stopsFire: new Uint8Array(n),
  };
  const units: Record<string, { x: number; y: number }[]> = {};
  const doors: MapDoor[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x] ?? '.';
      const i = y * width + x;
      const sym = SYMBOLS[ch];
      if (sym) {
        cells.cover[i] = sym.cover;
        cells.blocksSight[i] = sym.sight ? 1 : 0;
        cells.blocksMove[i] = sym.move ? 1 : 0;
        cells.stopsFire[i] = sym.sight || sym.cover === COVER_BLOCK ? 1 : 0;
      } else if (DOOR_SYMBOLS[ch]) {
        doors.push({ x, y, state: DOOR_SYMBOLS[ch] });
      } else if (/^[A-Za-z]$/.test(ch)) {
        (units[ch] ??= []).push({ x, y });
      } else {
        throw new Error(`mapFromAscii: unknown symbol "${ch}" at (${x}, ${y})`);
      }
    }
  });
  const map: BattleMap = {
    width,
    height,
    metersPerTile: options.metersPerTile ?? 2,
    tileWidth: 32,
    tileHeight: 32,
    cells,
    spawnZones: options.spawnZones ?? [],
    objectives: [],
    doors,
    layers: [],
    images: [],
    tilesets: [],
    properties: {},
    warnings: [],
  };
  return { map, units };
}

const COVER_CHARS = ['.', 'o', 'O', '#'] as const;

/** The map back as ASCII (cover only), with optional marks drawn over it: for test failure messages. */
export function mapToAscii(map: BattleMap, marks: ReadonlyMap<number, string> = new Map()): string {
  const lines: string[] = [];
  for (let y = 0; y < map.height; y++) {
    let line = '';
    for (let x = 0; x < map.width; x++) {
      const i = y * map.width + x;
      const mark = marks.get(i);
      if (mark !== undefined) line += mark;
      else if (map.cells.blocksMove[i] === 1 && map.cells.cover[i] === COVER_NONE) line += '~';
      else line += COVER_CHARS[map.cells.cover[i] ?? 0] ?? '.';
    }
    lines.push(line);
  }
  return lines.join('\n');
}
