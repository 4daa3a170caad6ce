/**
 * The board's header as data: the seat's name, the line under it (scenario, turn, whose phase),
 * the treasury and the goals, and End turn with the count of units that could still act. Pure, from
 * the seat's view only (R-HATS-12).
 */
import { readyActors, type SeatView } from '../../../src/hats';
import { signed } from '../format';
import { myTurn } from '../end-turn-model';

export interface StatFigure {
  readonly key: 'greenbacks' | 'income' | 'upkeep' | 'net' | 'scale' | 'regions';
  readonly label: string;
  readonly value: string;
  readonly title: string;
  readonly tone: 'good' | 'bad' | '';
}

export interface HeaderModel {
  readonly name: string;
  /** Where the game stands, in parts that wrap rather than be cut off: scenario, turn, phase. */
  readonly sub: readonly string[];
  readonly stats: readonly StatFigure[];
  /** It is this seat's Actions with no Bribery waiting: End turn is on. */
  readonly mine: boolean;
  /** Units of the seat that could still act this turn (End turn asks first while any can). */
  readonly ready: number;
  readonly endTitle: string;
}

const PHASES: Readonly<Record<string, string>> = { event: 'Event', income: 'Income', maintain: 'Maintain Agents', actions: 'Actions', end: 'End', over: 'Game over' };

export function headerModel(v: SeatView, scenarioName: string): HeaderModel {
  const me = v.seats.find((s) => s.id === v.seat);
  const active = v.seats.find((s) => s.id === v.activeSeat);
  const mine = myTurn(v);
  const net = v.summary.income - v.summary.upkeep;
  const ready = mine ? readyActors(v).length : 0;
  const scale = v.victory.controlScale !== null ? `${v.summary.controlledScale}/${v.victory.controlScale}` : `${v.summary.controlledScale}`;
  const regions = v.victory.controlRegions !== null ? `${v.summary.controlledRegions}/${v.victory.controlRegions}` : String(v.summary.controlledRegions);
  const phase = mine ? 'your Actions' : v.phase === 'over' ? 'game over' : `${active?.name ?? ''} — ${PHASES[v.phase] ?? v.phase}`;
  return {
    name: me?.name ?? v.seat,
    sub: [scenarioName, `Turn ${v.round}`, phase],
    stats: [
      { key: 'greenbacks', label: 'Greenbacks', value: String(v.conspiracy.greenbacks), title: '', tone: '' },
      { key: 'income', label: 'Income', value: `+${v.summary.income}`, title: 'Income + Scale of your active Groups, each turn', tone: '' },
      { key: 'upkeep', label: 'Upkeep', value: `−${v.summary.upkeep}`, title: 'Paid for your Agents at the start of each turn', tone: '' },
      { key: 'net', label: 'Net', value: signed(net), title: net < 0 ? 'You pay more than you earn: unpaid Agents lose Loyalty and may desert' : 'Income less upkeep, a turn', tone: net < 0 ? 'bad' : 'good' },
      { key: 'scale', label: 'Scale', value: scale, title: '', tone: '' },
      { key: 'regions', label: 'Regions', value: regions, title: '', tone: '' },
    ],
    mine,
    ready,
    endTitle: ready > 0 ? `${ready} of your Agents and Groups can still act this turn (E; asks first)` : 'End turn (E)',
  };
}
