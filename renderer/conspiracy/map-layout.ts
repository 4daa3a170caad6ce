/**
 * Where things go on the board's map: the generated geography (assets/us-map, made by
 * make-us-map.mjs from us-atlas) plus our own layout choices: region tones, region label spots,
 * and which side of each pin its label and markers sit so that close cities do not collide.
 */
import usMap from '../../assets/us-map/us-map.json';

export interface MapGeometry {
  readonly viewBox: readonly [number, number, number, number];
  readonly outline: string;
  readonly regions: readonly { readonly id: string; readonly path: string; readonly centroid: readonly [number, number] }[];
  readonly stateBorders: string;
  readonly regionBorders: string;
  /** `anchor`: the true spot of an Area whose pin is drawn away from it (a leader line joins them). */
  readonly areas: readonly { readonly id: string; readonly x: number; readonly y: number; readonly anchor?: readonly [number, number] }[];
}

export const MAP: MapGeometry = usMap as unknown as MapGeometry;

/** Four tones, so that no two neighbouring Regions share one (a four-colouring of the ten). */
export const REGION_TONE: Readonly<Record<string, 0 | 1 | 2 | 3>> = {
  northeast: 0, 'east-coast': 1, sunbelt: 2, central: 0, midwest: 1,
  southeast: 0, north: 2, mountain: 3, 'west-coast': 2, northwest: 1,
};

/** Region label offsets from the centroid, where the centroid falls on a pin or off the land. */
export const REGION_LABEL_NUDGE: Readonly<Record<string, readonly [number, number]>> = {
  northeast: [0, -40],
  'east-coast': [-20, 30],
  sunbelt: [-10, 20],
  central: [83, 65],
  midwest: [40, 8],
  southeast: [-30, 40],
  north: [0, 36],
  mountain: [-20, 40],
  'west-coast': [0, 30],
  northwest: [20, 40],
};

export type Side = 'right' | 'left';

/** Pins whose label and markers go to the left (the coast or a neighbour is on the right). */
export const LEFT_SIDE: ReadonlySet<string> = new Set([
  'los-angeles', 'san-diego', 'portland', 'seattle', 'houston', 'memphis', 'phoenix', 'minneapolis', 'salt-lake-city', 'rocky-mountains',
]);

export function sideOf(area: string): Side {
  return LEFT_SIDE.has(area) ? 'left' : 'right';
}
