/**
 * What one seat has chosen at the table between two commands: the unit it looks at, the target
 * it pinned, the cell under the pointer or cursor, the way to attack, a run waiting for its
 * confirmation, its hold and first-aid choices. Plain data, changed only by `reduceUi`; a new
 * seat at the table starts from `freshUi` (nothing of the last seat's choices stays: a hand-over
 * leaves nothing behind).
 */
import type { Cell } from '../../../src/battle/geometry';

export interface TableUi {
  /** The table flow's sitting this belongs to (renderer/flow README: a new seat starts afresh). */
  readonly sitting: number;
  readonly selected: string | null;
  /** The target chosen with T, the list or a click; a hovered enemy wins over it while hovered. */
  readonly target: string | null;
  /** The cell under the pointer (or the keyboard cursor): the move and attack previews follow it. */
  readonly hover: Cell | null;
  /** The way to attack chosen for the target (attack-options.ts keys). */
  readonly option: string | null;
  /** A run cell picked once: the run waits for a second click, Enter or its button (it spends the action). */
  readonly runAt: Cell | null;
  /** "v:-1" (hold to a value) or "u:<unit>" (until it acts), R-OPS-28. */
  readonly hold: string | null;
  readonly patient: string | null;
  /** An action whose key asked once (it spends the action, R-OPS-34): the same key again takes it. */
  readonly asked: string | null;
}

export function freshUi(sitting: number): TableUi {
  return { sitting, selected: null, target: null, hover: null, option: null, runAt: null, hold: null, patient: null, asked: null };
}

export type UiChange =
  | { readonly type: 'select'; readonly unit: string | null }
  | { readonly type: 'target'; readonly unit: string | null }
  | { readonly type: 'hover'; readonly cell: Cell | null }
  | { readonly type: 'option'; readonly key: string }
  | { readonly type: 'run.pick'; readonly cell: Cell }
  | { readonly type: 'run.cancel' }
  | { readonly type: 'hold.choose'; readonly value: string }
  | { readonly type: 'aid.choose'; readonly patient: string }
  /** A key asked before taking the action `id` (null: the question is dropped). */
  | { readonly type: 'ask'; readonly id: string | null }
  /** After a command was taken: the pending run and the pinned target's choices are spent. */
  | { readonly type: 'acted' };

const sameCell = (a: Cell | null, b: Cell | null): boolean => a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

export function reduceUi(ui: TableUi, change: UiChange): TableUi {
  switch (change.type) {
    case 'select':
      return ui.selected === change.unit ? ui : { ...ui, selected: change.unit, runAt: null, asked: null };
    case 'target':
      return ui.target === change.unit ? ui : { ...ui, target: change.unit };
    case 'hover':
      return sameCell(ui.hover, change.cell) ? ui : { ...ui, hover: change.cell };
    case 'option':
      return ui.option === change.key ? ui : { ...ui, option: change.key };
    case 'run.pick':
      return sameCell(ui.runAt, change.cell) ? ui : { ...ui, runAt: change.cell };
    case 'run.cancel':
      return ui.runAt === null ? ui : { ...ui, runAt: null };
    case 'hold.choose':
      return { ...ui, hold: change.value };
    case 'aid.choose':
      return { ...ui, patient: change.patient };
    case 'ask':
      return ui.asked === change.id ? ui : { ...ui, asked: change.id };
    case 'acted':
      return { ...ui, runAt: null, asked: null };
  }
}
