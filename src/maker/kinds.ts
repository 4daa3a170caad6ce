/**
 * What the map maker paints, as data. A cell holds one value in each of five channels, so a cell
 * can be a low wall (blocks movement) with partial cover in dim light inside side a's spawn zone:
 *   block  0 open, 1 wall (stops movement and sight), 2 stops movement only, 3 stops sight only
 *   cover  0 none, 1 partial, 2 full (R-OPS-13)
 *   door   0 none, 1 closed, 2 open, 3 locked (R-OPS-35; a door cell is never a wall)
 *   light  0 lit, 1 dim, 2 dark (R-OPS-43)
 *   zone   0 none, 1..4 spawn zone of side a..d, 5 objective, 6 exit
 * Each painted value of the first four channels is one tile of the maker's tileset (Blacksite's own
 * tile properties, docs/maps.md); zones are object rectangles. Colours and patterns follow DESIGN.md
 * "Map maker": one colour and one pattern per kind, so the paint reads in greyscale too.
 */
export const CHANNELS = ['block', 'cover', 'door', 'light', 'zone'] as const;
export type Channel = (typeof CHANNELS)[number];

export type Pattern = 'solid' | 'hatch' | 'cross' | 'notch' | 'shade' | 'dots' | 'ring';

export interface PaintKind {
  readonly id: string;
  readonly label: string;
  readonly channel: Channel;
  readonly value: number;
  /** The key that picks it (the kinds of one key cycle: D closed, open, locked). */
  readonly key: string;
  /** CSS colour of its paint; patterns are drawn in it. */
  readonly colour: string;
  readonly pattern: Pattern;
  /** Blacksite's tile properties for the kinds that are tiles (docs/maps.md); zones have none. */
  readonly tile?: Readonly<Record<string, string | boolean>>;
}

export const PAINT_KINDS: readonly PaintKind[] = [
  { id: 'wall', label: 'Wall', channel: 'block', value: 1, key: 'w', colour: '#e8edf2', pattern: 'solid', tile: { cover: 'block' } },
  { id: 'blocks-move', label: 'Blocks movement only', channel: 'block', value: 2, key: 'm', colour: '#5b8fc9', pattern: 'cross', tile: { blocksMove: true, blocksSight: false } },
  { id: 'blocks-sight', label: 'Blocks sight only', channel: 'block', value: 3, key: 'v', colour: '#a57fd1', pattern: 'shade', tile: { blocksSight: true, blocksMove: false } },
  { id: 'partial', label: 'Partial cover', channel: 'cover', value: 1, key: 'p', colour: '#e69f00', pattern: 'hatch', tile: { cover: 'partial' } },
  { id: 'full', label: 'Full cover', channel: 'cover', value: 2, key: 'f', colour: '#2ba39a', pattern: 'cross', tile: { cover: 'full' } },
  { id: 'door-closed', label: 'Door (closed)', channel: 'door', value: 1, key: 'd', colour: '#ffb000', pattern: 'notch', tile: { door: 'closed' } },
  { id: 'door-open', label: 'Door (open)', channel: 'door', value: 2, key: 'd', colour: '#ffd36b', pattern: 'notch', tile: { door: 'open' } },
  { id: 'door-locked', label: 'Door (locked)', channel: 'door', value: 3, key: 'd', colour: '#ff7b00', pattern: 'notch', tile: { door: 'locked' } },
  { id: 'light-dim', label: 'Light: dim', channel: 'light', value: 1, key: 'l', colour: '#3b4a8c', pattern: 'shade', tile: { light: 'dim' } },
  { id: 'light-dark', label: 'Light: dark', channel: 'light', value: 2, key: 'l', colour: '#10142e', pattern: 'shade', tile: { light: 'dark' } },
  { id: 'spawn-a', label: 'Spawn zone, side a', channel: 'zone', value: 1, key: '1', colour: '#0072b2', pattern: 'dots' },
  { id: 'spawn-b', label: 'Spawn zone, side b', channel: 'zone', value: 2, key: '2', colour: '#d55e00', pattern: 'dots' },
  { id: 'spawn-c', label: 'Spawn zone, side c', channel: 'zone', value: 3, key: '3', colour: '#009e73', pattern: 'dots' },
  { id: 'spawn-d', label: 'Spawn zone, side d', channel: 'zone', value: 4, key: '4', colour: '#cc79a7', pattern: 'dots' },
  { id: 'objective', label: 'Objective zone', channel: 'zone', value: 5, key: 'o', colour: '#f0e442', pattern: 'ring' },
  { id: 'exit', label: 'Exit zone', channel: 'zone', value: 6, key: 'x', colour: '#56b4e9', pattern: 'ring' },
];

/** The spawn sides the zone channel's values 1..4 stand for. */
export const ZONE_SIDES = ['a', 'b', 'c', 'd'] as const;
export const ZONE_OBJECTIVE = 5;
export const ZONE_EXIT = 6;

/** The kinds that are tiles of the maker's tileset, in tile id order (tile id = index). */
export const TILE_KINDS: readonly PaintKind[] = PAINT_KINDS.filter((k) => k.tile !== undefined);

export const kindById = (id: string): PaintKind | undefined => PAINT_KINDS.find((k) => k.id === id);

/** The kind painted as `value` in `channel`, if any. */
export const kindOf = (channel: Channel, value: number): PaintKind | undefined => PAINT_KINDS.find((k) => k.channel === channel && k.value === value);

/** Tile id in the maker's tileset of a channel value, or -1 for a value that is not a tile. */
export function tileIdOf(channel: Channel, value: number): number {
  return TILE_KINDS.findIndex((k) => k.channel === channel && k.value === value);
}
