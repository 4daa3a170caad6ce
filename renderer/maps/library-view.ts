import { createActor } from 'xstate';
import type { BlacksiteApi } from '../../src/contract';
import type { MapEntry } from '../../src/contract/maps';
import { button, h } from '../ui/dom';
import { addToLibrary, battleMapName, type Opened } from './library';
import { bagOfFiles, bagOfMapFiles } from './map-files';
import { CANCELLED } from './map-reader';
import { openMapFlow, openNotice } from './open-flow';
import './maps.css';

/**
 * "Open map…" and the map library in the battle set-up: the button opens the desktop file
 * dialog (or the browser's picker: the map with its tilesets and images), files dropped on the
 * panel are opened the same way, and each opened map is listed with its thumbnail, the check's
 * summary and a Remove button. The set-up screen is told which map to play (`choose`) and when
 * the list changed (`changed`); it owns the map select. A map is read off the window's thread
 * (the desktop's utility process, then a Web Worker); a read that takes more than half a second
 * shows a notice with Cancel (open-flow.ts), and a map refused or cancelled never joins the list.
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
  let reading: AbortController | undefined;
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const list = h('ul', { class: 'map-library', 'aria-label': 'Your maps' });
  const element = h('section', { class: 'map-library-panel', 'aria-labelledby': 'bt-maps-title' });

  const say = (text: string, error = false): void => {
    status.textContent = text;
    status.classList.toggle('error', error);
  };

  const openButton = button('Open map…', () => void open(), { id: 'bt-open-map' });

  // The notice for a slow read, drawn from the flow's state.
  const noticeText = h('span', { class: 'map-progress-text' });
  const cancelButton = button('Cancel', () => cancel(), { class: 'btn small', 'aria-label': 'Cancel opening the map' });
  const notice = h('div', { class: 'map-progress', 'aria-live': 'polite', hidden: true }, h('span', { class: 'map-progress-bar', 'aria-hidden': 'true' }), noticeText, cancelButton);
  const flow = createActor(openMapFlow).start();
  flow.subscribe((snapshot) => {
    const shown = openNotice(snapshot);
    notice.hidden = shown.kind === 'none';
    notice.classList.toggle('stopping', shown.kind === 'stopping');
    if (shown.kind !== 'none') noticeText.textContent = shown.text;
    cancelButton.hidden = shown.kind !== 'reading';
    // One map at a time; the button keeps its focus (a disabled button would drop it).
    openButton.setAttribute('aria-disabled', String(!snapshot.matches('idle')));
  });

  function cancel(): void {
    if (!reading || reading.signal.aborted) return;
    flow.send({ type: 'open.cancel' });
    reading.abort();
    // The desktop app may still be reading the chosen file in its utility process.
    void deps.api.maps.cancel().catch(() => undefined);
  }

  const finish = async (opened: Opened): Promise<void> => {
    if (!opened.ok) {
      say(opened.reason, opened.cancelled !== true);
      return;
    }
    await refresh();
    // The check's warnings in words (a missing tileset picture, a spawn zone too small...): the count alone hides them.
    const warnings = opened.map.warnings.slice(0, 3).join(' ');
    say(`Opened "${opened.entry.title}": ${summaryLine(opened.entry)}.${warnings ? ` ${warnings}` : ''}`);
    deps.choose(battleMapName(opened.entry));
  };

  /** One map opened at a time: `work` reads it, with `signal` telling it to stop. */
  const run = async (what: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> => {
    if (reading) return;
    const controller = (reading = new AbortController());
    // A file dialog takes the window's focus: the flow does not count that time as reading.
    const win = element.ownerDocument.defaultView;
    const away = (): void => void flow.send({ type: 'window.away' });
    const back = (): void => void flow.send({ type: 'window.back' });
    win?.addEventListener('blur', away);
    win?.addEventListener('focus', back);
    flow.send({ type: 'open.start', what });
    say('');
    try {
      await work(controller.signal);
      if (controller.signal.aborted) say(CANCELLED.reason);
    } catch (error) {
      say(controller.signal.aborted ? CANCELLED.reason : error instanceof Error ? error.message : 'The map could not be opened.', !controller.signal.aborted);
    } finally {
      win?.removeEventListener('blur', away);
      win?.removeEventListener('focus', back);
      reading = undefined;
      flow.send({ type: 'open.end' });
    }
  };

  const open = (): Promise<void> =>
    run('the map', async (signal) => {
      const files = await deps.api.maps.open();
      if (!files || signal.aborted) return;
      flow.send({ type: 'open.reading', what: `"${files.name.slice(files.name.lastIndexOf('/') + 1).slice(0, 60)}"` });
      await finish(await addToLibrary(deps.api, bagOfMapFiles(files), undefined, { signal }));
    });

  const dropped = (files: File[]): Promise<void> =>
    files.length === 0
      ? Promise.resolve()
      : run('the dropped files', async (signal) => {
          const bag = await bagOfFiles(files);
          if (signal.aborted) return;
          if (!bag) say('None of the dropped files is a map (a .tmx, .tmj or .json Tiled map, or a .dd2vtt, .df2vtt or .uvtt file).', true);
          else {
            flow.send({ type: 'open.reading', what: `"${bag.name.slice(bag.name.lastIndexOf('/') + 1).slice(0, 60)}"` });
            await finish(await addToLibrary(deps.api, bag, undefined, { signal }));
          }
        });

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

  const where = h('span', { class: 'dim map-where' });
  element.append(
    h('div', { class: 'map-library-head' },
      h('h2', { id: 'bt-maps-title' }, 'Your maps'),
      openButton,
      deps.makeMap ? button('Make a map…', () => deps.makeMap?.(), { id: 'bt-make-map' }) : null,
      h('span', { class: 'dim' }, 'Tiled (.tmx, .tmj) or Universal VTT (.dd2vtt); drop the map with its tilesets and images here.')),
    list,
    notice,
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
