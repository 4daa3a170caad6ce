import type { Point } from './coords';
import { actionFor, keyName, type KeyBinding, type ToggleName } from './keyboard';

/**
 * DOM input for the map: pointer drag pans, a click acts, Shift+drag measures between two points,
 * the wheel zooms toward the pointer, and keys go through keyboard.ts. The map owns what they do.
 */
export interface MapInputTarget {
  bindings(): readonly KeyBinding[];
  /** Held arrow keys: -1, 0 or 1 on each axis. */
  pan(dx: number, dy: number): void;
  zoomStep(direction: 1 | -1): void;
  wheel(factor: number, at: Point): void;
  drag(dx: number, dy: number): void;
  pointerAt(p: Point | null): void;
  click(p: Point): void;
  rulerDrag(p: Point, phase: 'start' | 'move'): void;
  cursorStep(dx: number, dy: number): void;
  /** False when there is no unit to go to (Tab then leaves the map). */
  cycle(direction: 1 | -1, tab: boolean): boolean;
  activate(): void;
  measure(): void;
  measureFromCursor(): void;
  toggle(name: ToggleName): void;
  centre(): void;
  cancel(): void;
}

/** How far (screen pixels) a press may move and still be a click. */
export const CLICK_SLOP = 4;

export function bindMapInput(host: HTMLElement, canvas: HTMLCanvasElement, t: MapInputTarget): () => void {
  const held = new Set<string>();
  const local = (e: { clientX: number; clientY: number }): Point => {
    // The host, not the canvas: the canvas overhangs it and slides while the map pans (canvas-slide.ts).
    const r = host.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const updatePan = (): void => {
    const dx = (held.has('arrowright') ? 1 : 0) - (held.has('arrowleft') ? 1 : 0);
    const dy = (held.has('arrowdown') ? 1 : 0) - (held.has('arrowup') ? 1 : 0);
    t.pan(dx, dy);
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    const name = keyName(e);
    if (name === undefined) return;
    const bound = t.bindings().find((b) => b.key === name);
    if (bound) {
      e.preventDefault();
      bound.run();
      return;
    }
    const action = actionFor(name);
    if (!action) return;
    switch (action.kind) {
      case 'pan':
        held.add(name);
        updatePan();
        break;
      case 'cursor':
        t.cursorStep(action.dx, action.dy);
        break;
      case 'zoom':
        t.zoomStep(action.direction);
        break;
      case 'cycle':
        // Past the last unit, Tab moves focus on to the panels: the map never traps the keyboard.
        if (!t.cycle(action.direction, action.tab)) return;
        break;
      case 'activate':
        t.activate();
        break;
      case 'measure':
        t.measure();
        break;
      case 'measure-from-cursor':
        t.measureFromCursor();
        break;
      case 'toggle':
        t.toggle(action.toggle);
        break;
      case 'centre':
        t.centre();
        break;
      case 'cancel':
        t.cancel();
        break;
    }
    e.preventDefault();
  };
  const onKeyUp = (e: KeyboardEvent): void => {
    const key = e.key.toLowerCase();
    if (held.delete(key)) updatePan();
  };
  const onBlur = (): void => {
    held.clear();
    updatePan();
  };

  let down: { id: number; start: Point; last: Point; moved: boolean; ruler: boolean } | null = null;
  const onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    host.focus({ preventScroll: true });
    canvas.setPointerCapture(e.pointerId);
    const p = local(e);
    down = { id: e.pointerId, start: p, last: p, moved: false, ruler: e.shiftKey };
    if (e.shiftKey) t.rulerDrag(p, 'start');
  };
  const onPointerMove = (e: PointerEvent): void => {
    const p = local(e);
    if (down && down.id === e.pointerId) {
      if (Math.hypot(p.x - down.start.x, p.y - down.start.y) > CLICK_SLOP) down.moved = true;
      if (down.ruler) t.rulerDrag(p, 'move');
      else if (down.moved) t.drag(p.x - down.last.x, p.y - down.last.y);
      down.last = p;
    }
    t.pointerAt(p);
  };
  const onPointerUp = (e: PointerEvent): void => {
    if (!down || down.id !== e.pointerId) return;
    if (!down.moved && !down.ruler) t.click(local(e));
    down = null;
  };
  const onPointerLeave = (): void => {
    if (!down) t.pointerAt(null);
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    t.wheel(Math.exp(-e.deltaY * lines * 0.0015), local(e));
  };

  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('keyup', onKeyUp);
  host.addEventListener('blur', onBlur);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('pointerleave', onPointerLeave);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('keyup', onKeyUp);
    host.removeEventListener('blur', onBlur);
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerUp);
    canvas.removeEventListener('pointerleave', onPointerLeave);
    canvas.removeEventListener('wheel', onWheel);
  };
}
