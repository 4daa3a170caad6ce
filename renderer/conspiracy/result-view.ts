/**
 * The result screen of a conspiracy game (renderer of result-model.ts): each seat's verdict, its
 * statistics, and four charts per round per seat drawn with uPlot. uPlot was chosen over Chart.js:
 * about 50 KB with no dependencies, fast on software-rendered canvases, and made for series over
 * time; its canvas is paired with a table of the same numbers, so nothing is in the picture only.
 * Seat colours are the board's (Okabe-Ito), each line also dashed its own way for greyscale, and
 * each drawn thinner than the one before it, so two seats with the same numbers show as a line
 * inside a wider one instead of one line hiding the other.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { button, h } from '../ui/dom';
import { chartTop, COUNT_STEPS, roundTicks, type ChartModel, type ResultModel } from './result-model';
import { seatBadge, type SeatMark } from './seat-marks';

const DASHES: readonly (number[] | undefined)[] = [undefined, [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [1, 2]];

/** The UI scale (settings, --ui-scale): the canvas draws its text in pixels, so it follows it by hand. */
function uiScale(): number {
  return Number(getComputedStyle(document.documentElement).getPropertyValue('--ui-scale')) || 1;
}

function chartTable(c: ChartModel): HTMLElement {
  return h('table', { class: 'result-numbers' },
    h('caption', { class: 'visually-hidden' }, `${c.title}, by round`),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Round'), ...c.series.map((s) => h('th', { scope: 'col' }, s.name)))),
    h('tbody', {}, ...c.rounds.map((_r, i) => h('tr', {}, h('th', { scope: 'row' }, c.labels[i] ?? ''), ...c.series.map((s) => h('td', {}, String(s.values[i] ?? '')))))));
}

/** One chart: a uPlot canvas once the element is in the page and has a width, and its table. */
function chartBlock(c: ChartModel, marks: ReadonlyMap<string, SeatMark>, plots: uPlot[]): HTMLElement {
  const goalSaid = c.goal === null ? '' : `; ${c.goal} wins`;
  const host = h('div', { class: 'result-plot', role: 'img', 'aria-label': `${c.title}: ${c.series.map((s) => `${s.name} ${s.values.at(-1) ?? 0} at the end`).join(', ')}${goalSaid}` });
  const block = h('figure', { class: 'result-chart', 'data-chart': c.id },
    h('figcaption', {}, c.title),
    host,
    h('details', {}, h('summary', {}, 'The numbers'), chartTable(c)));
  const draw = (): void => {
    const scale = uiScale();
    const px = (n: number): number => Math.round(n * scale);
    const font = `${px(12)}px "IBM Plex Sans", system-ui, sans-serif`;
    const width = Math.max(px(260), Math.floor(host.clientWidth || px(420)));
    const labelAt = new Map(c.rounds.map((r, i) => [r, c.labels[i] ?? '']));
    const last = c.rounds.length - 1;
    // Away from the plot the legend shows the end of the game (never uPlot's "--"); over it, the round under the cursor.
    const valueAt = (values: readonly number[]) => (_u: uPlot, v: number | null, _s: number, idx: number | null): string =>
      idx === null ? String(values[last] ?? '') : v === null ? '' : String(v);
    const axis = { stroke: '#9aa5b1', font, labelFont: font, gap: px(5), ticks: { size: px(6) }, grid: { stroke: 'rgba(154,165,177,0.15)' } };
    const opts: uPlot.Options = {
      width,
      height: px(190),
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: { range: () => [0, chartTop(c)] } },
      axes: [
        { ...axis, size: px(32), space: px(40), splits: (u) => roundTicks(c.rounds, Math.floor(u.bbox.width / devicePixelRatio / px(40))), values: (_u, ticks) => ticks.map((t) => (labelAt.get(t) ?? '').replace(/^Round /, '')) },
        { ...axis, size: px(44), space: px(24), incrs: [...COUNT_STEPS] },
      ],
      series: [
        { label: 'Round', value: (_u, _v, _s, idx) => c.labels[idx ?? last] ?? '' },
        ...c.series.map((s, i) => ({ label: s.name, stroke: marks.get(s.seat)?.colour ?? '#ccc', width: px(2 + 2 * (c.series.length - 1 - i)), dash: DASHES[i % DASHES.length], points: { show: true, size: px(5 + 3 * (c.series.length - 1 - i)) }, value: valueAt(s.values) })),
        ...(c.goal === null ? [] : [{ label: 'Goal', stroke: '#9aa5b1', width: px(1), dash: [px(3), px(3)], points: { show: false }, value: () => String(c.goal) }]),
      ],
    };
    const data: uPlot.AlignedData = [[...c.rounds], ...c.series.map((s) => [...s.values]), ...(c.goal === null ? [] : [c.rounds.map(() => c.goal)])];
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
  const verdicts = h('ul', { class: 'result-verdicts' }, ...m.verdicts.map((v) => h('li', { class: `verdict ${v.verdict}`, 'data-seat': v.seat },
    seatBadge(o.marks.get(v.seat), 'big'),
    h('div', {},
      h('p', { class: 'verdict-name' }, v.name, v.human ? h('span', { class: 'ctl' }, ' · you') : null),
      h('p', { class: 'verdict-line' }, h('strong', {}, v.word), ` — ${v.reason}.`)))));
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
