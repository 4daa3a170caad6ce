/**
 * The map of a players' display, shared by the battle's projector and the GM table's: the map
 * loaded once per name (shipped or from the library, renderer/maps), drawn into its host, and the
 * table's camera followed (centre and zoom). A new message for the map on screen draws at once;
 * one for another map loads it first and then draws the newest message.
 */
import type { BattleMap } from '../../src/battle/map';
import type { BlacksiteApi } from '../../src/contract';
import { loadBattleMap } from '../maps/battle-map';
import { createTableMap, type TableMap } from '../table/table-map';
import { loadTileSource, type TileSource } from '../table/tile-textures';

export interface ShownMap {
  readonly name: string;
  readonly map: BattleMap;
  readonly view: TableMap;
}

export interface ProjectorMap {
  /** Draws with map `name`, loading it first when another one (or none) is on screen. */
  show(name: string, draw: (m: ShownMap) => void): void;
  /** Centres on and zooms to the table's camera (world pixels of the table's map). */
  follow(camera: { readonly x: number; readonly y: number; readonly zoom: number }): void;
  /** The battle was closed: the map goes. */
  clear(): void;
}

export function projectorMap(o: {
  readonly api: BlacksiteApi;
  readonly motion: () => boolean;
  readonly host: HTMLElement;
  /** The map could not be loaded. */
  readonly failed: (reason: string) => void;
  /** A new map is in its host. */
  readonly loaded?: () => void;
}): ProjectorMap {
  let shown: (ShownMap & { readonly tiles: TileSource }) | null = null;
  let loading: Promise<void> | null = null;
  let latest: { readonly name: string; readonly draw: (m: ShownMap) => void } | null = null;
  let followedZoom = 0;

  const drop = (): void => {
    shown?.view.destroy();
    shown?.tiles.destroy();
    shown = null;
  };

  const load = async (name: string): Promise<void> => {
    if (shown?.name === name) return;
    const art = await loadBattleMap(o.api, name);
    if (!art.ok) {
      o.failed(art.reason);
      return;
    }
    const tiles = await loadTileSource(art.map, art.path, art.imageUrl);
    const view = await createTableMap({ map: art.map, tiles, motion: o.motion, cellPixels: 48, display: true });
    drop();
    shown = { name, map: art.map, view, tiles };
    followedZoom = 0;
    o.host.replaceChildren(view.element);
    o.loaded?.();
  };

  return {
    show(name, draw) {
      latest = { name, draw };
      if (shown?.name === name) {
        draw(shown);
        return;
      }
      loading ??= load(name).finally(() => {
        loading = null;
        if (latest && shown?.name === latest.name) latest.draw(shown);
      });
    },
    follow(camera) {
      if (!shown) return;
      const cell = shown.map.tileWidth;
      shown.view.centreOn({ x: Math.floor(camera.x / cell), y: Math.floor(camera.y / cell) });
      if (followedZoom === 0) followedZoom = shown.view.camera().zoom;
      if (Math.abs(camera.zoom - followedZoom) > 1e-3) {
        shown.view.zoomBy(camera.zoom / followedZoom);
        followedZoom = camera.zoom;
      }
    },
    clear() {
      latest = null;
      drop();
    },
  };
}
