import { html, nothing, type TemplateResult } from 'lit-html';
import { CHANNELS, OBJECT_TOOLS, PAINT_KINDS, type Channel, type MakerCheck, type PictureGrid } from '../../src/maker';
import { ERASER, MAX_BRUSH, SHAPES, type ToolState } from './tools';

/**
 * The map maker's panels (DOM, lit-html): the top bar, the tool bar, and the side panel with the
 * grid, what is shown, the suggestions and the live check. The canvas (maker-canvas.ts) sits in
 * the middle. Everything here is drawn from `MakerView` and reports intents through `MakerIntents`.
 */
export interface MakerView {
  readonly title: string;
  readonly tools: ToolState;
  readonly grid: PictureGrid;
  /** The picture's size in px (a tile map's: its cells times the cell). */
  readonly picture: { readonly width: number; readonly height: number };
  readonly gridShown: boolean;
  readonly undo?: string;
  readonly redo?: string;
  readonly suggested: number | undefined;
  readonly suggesting: boolean;
  readonly check: MakerCheck | undefined;
  readonly checking: boolean;
  readonly saving: boolean;
  /** Set once saved: the battle map name to play. */
  readonly saved?: string;
  readonly status: { readonly text: string; readonly error: boolean };
  /** A grid field typed that does not make a grid. */
  readonly gridProblem?: string;
  /** An edited map keeps its own grid (its tiles fix it). */
  readonly gridFixed: boolean;
}

export interface MakerIntents {
  readonly tools: (next: ToolState) => void;
  readonly title: (text: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly grid: (field: 'cell' | 'offsetX' | 'offsetY' | 'columns' | 'rows' | 'metersPerCell', value: number) => void;
  readonly crop: () => void;
  readonly gridShown: (on: boolean) => void;
  readonly suggest: () => void;
  readonly accept: () => void;
  readonly reject: () => void;
  readonly show: (cells: readonly { x: number; y: number }[]) => void;
  readonly save: () => void;
  readonly exportFiles: () => void;
  readonly play: () => void;
  readonly close: () => void;
}

const CHANNEL_LABEL: Readonly<Record<Channel, string>> = { block: 'Walls and blocks', cover: 'Cover', door: 'Doors', light: 'Light', zone: 'Zones' };

const swatch = (colour: string, pattern: string): TemplateResult => html`<span class="mk-swatch ${pattern}" style="--kind:${colour}" aria-hidden="true"></span>`;

export function topBar(v: MakerView, on: MakerIntents, canvas: HTMLElement): TemplateResult {
  return html`<header class="mk-top">
      <h1 id="mk-title" tabindex="-1">Map maker</h1>
      <label class="mk-name">Map name <input id="mk-name" .value=${v.title} maxlength="120" @input=${(e: Event) => on.title((e.target as HTMLInputElement).value)} /></label>
      <div class="mk-top-actions" role="group" aria-label="Edit">
        <button type="button" class="btn small" ?disabled=${!v.undo} title=${v.undo ? `Undo ${v.undo} (Ctrl+Z)` : 'Nothing to undo'} @click=${on.undo}>Undo</button>
        <button type="button" class="btn small" ?disabled=${!v.redo} title=${v.redo ? `Redo ${v.redo} (Ctrl+Y)` : 'Nothing to redo'} @click=${on.redo}>Redo</button>
        <button type="button" class="btn small" ?disabled=${v.suggesting} @click=${on.suggest}>${v.suggesting ? 'Looking for walls…' : 'Suggest walls'}</button>
      </div>
      <div class="mk-top-actions" role="group" aria-label="Map">
        <button type="button" class="btn small primary" ?disabled=${v.saving} title="Save into your maps (Ctrl+S)" @click=${on.save}>${v.saving ? 'Saving…' : 'Save to my maps'}</button>
        <button type="button" class="btn small" @click=${on.exportFiles} title="Download the map's files (.tmj, .tsj, pictures) as a .zip">Export</button>
        <button type="button" class="btn small" ?disabled=${!v.saved} title=${v.saved ? 'Set up a battle on this map' : 'Save the map first'} @click=${on.play}>Play</button>
        <button type="button" class="btn small" @click=${on.close}>Close</button>
      </div>
    </header>
    <div class="mk-body">
      ${toolBar(v, on)}
      <div class="mk-map">${canvas}</div>
      ${sidePanel(v, on)}
    </div>
    <p class="mk-status ${v.status.error ? 'error' : ''}" role="status" aria-live="polite">${v.status.text}</p>`;
}

function toolBar(v: MakerView, on: MakerIntents): TemplateResult {
  const t = v.tools;
  const pick = (kind: string): void => on.tools({ ...t, kind, gridBox: false });
  const kindButton = (id: string, label: string, key: string, colour: string, pattern: string): TemplateResult =>
    html`<button type="button" class="mk-tool ${t.kind === id && !t.gridBox ? 'on' : ''}" aria-pressed=${t.kind === id && !t.gridBox ? 'true' : 'false'} title="${label} (${key.toUpperCase()})" @click=${() => pick(id)}>
      ${swatch(colour, pattern)}<span class="mk-tool-label">${label}</span><kbd>${key.toUpperCase()}</kbd>
    </button>`;
  return html`<nav class="mk-tools" aria-label="Tools">
    <div role="group" aria-label="Paint">
      <h2>Paint</h2>
      ${PAINT_KINDS.map((k) => kindButton(k.id, k.label, k.key, k.colour, k.pattern))}
      ${kindButton(ERASER.id, ERASER.label, ERASER.key, '#9aa5b1', 'eraser')}
    </div>
    <div role="group" aria-label="Mission objects">
      <h2>Mission objects</h2>
      ${OBJECT_TOOLS.map((o) => kindButton(o.kind, o.label, o.key, o.colour, `object ${o.kind}`))}
    </div>
    <div role="group" aria-label="Shape">
      <h2>Shape</h2>
      ${SHAPES.map((s) => html`<button type="button" class="mk-tool ${t.shape === s.id && !t.gridBox ? 'on' : ''}" aria-pressed=${t.shape === s.id && !t.gridBox ? 'true' : 'false'} title="${s.label} (${s.key.toUpperCase()})" @click=${() => on.tools({ ...t, shape: s.id, gridBox: false })}><span class="mk-tool-label">${s.label}</span><kbd>${s.key.toUpperCase()}</kbd></button>`)}
      <label class="mk-size" title="Brush size in cells ([ and ] change it)">Brush size <input type="number" min="1" max=${MAX_BRUSH} .value=${String(t.size)} @change=${(e: Event) => on.tools({ ...t, size: Math.max(1, Math.min(MAX_BRUSH, Number((e.target as HTMLInputElement).value) || 1)) })} /></label>
    </div>
    <div role="group" aria-label="Grid">
      <h2>Grid</h2>
      <button type="button" class="mk-tool ${t.gridBox ? 'on' : ''}" aria-pressed=${t.gridBox ? 'true' : 'false'} ?disabled=${v.gridFixed} title="Drag a box over one cell of the picture (C)" @click=${() => on.tools({ ...t, gridBox: !t.gridBox })}><span class="mk-tool-label">Box over one cell</span><kbd>C</kbd></button>
    </div>
  </nav>`;
}

function gridField(id: 'cell' | 'offsetX' | 'offsetY' | 'columns' | 'rows' | 'metersPerCell', label: string, value: number, on: MakerIntents, disabled: boolean, step = '1'): TemplateResult {
  return html`<label class="mk-field" for="mk-grid-${id}">${label}</label>
    <input id="mk-grid-${id}" type="number" step=${step} min="0" .value=${String(value)} ?disabled=${disabled} @change=${(e: Event) => on.grid(id, Number((e.target as HTMLInputElement).value))} />`;
}

function sidePanel(v: MakerView, on: MakerIntents): TemplateResult {
  const g = v.grid;
  const c = v.check;
  const s = c?.summary;
  return html`<aside class="mk-side" aria-label="Map maker panels">
    <section class="panel" aria-labelledby="mk-grid-title">
      <h2 id="mk-grid-title">Grid</h2>
      <div class="mk-grid-fields">
        ${gridField('cell', 'Cell (px)', g.cell, on, v.gridFixed)}
        ${gridField('metersPerCell', 'Meters per cell', g.metersPerCell, on, false, '0.5')}
        ${gridField('offsetX', 'Offset x (px)', g.offsetX, on, v.gridFixed)}
        ${gridField('offsetY', 'Offset y (px)', g.offsetY, on, v.gridFixed)}
        ${gridField('columns', 'Columns', g.columns, on, v.gridFixed)}
        ${gridField('rows', 'Rows', g.rows, on, v.gridFixed)}
      </div>
      ${v.gridProblem ? html`<p class="mk-problem" role="alert">${v.gridProblem}</p>` : nothing}
      <p class="mk-note">${g.columns} x ${g.rows} cells, ${+(g.columns * g.metersPerCell).toFixed(1)} x ${+(g.rows * g.metersPerCell).toFixed(1)} m; picture ${v.picture.width} x ${v.picture.height} px.${v.gridFixed ? ' The map\'s tiles fix its grid.' : ' The shaded margin is not part of the map.'}</p>
      ${v.gridFixed ? nothing : html`<button type="button" class="btn small" @click=${on.crop}>Crop to whole cells</button>`}
    </section>
    <section class="panel" aria-labelledby="mk-show-title">
      <h2 id="mk-show-title">Show</h2>
      ${CHANNELS.map((ch) => html`<label class="mk-check"><input type="checkbox" .checked=${v.tools.shown[ch]} @change=${(e: Event) => on.tools({ ...v.tools, shown: { ...v.tools.shown, [ch]: (e.target as HTMLInputElement).checked } })} /> ${CHANNEL_LABEL[ch]}</label>`)}
      <label class="mk-check"><input type="checkbox" .checked=${v.tools.objectsShown} @change=${(e: Event) => on.tools({ ...v.tools, objectsShown: (e.target as HTMLInputElement).checked })} /> Mission objects</label>
      <label class="mk-check"><input type="checkbox" .checked=${v.gridShown} @change=${(e: Event) => on.gridShown((e.target as HTMLInputElement).checked)} /> Grid lines</label>
    </section>
    ${v.suggested !== undefined
      ? html`<section class="panel mk-suggest" aria-labelledby="mk-suggest-title">
          <h2 id="mk-suggest-title">Suggested walls</h2>
          <p>${v.suggested} cell${v.suggested === 1 ? '' : 's'} outlined in magenta. Click one to accept it, Alt+click to reject it, or take them all at once.</p>
          <div class="mk-row"><button type="button" class="btn small primary" ?disabled=${v.suggested === 0} @click=${on.accept}>Accept all</button><button type="button" class="btn small" @click=${on.reject}>Reject all</button></div>
        </section>`
      : nothing}
    <section class="panel mk-check-panel" aria-labelledby="mk-check-title" aria-busy=${v.checking ? 'true' : 'false'}>
      <h2 id="mk-check-title">Check</h2>
      ${c && !c.ok ? html`<p class="mk-problem" role="alert">${c.refusal}</p>` : nothing}
      ${s
        ? html`<p class="mk-summary">${s.cells.blocksMove} cells block movement, ${s.cells.blocksSight} block sight; cover ${s.cells.cover.partial} partial, ${s.cells.cover.full} full; ${s.doors} door${s.doors === 1 ? '' : 's'}; spawn cells ${Object.entries(s.spawnCells).map(([side, n]) => `${side} ${n}`).join(', ') || 'none painted'}${s.devices.length + s.patrols.length > 0 ? `; ${s.devices.length} device${s.devices.length === 1 ? '' : 's'}, ${s.patrols.length} patrol${s.patrols.length === 1 ? '' : 's'}` : ''}.</p>`
        : html`<p class="mk-summary dim">${v.checking ? 'Checking…' : 'Paint to see the check.'}</p>`}
      ${c && c.findings.length > 0
        ? html`<ul class="mk-findings">${c.findings.map((f) => html`<li>${f.text}${f.cells.length > 0 ? html` <button type="button" class="btn small" @click=${() => on.show(f.cells)}>Show</button>` : nothing}</li>`)}</ul>`
        : c?.ok ? html`<p class="mk-ok">No warnings: each side can reach the other, out of sight at the start.</p>` : nothing}
    </section>
  </aside>`;
}
