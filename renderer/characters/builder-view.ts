import { openRng, seedRng, type RngState } from '../../src/core/rng';
import { TEAM_COLORS, TEAM_DESIGNATIONS } from '../../src/ops/character/code-names';
import type { AttributeId } from '../../src/ops/data/attributes';
import { ANIMALS, COLORS, SPECIALTIES, checkAgent, setIdentity, setMission, suggestAnimals, type BuildResult } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { attributesView } from './attributes-view';
import { loadoutView, type LoadoutForms } from './loadout-view';
import { skillsView, type SkillForms } from './skills-view';
import { summaryView } from './summary-view';
import { traitsView } from './traits-view';
import type { Apply } from './apply';
import { keyed, rerender, section, select, textInput } from './ui';

export interface BuilderOptions {
  readonly agent: Agent;
  /** What the file is called in the header ("New agent", "Roster file jack-doe"). */
  readonly fileLabel: string;
  save(agent: Agent): Promise<string>;
  back(): void;
  sheet(agent: Agent): void;
  exportAgent(agent: Agent): void;
  /** A fresh random valid agent (the renderer seeds it from crypto.getRandomValues). */
  random(): Agent;
  /** Seed for code-name suggestions. */
  readonly seed: string;
}

function datalist(id: string, values: readonly string[]): HTMLDataListElement {
  return h('datalist', { id }, ...values.map((v) => h('option', { value: v })));
}

/** The character builder: a personnel file, live cost and balance beside it. */
export function builderView(options: BuilderOptions): Screen {
  let agent = options.agent;
  let rng: RngState = seedRng(options.seed);
  let suggestions: string[] = [];
  const trade: { from: AttributeId; to: AttributeId } = { from: 'SOC', to: 'REA' };
  const skillForms: SkillForms = { filter: '', fieldSkill: 'Knowledge', field: '', fieldDifficulty: 'Average', customName: '', customAttribute: 'MEN', customDifficulty: 'Average' };
  const loadoutForms: LoadoutForms = { weapon: 'Glock 17', equipment: 'First Aid Kit', variant: '' };

  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const say = (text: string, error = false): void => {
    status.className = error ? 'status error' : 'status';
    status.textContent = text;
  };
  const identityHost = h('div');
  const attributesHost = h('div');
  const skillsHost = h('div');
  const traitsHost = h('div');
  const loadoutHost = h('div');
  const summaryHost = h('div');
  // The latest refusal or note sits in the pinned column, so it is seen wherever the change was made.
  const aside = h('aside', { class: 'builder-aside', 'aria-label': 'Balance and problems' }, status, summaryHost);
  const stampHost = h('div');

  const refreshSummary = (): void => {
    rerender(summaryHost, () => summaryView(agent));
    const ready = checkAgent(agent).valid;
    stampHost.replaceChildren(h('div', { class: `stamp-mark ${ready ? 'ready' : ''}`, 'aria-hidden': 'true' }, ready ? 'Cleared' : 'Draft'));
  };
  const apply: Apply = (step) => {
    const r = step(agent);
    if (!r.ok) {
      say(r.reason, true);
      return;
    }
    agent = r.agent;
    say(r.notes.join(' '));
    renderAll();
  };
  const identity = (): Node[] => {
    const colorOptions = [['', 'None'], ...COLORS.map((c) => [c, TEAM_COLORS.find((t) => t.color === c) ? `${c} (${TEAM_COLORS.find((t) => t.color === c)?.role})` : c] as const)] as const;
    return [
      h(
        'div',
        { class: 'identity' },
        h('label', { class: 'id-field' }, h('span', {}, 'Name'), keyed(textInput('Agent name', agent.name, (v) => update(setIdentity(agent, { name: v })), { autocomplete: 'off' }), 'name')),
        h('label', { class: 'id-field' }, h('span', {}, 'Specialty'), keyed(textInput('Specialty', agent.specialty ?? '', (v) => update(setIdentity(agent, { specialty: v })), { list: 'specialty-list' }), 'specialty')),
        h(
          'div',
          { class: 'id-field' },
          h('span', {}, 'Animal code name (kept)'),
          keyed(textInput('Animal code name', agent.animal, (v) => update(setIdentity(agent, { animal: v })), { list: 'animal-list', autocomplete: 'off' }), 'animal'),
          h(
            'div',
            { class: 'suggestions' },
            keyed(button('Suggest animals', () => {
              const r = openRng(rng);
              suggestions = suggestAnimals(r, 4, [agent.animal]);
              rng = r.state();
              rerender(identityHost, identity);
            }), 'suggest'),
            ...suggestions.map((animal) => keyed(button(animal, () => apply((a) => setIdentity(a, { animal })), { class: 'btn small', 'aria-label': `Use ${animal}` }), `use-${animal}`)),
          ),
        ),
        h(
          'div',
          { class: 'id-field' },
          h('span', {}, 'This mission (R-OPS-10)'),
          h(
            'div',
            { class: 'suggestions' },
            select('Colour designation', colorOptions, agent.mission?.color ?? '', (v) => apply((a) => setMission(a, v ? { color: v, ...(a.mission?.designation ? { designation: a.mission.designation } : {}) } : null)), 'color'),
            select('Team designation', [['', 'No third designation'], ...TEAM_DESIGNATIONS.map((d) => [d, d] as const)], agent.mission?.designation ?? '', (v) =>
              apply((a) => setMission(a, a.mission ? { color: a.mission.color, ...(v ? { designation: v as (typeof TEAM_DESIGNATIONS)[number] } : {}) } : null)), 'designation'),
          ),
          h('small', { class: 'muted' }, 'Blue leads, Red assaults, Black or Gray intrude, Green blows and wires things; Alpha/Beta/Delta when two teams share a colour.'),
        ),
      ),
      datalist('animal-list', ANIMALS),
      datalist('specialty-list', SPECIALTIES.map((s) => s.name)),
    ];
  };
  // Typing updates the file and the balance, but leaves the text box alone.
  const update = (r: BuildResult): void => {
    if (r.ok) agent = r.agent;
    refreshSummary();
  };
  const renderSkills = (): void => rerender(skillsHost, () => skillsView(agent, apply, skillForms, renderSkills));
  const renderLoadout = (): void => rerender(loadoutHost, () => loadoutView(agent, apply, loadoutForms, renderLoadout));
  const renderAll = (): void => {
    rerender(identityHost, identity);
    rerender(attributesHost, () => attributesView(agent, apply, trade));
    renderSkills();
    rerender(traitsHost, () => traitsView(agent, apply));
    renderLoadout();
    refreshSummary();
  };

  const notes = h('textarea', { 'aria-label': 'Notes' });
  notes.value = agent.notes ?? '';
  notes.addEventListener('input', () => update(setIdentity(agent, { notes: notes.value })));

  // Never rejects: a failed save is said in the status line.
  const saveToRoster = async (): Promise<void> => {
    try {
      await options.save(agent);
      const c = checkAgent(agent);
      say(c.valid ? 'Saved to the roster. Ready for battle.' : `Saved to the roster as a draft: not battle-ready (${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}).`);
    } catch (error) {
      say(`Not saved: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  };
  const saveButton = button('Save to roster', () => void saveToRoster(), { class: 'btn primary' });

  const actions = h(
    'div',
    { class: 'toolbar' },
    saveButton,
    button('Printable sheet', () => options.sheet(agent)),
    button('Export agent file', () => options.exportAgent(agent)),
    button('Random valid agent', () => {
      agent = options.random();
      notes.value = agent.notes ?? '';
      say(`A random ${agent.specialty ?? 'agent'} drawn: ${agent.name}.`);
      renderAll();
    }),
    h('span', { class: 'spacer' }),
    button('Back to the roster', () => options.back()),
  );

  const element = h(
    'article',
    { class: 'ag-dossier', 'aria-labelledby': 'builder-title' },
    stampHost,
    h('div', { class: 'classification' }, h('strong', {}, 'Classified'), h('span', {}, `Personnel file · ${options.fileLabel}`), h('span', {}, 'Black Ops / FUDGE')),
    h('h1', { id: 'builder-title', tabindex: '-1' }, 'Agent builder'),
    actions,
    h(
      'div',
      { class: 'builder-grid' },
      h(
        'div',
        {},
        section('Identity and code name', 'identity-title', identityHost),
        section('Attributes', 'attributes-title', attributesHost),
        section('Skills', 'skills-title', skillsHost),
        section('Gifts and faults', 'traits-title', traitsHost),
        section('Loadout', 'loadout-title', loadoutHost),
        section('Notes', 'notes-title', notes),
      ),
      aside,
    ),
  );
  renderAll();
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement)) options.back();
  });
  return { element };
}
