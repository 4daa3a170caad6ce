import { HOUSE_RULE_FIELDS, withHouseRule, type BattleHouseRules, type HouseRuleField } from '../../src/battle/state/house-rules';
import { h } from '../ui/dom';
import './house-rules.css';

/**
 * The "House rules" fields, one per rule of src/battle/state/house-rules.ts,
 * for Settings (the defaults of new battles) and the battle set-up (this battle). Each change is
 * checked by the rules module; a refused value is named under the field and not kept.
 */
export interface HouseRulesForm {
  readonly element: HTMLElement;
  /** Shows these rules (after a reset, or when the set-up's draft changes). */
  show(rules: BattleHouseRules): void;
}

export function houseRulesForm(options: { idPrefix: string; rules: BattleHouseRules; legend?: string; onChange(next: BattleHouseRules): void }): HouseRulesForm {
  let rules = options.rules;
  const inputs = new Map<string, { field: HouseRuleField; input: HTMLInputElement | HTMLSelectElement; error: HTMLElement }>();
  const rows: HTMLElement[] = [];
  for (const field of HOUSE_RULE_FIELDS) {
    const id = `${options.idPrefix}-${field.name}`;
    const error = h('span', { class: 'hint error', id: `${id}-error`, role: 'alert' });
    let input: HTMLInputElement | HTMLSelectElement;
    if (field.kind === 'choice') {
      const select = h('select', { id, 'aria-describedby': `${id}-hint` });
      for (const c of field.choices) select.append(h('option', { value: c.value }, c.label));
      input = select;
    } else if (field.kind === 'number') {
      input = h('input', { id, type: 'number', min: field.min, max: field.max, step: field.step, inputmode: 'numeric', 'aria-describedby': `${id}-hint` });
    } else {
      input = h('input', { id, type: 'checkbox', 'aria-describedby': `${id}-hint` });
    }
    const commit = () => {
      const value = field.kind === 'switch' ? (input as HTMLInputElement).checked : field.kind === 'number' ? Number(input.value) : input.value;
      const r = withHouseRule(rules, field.name, value);
      if (!r.ok) {
        error.textContent = r.reason;
        input.setAttribute('aria-invalid', 'true');
        return;
      }
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      rules = r.rules;
      options.onChange(rules);
    };
    input.addEventListener('change', commit);
    inputs.set(field.name, { field, input, error });
    const unit = field.kind === 'number' ? h('span', { class: 'unit' }, field.unit) : null;
    rows.push(
      h(
        'div',
        { class: 'field' },
        h('label', { for: id }, field.label),
        h('span', { class: 'control' }, input, unit),
        h('span', { class: 'hint', id: `${id}-hint` }, field.ruling ? `${field.hint} (${field.ruling})` : field.hint),
        error,
      ),
    );
  }
  const show = (next: BattleHouseRules) => {
    rules = next;
    for (const { field, input, error } of inputs.values()) {
      const v = next[field.name];
      if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = v === true;
      else input.value = String(v);
      error.textContent = '';
      input.removeAttribute('aria-invalid');
    }
  };
  show(rules);
  const element = h('fieldset', { class: 'house-rules' }, h('legend', {}, options.legend ?? 'House rules'), ...rows);
  return { element, show };
}
