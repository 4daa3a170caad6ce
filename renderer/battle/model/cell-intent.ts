/**
 * What a click or Enter on a map cell means now (pure): pick the enemy there as the target,
 * select a unit, walk there, or pick a run there (a run spends the action, so it waits for a
 * second click, Enter or its button), or a sentence why not.
 */
import type { BattleCommand } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import type { BattleMap } from '../../../src/battle/map';
import { knownUnit, type SeatView } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import type { SeatChoices } from './choices';
import type { TableUi, UiChange } from './ui-state';

export type CellOutcome =
  | { readonly kind: 'ui'; readonly change: UiChange }
  | { readonly kind: 'command'; readonly command: BattleCommand }
  | { readonly kind: 'say'; readonly text: string }
  | { readonly kind: 'none' };

export function cellOutcome(o: { view: SeatView | null; screen: TableScreen; choices: SeatChoices; ui: TableUi; map: BattleMap; cell: Cell; unit: string | null }): CellOutcome {
  const { view, choices, cell } = o;
  if (!view) return { kind: 'none' };
  const there = o.unit !== null ? knownUnit(view, o.unit) : undefined;
  if (o.screen.kind !== 'board' || !choices.acting || !choices.legal) return there ? { kind: 'ui', change: { type: 'select', unit: there.id } } : { kind: 'none' };
  if (there) return choices.targets.includes(there.id) ? { kind: 'ui', change: { type: 'target', unit: there.id } } : { kind: 'ui', change: { type: 'select', unit: there.id } };
  const i = cell.y * o.map.width + cell.x;
  const me = choices.acting;
  if (choices.walk.has(i)) return { kind: 'command', command: { type: 'unit.move', unit: me.id, to: cell } };
  if (choices.run.has(i)) {
    const confirmed = o.ui.runAt !== null && o.ui.runAt.x === cell.x && o.ui.runAt.y === cell.y;
    return confirmed ? { kind: 'command', command: { type: 'unit.run', unit: me.id, to: cell } } : { kind: 'ui', change: { type: 'run.pick', cell } };
  }
  return { kind: 'say', text: `${me.name} cannot reach (${cell.x}, ${cell.y}) this turn.` };
}
