/**
 * Mission objects the maker places (R-OPS-44, R-OPS-45; docs/maps.md names their Tiled
 * properties): a point object on one cell (alarm panel, terminal, camera with a facing), or a run
 * of cells (a trip wire's cells, a patrol route's waypoints in order).
 */
export const OBJECT_KINDS = ['alarm-panel', 'camera', 'trip-wire', 'terminal', 'patrol-route'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export interface MissionObject {
  readonly kind: ObjectKind;
  /** One cell for a point object; the wire's cells or the route's waypoints in order. */
  readonly cells: readonly { readonly x: number; readonly y: number }[];
  /** A camera's facing in degrees, clockwise from east (0 east, 90 south). */
  readonly facing?: number;
}
