/**
 * The GM projector (DESIGN.md "Projector"): the public board only (publicView, R-HATS-12) in
 * large type: the map with every Group's public state, the seats, whose turn, and the public log.
 * It knows nothing but what the board publishes on the projector channel.
 */
import './conspiracy.css';
import type { PublicView } from '../../src/hats';
import type { Screen } from '../router';
import { h } from '../ui/dom';
import { subscribeProjector } from './channel';
import { logPanel } from './log-panel';
import { render } from 'lit-html';
import { mapTemplate } from './view/map';
import { publicAreaModels } from './area-model';
import { seatBadge, seatMarks } from './seat-marks';

function waiting(): HTMLElement {
  return h('section', { class: 'bh-projector waiting', 'aria-labelledby': 'bh-proj-title' },
    h('p', { class: 'stamp' }, 'Projector · public board'),
    h('h1', { id: 'bh-proj-title', tabindex: '-1' }, 'Waiting for a conspiracy game'),
    h('p', {}, 'Start or resume a game in the main window; the public board appears here.'));
}

/** The public map (no controller, no Agent: R-HATS-12), drawn once per view into its own element. */
function publicMap(view: PublicView, marks: ReturnType<typeof seatMarks>): HTMLElement {
  const host = h('div', { class: 'proj-map' });
  render(mapTemplate({ areas: publicAreaModels(view), marks, seat: null, selected: null, pin: null, acting: new Set(), targets: null, label: 'Public map of the Black Hats board', align: 'middle', focus: null }, null), host);
  return host;
}

export function projectorView(view: PublicView): HTMLElement {
  const marks = seatMarks(view.seats);
  const active = view.seats.find((s) => s.id === view.activeSeat);
  const winner = view.seats.find((s) => s.id === view.winner);
  const status = view.phase === 'over' ? (winner ? `${winner.name} wins` : 'Game over') : `${active?.name ?? ''} to play`;
  return h('section', { class: 'bh-projector', 'aria-labelledby': 'bh-proj-title' },
    h('header', { class: 'proj-head' },
      h('h1', { id: 'bh-proj-title', tabindex: '-1' }, view.scenario.name),
      h('p', { class: 'proj-turn' }, `Turn ${view.round}`),
      h('p', { class: 'proj-status' }, seatBadge(active ? marks.get(active.id) : undefined, 'big'), ` ${status}`)),
    h('div', { class: 'proj-main' },
      publicMap(view, marks),
      h('div', { class: 'proj-side' },
        h('ul', { class: 'seat-strip vertical', 'aria-label': 'Conspiracies' }, ...view.seats.map((s) => h('li', { class: `${s.id === view.activeSeat ? 'active' : ''}${s.eliminated ? ' out' : ''}` },
          seatBadge(marks.get(s.id)), ` ${s.name}`, s.eliminated ? ' · out' : ''))),
        view.outcome ? h('p', { class: 'banner over' }, view.outcome) : null,
        h('ul', { class: 'proj-legend', 'aria-label': 'Map legend' },
          h('li', {}, h('span', { class: 'lg group', 'aria-hidden': 'true' }), 'Group'),
          h('li', {}, h('span', { class: 'lg hurt', 'aria-hidden': 'true' }), 'Hurt or incapacitated'),
          h('li', {}, h('span', { class: 'lg gone', 'aria-hidden': 'true' }, '×'), 'Destroyed')),
        logPanel(view.log, { title: 'Public record', limit: 8, publicOnly: true }))));
}

export function conspiracyProjectorScreen(): Screen {
  const element = h('div', { class: 'bh-screen projector' }, waiting());
  const stop = subscribeProjector((view) => element.replaceChildren(view ? projectorView(view) : waiting()));
  return { element, dispose: stop };
}
