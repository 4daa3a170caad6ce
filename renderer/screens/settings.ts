import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { DEFAULT_HOUSE_RULES, houseRulesFrom, houseRulesRecord } from '../../src/battle/state/house-rules';
import { houseRulesForm } from './house-rules-form';

/** The part of the settings this screen edits; the full shape lives in src/contract. */
export interface EditableSettings {
  uiScale: number;
  reducedMotion: 'system' | 'on' | 'off';
  /** Defaults for new battles, as src/battle/state/house-rules.ts reads them. */
  houseRules: Record<string, boolean | number | string>;
}

export interface SettingsScreenOptions<S extends EditableSettings> {
  load(): Promise<S>;
  save(next: S): Promise<S>;
  apply(settings: S): void;
  back(): void;
}

const SCALES = ['1', '1.25', '1.5', '1.75', '2'];

/**
 * Settings: UI scale (projector-friendly up to 200%), reduced motion, and the house rules new
 * battles start from; saved as soon as changed.
 */
export async function settingsScreen<S extends EditableSettings>(options: SettingsScreenOptions<S>): Promise<Screen> {
  let current = await options.load();
  const status = h('p', { class: 'status', role: 'status' });

  const scale = h('select', { id: 'ui-scale' });
  for (const s of SCALES) scale.append(h('option', { value: s }, `${Math.round(Number(s) * 100)}%`));
  scale.value = SCALES.includes(String(current.uiScale)) ? String(current.uiScale) : '1';

  const motion = h('select', { id: 'reduced-motion' });
  for (const [value, label] of [
    ['system', 'Follow the system setting'],
    ['on', 'Reduce motion'],
    ['off', 'Allow animation'],
  ] as const)
    motion.append(h('option', { value }, label));
  motion.value = current.reducedMotion;

  const stored = houseRulesFrom(current.houseRules);
  const rules = houseRulesForm({
    idPrefix: 'house',
    rules: stored.rules,
    legend: 'House rules for new battles',
    onChange: (next) => void commit({ houseRules: houseRulesRecord(next) }),
  });
  const reset = button('Back to the book\'s rules', () => {
    rules.show(DEFAULT_HOUSE_RULES);
    void commit({ houseRules: houseRulesRecord(DEFAULT_HOUSE_RULES) });
  }, { id: 'house-rules-reset' });
  const ignored = stored.ignored.length > 0 ? h('p', { class: 'status error' }, `Some stored house rules were not allowed and the book's are used instead: ${stored.ignored.join(' ')}`) : null;

  const commit = async (patch: Partial<EditableSettings>): Promise<void> => {
    try {
      current = await options.save({ ...current, ...patch });
      options.apply(current);
      status.className = 'status';
      status.textContent = 'Saved.';
    } catch (error) {
      status.className = 'status error';
      status.textContent = `Not saved: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  scale.addEventListener('change', () => void commit({ uiScale: Number(scale.value) }));
  motion.addEventListener('change', () => void commit({ reducedMotion: motion.value as EditableSettings['reducedMotion'] }));

  const element = h(
    'section',
    { class: 'sheet', 'aria-labelledby': 'screen-title' },
    h('p', { class: 'stamp' }, 'Configuration'),
    h('h2', { id: 'screen-title', tabindex: '-1' }, 'Settings'),
    h('div', { class: 'field' }, h('label', { for: 'ui-scale' }, 'UI scale'), scale,
      h('span', { class: 'hint' }, 'Larger type for a projector or a high-resolution screen.')),
    h('div', { class: 'field' }, h('label', { for: 'reduced-motion' }, 'Motion'), motion),
    h('h3', {}, 'House rules'),
    h('p', { class: 'hint' }, 'What a new battle starts with; the battle set-up can change them for one battle. Each battle keeps its own in its save.'),
    ignored,
    rules.element,
    h('div', { class: 'actions' }, reset),
    status,
    h('div', { class: 'actions' }, button('Back to the menu', () => options.back())),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') options.back();
  });
  return { element };
}
