import { applyShape, type DocShape, type MakerDoc } from './doc';
import type { CellEdits } from './paint';
import type { MissionObject } from './objects';

/**
 * Undo and redo of every edit the maker makes (Ctrl+Z, Ctrl+Y): painted cells (a whole stroke,
 * rectangle or fill is one entry), accepted suggestions, mission objects, and grid changes (which
 * keep the whole paint before and after, since a new grid moves every cell). Bounded: the oldest
 * entries go first past MAX_ENTRIES or MAX_BYTES of kept paint.
 */
export type HistoryEntry =
  | { readonly kind: 'cells'; readonly label: string; readonly edits: CellEdits; readonly objects?: { readonly before: readonly MissionObject[]; readonly after: readonly MissionObject[] } }
  | { readonly kind: 'shape'; readonly label: string; readonly before: DocShape; readonly after: DocShape }
  | { readonly kind: 'objects'; readonly label: string; readonly before: readonly MissionObject[]; readonly after: readonly MissionObject[] };

/** What an undo or redo changed, for the view: the cells to draw again, the objects, or everything. */
export interface Changed {
  readonly cells?: Int32Array;
  readonly objects?: boolean;
  readonly all?: boolean;
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 256 * 1024 * 1024;

function bytesOf(e: HistoryEntry): number {
  if (e.kind === 'cells') return e.edits.reduce((n, c) => n + c.cells.length * 6, 0) + (e.objects ? (e.objects.before.length + e.objects.after.length) * 64 : 0);
  if (e.kind === 'objects') return (e.before.length + e.after.length) * 64;
  return Object.values(e.before.layers).reduce((n, l) => n + l.length, 0) + Object.values(e.after.layers).reduce((n, l) => n + l.length, 0);
}

export class History {
  private done: HistoryEntry[] = [];
  private undone: HistoryEntry[] = [];
  private bytes = 0;

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** The label of what Undo and Redo would take back or do again ("Undo wall (rectangle)"). */
  get next(): { undo?: string; redo?: string } {
    const u = this.done[this.done.length - 1];
    const r = this.undone[this.undone.length - 1];
    return { ...(u ? { undo: u.label } : {}), ...(r ? { redo: r.label } : {}) };
  }

  /** Records an edit already made; an empty one (nothing changed) is not kept. */
  push(entry: HistoryEntry): void {
    if (entry.kind === 'cells' && entry.edits.length === 0 && !entry.objects) return;
    this.done.push(entry);
    this.bytes += bytesOf(entry);
    this.undone = [];
    while (this.done.length > MAX_ENTRIES || (this.bytes > MAX_BYTES && this.done.length > 1)) {
      const old = this.done.shift();
      if (old) this.bytes -= bytesOf(old);
    }
  }

  undo(doc: MakerDoc): Changed | undefined {
    const e = this.done.pop();
    if (!e) return undefined;
    this.undone.push(e);
    this.bytes -= bytesOf(e);
    return apply(doc, e, 'before');
  }

  redo(doc: MakerDoc): Changed | undefined {
    const e = this.undone.pop();
    if (!e) return undefined;
    this.done.push(e);
    this.bytes += bytesOf(e);
    return apply(doc, e, 'after');
  }
}

function apply(doc: MakerDoc, e: HistoryEntry, side: 'before' | 'after'): Changed {
  if (e.kind === 'shape') {
    applyShape(doc, e[side]);
    return { all: true };
  }
  if (e.kind === 'objects') {
    doc.objects = e[side].map((o) => ({ ...o }));
    return { objects: true };
  }
  const touched = new Set<number>();
  for (const c of e.edits) {
    const layer = doc.layers[c.channel];
    const values = c[side];
    c.cells.forEach((i, k) => {
      layer[i] = values[k] ?? 0;
      touched.add(i);
    });
  }
  if (e.objects) doc.objects = e.objects[side].map((o) => ({ ...o }));
  return { cells: Int32Array.from(touched), ...(e.objects ? { objects: true } : {}) };
}
