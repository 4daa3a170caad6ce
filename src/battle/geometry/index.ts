/** Geometry in cells and meters for the battle engine (R-OPS-12, 13, 27). See ../README-geometry.md. */
export { cellAt, cellIndex, inBounds, sameCell, type Cell } from './cells';
export { distanceMeters, distanceTiles } from './distance';
export { lineSteps, walkLine, type LineStep } from './line';
export { lineOfFire, lineOfSight } from './sight';
export { coverAgainst, type CoverResult, type TargetCover } from './cover';
export { castView, fieldOfView, VIEW_SEEN, VIEW_WALL_LIT } from './fov';
export { sideViews, visibleEnemies, type Viewer } from './visibility';
export {
  findPath,
  pathInReach,
  reachableCells,
  type MoveOptions,
  type PathResult,
  type Reach,
  type ReachableCell,
} from './movement';
