import { Container, type Application } from 'pixi.js';
import { createGhostLayer, type GhostLayer } from './ghost-layer';
import type { BattleMap } from '../../src/battle/map';
import type { GridGeometry } from './coords';
import { createCoverLayer, type CoverLayer } from './cover-layer';
import { createDoorLayer, type DoorLayer } from './door-layer';
import { createEffectsLayer, type EffectsLayer } from './effects-layer';
import { createGridLayer, type GridLayer } from './grid-layer';
import { createNaiveTerrain } from './naive-terrain';
import { createOutlineLayer, type OutlineLayer } from './outline-layer';
import { createOverlayLayer, type OverlayLayer } from './overlay-layer';
import { createRulerLayer, type RulerLayer } from './ruler-layer';
import { createTerrainLayer, type TerrainLayer } from './terrain-layer';
import { createTintTexture, type TintTexture } from './tint-texture';
import type { TileSource } from './tile-textures';
import { createTokenLayer, type TokenLayer } from './token-layer';

/**
 * The fixed layer stack, bottom to top (STYLE.md 6). With the chunked terrain the bottom of it is
 * composited by the browser under the Pixi canvas, in this same order: tiles, grid, walls and
 * shields baked into each chunk (terrain-layer.ts), then the overlays' cell fills and the fog in
 * one tint image (tint-texture.ts). Tokens come after the fog there, which changes nothing on
 * screen: unseen enemies are not drawn at all, and a side's own units stand in cells it sees.
 */
export const LAYERS = ['terrain', 'grid', 'cover', 'doors', 'overlays', 'tokens', 'fog', 'ruler', 'effects'] as const;

export interface MapLayers {
  /** The Pixi world: everything drawn in map coordinates, moved and scaled by the camera. */
  readonly world: Container;
  readonly tints: TintTexture;
  readonly terrain: TerrainLayer;
  /** Live grid lines: only over the naive baseline (the chunked terrain bakes its grid). */
  readonly gridLayer: GridLayer | null;
  readonly cover: CoverLayer;
  readonly doors: DoorLayer;
  readonly overlays: OverlayLayer;
  readonly ghosts: GhostLayer;
  readonly tokens: TokenLayer;
  readonly ruler: RulerLayer;
  /** The pinned measures' outlines, in the ruler's measuring layer under its line (outline-layer.ts). */
  readonly outlines: OutlineLayer;
  readonly effects: EffectsLayer;
}

/** Builds the stack into `app` and `host`; `naive` is the benchmark's one-sprite-per-tile baseline. */
export function createMapLayers(app: Application, host: HTMLElement, map: BattleMap, tiles: TileSource, grid: GridGeometry, naive: boolean): MapLayers {
  host.dataset.layers = LAYERS.join(' ');
  const world = new Container({ label: 'world' });
  app.stage.addChild(world);
  // Cell tints (range-band fill, move/run marks, fog) are one image: a DOM layer over the chunked
  // terrain's DOM chunks, or a sprite over the naive baseline's tiles.
  const tints = createTintTexture(grid);
  const terrain = naive ? createNaiveTerrain(map, tiles, grid) : createTerrainLayer(app.renderer.resolution, map, tiles, grid, tints.element);
  terrain.container?.addChild(tints.sprite);
  if (terrain.element) host.insertBefore(terrain.element, app.canvas);
  // The chunked terrain bakes the grid, walls and all-shields into its chunks; live layers draw
  // them only over the naive baseline.
  const gridLayer = naive ? createGridLayer(grid) : null;
  const cover = createCoverLayer(map, grid, { live: naive });
  const doors = createDoorLayer(map, grid);
  const overlays = createOverlayLayer(map, grid, tints, (words) => {
    host.dataset.bandWords = words.join(' ');
  });
  const tokens = createTokenLayer(grid, app.renderer);
  // Last-seen ghosts with the overlays, under the tokens (a ghost's cell is out of sight, so empty as far as the seat knows).
  const ghosts = createGhostLayer(grid, app.renderer.resolution);
  overlays.container.addChild(ghosts.container);
  const ruler = createRulerLayer(grid);
  const outlines = createOutlineLayer(grid);
  ruler.container.addChildAt(outlines.container, 0);
  const effects = createEffectsLayer(grid);
  const pixiLayers = [terrain.container, gridLayer?.container, cover.container, doors.container, overlays.container, tokens.container, ruler.container, effects.container];
  world.addChild(...pixiLayers.filter((c): c is Container => c !== null && c !== undefined));
  return { world, tints, terrain, gridLayer, cover, doors, overlays, ghosts, tokens, ruler, outlines, effects };
}
