/**
 * The result screen of a conspiracy game (renderer of result-model.ts): each seat's verdict, its
 * statistics, and four charts per round per seat drawn with uPlot. uPlot was chosen over Chart.js:
 * about 50 KB with no dependencies, fast on software-rendered canvases, and made for series over
 * time; its canvas is paired with a table of the same numbers, so nothing is in the picture only.
 * Seat colours are the board's (Okabe-Ito), each line also dashed its own way for greyscale.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { button, h } from '../ui/dom';
import { seatBadge } from './board-view';
import type { ChartModel, ResultModel } from './result-model';
import type { SeatMark } from './seat-marks';

const DASHES: readonly (number[] | undefined)[] = [undefined, [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [1, 2]];

function roundLabel(x: number): string {
  return Number.isInteger(x) ? `Round ${x}` : 'End';
}

function chartTable(c: ChartModel): HTMLElement {
  return h('table', { class: 'result-numbers' },
    h('caption', { class: 'visually-hidden' }, `${c.title}, by round`),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Round'), ...c.series.map((s) => h('th', { scope: 'col' }, s.name)))),
    h('tbody', {}, ...c.rounds.map((r, i) => h('tr', {}, h('th', { scope: 'row' }, roundLabel(r)), ...c.series.map((s) => h('td', {}, String(s.values[i] ?? '')))))));
}

/** One chart: a uPlot canvas once the element is in the page and has a width, and its table. */
function chartBlock(c: ChartModel, marks: ReadonlyMap<string, SeatMark>, plots: uPlot[]): HTMLElement {
  const host = h('div', { class: 'result-plot', role: 'img', 'aria-label': `${c.title}: ${c.series.map((s) => `${s.name} ${s.values.at(-1) ?? 0} at the end`).join(', ')}` });
  const block = h('figure', { class: 'result-chart', 'data-chart': c.id },
    h('figcaption', {}, c.title),
    host,
    h('details', {}, h('summary', {}, 'The numbers'), chartTable(c)));
  const draw = (): void => {
    const width = Math.max(260, Math.floor(host.clientWidth || 420));
    const opts: uPlot.Options = {
      width,
      height: 190,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        { stroke: '#9aa5b1', grid: { stroke: 'rgba(154,165,177,0.15)' }, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
        { stroke: '#9aa5b1', grid: { stroke: 'rgba(154,165,177,0.15)' } },
      ],
      series: [
        { label: 'Round', value: (_u, v) => (v === null ? '' : roundLabel(v)) },
        ...c.series.map((s, i) => ({ label: s.name, stroke: marks.get(s.seat)?.colour ?? '#ccc', width: 2, dash: DASHES[i % DASHES.length], points: { show: true, size: 5 } })),
      ],
    };
    const data: uPlot.AlignedData = [[...c.rounds], ...c.series.map((s) => [...s.values])];
    plots.push(new uPlot(opts, data, host));
  };
  // Drawn on the next frame, when the grid has laid the figure out.
  requestAnimationFrame(draw);
  return block;
}

export function resultView(m: ResultModel, o: {
  readonly marks: ReadonlyMap<string, SeatMark>;
  readonly playAgain: () => void;
  readonly toMenu: () => void;
  readonly help?: () => void;
}): { element: HTMLElement; dispose: () => void } {
  const plots: uPlot[] = [];
  const verdicts = h('ul', { class: 'result-verdicts' }, ...m.verdicts.map((v) => h('li', { class: `verdict ${v.won ? 'won' : 'lost'}`, 'data-seat': v.seat },
    seatBadge(o.marks.get(v.seat), 'big'),
    h('div', {},
      h('p', { class: 'verdict-name' }, v.name, v.human ? h('span', { class: 'ctl' }, ' · you') : null),
      h('p', { class: 'verdict-line' }, h('strong', {}, v.won ? 'Won' : 'Lost'), ` — ${v.headline.replace(/^(Won|Lost)[: ]\s*/, '')}`)))));
  const seatsHead = m.verdicts.map((v) => h('th', { scope: 'col' }, seatBadge(o.marks.get(v.seat)), ` ${v.name}`));
  const table = h('table', { class: 'result-stats' },
    h('caption', {}, 'Statistics'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ''), ...seatsHead)),
    h('tbody', {}, ...m.rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label), ...m.verdicts.map((v) => h('td', {}, r.values[v.seat] ?? ''))))));
  const element = h('section', { class: 'sheet bh-result', 'aria-labelledby': 'bh-result-title' },
    h('p', { class: 'stamp' }, `Case closed · round ${m.lastRound}`),
    h('h2', { id: 'bh-result-title', tabindex: '-1' }, m.title),
    h('p', { class: 'result-outcome' }, m.outcome),
    verdicts,
    h('div', { class: 'actions' },
      button('Play again', o.playAgain, { class: 'btn primary', autofocus: true }),
      button('Back to the menu', o.toMenu),
      o.help ? button('Rules reference', o.help, { class: 'btn', 'aria-keyshortcuts': 'F1' }) : null),
    h('div', { class: 'result-charts' }, ...m.charts.map((c) => chartBlock(c, o.marks, plots))),
    table);
  return { element, dispose: () => plots.forEach((p) => p.destroy()) };
}
