import { html, nothing, render } from 'lit-html';
import type { BlacksiteApi } from '../../src/contract';
import type { MapEntry } from '../../src/contract/maps';
import { DEFAULT_METERS_PER_CELL, makeGrid, PICTURE_LIMITS, type MakerDoc, type PictureGrid } from '../../src/maker';
import { shippedMapNames } from '../assets-maps';
import { battleMapName } from '../maps/library';
import type { Screen } from '../router';
import { makerEditor } from './maker-screen';
import { newPictureDoc, openForEdit } from './open-map';
import { openPicture, type PictureSource } from './picture';
import './maker.css';

/**
 * "Make a map…" (#/maker, from the main menu and the battle set-up): start from a picture (PNG,
 * JPEG, WebP, or the picture in a Universal VTT file), or edit a map of the library or a shipped
 * map (#/maker?map=<battle map name>, as the set-up's "Paint walls" opens it). The editor itself
 * is maker-screen.ts; this screen opens what it edits and says in one sentence why when it cannot.
 */
export interface MakerRouteDeps {
  readonly api: BlacksiteApi;
  readonly back: () => void;
  /** Sets up a battle on a saved map. */
  readonly play: (battleMap: string) => void;
  /**
   * The menu's animated backdrop behind the app: stopped and hidden while the maker is up, which
   * covers it (in software rendering it cost a third of a core while the maker sat idle).
   */
  readonly background?: () => { stop(): void; start(): void; readonly canvas: HTMLCanvasElement } | undefined;
}

const title = (name: string): string => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const MB = 1024 * 1024;

/** A first grid for a picture: cells of 70 px (Roll20's default) when it holds ten of them, else a tenth of its shorter side. */
export function firstGrid(picture: { width: number; height: number }): PictureGrid {
  const cell = Math.min(picture.width, picture.height) >= 700 ? 70 : Math.max(8, Math.floor(Math.min(picture.width, picture.height) / 10));
  const grid = makeGrid(picture, { cell, offsetX: 0, offsetY: 0, metersPerCell: DEFAULT_METERS_PER_CELL });
  if (typeof grid === 'string') return { cell, offsetX: 0, offsetY: 0, columns: 1, rows: 1, metersPerCell: DEFAULT_METERS_PER_CELL };
  return grid;
}

export function makerScreen(params: URLSearchParams, deps: MakerRouteDeps): Screen {
  const element = document.createElement('section');
  element.className = 'mk-route';
  let editor: (Screen & { dispose?: () => void }) | undefined;
  let status = { text: '', error: false };
  let busy = false;
  let library: MapEntry[] = [];

  const openEditor = (doc: MakerDoc, opened: Parameters<typeof makerEditor>[0]): void => {
    editor?.dispose?.();
    hideBehind();
    editor = makerEditor({ ...opened, doc });
    element.replaceChildren(editor.element);
    editor.element.querySelector<HTMLElement>('.mk-canvas')?.focus({ preventScroll: true });
  };

  const fromPicture = (picture: PictureSource): void => {
    const doc = newPictureDoc(picture, firstGrid({ width: picture.bitmap.width, height: picture.bitmap.height }));
    const opening = picture.uvtt
      ? `Opened "${picture.title}" with its grid (${doc.grid.cell} px cells), walls and doors. Paint what it lacks: cover, spawn zones, light.`
      : `Opened "${picture.title}" (${picture.bitmap.width} x ${picture.bitmap.height} px). Align the grid first: drag a box over one cell (C), or type the cell size.`;
    openEditor(doc, { api: deps.api, doc, source: { kind: 'picture', picture }, art: { source: picture.bitmap, width: picture.bitmap.width, height: picture.bitmap.height }, close: deps.back, play: deps.play, opening });
  };

  const say = (text: string, error = false): void => {
    status = { text, error };
    drawStart();
  };

  const pickPicture = async (files: readonly File[]): Promise<void> => {
    if (busy || files.length === 0) return;
    const file = files[0];
    if (!file) return;
    busy = true;
    say(`Opening "${file.name}"…`);
    try {
      const picture = await openPicture(file);
      if ('problem' in picture) say(picture.problem, true);
      else fromPicture(picture);
    } catch (error) {
      say(error instanceof Error ? error.message : 'The picture could not be opened.', true);
    } finally {
      busy = false;
    }
  };

  const edit = async (battleMap: string, label: string): Promise<void> => {
    if (busy) return;
    busy = true;
    say(`Opening "${label}"…`);
    try {
      const opened = await openForEdit(deps.api, battleMap);
      if ('problem' in opened) {
        say(opened.problem, true);
        return;
      }
      const kept = opened.source.kind === 'tiled' ? ' Its own layers are kept as they are; what you paint goes to a layer of its own.' : '';
      openEditor(opened.doc, { api: deps.api, doc: opened.doc, source: opened.source, art: opened.art, close: deps.back, play: deps.play, opening: `Editing "${opened.doc.title}".${kept}` });
    } finally {
      busy = false;
    }
  };

  const choose = (): void => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.png,.jpg,.jpeg,.webp,.dd2vtt,.df2vtt,.uvtt,image/png,image/jpeg,image/webp';
    input.addEventListener('change', () => void pickPicture(input.files ? [...input.files] : []), { once: true });
    input.click();
  };

  function drawStart(): void {
    if (editor) return;
    const shipped = shippedMapNames();
    render(
      html`<div class="sheet wide mk-start">
        <p class="stamp">Cartography</p>
        <h1 id="mk-start-title" tabindex="-1">Make a map</h1>
        <p>Start from a picture of a battle map — a PNG, JPEG or WebP, or a Universal VTT export (.dd2vtt, .df2vtt, .uvtt) — then align the grid, paint walls, cover, doors, light and spawn zones, and save it to your maps.</p>
        <div class="mk-drop" @dragover=${(e: DragEvent) => e.preventDefault()} @drop=${(e: DragEvent) => {
          e.preventDefault();
          void pickPicture([...(e.dataTransfer?.files ?? [])]);
        }}>
          <button type="button" class="btn primary" autofocus @click=${choose}>New map from a picture…</button>
          <span class="dim">or drop a picture here. At most ${PICTURE_LIMITS.maxSide.toLocaleString('en-US')} px a side, 64 megapixels, ${PICTURE_LIMITS.maxBytes / MB} MB.</span>
        </div>
        <p class="status ${status.error ? 'error' : ''}" role="status" aria-live="polite">${status.text}</p>
        <h2>Edit a map</h2>
        <ul class="mk-maps" aria-label="Maps to edit">
          ${library.map((e) => html`<li><img src=${e.thumbnail} alt="" width="48" height="48" /><span>${e.title} <span class="dim">(your map)</span></span><button type="button" class="btn small" aria-label="Edit ${e.title}" @click=${() => void edit(battleMapName(e), e.title)}>Edit</button></li>`)}
          ${shipped.map((name) => html`<li><span class="mk-thumb-none" aria-hidden="true"></span><span>${title(name)} <span class="dim">(shipped)</span></span><button type="button" class="btn small" aria-label="Edit ${title(name)}" @click=${() => void edit(name, title(name))}>Edit</button></li>`)}
        </ul>
        ${library.length === 0 ? html`<p class="dim">Maps you open or save in the battle set-up are listed here too.</p>` : nothing}
        <div class="actions"><button type="button" class="btn" @click=${deps.back}>Back</button></div>
      </div>`,
      element,
    );
  }

  // The backdrop may start after this screen (main.ts makes it once the first screen is up): asked again when the editor opens.
  let behind: ReturnType<NonNullable<MakerRouteDeps['background']>>;
  const hideBehind = (): void => {
    const bg = deps.background?.();
    if (!bg || bg === behind) return;
    bg.stop();
    bg.canvas.style.visibility = 'hidden';
    behind = bg;
  };
  hideBehind();
  const wanted = params.get('map');
  if (wanted) void edit(wanted, wanted.startsWith('user:') ? wanted.slice(wanted.lastIndexOf(':') + 1) : title(wanted));
  drawStart();
  void deps.api.maps.list().then(
    (listing) => {
      library = listing.maps;
      drawStart();
    },
    () => undefined,
  );
  return {
    element,
    dispose() {
      editor?.dispose?.();
      if (behind) {
        behind.canvas.style.visibility = '';
        behind.start();
      }
    },
  };
}
