/**
 * The whole tactical table for one moment, as data: whom the screen is for (the table flow's
 * screen), the seat view behind it, the status line, the side panel, the logs and the map. One
 * pure function of the session's seat view, the flow's screen and the seat's UI choices; the
 * controller (../table-controller.ts) renders it with the views in ../view.
 */
import type { AiLevel, BattleState } from '../../../src/battle';
import type { Cell } from '../../../src/battle/geometry';
import type { BattleMap } from '../../../src/battle/map';
import { ALL_SEEING, type DiceEntry, type LogLine, type SeatView, type Viewer } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import { seatViewer } from '../flow';
import type { TableMeta } from '../setup-model';
import { choicesFor, type SeatChoices } from './choices';
import { mapModel, type MapModel } from './map-model';
import { sideLook, sideModel, type SideLook, type SideModel } from './side-model';
import type { TableUi } from './ui-state';
import { seatControl, type SeatControl } from './seat-control';

export interface TableModel {
  readonly screen: TableScreen;
  readonly viewer: Viewer | null;
  readonly view: SeatView | null;
  readonly status: string;
  /**
   * The status for the players' display of a GM table: the computer held by the GM is the GM's
   * business, so the same words without "paused" (renderer/gm/gm-plugin.ts).
   */
  readonly playersStatus: string;
  /** What the screen waits for, for tests and assistive tech: turn, dodge, handover, computer, over. */
  readonly waiting: 'turn' | 'dodge' | 'handover' | 'computer' | 'over';
  readonly round: number;
  readonly choices: SeatChoices;
  readonly side: SideModel;
  readonly map: MapModel;
  readonly logs: { readonly lines: readonly LogLine[]; readonly dice: readonly DiceEntry[] };
  /** The hand-over's or the computer cover's side (the side's name only, never a unit). */
  readonly coverSide: SideLook | null;
  /**
   * The first-battle guide (renderer/guide) may show now: a seat's own turn with its map on
   * show, so the guide speaks about what is in front of it. Never behind a hand-over, on a
   * computer's turn, at the end, nor on the players' display (which has no table model).
   */
  readonly guide: 'ops' | null;
  /** Solo comforts: the computer finishes the seat's round, or takes its side until taken back (seat-control.ts). */
  readonly control: SeatControl;
}

export interface TableInput {
  readonly screen: TableScreen;
  /** The battle's sides and controllers (public) and the seat view for a viewer. */
  readonly sides: BattleState['sides'];
  readonly view: (viewer: Viewer) => SeatView;
  readonly logs: (viewer: Viewer) => { readonly lines: readonly LogLine[]; readonly dice: readonly DiceEntry[] };
  readonly ui: TableUi;
  readonly map: BattleMap;
  readonly meta: TableMeta;
  readonly cursor: Cell;
  readonly round: number;
  /** A GM table (renderer/gm): the GM's lens replaces the seat's eyes wherever a board is shown. */
  readonly gmViewer?: Viewer | null;
  /** A GM table (no seat's own hand-over there), and the level the computer plays a handed side at. */
  readonly gm?: boolean;
  readonly level?: AiLevel;
}

/** Whose eyes the screen shows: a seat's sides, the solo player's while the computer plays, everything, or nobody. */
export function viewerOf(screen: TableScreen, sides: BattleState['sides']): Viewer | null {
  switch (screen.kind) {
    case 'board':
      return seatViewer({ sides }, screen.seat);
    case 'watching':
      return screen.seat === null ? ALL_SEEING : seatViewer({ sides }, screen.seat);
    case 'over':
      return ALL_SEEING;
    case 'handover':
    case 'cover':
      return null;
  }
}

const sideOfSeat = (sides: BattleState['sides'], seat: string): string => sides.find((s) => s.controller.kind === 'human' && String(s.controller.seat) === seat)?.id ?? '';

function statusOf(screen: TableScreen, view: SeatView | null, name: (side: string) => string): string {
  switch (screen.kind) {
    case 'over':
      return view?.result?.reason ?? 'The battle is over.';
    case 'handover':
      return 'Hand-over: the board is hidden.';
    case 'cover':
    case 'watching': {
      const who = screen.computer ? `${name(screen.computer)} (computer) is acting` : 'Rolling initiative';
      return screen.paused ? `${who}: paused` : who;
    }
    case 'board': {
      const d = view?.decision;
      if (d?.kind === 'defence') return 'Your unit is under attack: answer it.';
      if (d?.kind === 'turn') return `${name(view?.own.find((u) => u.id === d.units[0])?.side ?? '')}: your turn`;
      return '';
    }
  }
}

export function tableModel(input: TableInput): TableModel {
  const { screen } = input;
  const gm = input.gmViewer ?? null;
  const viewer = gm && screen.kind !== 'handover' && screen.kind !== 'cover' ? gm : viewerOf(screen, input.sides);
  const view = viewer ? input.view(viewer) : null;
  const look = (side: string): SideLook => (view ? sideLook(view, input.meta, side) : { name: input.sides.find((s) => s.id === side)?.name ?? side, colour: input.meta.sides.find((m) => m.id === side)?.colour ?? 0, letter: input.meta.sides.find((m) => m.id === side)?.letter ?? '?' });
  const boardTurn = screen.kind === 'board' && screen.task === 'turn';
  const choices = choicesFor(boardTurn ? view : null, input.map, input.ui.selected);
  const side = sideModel({ view, screen, ui: input.ui, map: input.map, meta: input.meta, cursor: input.cursor });
  const map = mapModel({ view, screen, choices, side, map: input.map, meta: input.meta, sides: input.sides, selected: input.ui.selected });
  const waiting = screen.kind === 'over' ? 'over' : screen.kind === 'handover' ? 'handover' : screen.kind === 'board' ? (screen.task === 'prompt' ? 'dodge' : 'turn') : 'computer';
  return {
    screen,
    viewer,
    view,
    status: statusOf(screen, view, (s) => look(s).name),
    playersStatus: statusOf(screen.kind === 'cover' || screen.kind === 'watching' ? { ...screen, paused: false } : screen, view, (s) => look(s).name),
    waiting,
    round: input.round,
    choices,
    side,
    map,
    logs: viewer ? input.logs(viewer) : { lines: [], dice: [] },
    coverSide: screen.kind === 'handover' ? look(sideOfSeat(input.sides, screen.seat)) : screen.kind === 'cover' && screen.computer ? look(screen.computer) : null,
    guide: waiting === 'turn' && !map.hidden ? 'ops' : null,
    control: seatControl(screen, input.sides, input.level ?? 'veteran', input.gm === true),
  };
}
