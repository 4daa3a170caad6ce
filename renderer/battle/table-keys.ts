/**
 * What a battle key (battle-keys.ts) does at the table now, from the table model: run one of the
 * side panel's actions by its id (the same items the buttons draw, so a key and its button never
 * disagree), walk the targets and the ways to attack, or say why not. The controller
 * (table-controller.ts) gives it the model and its hands.
 */
import type { Cell } from '../../src/battle/geometry';
import { knownUnit } from '../../src/battle/view';
import { attackOptions, keepOption } from './attack-options';
import type { BattleKeyAction } from './battle-keys';
import type { ActionItem } from './model/actions';
import type { TableModel } from './model/table-model';
import type { TableUi, UiChange } from './model/ui-state';
import { isRuleKey, takeRuleKey } from './rule-keys';

export interface KeyContext {
  readonly model: TableModel;
  readonly ui: TableUi;
  act(a: ActionItem): void;
  change(c: UiChange): void;
  /** A held unit of the seat steps in now (R-OPS-28). */
  actNow(unit: string): void;
  say(text: string): void;
  cursorTo(cell: Cell): void;
}

/** True when the key was used. */
export function tableKey(action: BattleKeyAction, c: KeyContext): boolean {
  const m = c.model;
  if (m.screen.kind !== 'board' && m.screen.kind !== 'over' && m.screen.kind !== 'watching') return false;
  const side = m.side;
  const find = (id: string): ActionItem | undefined =>
    [side.bar?.attack, side.bar?.endTurn, side.bar?.reload, side.move?.confirm, ...side.actions, ...(side.defence?.answers ?? [])].find((a): a is ActionItem => a?.id === id);
  const run = (id: string): boolean => {
    const a = find(id);
    if (!a) return false;
    c.act(a);
    return true;
  };
  // Solo comforts (model/seat-control.ts): on the seat's board, and while the solo seat watches its side played.
  if (action === 'seat-finish' || action === 'seat-toggle') {
    const a = action === 'seat-finish' ? m.control.finish : m.control.toggle;
    if (a) c.act(a);
    else c.say(action === 'seat-finish' ? 'Only on your own turn.' : 'No side of yours to hand over or take back now.');
    return true;
  }
  // The rules keys (block, weapons, pick-up, doors: R-OPS-33..35) take their button or say why not.
  if (isRuleKey(action)) return takeRuleKey(action, side, m.choices.legal !== null, (a) => c.act(a), (t) => c.say(t), { asked: c.ui.asked, ask: (id) => c.change({ type: 'ask', id }) });
  if (side.defence) {
    if (action === 'dodge') return run('dodge') || run('block');
    if (action === 'no-dodge') return run('no-defence');
    return false;
  }
  const legal = m.choices.legal;
  if (!legal) return false;
  if (typeof action === 'object') {
    const target = side.bar?.target.value || null;
    const o = target ? attackOptions(legal, target).find((x) => x.key === `semi-${action.shots}`) : undefined;
    if (o) c.change({ type: 'option', key: o.key });
    return o !== undefined;
  }
  switch (action) {
    case 'attack':
      if (!run('attack')) c.say('Pick a target in reach first (T, or click an enemy).');
      return true;
    case 'next-target': {
      const targets = m.choices.targets;
      if (targets.length === 0) {
        c.say(side.bar?.targetNote ?? 'Nobody in reach.');
        return true;
      }
      const i = c.ui.target === null ? -1 : targets.indexOf(c.ui.target);
      const next = targets[(i + 1) % targets.length] ?? null;
      c.change({ type: 'target', unit: next });
      const u = next !== null && m.view ? knownUnit(m.view, next) : undefined;
      if (u) c.cursorTo(u.cell);
      return true;
    }
    case 'next-option': {
      const target = side.bar?.target.value || null;
      const options = target ? attackOptions(legal, target) : [];
      if (options.length === 0) return true;
      const i = options.findIndex((o) => o.key === keepOption(options, c.ui.option)?.key);
      c.change({ type: 'option', key: options[(i + 1) % options.length]?.key ?? '' });
      return true;
    }
    case 'end-turn':
      return run('end-turn');
    case 'dodge':
      return run('dodge');
    case 'hold':
      return run('hold');
    case 'act-now': {
      const held = side.actNow[0];
      if (held) c.actNow(held);
      else c.say('None of your units is holding.');
      return true;
    }
    case 'reload':
      return run('reload');
    case 'throw':
      return run('throw');
    case 'first-aid':
      if (!run('first-aid')) c.say('Nobody to treat.');
      return true;
    case 'clear-target':
      c.change({ type: 'target', unit: null });
      c.change({ type: 'run.cancel' });
      return false;
    // The help is the screen's; "no-dodge" answers only a defence question (above).
    case 'help':
    case 'no-dodge':
      return false;
  }
}
