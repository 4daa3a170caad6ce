import { loadTiledMap, type BattleMap } from '../../src/battle/map';
import type { BlacksiteApi } from '../../src/contract';
import { parseUserMapName } from '../../src/contract/maps';
import { shippedMapNames, tileImageUrl } from '../assets-maps';
import { loadBattleMap } from '../maps/battle-map';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { demoTiledMap } from './demo-map';
import type { ToggleName } from './keyboard';
import { sampleView } from './sample-view';
import { createTableMap, type TableMap } from './table-map';
import { loadTileSource, type ImageUrlResolver, type TileSource } from './tile-textures';
import type { TableView } from './view-model';

/**
 * "Map preview" (#/table-preview): a developer screen, in no menu, that shows a map with a fixed
 * sample view, for the map's e2e test and its benchmark. Query parameters:
 *   map=<shipped name>|user:<id>:<file> (a map in the library, renderer/maps/)|generated
 *   size=<n> (generated maps)   units=<n>   viewer=gm|0|1
 *   overlays=1 (cover, bands and line of sight on)   terrain=naive (the benchmark's baseline)
 */
interface Background {
  stop(): void;
  start(): void;
  readonly canvas: HTMLCanvasElement;
}

export interface PreviewDeps {
  readonly motion: () => boolean;
  /**
   * Whatever draws behind the app (the menu backdrop, which may start after this screen). It is
   * stopped while the map is up so the two never share the GPU, and started again on leaving.
   */
  readonly background?: () => Background | undefined;
  readonly back: () => void;
  /** The app's API: a library map's files come through it. */
  readonly api: BlacksiteApi;
}

const TOGGLE_LABELS: ReadonlyArray<readonly [ToggleName, string]> = [
  ['cover', 'Cover markers'],
  ['bands', 'Range bands'],
  ['los', 'Line of sight'],
  ['grid', 'Grid'],
];

interface Picked {
  readonly map: BattleMap;
  readonly path: string;
  readonly label: string;
  readonly imageUrl: ImageUrlResolver;
}

async function pickMap(params: URLSearchParams, api: BlacksiteApi): Promise<Picked | string> {
  const wanted = params.get('map') ?? shippedMapNames()[0] ?? 'generated';
  if (wanted === 'generated') {
    const size = Math.min(512, Math.max(8, Number(params.get('size') ?? 48) || 48));
    const loaded = loadTiledMap(demoTiledMap({ width: size, height: params.has('size') ? size : 32, seed: params.get('seed') ?? 'preview' }));
    return loaded.ok ? { map: loaded.map, path: 'generated.tmj', label: `generated ${loaded.map.width}x${loaded.map.height}`, imageUrl: tileImageUrl } : loaded.reason;
  }
  // A shipped map, or a library map through the one loader, exactly as a battle opens it.
  const art = await loadBattleMap(api, wanted);
  if (!art.ok) return art.reason;
  const user = parseUserMapName(wanted);
  const label = user ? `your map ${user.fileName} ${art.map.width}x${art.map.height}` : wanted;
  return { map: art.map, path: art.path, label, imageUrl: art.imageUrl };
}

export async function tablePreviewScreen(params: URLSearchParams, deps: PreviewDeps): Promise<Screen> {
  const title = h('h1', { class: 'preview-title', tabindex: -1 }, 'Map preview');
  const element = h('section', { class: 'table-preview', 'aria-labelledby': 'table-preview-title' });
  title.id = 'table-preview-title';
  element.style.cssText = 'position:absolute;inset:0;';
  const picked = await pickMap(params, deps.api);
  if (typeof picked === 'string') {
    element.append(h('div', { class: 'sheet' }, title, h('p', { role: 'alert' }, picked), button('Back to the menu', deps.back)));
    return { element };
  }
  const { map, path, label, imageUrl } = picked;
  await document.fonts.load('600 13px "IBM Plex Sans"').catch(() => undefined);
  const tiles: TileSource = await loadTileSource(map, path, imageUrl);
  const viewerParam = params.get('viewer');
  let view: TableView = sampleView(map, {
    units: Math.max(1, Math.min(200, Number(params.get('units') ?? 8) || 8)),
    viewer: viewerParam === 'gm' ? 'gm' : Number(viewerParam ?? 0) === 1 ? 1 : 0,
  });

  const setView = (next: TableView): void => {
    view = next;
    // Handlers run only on input, after the map below exists.
    mapView.update(view);
  };
  const mapView: TableMap = await createTableMap({
    map,
    tiles,
    motion: deps.motion,
    terrain: params.get('terrain') === 'naive' ? 'naive' : 'chunked',
    handlers: {
      select: (id) => setView({ ...view, selectedId: id }),
      activate: (_cell, id) => {
        if (id !== null) setView({ ...view, selectedId: id });
      },
    },
  });
  mapView.update(view);

  const toggleButtons = TOGGLE_LABELS.map(([name, text]) => {
    const b = button(text, () => mapView.setToggle(name, !mapView.toggles()[name]), { 'aria-pressed': String(mapView.toggles()[name]) });
    return { name, b };
  });
  const ruler = h('p', { class: 'preview-ruler', 'aria-live': 'polite' });
  let stopped: Background | undefined;
  const syncPanel = (): void => {
    const bg = deps.background?.();
    if (bg && bg !== stopped) {
      // Not drawn and not composited: the map covers it anyway.
      bg.stop();
      bg.canvas.style.visibility = 'hidden';
      stopped = bg;
    }
    for (const { name, b } of toggleButtons) {
      const on = mapView.toggles()[name];
      b.setAttribute('aria-pressed', String(on));
      b.style.borderColor = on ? 'var(--accent)' : '';
    }
    ruler.textContent = mapView.rulerText() === '' ? 'Ruler: press M, or Shift+drag on the map.' : `Ruler: ${mapView.rulerText()}`;
  };
  if (params.get('overlays') === '1') for (const name of ['cover', 'bands', 'los'] as const) mapView.setToggle(name, true);
  syncPanel();
  // The panel mirrors map state the keyboard can change; a cheap poll keeps them honest.
  const sync = window.setInterval(syncPanel, 250);

  const help = h(
    'details',
    { class: 'preview-help' },
    h('summary', {}, 'Keys'),
    h('dl', {}, ...mapView.keyHelp().flatMap((k) => [h('dt', {}, k.keys), h('dd', {}, k.does)])),
  );
  const panel = h(
    'aside',
    { class: 'preview-panel', 'aria-label': 'Map preview tools' },
    title,
    h('p', { class: 'preview-note' }, `Developer view, not a battle: ${label}, ${view.units.length} sample units, ${view.viewer === 'gm' ? 'no fog' : `fog for ${view.sides[view.viewer]?.name ?? 'side'}`}.`),
    h('div', { class: 'preview-toggles', role: 'group', 'aria-label': 'Map toggles', style: 'display:flex;flex-wrap:wrap;gap:0.4rem;' }, ...toggleButtons.map((t) => t.b)),
    ruler,
    tiles.missing.length > 0 ? h('p', { role: 'alert' }, `Missing tile art (drawn plain): ${tiles.missing.join(', ')}`) : null,
    help,
    button('Back to the menu', deps.back),
  );
  panel.style.cssText =
    'position:absolute;left:1rem;top:1rem;max-width:19rem;padding:0.8rem 1rem;background:var(--bg-panel);border:1px solid var(--line);border-radius:6px;font-size:0.85rem;display:flex;flex-direction:column;gap:0.5rem;';
  title.style.cssText = 'font-family:var(--font-mono);font-weight:400;letter-spacing:0.2em;text-transform:uppercase;font-size:1rem;margin:0;';
  toggleButtons.forEach(({ b }) => (b.style.padding = '0.3rem 0.6rem'));
  // The router focuses the first [autofocus]: the map, so its keys work at once.
  mapView.element.setAttribute('autofocus', '');
  element.append(mapView.element, panel);

  return {
    element,
    dispose() {
      window.clearInterval(sync);
      mapView.destroy();
      tiles.destroy();
      if (stopped) {
        stopped.canvas.style.visibility = '';
        stopped.start();
      }
    },
  };
}
