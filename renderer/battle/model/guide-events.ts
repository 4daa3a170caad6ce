/**
 * What the player did at the table, in the first-battle guide's words (renderer/guide/guide-steps.ts
 * `on`): the controller reports each UI change, each accepted command and each model drawn.
 */
import type { BattleCommand } from '../../../src/battle';
import type { TableModel } from './table-model';
import type { UiChange } from './ui-state';

export function opsUiEvents(c: UiChange): readonly string[] {
  if (c.type === 'select' && c.unit !== null) return ['ops.select'];
  if (c.type === 'target' && c.unit !== null) return ['ops.odds'];
  return [];
}

/** The guide's event for each command it teaches; every other command teaches none of its steps. */
const COMMAND_EVENTS: Partial<Record<BattleCommand['type'], string>> = {
  'unit.move': 'ops.move',
  'unit.run': 'ops.move',
  'unit.attack': 'ops.attack',
  'unit.melee': 'ops.attack',
  'unit.end-turn': 'ops.end-turn',
};

export function opsCommandEvents(c: BattleCommand): readonly string[] {
  const e = COMMAND_EVENTS[c.type];
  return e ? [e] : [];
}

/** The odds are on show (an enemy hovered or picked as the target): they have been read. */
export function opsModelEvents(m: TableModel): readonly string[] {
  return m.side.preview !== null || m.side.bar?.odds ? ['ops.odds'] : [];
}
