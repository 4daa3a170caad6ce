/**
 * What the acting unit can do now (issue 5 points 4 and 6): target and attack choice with the
 * preview beside them before anything is committed, reload, dodge, hold, flash-bang, first aid,
 * and the "End turn" button. Every button names its key; every choice is a labelled control.
 */
import { WALK_METERS, type BattleState, type LegalActions, type Unit } from '../../src/battle';
import { button, h } from '../ui/dom';
import type { AttackOption } from './attack-options';

export interface ActionHandlers {
  chooseTarget(id: string | null): void;
  chooseOption(key: string): void;
  attack(): void;
  reload(): void;
  dodge(): void;
  hold(until: { value: number } | { unit: string }): void;
  throwAtCursor(): void;
  firstAid(patient: string): void;
  endTurn(): void;
}

export interface ActionInput {
  readonly state: BattleState;
  readonly unit: Unit;
  readonly legal: LegalActions;
  readonly targets: readonly string[];
  readonly target: string | null;
  readonly options: readonly AttackOption[];
  readonly option: AttackOption | undefined;
  readonly preview: HTMLElement | null;
  readonly cursorLabel: string;
}

const nameOf = (state: BattleState, id: string): string => state.units.find((u) => u.id === id)?.name ?? id;

function labelled(id: string, label: string, control: HTMLElement): HTMLElement {
  return h('div', { class: 'field' }, h('label', { for: id }, label), control);
}

export function actionPanel(a: ActionInput, on: ActionHandlers): HTMLElement {
  const { state, unit, legal } = a;
  const walkLeft = Math.max(0, WALK_METERS - unit.turn.moved);
  const targetSel = h('select', { id: 'bt-target' },
    h('option', { value: '' }, a.targets.length === 0 ? 'No target in reach' : 'Choose a target (T)'),
    ...a.targets.map((t) => h('option', { value: t, selected: t === a.target }, nameOf(state, t))));
  targetSel.addEventListener('change', () => on.chooseTarget(targetSel.value || null));
  const optionSel = h('select', { id: 'bt-attack-with', disabled: a.options.length === 0 }, ...a.options.map((o) => h('option', { value: o.key, selected: o.key === a.option?.key }, o.label)));
  optionSel.addEventListener('change', () => on.chooseOption(optionSel.value));

  const holdSel = h('select', { id: 'bt-hold-until' },
    h('option', { value: `v:${legal.holdBelow - 1}` }, `to initiative ${legal.holdBelow - 1}`),
    ...legal.holdUntil.map((id) => h('option', { value: `u:${id}` }, `until ${nameOf(state, id)} acts`)));
  const aidSel = h('select', { id: 'bt-first-aid', disabled: legal.firstAid.length === 0 },
    ...(legal.firstAid.length === 0 ? [h('option', { value: '' }, 'Nobody to treat')] : legal.firstAid.map((id) => h('option', { value: id }, nameOf(state, id)))));

  const attackBtn = button('Attack (A)', () => on.attack(), { class: 'btn primary', disabled: !a.option, 'aria-keyshortcuts': 'A' });
  return h('section', { class: 'panel actions', 'aria-labelledby': 'bt-actions-title' },
    h('h2', { id: 'bt-actions-title' }, `${unit.name} acts`),
    h('p', { class: 'dim small' }, unit.turn.acted
      ? 'Action spent.'
      : `Walk ${walkLeft.toFixed(1)} m more (bright cells), or run as the action (dim cells). Click a cell or press Enter on it.`),
    labelled('bt-target', 'Target', targetSel),
    labelled('bt-attack-with', 'Attack with', optionSel),
    a.preview ?? h('p', { class: 'dim small' }, 'Hover an enemy, or pick a target, to see the odds before you commit.'),
    h('div', { class: 'buttons' },
      attackBtn,
      button('Reload (R)', () => on.reload(), { class: 'btn', disabled: !legal.reload, 'aria-keyshortcuts': 'R' }),
      button('Dodge (D)', () => on.dodge(), { class: 'btn', disabled: !legal.dodge || unit.turn.acted, 'aria-keyshortcuts': 'D' }),
      button(`Flash-bang at ${a.cursorLabel} (X)`, () => on.throwAtCursor(), { class: 'btn', disabled: !legal.canThrow, 'aria-keyshortcuts': 'X' })),
    h('div', { class: 'row' },
      labelled('bt-hold-until', 'Hold', holdSel),
      button('Hold (H)', () => {
        const v = holdSel.value;
        on.hold(v.startsWith('u:') ? { unit: v.slice(2) } : { value: Number(v.slice(2)) });
      }, { class: 'btn', 'aria-keyshortcuts': 'H' })),
    h('div', { class: 'row' },
      labelled('bt-first-aid', 'First aid on', aidSel),
      button('First aid (I)', () => aidSel.value && on.firstAid(aidSel.value), { class: 'btn', disabled: legal.firstAid.length === 0, 'aria-keyshortcuts': 'I' })),
    button('End turn', () => on.endTurn(), { class: 'btn end-turn', 'aria-keyshortcuts': 'E' }));
}
