/**
 * "New conspiracy game": a scenario, each seat human or computer (with its level), the house rules
 * (lethality R-HATS-7, turn limit R-HATS-11, Ironman R-CORE-6, random events R-HATS-17) and a seed.
 * The defaults start at once: the first seat human against computer conspiracies.
 */
import './conspiracy.css';
import { AI_LEVEL_INFO, DEFAULT_OPTIONS, optionsProblem, TURN_LIMITS, type Controller, type HatsOptions, type Scenario } from '../../src/hats';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { setCurrentSession } from './current';
import { seatSetupLine } from './format';
import { shippedScenarios } from './scenarios';
import { seatMarks } from './seat-marks';
import { ConspiracySession } from './session';
import { withRuleLinks } from '../help/rule-links';

// The computer levels, gentlest first, named and explained by the engine (src/hats/ai/levels.ts).
const CONTROLLERS: readonly [Controller, string][] = [
  ['human', 'Human'],
  ...AI_LEVEL_INFO.map((l): [Controller, string] => [l.id, `Computer (${l.name.toLowerCase()})`]),
];

export function randomSeed(): string {
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
  const lethality = h('select', { id: 'bh-lethality' }, ...[0, 1, 2, 3, 4].map((n) => h('option', { value: String(n), selected: n === DEFAULT_OPTIONS.lethality }, n === DEFAULT_OPTIONS.lethality ? `${n} (default)` : String(n))));
  const turnLimit = h('input', { id: 'bh-turn-limit', type: 'number', min: TURN_LIMITS.min, max: TURN_LIMITS.max, step: 1, inputmode: 'numeric' });
  const ironman = h('input', { id: 'bh-ironman', type: 'checkbox' });
  const events = h('input', { id: 'bh-events', type: 'checkbox', checked: DEFAULT_OPTIONS.events });
  // R-LINK-1, off by default: kept in the game only when on.
  const firefights = h('input', { id: 'bh-firefights', type: 'checkbox' });
  const eventsHint = h('p', { class: 'hint' });
  let controllers: Record<string, Controller> = {};

  const scenario = (): Scenario | undefined => scenarios.find((s) => s.id === scenarioSelect.value);
  const showScenario = (): void => {
    const s = scenario();
    if (!s) return;
    description.textContent = s.description;
    turnLimit.value = String(Math.min(TURN_LIMITS.max, Math.max(TURN_LIMITS.min, s.victory.turnLimit)));
    const hasEvents = s.events != null;
    events.disabled = !hasEvents;
    events.checked = hasEvents && DEFAULT_OPTIONS.events;
    eventsHint.replaceChildren(...withRuleLinks(hasEvents ? 'One event a round from the scenario\'s table, announced to everyone (R-HATS-17).' : 'This scenario has no event table.'));
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
        h('p', { class: 'hint' }, seatSetupLine(seat)));
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
    const options: HatsOptions = { lethality: Number(lethality.value), ironman: ironman.checked, events: events.checked && !events.disabled, ...(firefights.checked ? { firefights: true } : {}) };
    const limit = Number(turnLimit.value);
    const problem = optionsProblem(options, limit);
    if (problem) {
      status.textContent = problem;
      return;
    }
    setCurrentSession(new ConspiracySession({ scenario: s, seed: text, controllers, options, turnLimit: limit }));
    deps.play();
  };

  const element = h('section', { class: 'sheet bh-setup', 'aria-labelledby': 'bh-setup-title' },
    h('p', { class: 'stamp' }, 'Operation planning · Black Hats'),
    h('h2', { id: 'bh-setup-title', tabindex: '-1' }, 'New conspiracy game'),
    h('div', { class: 'field' }, h('label', { for: 'bh-scenario' }, 'Scenario'), scenarioSelect),
    description,
    h('fieldset', { class: 'seats' }, h('legend', {}, 'Seats'), seatsHost,
      h('ul', { class: 'hint levels', 'aria-label': 'Computer levels' }, ...AI_LEVEL_INFO.map((l) => h('li', {}, h('strong', {}, `${l.name}: `), l.explanation)))),
    h('fieldset', { class: 'house-rules' }, h('legend', {}, 'House rules'),
      h('div', { class: 'field' }, h('label', { for: 'bh-lethality' }, 'Lethality'), lethality,
        h('p', { class: 'hint' }, ...withRuleLinks('Damage an Agent armed with the Combat skill adds (R-HATS-7). Higher: Agents die sooner.'))),
      h('div', { class: 'field' }, h('label', { for: 'bh-turn-limit' }, 'Turn limit (rounds)'), turnLimit,
        h('p', { class: 'hint' }, ...withRuleLinks(`After it, the conspiracy with the most Scale wins (R-HATS-11). ${TURN_LIMITS.min} to ${TURN_LIMITS.max}.`))),
      h('div', { class: 'field check' }, h('label', { for: 'bh-ironman' }, ironman, ' Ironman'),
        h('p', { class: 'hint' }, ...withRuleLinks('No undo and no rewind; the game is saved after every command (R-CORE-6).'))),
      h('div', { class: 'field check' }, h('label', { for: 'bh-events' }, events, ' Random events'), eventsHint),
      h('div', { class: 'field check' }, h('label', { for: 'bh-firefights' }, firefights, ' Play fights as firefights'),
        h('p', { class: 'hint' }, ...withRuleLinks('When a human seat\'s Agent fights an Agent, that seat may play it out as a Black Ops battle between their squads instead of the opposed roll (R-LINK-1). Off by default.')))),
    h('div', { class: 'field' }, h('label', { for: 'bh-seed' }, 'Seed'), seed, h('p', { class: 'hint' }, 'Same seed and same orders, same game.')),
    status,
    h('div', { class: 'actions' }, button('Start game', start, { class: 'btn primary', autofocus: true }), button('Back to the menu', deps.back)),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') deps.back();
  });
  return { element };
}
