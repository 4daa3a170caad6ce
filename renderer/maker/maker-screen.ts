import './maker.css';
import { render } from 'lit-html';
import type { BlacksiteApi } from '../../src/contract';
import { brushCells, EditBuilder, floodCells, gridFromBox, History, kindById, objectTool, paintCells, rectCells, regrid, shapeOf, strokeCells, withoutObjectsAt, type Cell, type Changed, type MakerDoc, type MissionObject, type PictureGrid } from '../../src/maker';
import { battleMapName } from '../maps/library';
import type { Screen } from '../router';
import { inTextField } from '../ui/dom';
import { createMakerCanvas, type MakerCanvas } from './maker-canvas';
import { topBar, type MakerIntents, type MakerView } from './maker-view';
import { suggestInWorker } from './picture';
import { exportZip, saveToLibrary, type MakerSource } from './save';
import { gridEdit, gridWords, wholeGrid, type GridField } from './grid-edit';
import { LiveCheck } from './live-check';
import { placeDown, placeEnd, placePreview, placeUp, type PlaceStep, type Placing } from './object-placing';
import { editLabel, INITIAL_TOOLS, keyAction, paintOf, type ToolState } from './tools';

/**
 * The map maker's editor: one controller holds the map being made (src/maker MakerDoc), its
 * history, the tools and the canvas; the panels (maker-view.ts) are drawn from its state and report
 * intents. Painting writes through an EditBuilder and redraws only the touched cells; every edit
 * (a stroke, a shape, a fill, accepted suggestions, a grid change) is one entry of the history.
 * The live check runs shortly after each edit (src/maker/check.ts).
 */
export interface EditorDeps {
  readonly api: BlacksiteApi;
  readonly doc: MakerDoc;
  readonly source: MakerSource;
  readonly art: { readonly source: CanvasImageSource; readonly width: number; readonly height: number } | undefined;
  readonly close: () => void;
  readonly play: (battleMap: string) => void;
  /** Announced once the editor opens ("Opened ... : align the grid"). */
  readonly opening?: string;
}


export function makerEditor(deps: EditorDeps): Screen & { readonly canvas: MakerCanvas } {
  const { doc, source } = deps;
  const history = new History();
  let tools: ToolState = INITIAL_TOOLS;
  let gridShown = true;
  let suggestions: Uint8Array | undefined;
  let suggesting = false;
  let saving = false;
  let saved: string | undefined;
  let status = { text: deps.opening ?? '', error: false };
  let gridProblem: string | undefined;
  const gridFixed = source.kind === 'tiled';
  const element = document.createElement('section');
  element.className = 'mk-screen';
  element.setAttribute('aria-labelledby', 'mk-title');

  const say = (text: string, error = false): void => {
    status = { text, error };
    draw();
  };

  // ---- painting ------------------------------------------------------------------------------
  let stroke: { builder: EditBuilder; last: Cell; anchor: Cell } | undefined;
  // The eraser takes the mission objects (when shown) off the cells it erases, in the same edit.
  let erasing: readonly MissionObject[] | undefined;
  const paintNow = (cells: readonly Cell[]): void => {
    const p = paintOf(tools);
    if (!stroke || !p) return;
    canvas.paint.draw(paintCells(stroke.builder, doc, cells, p));
    if ('erase' in p && tools.objectsShown) {
      let kept = doc.objects;
      for (const c of cells) kept = withoutObjectsAt(kept, c);
      if (kept.length !== doc.objects.length) {
        erasing ??= doc.objects;
        doc.objects = kept;
        showObjects();
      }
    }
  };
  const finishEdit = (builder: EditBuilder, label: string): void => {
    const objects = erasing ? { objects: { before: erasing, after: doc.objects } } : {};
    erasing = undefined;
    history.push({ kind: 'cells', label, edits: builder.edits(), ...objects });
    edited();
  };
  const shapeCells = (a: Cell, b: Cell): Cell[] => (tools.shape === 'rect' ? rectCells(a, b, doc.grid) : strokeCells(a, b, tools.size, doc.grid));
  const suggestedAt = (cell: Cell): boolean => suggestions?.[cell.y * doc.grid.columns + cell.x] === 1;

  // ---- mission objects (object-placing.ts says what each press makes) -------------------------
  let placing: Placing | undefined;
  const showObjects = (pending?: MissionObject): void => canvas.setObjects(doc.objects, tools.objectsShown, pending);
  const setObjects = (next: MissionObject[], label: string): void => {
    const before = doc.objects;
    doc.objects = next;
    history.push({ kind: 'objects', label, before, after: next });
    showObjects();
    edited();
  };
  const placeStep = (step: PlaceStep, preview?: MissionObject): void => {
    placing = step.placing;
    if (step.made) setObjects([...doc.objects, step.made], objectTool(step.made.kind)?.name ?? 'Object');
    else showObjects(preview ?? placePreview(placing));
    if (step.say) say(step.say, step.error === true);
  };

  const canvas = createMakerCanvas({
    doc: () => doc,
    picture: deps.art,
    handlers: {
      down(cell, mods) {
        if (suggestedAt(cell)) {
          reviewSuggestion(cell, !mods.alt);
          return;
        }
        const object = objectTool(tools.kind);
        if (object) {
          placeStep(placeDown(doc.objects, object.kind, placing, cell));
          return;
        }
        const p = paintOf(tools);
        if (!p) return;
        stroke = { builder: new EditBuilder(doc), last: cell, anchor: cell };
        if (tools.shape === 'fill') {
          const cells = floodCells(doc, cell, p).map((i) => ({ x: i % doc.grid.columns, y: Math.floor(i / doc.grid.columns) }));
          paintNow(cells);
          finishEdit(stroke.builder, editLabel(tools));
          stroke = undefined;
        } else if (tools.shape === 'brush') paintNow(brushCells(cell, tools.size, doc.grid));
        else canvas.setPreview(shapeCells(cell, cell));
      },
      drag(cell) {
        if (placing && objectTool(tools.kind)?.place === 'two') {
          showObjects(placePreview(placing, cell));
          return;
        }
        if (!stroke) return;
        if (tools.shape === 'brush') paintNow(strokeCells(stroke.last, cell, tools.size, doc.grid));
        else canvas.setPreview(shapeCells(stroke.anchor, cell));
        stroke.last = cell;
      },
      up(cell) {
        if (placing && objectTool(tools.kind)?.place === 'two') {
          placeStep(placeUp(placing, cell));
          return;
        }
        if (!stroke) return;
        if (tools.shape === 'rect' || tools.shape === 'line') {
          canvas.setPreview([]);
          paintNow(shapeCells(stroke.anchor, cell));
        }
        finishEdit(stroke.builder, editLabel(tools));
        stroke = undefined;
      },
      box(rect) {
        if (!doc.picture) return;
        const grid = gridFromBox(doc.picture, rect, doc.grid.metersPerCell);
        if (typeof grid === 'string') say(grid, true);
        else {
          setGrid(grid, 'Grid from a box');
          tools = { ...tools, gridBox: false };
          canvas.setBoxMode(false);
          say(gridWords(grid));
        }
      },
      hover() {},
    },
  });

  /** Accepts (paints a wall) or rejects one suggested cell. */
  const reviewSuggestion = (cell: Cell, accept: boolean): void => {
    const i = cell.y * doc.grid.columns + cell.x;
    if (!suggestions) return;
    suggestions[i] = 0;
    if (accept) {
      const b = new EditBuilder(doc);
      const wall = kindById('wall');
      if (wall) canvas.paint.draw(paintCells(b, doc, [cell], { kind: wall }));
      finishEdit(b, 'Suggested wall accepted');
    }
    canvas.setSuggestions(suggestions);
    draw();
  };

  // ---- grid ----------------------------------------------------------------------------------
  const setGrid = (grid: PictureGrid, label: string): void => {
    const before = shapeOf(doc);
    const after = regrid(doc, grid);
    doc.grid = after.grid;
    doc.layers = after.layers;
    doc.objects = [...after.objects];
    history.push({ kind: 'shape', label, before, after });
    suggestions = undefined;
    canvas.rebuild();
    canvas.setSuggestions(undefined);
    gridProblem = undefined;
    edited();
  };
  const changeGrid = (field: GridField, value: number): void => {
    const grid = gridEdit(doc, field, value);
    if (typeof grid === 'string') {
      gridProblem = grid;
      draw();
      return;
    }
    setGrid(grid, field === 'metersPerCell' ? 'Meters per cell' : 'Grid');
    say(gridWords(grid));
  };

  // ---- after every edit ----------------------------------------------------------------------
  // Edits since the last save: Close asks once before they are lost.
  let dirty = false;
  let closeArmed = false;
  const edited = (): void => {
    saved = undefined;
    dirty = true;
    closeArmed = false;
    scheduleCheck();
  };
  const onto = source.kind === 'tiled' ? { json: source.stripped, nextGid: source.nextGid, files: Object.fromEntries(source.bag.files), name: source.bag.name } : undefined;
  const live = new LiveCheck(doc, onto, (runs) => {
    canvas.element.dataset.checked = String(runs);
    canvas.element.dataset.checkMs = live.lastMs.toFixed(0);
    draw();
  });
  const scheduleCheck = (): void => {
    live.schedule();
    draw();
  };
  const applyChanged = (changed: Changed | undefined): void => {
    if (!changed) return;
    if (changed.all) {
      suggestions = undefined;
      canvas.rebuild();
      canvas.setSuggestions(undefined);
    } else if (changed.cells) canvas.paint.draw(changed.cells);
    if (changed.all || changed.objects) showObjects();
    edited();
  };

  // ---- intents -------------------------------------------------------------------------------
  const intents: MakerIntents = {
    tools(next) {
      const shownChanged = next.shown !== tools.shown;
      if (next.kind !== tools.kind && placing) {
        placing = undefined;
        showObjects();
      }
      tools = next;
      showObjects();
      canvas.setBoxMode(tools.gridBox);
      if (shownChanged) {
        canvas.paint.setShown(tools.shown);
        canvas.paint.draw();
        canvas.base?.setShown(tools.shown);
        canvas.base?.draw();
      }
      draw();
    },
    title(text) {
      doc.title = text.trim() === '' ? 'Untitled map' : text.slice(0, 120);
      saved = undefined;
    },
    undo: () => applyChanged(history.undo(doc)),
    redo: () => applyChanged(history.redo(doc)),
    grid: (field, value) => changeGrid(field, value),
    crop() {
      const grid = wholeGrid(doc);
      if (typeof grid !== 'string') setGrid(grid, 'Crop to whole cells');
    },
    gridShown(on) {
      gridShown = on;
      canvas.setGridShown(on);
      draw();
    },
    suggest: () => void suggest(),
    accept() {
      if (!suggestions) return;
      const wall = kindById('wall');
      const b = new EditBuilder(doc);
      const cells: Cell[] = [];
      suggestions.forEach((v, i) => {
        if (v === 1) cells.push({ x: i % doc.grid.columns, y: Math.floor(i / doc.grid.columns) });
      });
      if (wall) canvas.paint.draw(paintCells(b, doc, cells, { kind: wall }));
      suggestions = undefined;
      canvas.setSuggestions(undefined);
      finishEdit(b, 'Suggested walls accepted');
      say(`${cells.length} suggested wall cell${cells.length === 1 ? '' : 's'} painted as walls (Ctrl+Z takes them back).`);
    },
    reject() {
      suggestions = undefined;
      canvas.setSuggestions(undefined);
      say('Suggestions rejected.');
    },
    show(cells) {
      canvas.setMarks(cells);
      say(`Marked ${cells.length} cell${cells.length === 1 ? '' : 's'}: ${cells.map((c) => `(${c.x}, ${c.y})`).join(', ')}.`);
    },
    save: () => void save(),
    exportFiles() {
      const problem = exportZip(doc, source);
      say(problem ?? `Exported "${doc.title}" as a .zip: the .tmj map, the blacksite-kinds tileset and the pictures; it opens in Tiled.`, problem !== undefined);
    },
    play() {
      if (saved) deps.play(saved);
    },
    close() {
      if (dirty && !closeArmed && history.canUndo) {
        closeArmed = true;
        say('This map has changes that are not saved. Save to my maps keeps them; Close again leaves without them.', true);
        return;
      }
      deps.close();
    },
  };

  const suggest = async (): Promise<void> => {
    if (suggesting) return;
    if (!(deps.art?.source instanceof ImageBitmap) || !doc.picture) {
      say('Suggest walls reads a picture; this map is drawn with tiles, whose walls it already knows.', true);
      return;
    }
    suggesting = true;
    say('Looking for walls in the picture…');
    const started = performance.now();
    const found = await suggestInWorker(deps.art.source, doc.grid);
    canvas.element.dataset.suggestTotalMs = (performance.now() - started).toFixed(0);
    suggesting = false;
    if ('problem' in found) {
      say(found.problem, true);
      return;
    }
    // Cells already walls are not suggested again.
    for (let i = 0; i < found.cells.length; i++) if (doc.layers.block[i] === 1) found.cells[i] = 0;
    suggestions = found.cells;
    canvas.setSuggestions(suggestions);
    const n = suggestions.reduce((a, v) => a + v, 0);
    canvas.element.dataset.suggestMs = found.ms.toFixed(0);
    say(`${n} cell${n === 1 ? '' : 's'} look like walls (outlined in magenta). Accept or reject them all, or click one at a time.`);
  };

  const save = async (): Promise<void> => {
    if (saving) return;
    saving = true;
    say('Saving…');
    const result = await saveToLibrary(deps.api, doc, source, deps.art?.source);
    saving = false;
    if (!result.ok) {
      say(`Not saved: ${result.reason}`, true);
      return;
    }
    saved = battleMapName(result.entry);
    dirty = false;
    element.dataset.saveMs = result.ms.toFixed(0);
    say(`Saved "${result.entry.title}" to your maps (${result.entry.summary.width} x ${result.entry.summary.height} cells). Play sets up a battle on it.`);
  };

  // ---- keys ----------------------------------------------------------------------------------
  const onKey = (e: KeyboardEvent): void => {
    if (!element.isConnected || e.defaultPrevented) return;
    if (inTextField(e.target) && !(e.ctrlKey && e.key.toLowerCase() === 's')) return;
    if (e.key === 'Enter' && placing?.kind === 'patrol-route') {
      e.preventDefault();
      placeStep(placeEnd(placing));
      return;
    }
    const action = keyAction(tools, { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey });
    if (!action) return;
    e.preventDefault();
    if (action.kind === 'tools') intents.tools(action.tools);
    else if (action.kind === 'undo') intents.undo();
    else if (action.kind === 'redo') intents.redo();
    else if (action.kind === 'save') intents.save();
    else if (placing) {
      placing = undefined;
      showObjects();
      say('Object dropped.');
    } else if (tools.gridBox) intents.tools({ ...tools, gridBox: false });
    else if (stroke) {
      stroke = undefined;
      canvas.setPreview([]);
    }
  };
  window.addEventListener('keydown', onKey);

  const view = (): MakerView => {
    const next = history.next;
    return {
      title: doc.title,
      tools,
      grid: doc.grid,
      picture: doc.picture ?? { width: doc.grid.columns * doc.grid.cell, height: doc.grid.rows * doc.grid.cell },
      gridShown,
      ...(next.undo ? { undo: next.undo } : {}),
      ...(next.redo ? { redo: next.redo } : {}),
      suggested: suggestions ? suggestions.reduce((a, v) => a + v, 0) : undefined,
      suggesting,
      check: live.result,
      checking: live.busy,
      saving,
      ...(saved ? { saved } : {}),
      status,
      ...(gridProblem ? { gridProblem } : {}),
      gridFixed,
    };
  };
  function draw(): void {
    render(topBar(view(), intents, canvas.element), element);
  }
  draw();
  showObjects();
  scheduleCheck();
  requestAnimationFrame(() => canvas.fit());

  return {
    element,
    canvas,
    dispose() {
      window.removeEventListener('keydown', onKey);
      live.stop();
      canvas.dispose();
      // The decoded picture holds width x height x 4 bytes: let it go with the screen.
      if (deps.art?.source instanceof ImageBitmap) deps.art.source.close();
    },
  };
}
