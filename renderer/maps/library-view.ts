import type { BlacksiteApi } from '../../src/contract';
import type { MapEntry } from '../../src/contract/maps';
import { button, h } from '../ui/dom';
import { addToLibrary, battleMapName, type Opened } from './library';
import { bagOfFiles, bagOfMapFiles } from './map-files';
import './maps.css';

/**
 * "Open map…" and the map library in the battle set-up: the button opens the desktop file
 * dialog (or the browser's picker: the map with its tilesets and images), files dropped on the
 * panel are opened the same way, and each opened map is listed with its thumbnail, the check's
 * summary and a Remove button. The set-up screen is told which map to play (`choose`) and when
 * the list changed (`changed`); it owns the map select.
 */
export interface MapLibraryDeps {
  readonly api: BlacksiteApi;
  /** A map was opened or picked: play it (its battle map name). */
  readonly choose: (name: string) => void;
  /** The list changed (added or removed): rebuild the map select. */
  readonly changed: (entries: readonly MapEntry[]) => void;
  /** Opens the map maker (renderer/maker): a new map, or a map of the library to paint on. */
  readonly makeMap?: (map?: string) => void;
}

export interface MapLibraryView {
  readonly element: HTMLElement;
  readonly entries: () => readonly MapEntry[];
  refresh(): Promise<void>;
}

const sideWord = (n: number): string => `${n} side${n === 1 ? '' : 's'}`;

export function summaryLine(e: MapEntry): string {
  const s = e.summary;
  const parts = [`${s.width} x ${s.height} cells, ${s.metersPerTile} m each`, sideWord(s.sides.length), `${s.blocksMove} blocked cells`];
  if (s.doors > 0) parts.push(`${s.doors} door${s.doors === 1 ? '' : 's'}`);
  if (s.interpretations > 0) parts.push(`${s.interpretations} convention${s.interpretations === 1 ? '' : 's'} read`);
  if (s.warnings > 0) parts.push(`${s.warnings} warning${s.warnings === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

export function createMapLibraryView(deps: MapLibraryDeps): MapLibraryView {
  let entries: MapEntry[] = [];
  let location = '';
  let busy = false;
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const list = h('ul', { class: 'map-library', 'aria-label': 'Your maps' });
  const element = h('section', { class: 'map-library-panel', 'aria-labelledby': 'bt-maps-title' });

  const say = (text: string, error = false): void => {
    status.textContent = text;
    status.classList.toggle('error', error);
  };

  const finish = async (opened: Opened): Promise<void> => {
    if (!opened.ok) {
      say(opened.reason, true);
      return;
    }
    await refresh();
    // The check's warnings in words (a missing tileset picture, a spawn zone too small...): the count alone hides them.
    const warnings = opened.map.warnings.slice(0, 3).join(' ');
    say(`Opened "${opened.entry.title}": ${summaryLine(opened.entry)}.${warnings ? ` ${warnings}` : ''}`);
    deps.choose(battleMapName(opened.entry));
  };

  const open = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    say('Opening the map…');
    try {
      const files = await deps.api.maps.open();
      if (!files) say('');
      else await finish(await addToLibrary(deps.api, bagOfMapFiles(files)));
    } catch (error) {
      say(error instanceof Error ? error.message : 'The map could not be opened.', true);
    } finally {
      busy = false;
    }
  };

  const dropped = async (files: File[]): Promise<void> => {
    if (busy || files.length === 0) return;
    busy = true;
    say('Opening the map…');
    try {
      const bag = await bagOfFiles(files);
      if (!bag) say('None of the dropped files is a map (a .tmx, .tmj or .json Tiled map, or a .dd2vtt, .df2vtt or .uvtt file).', true);
      else await finish(await addToLibrary(deps.api, bag));
    } finally {
      busy = false;
    }
  };

  const remove = async (e: MapEntry): Promise<void> => {
    try {
      await deps.api.maps.remove({ id: e.id });
      await refresh();
      say(`Removed "${e.title}" from your maps.`);
    } catch (error) {
      say(error instanceof Error ? error.message : 'The map could not be removed.', true);
    }
  };

  const render = (): void => {
    list.replaceChildren(
      ...entries.map((e) =>
        h('li', { class: 'map-entry' },
          h('img', { src: e.thumbnail, alt: '', width: 64, height: 64, class: 'map-thumb' }),
          h('div', { class: 'map-text' },
            h('span', { class: 'map-title' }, e.title),
            h('span', { class: 'map-file dim' }, e.name),
            h('span', { class: 'map-summary' }, summaryLine(e))),
          h('div', { class: 'map-actions' },
            button('Play', () => deps.choose(battleMapName(e)), { class: 'btn small', 'aria-label': `Play on ${e.title}` }),
            deps.makeMap ? button('Edit', () => deps.makeMap?.(battleMapName(e)), { class: 'btn small', 'aria-label': `Edit ${e.title} in the map maker` }) : null,
            button('Remove', () => void remove(e), { class: 'btn small', 'aria-label': `Remove ${e.title} from your maps` })))),
    );
    list.hidden = entries.length === 0;
  };

  async function refresh(): Promise<void> {
    try {
      const listing = await deps.api.maps.list();
      entries = listing.maps;
      location = listing.location;
      if (listing.unreadable.length > 0) say(listing.unreadable[0]?.reason ?? '', true);
    } catch (error) {
      entries = [];
      say(error instanceof Error ? error.message : 'Your maps cannot be listed.', true);
    }
    where.textContent = location ? `Kept in ${location}.` : '';
    render();
    deps.changed(entries);
  }

  const openButton = button('Open map…', () => void open(), { id: 'bt-open-map' });
  const where = h('span', { class: 'dim map-where' });
  element.append(
    h('div', { class: 'map-library-head' },
      h('h2', { id: 'bt-maps-title' }, 'Your maps'),
      openButton,
      deps.makeMap ? button('Make a map…', () => deps.makeMap?.(), { id: 'bt-make-map' }) : null,
      h('span', { class: 'dim' }, 'Tiled (.tmx, .tmj) or Universal VTT (.dd2vtt); drop the map with its tilesets and images here.')),
    list,
    status,
    where,
  );
  element.addEventListener('dragover', (ev) => {
    ev.preventDefault();
    element.classList.add('drop');
  });
  element.addEventListener('dragleave', () => element.classList.remove('drop'));
  element.addEventListener('drop', (ev) => {
    ev.preventDefault();
    element.classList.remove('drop');
    void dropped([...(ev.dataTransfer?.files ?? [])]);
  });
  render();
  return { element, entries: () => entries, refresh };
}
