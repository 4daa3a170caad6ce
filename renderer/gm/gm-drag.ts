/**
 * GM move by drag, as on a VTT: a press on a token and a drag puts it on the cell where it is let
 * go (a `gm.move`, no movement cost); a press on the ground pans the map as ever; a press and
 * release on a token without moving is the map's click (it selects). Alt + drag works the same.
 * The decisions are a pure step (`dragStep`, unit-tested); the listener runs in the capture phase
 * and takes every event of a press on a token, so the map neither pans nor reads the drop as a
 * click; a release in place is handed back to the map as its click on that cell.
 */
import type { BattleMap } from '../../src/battle/map';
import { cellAtScreen, type Point } from '../table/coords';
import { CLICK_SLOP } from '../table/map-input';
import type { TableMap } from '../table/table-map';

export type DragState = { readonly kind: 'idle' } | { readonly kind: 'pressed'; readonly unit: string; readonly start: Point; readonly from: Point; readonly moved: boolean };

export type DragInput =
  /** `unit`: the token the GM may move under the pointer, if any; `from`: its cell. */
  | { readonly type: 'down'; readonly at: Point; readonly button: number; readonly shift: boolean; readonly unit: string | null; readonly from: Point | null }
  | { readonly type: 'move'; readonly at: Point }
  /** `cell`: the cell under the pointer when let go (null off the map). */
  | { readonly type: 'up'; readonly cell: Point | null };

/** 'pass': the map handles the event as ever; 'stop': the drag takes it; a drop: the token goes there; a click: the map's click on the cell. */
export type DragEffect = 'pass' | 'stop' | { readonly drop: { readonly unit: string; readonly to: Point } } | { readonly click: Point };

export const DRAG_IDLE: DragState = { kind: 'idle' };

export function dragStep(s: DragState, e: DragInput): { readonly state: DragState; readonly effect: DragEffect } {
  switch (e.type) {
    case 'down':
      // Shift + drag is the map's ruler; the ground pans.
      if (e.button !== 0 || e.shift || e.unit === null || e.from === null) return { state: DRAG_IDLE, effect: 'pass' };
      return { state: { kind: 'pressed', unit: e.unit, start: e.at, from: e.from, moved: false }, effect: 'stop' };
    case 'move':
      if (s.kind === 'idle') return { state: s, effect: 'pass' };
      return { state: s.moved || Math.hypot(e.at.x - s.start.x, e.at.y - s.start.y) <= CLICK_SLOP ? s : { ...s, moved: true }, effect: 'stop' };
    case 'up': {
      if (s.kind === 'idle') return { state: s, effect: 'pass' };
      // Pressed and let go in place: the map's click on the token's cell.
      if (!s.moved) return { state: DRAG_IDLE, effect: { click: s.from } };
      const to = e.cell;
      if (!to || (to.x === s.from.x && to.y === s.from.y)) return { state: DRAG_IDLE, effect: 'stop' };
      return { state: DRAG_IDLE, effect: { drop: { unit: s.unit, to } } };
    }
  }
}

export interface DragHandlers {
  /** The token the GM may move on a cell (one the GM's map shows), if any. */
  readonly unitAt: (cell: Point) => string | null;
  readonly drop: (unit: string, to: Point) => void;
  /** A press and release in place on a token: the map's click on it. */
  readonly click: (cell: Point, unit: string) => void;
}

export function gmDrag(view: TableMap, map: BattleMap, on: DragHandlers): () => void {
  // The pointer is captured by the map's element itself, so every event of a token drag comes here first.
  const host = view.element;
  let state: DragState = DRAG_IDLE;
  const local = (e: PointerEvent): Point => {
    const r = host.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const cellOf = (e: PointerEvent): Point | null => {
    const r = host.getBoundingClientRect();
    return cellAtScreen({ width: map.width, height: map.height, cell: map.tileWidth }, view.camera(), { width: r.width, height: r.height }, local(e));
  };
  const run = (e: PointerEvent, input: DragInput): void => {
    const pressed = state.kind === 'pressed' ? state.unit : null;
    const r = dragStep(state, input);
    state = r.state;
    if (r.effect === 'pass') return;
    e.stopPropagation();
    e.preventDefault();
    if (r.effect === 'stop') return;
    if ('drop' in r.effect) on.drop(r.effect.drop.unit, r.effect.drop.to);
    else if (pressed) on.click(r.effect.click, pressed);
  };
  const down = (e: PointerEvent): void => {
    const cell = cellOf(e);
    run(e, { type: 'down', at: local(e), button: e.button, shift: e.shiftKey, unit: cell ? on.unitAt(cell) : null, from: cell });
    if (state.kind === 'pressed') {
      host.focus({ preventScroll: true });
      host.setPointerCapture(e.pointerId);
    }
  };
  const move = (e: PointerEvent): void => run(e, { type: 'move', at: local(e) });
  const up = (e: PointerEvent): void => run(e, { type: 'up', cell: cellOf(e) });
  const cancel = (): void => {
    state = DRAG_IDLE;
  };
  host.addEventListener('pointerdown', down, { capture: true });
  host.addEventListener('pointermove', move, { capture: true });
  host.addEventListener('pointerup', up, { capture: true });
  host.addEventListener('pointercancel', cancel, { capture: true });
  return () => {
    host.removeEventListener('pointerdown', down, { capture: true });
    host.removeEventListener('pointermove', move, { capture: true });
    host.removeEventListener('pointerup', up, { capture: true });
    host.removeEventListener('pointercancel', cancel, { capture: true });
  };
}
