/**
 * The whole conspiracy board for one moment, as data: which screen (a hand-over, the neutral cover
 * of a computer's turn in hot-seat, the result, a seat's board), and for a board everything it
 * shows: the header's figures, the tab, the status slot (the computer's strip, the last order's
 * notice, or what the turn still holds), the map, the open dossier, the side panel's content, the
 * dialog and the Bribery prompt, and where focus is asked to go. One pure function of the table
 * flow's screen, the seat's UI choices and the seat's own view (R-HATS-12); the controller
 * (../board-controller.ts) renders it with the views in ../view.
 */
import { agentsWarning, controlHint, previewCommand, standings, turnSummary, type ActionPreview, type SeatId, type SeatView, type Standing, type SummaryLine } from '../../../src/hats';
import { threats, type RivalThreat } from '../../../src/hats/view/threat';
import type { LedgerLine, TurnReport } from '../../../src/hats/view/turn-report';
import type { Reveal } from '../../../src/hats/view/reveal';
import { revealModel, type RevealModel } from './reveal-model';
import { commandLabel } from '../format';
import type { TableScreen } from '../../flow/table-flow';
import { areaModels, type AreaModel } from '../area-model';
import { endTurnQuestion, myTurn, turnHint, type EndTurnQuestion } from '../end-turn-model';
import { ordersModel, targetsOf } from '../orders-model';
import type { SeatMark } from '../seat-marks';
import type { ComputerCoverModel, HandoverModel } from '../view/cover';
import type { MapModel } from '../view/map';
import { defenceModel, type DefenceModel } from './defence-model';
import { groupsListModel, type GroupsListModel } from './groups-list';
import { headerModel, type HeaderModel } from './header-model';
import { ordersDialogModel, type OrdersDialogModel } from './orders-dialog';
import { recruitModel, type RecruitModel } from './recruit-form';
import { seatControl, type SeatControl, type SeatControlItem } from './seat-control';
import { reduceBoardUi, sitDown, type BoardUi, type FocusRequest, type SideTab } from './board-ui';

/** The seats as the board may name them: public (names, controllers). */
export interface BoardSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: string;
  /** Handed to the computer by its person (src/hats/README.md "Solo comforts"). */
  readonly handBack?: 'turn' | 'keep';
}

export interface BoardInput {
  readonly screen: TableScreen;
  readonly ui: BoardUi;
  readonly seats: readonly BoardSeat[];
  readonly marks: ReadonlyMap<SeatId, SeatMark>;
  readonly scenarioName: string;
  /** The public round, for the computer's cover. */
  readonly round: number;
  /** One seat's view (only ever asked for the seat whose board is on screen). */
  readonly view: (seat: SeatId) => SeatView;
  /** The seat's turn report (src/hats/view/turn-report.ts), at its own Actions; absent in tests that need none. */
  readonly report?: (seat: SeatId) => TurnReport | null;
  /** The game told again once it is over (src/hats/view/reveal.ts). */
  readonly reveal?: () => Reveal | null;
}

/** The turn report as the briefing shows it: each order named as the board names it. */
export interface ReportModel {
  readonly since: number | null;
  readonly orders: readonly { readonly label: string; readonly told: string; readonly greenbacks: number }[];
  readonly ledger: readonly { readonly kind: LedgerLine['kind']; readonly label: string; readonly amount: number }[];
}

function reportModel(view: SeatView, r: TurnReport | null): ReportModel | null {
  if (!r || r.since === null) return null;
  return {
    since: r.since,
    orders: r.orders.map((o) => ({ label: commandLabel(view, o.command), told: o.told.join(' '), greenbacks: o.greenbacks })),
    ledger: r.ledger.map((l) => ({ kind: l.kind, label: l.command ? `${commandLabel(view, l.command)}${l.text ? ` — ${l.text}` : ''}` : l.text, amount: l.amount })),
  };
}

export type DialogModel =
  | { readonly kind: 'orders'; readonly orders: OrdersDialogModel }
  | { readonly kind: 'recruit'; readonly recruit: RecruitModel; readonly problem: string | null }
  | { readonly kind: 'technology' }
  | { readonly kind: 'end-turn'; readonly question: EndTurnQuestion; readonly dontAsk: boolean }
  /** R-HATS-19: dismissing one of the seat's Agents, with the engine's preview (upkeep saved, the last Agent warned of). */
  | { readonly kind: 'dismiss'; readonly agent: string; readonly name: string; readonly preview: ActionPreview }
  | { readonly kind: 'plugin'; readonly id: string; readonly data: unknown };

export interface ComputerStrip {
  readonly name: string;
  readonly level: string;
  readonly moves: number;
  readonly paused: boolean;
}

export interface SeatBoardModel {
  readonly seat: SeatId;
  /** The table flow's sitting: a new one is a new seat at the board, drawn from nothing (R-HATS-12). */
  readonly sitting: number;
  readonly view: SeatView;
  readonly header: HeaderModel;
  readonly mine: boolean;
  readonly tab: SideTab;
  /** The computer playing while this (solo) seat watches, or null. */
  readonly computer: ComputerStrip | null;
  readonly notice: string;
  /** What the turn still holds, shown when there is no notice and no computer strip. */
  readonly hint: string | null;
  readonly map: MapModel;
  /** The Area whose dossier is open. */
  readonly card: AreaModel | null;
  readonly briefing: {
    readonly lines: readonly SummaryLine[];
    readonly standings: readonly Standing[];
    readonly warning: string | null;
    readonly controlHint: string;
    /** Each rival's progress as far as the seat knows, and whether it could win on its next turn (src/hats/view/threat.ts). */
    readonly threats: readonly RivalThreat[];
    /** What its own orders did last turn, and the money since (null before its second turn). */
    readonly report: ReportModel | null;
  };
  readonly groups: GroupsListModel;
  readonly chosen: string | null;
  readonly dialog: DialogModel | null;
  /** The Bribery waiting for this seat's answer: a wall until answered. */
  readonly prompt: DefenceModel | null;
  readonly seatNames: ReadonlyMap<SeatId, string>;
  /** Solo comforts: the computer finishes the turn, or takes the conspiracy until taken back (model/seat-control.ts). */
  readonly control: SeatControl;
}

export type BoardModel =
  | { readonly kind: 'none'; readonly focus: null }
  | { readonly kind: 'handover'; readonly handover: HandoverModel; readonly focus: null }
  | { readonly kind: 'cover'; readonly cover: ComputerCoverModel; readonly focus: null }
  | { readonly kind: 'result'; readonly reveal: RevealModel | null; readonly focus: FocusRequest | null }
  | { readonly kind: 'board'; readonly board: SeatBoardModel; readonly focus: FocusRequest | null };

function dialogModel(view: SeatView, ui: BoardUi): DialogModel | null {
  const d = ui.dialog;
  if (!d) return null;
  switch (d.kind) {
    case 'orders':
      return { kind: 'orders', orders: ordersDialogModel(view, d) };
    case 'recruit':
      return { kind: 'recruit', recruit: recruitModel(view, d.form), problem: d.problem };
    case 'technology':
      return { kind: 'technology' };
    case 'end-turn': {
      const question = endTurnQuestion(view);
      return question ? { kind: 'end-turn', question, dontAsk: d.dontAsk } : null;
    }
    case 'dismiss': {
      const agent = view.agents[d.agent];
      return agent ? { kind: 'dismiss', agent: d.agent, name: agent.name, preview: previewCommand(view, { type: 'agent.dismiss', seat: view.seat, agent: d.agent }) } : null;
    }
    case 'plugin':
      return { kind: 'plugin', id: d.id, data: d.data };
  }
}

function seatBoard(input: BoardInput, seat: SeatId, computer: ComputerStrip | null, prompt: boolean, sitting: number): SeatBoardModel {
  const { ui } = input;
  const view = input.view(seat);
  // The seat's own Actions, unless the computer plays them (handed over: model/seat-control.ts); then it only watches.
  const handed = computer !== null && view.activeSeat === seat;
  const mine = myTurn(view) && !handed;
  const head = headerModel(view, input.scenarioName);
  const areas = areaModels(view);
  // Orders from the map: only for one of the seat's own units, in its own Actions.
  const chosen = mine && ui.chosen !== null && (view.agents[ui.chosen] || view.groups[ui.chosen]?.own) ? ui.chosen : null;
  const chosenArea = chosen ? view.agents[chosen]?.area ?? null : null;
  return {
    seat,
    sitting,
    view,
    header: handed ? { ...head, mine: false, ready: 0, sub: [...head.sub.slice(0, 2), `computer (${computer.level}) plays`], endTitle: 'The computer plays this turn' } : head,
    mine,
    tab: ui.tab,
    computer,
    notice: ui.notice,
    hint: computer === null && ui.notice === '' ? turnHint(view) : null,
    map: {
      areas,
      marks: input.marks,
      seat,
      selected: ui.area,
      pin: ui.pin,
      acting: new Set(chosenArea ? [chosenArea] : []),
      targets: chosen ? targetsOf(ordersModel(view, chosen)) : null,
      label: 'Map of the Black Hats board',
      align: 'top',
      focus: ui.focus,
    },
    card: areas.find((a) => a.id === ui.area) ?? null,
    briefing: { lines: turnSummary(view), standings: standings(view), warning: agentsWarning(view), controlHint: controlHint(view), threats: threats(view), report: mine ? reportModel(view, input.report?.(seat) ?? null) : null },
    groups: groupsListModel(view, ui.groups),
    chosen,
    // A prompt is answered first: no other dialog over it (a plug-in's dialog may be that prompt: a fight waiting, R-LINK-1).
    dialog: prompt && !(ui.dialog?.kind === 'plugin' && view.fight?.seat === seat) ? null : dialogModel(view, ui),
    prompt: prompt ? defenceModel(view) : null,
    seatNames: new Map(input.seats.map((s) => [s.id, s.name])),
    control: seatControl(input.screen, input.seats, mine && !prompt),
  };
}

export function boardModel(input: BoardInput): BoardModel {
  const { screen, ui } = input;
  const seatOf = (id: string) => input.seats.find((s) => s.id === id);
  switch (screen.kind) {
    case 'handover': {
      const seat = seatOf(screen.seat);
      return { kind: 'handover', handover: { name: seat?.name ?? screen.seat, mark: input.marks.get(screen.seat), bribe: screen.task === 'prompt' }, focus: null };
    }
    case 'cover': {
      const seat = screen.computer ? seatOf(screen.computer) : undefined;
      return { kind: 'cover', cover: { name: seat?.name ?? 'The game', level: seat?.controller ?? 'rules', mark: screen.computer ? input.marks.get(screen.computer) : undefined, moves: screen.steps, round: input.round, paused: screen.paused, takeBack: seatControl(screen, input.seats, false).toggle }, focus: null };
    }
    case 'over': {
      const r = input.reveal?.() ?? null;
      return { kind: 'result', reveal: r ? revealModel(r, ui.reveal, input.marks, ui.focus) : null, focus: ui.focus };
    }
    case 'watching': {
      if (screen.seat === null) {
        const seat = screen.computer ? seatOf(screen.computer) : undefined;
        return { kind: 'cover', cover: { name: seat?.name ?? 'The game', level: seat?.controller ?? 'rules', mark: screen.computer ? input.marks.get(screen.computer) : undefined, moves: screen.steps, round: input.round, paused: screen.paused, takeBack: seatControl(screen, input.seats, false).toggle }, focus: null };
      }
      const computer = screen.computer ? seatOf(screen.computer) : undefined;
      const strip = computer ? { name: computer.name, level: computer.controller, moves: screen.steps, paused: screen.paused } : null;
      return { kind: 'board', board: seatBoard(input, screen.seat, strip, false, ui.sitting), focus: ui.focus };
    }
    case 'board':
      return { kind: 'board', board: seatBoard(input, screen.seat, null, screen.task === 'prompt', ui.sitting), focus: ui.focus };
  }
}

/**
 * The board after a change, with the UI state it settles to: a new sitting (renderer/flow) sits
 * the seat down afresh (R-HATS-12), and each of its turns opens on its briefing, once.
 */
export function settleBoard(input: BoardInput & { readonly sitting: number }): { readonly ui: BoardUi; readonly model: BoardModel } {
  let ui = input.sitting !== input.ui.sitting ? sitDown(input.ui, input.sitting) : input.ui;
  let model = boardModel({ ...input, ui });
  if (model.kind === 'result' && !ui.ended) {
    ui = reduceBoardUi(ui, { type: 'ended' });
    model = boardModel({ ...input, ui });
  }
  if (model.kind === 'board' && model.board.mine && ui.briefed !== model.board.view.serial) {
    ui = reduceBoardUi(ui, { type: 'brief', serial: model.board.view.serial });
    model = boardModel({ ...input, ui });
  }
  return { ui, model };
}

/** The solo-comfort item on screen for End (the computer finishes the turn) or Shift+End (hand over, take back), or null. */
export function controlKey(model: BoardModel, shift: boolean): SeatControlItem | null {
  if (model.kind === 'cover') return shift ? model.cover.takeBack : null;
  if (model.kind !== 'board') return null;
  return shift ? model.board.control.toggle : model.board.control.finish;
}
