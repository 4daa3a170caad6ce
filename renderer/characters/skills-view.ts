import { ladderWord } from '../../src/core/ladder';
import { ATTRIBUTE_IDS, type AttributeId } from '../../src/ops/data/attributes';
import type { SkillDifficulty } from '../../src/ops/data/skills';
import { FIELD_SKILLS, addCustomSkill, addFieldSkill, lowerSkill, raiseSkill, removeSkill, skillRows, type SkillRow } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import { button, h } from '../ui/dom';
import type { Apply } from './apply';
import { keyed, select, smallButton, textInput } from './ui';

/** What the add-a-skill forms hold between renders. */
export interface SkillForms {
  filter: string;
  fieldSkill: string;
  field: string;
  fieldDifficulty: SkillDifficulty;
  customName: string;
  customAttribute: AttributeId;
  customDifficulty: SkillDifficulty;
}

const DIFFICULTIES: readonly SkillDifficulty[] = ['Easy', 'Average', 'Hard'];

function rating(r: SkillRow): Node {
  if (r.rating === null) return h('span', { class: 'none' }, 'none');
  return document.createTextNode(ladderWord(r.rating));
}

function row(agent: Agent, r: SkillRow, apply: Apply): HTMLElement {
  const removable = r.custom || r.field !== undefined;
  return h(
    'tr',
    { class: r.bought ? 'bought' : '', 'data-row': `skill-${r.key}` },
    h('td', {}, r.label, r.custom ? h('span', { class: 'muted' }, ' (own)') : null),
    h('td', { class: 'mono' }, r.attribute),
    h('td', {}, r.difficulty),
    h('td', { class: 'rating' }, r.defaultRating === null ? h('span', { class: 'none' }, 'none') : ladderWord(r.defaultRating)),
    h('td', { class: 'rating' }, rating(r)),
    h('td', { class: 'num' }, String(r.cost)),
    h('td', { class: 'num muted' }, r.raiseCost === null ? 'cap' : `+${r.raiseCost}`),
    h(
      'td',
      { class: 'steps' },
      smallButton('−', `Lower ${r.label}`, () => apply((a) => lowerSkill(a, r.entry)), { disabled: !r.canLower, key: `skill-${r.key}-lower` }),
      smallButton('+', `Raise ${r.label}`, () => apply((a) => raiseSkill(a, r.entry)), { disabled: !r.canRaise, key: `skill-${r.key}-raise` }),
      removable ? smallButton('×', `Remove ${r.label}`, () => apply((a) => removeSkill(a, r.entry)), { key: `skill-${r.key}-remove` }) : null,
    ),
  );
}

/** All listed skills with defaults, live cost and caps (R-OPS-7), per-field and custom ones. */
export function skillsView(agent: Agent, apply: Apply, forms: SkillForms, refresh: () => void): Node[] {
  const words = forms.filter.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = skillRows(agent).filter((r) => words.every((w) => `${r.label} ${r.attribute} ${r.difficulty}`.toLowerCase().includes(w)));
  const fieldDef = FIELD_SKILLS.find((s) => s.name === forms.fieldSkill);
  const filter = h('input', { type: 'search', 'aria-label': 'Filter skills', placeholder: 'Filter skills', value: forms.filter });
  filter.value = forms.filter;
  keyed(filter, 'skill-filter');
  filter.addEventListener('input', () => {
    forms.filter = filter.value;
    refresh();
  });
  return [
    h(
      'p',
      { class: 'muted' },
      'Unbought skills stand at their default (Easy ATT-1, Average ATT-2, never below Terrible); Hard skills, Knowledge and Language have none. ',
      'Skills stop at ATT+2 and at Superb. Cost is in skill levels; "Next" is what one more level costs.',
    ),
    h('div', { class: 'toolbar' }, filter, h('span', { class: 'muted mono' }, `${agent.skills.length} bought`)),
    h(
      'table',
      { class: 'ledger', 'aria-label': 'Skills' },
      h('thead', {}, h('tr', {}, ...['Skill', 'Att', 'Difficulty', 'Default', 'Rating'].map((t) => h('th', {}, t)), h('th', { class: 'num' }, 'Cost'), h('th', { class: 'num' }, 'Next'), h('th', { class: 'num' }, 'Change'))),
      h('tbody', {}, ...rows.map((r) => row(agent, r, apply))),
    ),
    h('h3', {}, 'Add a field, language, aircraft or terrain'),
    h(
      'div',
      { class: 'inline-form' },
      select('Skill taken per field', FIELD_SKILLS.map((s) => s.name), forms.fieldSkill, (v) => {
        forms.fieldSkill = v;
        refresh();
      }, 'field-skill'),
      fieldDef?.field.kind === 'choice'
        ? select(`Choose the ${fieldDef.field.label}`, fieldDef.field.options, fieldDef.field.options.includes(forms.field) ? forms.field : (fieldDef.field.options[0] ?? ''), (v) => (forms.field = v), 'field-choice')
        : keyed(textInput(fieldDef && fieldDef.field.kind === 'free' ? `Name the ${fieldDef.field.label}` : 'Field', forms.field, (v) => (forms.field = v), { placeholder: fieldDef?.field.kind === 'free' ? fieldDef.field.label : '' }), 'field-name'),
      fieldDef?.difficulty === null ? select('Language difficulty', DIFFICULTIES, forms.fieldDifficulty, (v) => (forms.fieldDifficulty = v as SkillDifficulty), 'field-difficulty') : null,
      keyed(
        button('Add field skill', () => {
          const choice = fieldDef?.field.kind === 'choice' ? (fieldDef.field.options.includes(forms.field) ? forms.field : (fieldDef.field.options[0] ?? '')) : forms.field;
          apply((a) => addFieldSkill(a, forms.fieldSkill, choice, fieldDef?.difficulty === null ? forms.fieldDifficulty : undefined));
        }),
        'field-add',
      ),
    ),
    h('h3', {}, 'Add a skill of your own'),
    h(
      'div',
      { class: 'inline-form' },
      keyed(textInput('Custom skill name', forms.customName, (v) => (forms.customName = v), { placeholder: 'e.g. Lip Reading' }), 'custom-name'),
      select('Custom skill attribute', ATTRIBUTE_IDS, forms.customAttribute, (v) => (forms.customAttribute = v as AttributeId), 'custom-attribute'),
      select('Custom skill difficulty', DIFFICULTIES, forms.customDifficulty, (v) => (forms.customDifficulty = v as SkillDifficulty), 'custom-difficulty'),
      keyed(button('Add custom skill', () => apply((a) => addCustomSkill(a, forms.customName, forms.customAttribute, forms.customDifficulty))), 'custom-add'),
    ),
  ];
}
