/**
 * "New conspiracy game": a scenario, each seat human or computer (with its level), a seed. The
 * defaults start at once: the first seat human against computer conspiracies.
 */
import './conspiracy.css';
import type { Controller, Scenario } from '../../src/hats';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { setCurrentSession } from './current';
import { shippedScenarios } from './scenarios';
import { seatMarks } from './seat-marks';
import { ConspiracySession } from './session';

const CONTROLLERS: readonly [Controller, string][] = [
  ['human', 'Human'],
  ['cautious', 'Computer (cautious)'],
  ['cunning', 'Computer (cunning)'],
];

function randomSeed(): string {
  const words = ['amber', 'cobalt', 'ember', 'frost', 'onyx', 'slate', 'velvet', 'winter'];
  const n = new Uint32Array(2);
  crypto.getRandomValues(n);
  return `${words[(n[0] ?? 0) % words.length]}-${(n[1] ?? 0) % 10000}`;
}

export function setupScreen(params: URLSearchParams, deps: { readonly play: () => void; readonly back: () => void }): Screen {
  const { scenarios, problems } = shippedScenarios();
  const scenarioSelect = h('select', { id: 'bh-scenario' }, ...scenarios.map((s) => h('option', { value: s.id }, s.name)));
  const description = h('p', { class: 'scenario-text' });
  const seatsHost = h('div', { class: 'seat-rows' });
  const seed = h('input', { id: 'bh-seed', type: 'text', value: params.get('seed') ?? randomSeed(), spellcheck: 'false', autocomplete: 'off' });
  const status = h('p', { class: 'status error', role: 'status' }, problems.join(' '));
  let controllers: Record<string, Controller> = {};

  const scenario = (): Scenario | undefined => scenarios.find((s) => s.id === scenarioSelect.value);
  const showScenario = (): void => {
    const s = scenario();
    if (!s) return;
    description.textContent = s.description;
    const marks = seatMarks(s.seats);
    controllers = Object.fromEntries(s.seats.map((seat, i) => [seat.id, i === 0 ? 'human' : 'cautious']));
    seatsHost.replaceChildren(...s.seats.map((seat) => {
      const select = h('select', { id: `bh-seat-${seat.id}` }, ...CONTROLLERS.map(([value, label]) => h('option', { value, selected: controllers[seat.id] === value }, label)));
      select.addEventListener('change', () => {
        controllers[seat.id] = select.value as Controller;
      });
      const mark = marks.get(seat.id);
      const badge = h('span', { class: 'badge', 'aria-hidden': 'true' }, mark?.letter ?? '');
      if (mark) badge.style.setProperty('--seat', mark.colour);
      return h('div', { class: 'field seat-row' },
        h('label', { for: `bh-seat-${seat.id}` }, badge, ` ${seat.name}`),
        select,
        h('p', { class: 'hint' }, `${seat.greenbacks} greenbacks · ${seat.agents.length} Agents · ${seat.groups.length} Groups · home ${seat.homeAreas.join(', ')}`));
    }));
  };
  scenarioSelect.addEventListener('change', showScenario);
  showScenario();

  const start = (): void => {
    const s = scenario();
    if (!s) {
      status.textContent = 'No valid scenario was found.';
      return;
    }
    if (!Object.values(controllers).includes('human')) {
      status.textContent = 'At least one seat must be human (computer-only games: `blacksite conspiracy-sim`).';
      return;
    }
    const text = seed.value.trim();
    if (text === '') {
      status.textContent = 'The seed cannot be empty.';
      return;
    }
    setCurrentSession(new ConspiracySession({ scenario: s, seed: text, controllers }));
    deps.play();
  };

  const element = h('section', { class: 'sheet bh-setup', 'aria-labelledby': 'bh-setup-title' },
    h('p', { class: 'stamp' }, 'Operation planning · Black Hats'),
    h('h2', { id: 'bh-setup-title', tabindex: '-1' }, 'New conspiracy game'),
    h('div', { class: 'field' }, h('label', { for: 'bh-scenario' }, 'Scenario'), scenarioSelect),
    description,
    h('fieldset', { class: 'seats' }, h('legend', {}, 'Seats'), seatsHost),
    h('div', { class: 'field' }, h('label', { for: 'bh-seed' }, 'Seed'), seed, h('p', { class: 'hint' }, 'Same seed and same orders, same game.')),
    status,
    h('div', { class: 'actions' }, button('Start game', start, { class: 'btn primary', autofocus: true }), button('Back to the menu', deps.back)),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') deps.back();
  });
  return { element };
}
