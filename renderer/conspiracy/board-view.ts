/**
 * One seat's board, built from its SeatView only (R-HATS-12): header with the treasury and the
 * turn, the map, the selected Area's dossier, the operatives and the intelligence log.
 */
import type { SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { areaCard } from './area-card';
import { areaModels } from './area-model';
import { logPanel } from './log-panel';
import { mapView } from './map-view';
import { operativesPanel, type OperativesCallbacks } from './operatives';
import type { SeatMark } from './seat-marks';

export interface BoardViewOptions extends OperativesCallbacks {
  readonly view: SeatView;
  readonly scenarioName: string;
  readonly marks: ReadonlyMap<string, SeatMark>;
  readonly selected: string | null;
  readonly select: (area: string | null) => void;
  readonly endTurn: () => void;
  readonly openProjector: () => void;
  readonly leave: () => void;
  /** "The Pacific Syndicate is plotting" while a computer seat plays (solo games). */
  readonly computer: { readonly name: string; readonly level: string; readonly moves: number } | null;
  readonly notice: string;
}

const PHASES: Readonly<Record<string, string>> = { income: 'Income', maintain: 'Maintain Agents', actions: 'Actions', end: 'End', over: 'Game over' };

export function seatBadge(mark: SeatMark | undefined, extra = ''): HTMLElement {
  const el = h('span', { class: `badge ${extra}`, 'aria-hidden': 'true' }, mark?.letter ?? '');
  if (mark) el.style.setProperty('--seat', mark.colour);
  return el;
}

function stat(label: string, value: string, key: string): HTMLElement {
  return h('div', { class: 'stat', 'data-stat': key }, h('span', { class: 'k' }, label), h('span', { class: 'v' }, value));
}

function header(o: BoardViewOptions): HTMLElement {
  const v = o.view;
  const me = v.seats.find((s) => s.id === v.seat);
  const active = v.seats.find((s) => s.id === v.activeSeat);
  const myTurn = v.activeSeat === v.seat && v.phase === 'actions' && v.pending === null;
  const goal = [v.victory.controlScale !== null ? `${v.summary.controlledScale}/${v.victory.controlScale}` : `${v.summary.controlledScale}`].join('');
  return h('header', { class: 'bh-header' },
    h('div', { class: 'who' },
      seatBadge(o.marks.get(v.seat), 'big'),
      h('div', {},
        h('h1', { id: 'bh-board-title', tabindex: '-1' }, me?.name ?? v.seat),
        h('p', { class: 'sub' }, `${o.scenarioName} · Turn ${v.round} · ${myTurn ? 'your Actions' : v.phase === 'over' ? 'game over' : `${active?.name ?? ''} — ${PHASES[v.phase] ?? v.phase}`}`))),
    h('div', { class: 'stats' },
      stat('Greenbacks', String(v.conspiracy.greenbacks), 'greenbacks'),
      stat('Income', `+${v.summary.income}`, 'income'),
      stat('Upkeep', `−${v.summary.upkeep}`, 'upkeep'),
      stat('Scale', goal, 'scale'),
      stat('Regions', v.victory.controlRegions !== null ? `${v.summary.controlledRegions}/${v.victory.controlRegions}` : String(v.summary.controlledRegions), 'regions')),
    h('div', { class: 'header-actions' },
      button('Open projector', o.openProjector, { class: 'btn small', 'data-key': 'projector' }),
      button('Leave game', o.leave, { class: 'btn small', 'data-key': 'leave' }),
      button('End turn', o.endTurn, { class: 'btn primary', disabled: !myTurn, 'data-key': 'end-turn' })),
  );
}

function seatsStrip(o: BoardViewOptions): HTMLElement {
  return h('ul', { class: 'seat-strip', 'aria-label': 'Conspiracies' }, ...o.view.seats.map((s) => h('li', { class: `${s.id === o.view.activeSeat ? 'active' : ''}${s.eliminated ? ' out' : ''}` },
    seatBadge(o.marks.get(s.id)), ` ${s.name}`, s.controller !== 'human' ? h('span', { class: 'ctl' }, ` · computer (${s.controller})`) : null,
    s.eliminated ? h('span', { class: 'ctl' }, ' · out') : null)));
}

function legend(): HTMLElement {
  const item = (cls: string, text: string) => h('li', {}, h('span', { class: `lg ${cls}`, 'aria-hidden': 'true' }), text);
  return h('aside', { class: 'legend', 'aria-label': 'Map legend' }, h('ul', {},
    item('own', 'Yours'), item('enemy', 'Another seat (letter)'), item('indep', 'Independent'), item('unknown', 'Controller unknown'),
    item('agent', 'Agent'), item('stale', 'Last seen'), item('city', 'City'), item('gateway', 'Gateway'), item('wild', 'Wilderness')));
}

export function boardView(o: BoardViewOptions): HTMLElement {
  const v = o.view;
  const models = areaModels(v);
  const names = new Map(v.seats.map((s) => [s.id, s.name]));
  const selected = models.find((m) => m.id === o.selected) ?? null;
  const map = mapView(models, { marks: o.marks, seat: v.seat, selected: o.selected, onSelect: (a) => o.select(a), label: 'Map of the Black Hats board', align: 'top' });
  const banner = v.phase === 'over'
    ? h('div', { class: 'banner over', role: 'status' }, v.outcome ?? 'The game is over.')
    : o.computer
      ? h('div', { class: 'banner computer', role: 'status' },
        h('span', {}, `${o.computer.name} (computer, ${o.computer.level}) is plotting…`),
        h('progress', { 'aria-label': 'Computer turn progress', max: 12, value: Math.min(12, o.computer.moves) }),
        h('span', { class: 'moves' }, `move ${o.computer.moves}`))
      : null;
  return h('div', { class: 'bh-board' },
    header(o),
    h('div', { class: 'bh-main' },
      h('div', { class: 'map-wrap' },
        banner,
        map,
        legend(),
        selected ? areaCard(selected, { seats: names, marks: o.marks, close: () => o.select(null) }) : null,
        h('p', { class: 'notice', role: 'status' }, o.notice)),
      h('div', { class: 'side' }, operativesPanel(v, o), logPanel(v.log, { title: 'Intelligence log' }))),
    seatsStrip(o));
}
