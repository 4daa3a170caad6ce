/**
 * The GM table's own state, beside the battle: how the GM looks at the battle (the lens:
 * everything, the players, or one side, fog on or off), whether the next edits are told to the
 * players, which computer sides the GM holds (each paused on its own), and what the players'
 * display shows besides the
 * players' view (blackout, a ping, a pinned camera, the templates). Not in the battle state or
 * the log: a rewind does not take a template away. A pure reducer, so the keys and the panel
 * agree and are tested without a screen.
 */
import type { SideId } from '../../src/battle';
import type { GmLens } from '../../src/battle/view';
import { EMPTY_TEMPLATES, pinTemplate, unpinTemplate, type Point, type TemplateBoard, type TemplateShape, type TemplateWeapon } from './templates';

export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

export interface GmTable {
  readonly lens: GmLens;
  /** The fog last chosen, kept when the lens moves to another side. */
  readonly fog: boolean;
  /** The next edits are told to the players (their GM lines public). */
  readonly tell: boolean;
  /** What the GM holds: these computer sides wait for a step or a release; `round`: the round's own steps too. */
  readonly held: Held;
  readonly blackout: boolean;
  /** The newest ping (a counter, so the same cell pinged twice shows twice). */
  readonly ping: { readonly cell: Point; readonly serial: number } | null;
  /** null: the players' display follows the GM's camera; otherwise it stays on this one. */
  readonly pinned: Camera | null;
  readonly templates: TemplateBoard;
  /** The logs row under the map is shown (false: folded away, the map takes its height). */
  readonly logs: boolean;
  /** Where the next ruler or cone starts, when the GM chose a cell (else at the selected unit). */
  readonly anchor: Point | null;
}

export interface Held {
  readonly sides: readonly SideId[];
  readonly round: boolean;
}

export const NOTHING_HELD: Held = { sides: [], round: false };

export const GM_TABLE: GmTable = { lens: { kind: 'gm' }, fog: true, tell: false, held: NOTHING_HELD, blackout: false, ping: null, pinned: null, templates: EMPTY_TEMPLATES, logs: true, anchor: null };

export type GmTableEvent =
  | { readonly type: 'lens'; readonly lens: GmLens }
  | { readonly type: 'view-as.next'; readonly sides: readonly SideId[] }
  | { readonly type: 'fog.toggle' }
  | { readonly type: 'tell.toggle' }
  /** Hold every computer side and the round's own steps, or, when anything is held, release everything. */
  | { readonly type: 'hold.all'; readonly computer: readonly SideId[] }
  /** Hold one computer side, or release it. */
  | { readonly type: 'hold.side'; readonly side: SideId }
  | { readonly type: 'blackout.toggle' }
  | { readonly type: 'ping'; readonly cell: Point }
  | { readonly type: 'camera.pin'; readonly camera: Camera }
  | { readonly type: 'camera.follow' }
  | { readonly type: 'template.pin'; readonly map: { readonly metersPerTile: number; readonly width: number; readonly height: number }; readonly shape: TemplateShape; readonly weapon: TemplateWeapon | null }
  | { readonly type: 'template.remove'; readonly id: number }
  | { readonly type: 'template.remove-newest' }
  | { readonly type: 'logs.toggle' }
  /** The next ruler or cone starts on this cell; the same cell again takes the anchor away. */
  | { readonly type: 'anchor'; readonly cell: Point };

/** The lenses in the order Shift+V walks them: everything, the players, then each side. */
export function lensCycle(sides: readonly SideId[], fog: boolean): GmLens[] {
  return [{ kind: 'gm' }, { kind: 'players', fog }, ...sides.map((side): GmLens => ({ kind: 'side', side, fog }))];
}

const sameLens = (a: GmLens, b: GmLens): boolean => a.kind === b.kind && (a.kind !== 'side' || (b.kind === 'side' && a.side === b.side));

const withFog = (lens: GmLens, fog: boolean): GmLens => (lens.kind === 'gm' ? lens : { ...lens, fog });

export function gmTableStep(t: GmTable, e: GmTableEvent): GmTable {
  switch (e.type) {
    case 'lens':
      return { ...t, lens: e.lens, fog: e.lens.kind === 'gm' ? t.fog : e.lens.fog };
    case 'view-as.next': {
      const all = lensCycle(e.sides, t.fog);
      const i = all.findIndex((l) => sameLens(l, t.lens));
      return { ...t, lens: all[(i + 1) % all.length] ?? { kind: 'gm' } };
    }
    case 'fog.toggle':
      return { ...t, fog: !t.fog, lens: withFog(t.lens, !t.fog) };
    case 'tell.toggle':
      return { ...t, tell: !t.tell };
    case 'hold.all':
      return { ...t, held: anythingHeld(t.held) ? NOTHING_HELD : { sides: [...e.computer], round: true } };
    case 'hold.side': {
      const on = t.held.sides.includes(e.side);
      return { ...t, held: { ...t.held, sides: on ? t.held.sides.filter((s) => s !== e.side) : [...t.held.sides, e.side] } };
    }
    case 'blackout.toggle':
      return { ...t, blackout: !t.blackout };
    case 'ping':
      return { ...t, ping: { cell: { x: e.cell.x, y: e.cell.y }, serial: (t.ping?.serial ?? 0) + 1 } };
    case 'camera.pin':
      return { ...t, pinned: { ...e.camera } };
    case 'camera.follow':
      return { ...t, pinned: null };
    case 'template.pin':
      // A chosen start serves one template.
      return { ...t, templates: pinTemplate(t.templates, e.map, e.shape, e.weapon), anchor: null };
    case 'template.remove':
      return { ...t, templates: unpinTemplate(t.templates, e.id) };
    case 'template.remove-newest': {
      const last = t.templates.pinned.at(-1);
      return last ? { ...t, templates: unpinTemplate(t.templates, last.id) } : t;
    }
    case 'logs.toggle':
      return { ...t, logs: !t.logs };
    case 'anchor':
      return { ...t, anchor: t.anchor && t.anchor.x === e.cell.x && t.anchor.y === e.cell.y ? null : { x: e.cell.x, y: e.cell.y } };
  }
}

/** The lens in words, for the GM's bar: "Everything", "As the players (fog on)", "As Red Team (fog off)". */
export function lensWords(lens: GmLens, sideName: (id: SideId) => string): string {
  if (lens.kind === 'gm') return 'Everything (GM)';
  const fog = lens.fog ? 'fog on' : 'fog off';
  return lens.kind === 'players' ? `As the players (${fog})` : `As ${sideName(lens.side)} (${fog})`;
}

export const anythingHeld = (h: Held): boolean => h.round || h.sides.length > 0;

/**
 * Whether the computer mover the table waits for is held: a computer side (its id) or the round's
 * own steps (null). The table flow machine is paused exactly then (renderer/flow).
 */
export const isHeld = (h: Held, mover: SideId | null): boolean => (mover === null ? h.round : h.sides.includes(mover));
