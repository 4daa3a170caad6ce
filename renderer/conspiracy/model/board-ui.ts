/**
 * What the player at the board has chosen between two commands: the side panel's tab, the Area
 * whose dossier is open, the map pin the keyboard is on, the Agent chosen to give orders from the
 * map, the open dialog and its form, the Groups list's order and filter, the notice of the last
 * order, and where focus is asked to go. Plain data, changed only by `reduceBoardUi`; a new seat at
 * the board starts from `sitDown` (renderer/flow `sitting`): nothing of the last seat's choices
 * stays, only the desk's own "do not ask again" answers, which belong to each seat (R-HATS-12).
 */
import type { SeatId } from '../../../src/hats';
import type { GroupsUi } from './groups-ui';
import { freshGroupsUi } from './groups-ui';
import type { RecruitForm } from './recruit-form';

export type SideTab = 'briefing' | 'operatives' | 'groups' | 'log';
export const SIDE_TABS: readonly SideTab[] = ['briefing', 'operatives', 'groups', 'log'];

/** The dialog over the board, at most one; its form is part of the UI state so a redraw keeps it. */
export type DialogUi =
  /** `pick`: the action kind chosen (a MenuKind); `choice`: the index of the chosen variant in its list. */
  | { readonly kind: 'orders'; readonly actor: string; readonly pick: string | null; readonly choice: number | null; readonly problem: string | null }
  | { readonly kind: 'recruit'; readonly form: RecruitForm; readonly problem: string | null }
  | { readonly kind: 'technology' }
  | { readonly kind: 'end-turn'; readonly dontAsk: boolean }
  | { readonly kind: 'dismiss'; readonly agent: string }
  /** A dialog a plug-in draws (renderer/conspiracy/README.md "Plugging in"); `data` is the plug-in's own. */
  | { readonly kind: 'plugin'; readonly id: string; readonly data: unknown };

/** A request to move focus to the element with that key: each request is a new object, met once. */
export interface FocusRequest {
  readonly key: string;
}

export interface BoardUi {
  /** The table flow's sitting this belongs to (renderer/flow README: a new seat starts afresh). */
  readonly sitting: number;
  readonly tab: SideTab;
  /** The Area whose dossier is open. */
  readonly area: string | null;
  /** The pin that holds the map's one Tab stop (a roving tabindex); null: the first. */
  readonly pin: string | null;
  /** The seat's own Agent (or acting Group) chosen to give orders by clicking its target on the map. */
  readonly chosen: string | null;
  readonly dialog: DialogUi | null;
  readonly notice: string;
  /** The seat-turn whose briefing was last opened: each human turn opens on its briefing once. */
  readonly briefed: number;
  readonly groups: GroupsUi;
  readonly focus: FocusRequest | null;
  /** Seats that said "do not ask again" before ending a turn: the desk's, kept over hand-overs. */
  readonly noAsk: readonly SeatId[];
}

export function freshBoardUi(sitting: number, noAsk: readonly SeatId[] = []): BoardUi {
  return { sitting, tab: 'operatives', area: null, pin: null, chosen: null, dialog: null, notice: '', briefed: 0, groups: freshGroupsUi(), focus: null, noAsk };
}

/** A new seat at the board: everything of the last one's choices goes (R-HATS-12). */
export function sitDown(ui: BoardUi, sitting: number): BoardUi {
  return freshBoardUi(sitting, ui.noAsk);
}

export type BoardUiChange =
  | { readonly type: 'tab'; readonly tab: SideTab; readonly focus?: boolean }
  /** A pin (or a summary line) chose an Area: its dossier opens, focus on its Close button. */
  | { readonly type: 'area.open'; readonly area: string }
  /** The dossier closes: focus back on its pin. */
  | { readonly type: 'area.close' }
  /** The keyboard moved along the map: the pin takes the map's Tab stop and focus. */
  | { readonly type: 'pin'; readonly area: string }
  | { readonly type: 'choose'; readonly actor: string | null }
  | { readonly type: 'dialog.open'; readonly dialog: DialogUi }
  | { readonly type: 'dialog.update'; readonly dialog: DialogUi }
  | { readonly type: 'dialog.close' }
  | { readonly type: 'notice'; readonly text: string }
  /** The seat's turn came round: its briefing opens, once per seat-turn. */
  | { readonly type: 'brief'; readonly serial: number }
  | { readonly type: 'groups'; readonly groups: GroupsUi }
  | { readonly type: 'no-ask'; readonly seat: SeatId }
  /** A command was accepted: its dialog closes, the chosen Agent is spent, the notice says what happened. */
  | { readonly type: 'acted'; readonly notice: string }
  /** Undo, rewind or a turn's end: the open dialog and the choice of Agent no longer hold. */
  | { readonly type: 'reset' };

const focusOn = (key: string): FocusRequest => ({ key });

export function reduceBoardUi(ui: BoardUi, change: BoardUiChange): BoardUi {
  switch (change.type) {
    case 'tab':
      if (ui.tab === change.tab && !change.focus) return ui;
      return { ...ui, tab: change.tab, focus: change.focus ? focusOn(`tab-${change.tab}`) : ui.focus };
    case 'area.open':
      return { ...ui, area: change.area, pin: change.area, focus: focusOn('area-close') };
    case 'area.close':
      if (ui.area === null) return ui;
      return { ...ui, area: null, focus: focusOn(`pin-${ui.area}`) };
    case 'pin':
      return { ...ui, pin: change.area, focus: focusOn(`pin-${change.area}`) };
    case 'choose':
      return ui.chosen === change.actor ? ui : { ...ui, chosen: change.actor };
    case 'dialog.open':
    case 'dialog.update':
      return { ...ui, dialog: change.dialog };
    case 'dialog.close':
      return ui.dialog === null ? ui : { ...ui, dialog: null };
    case 'notice':
      return ui.notice === change.text ? ui : { ...ui, notice: change.text };
    case 'brief':
      if (ui.briefed === change.serial) return ui;
      return { ...ui, briefed: change.serial, tab: 'briefing', focus: focusOn('brief-title') };
    case 'groups':
      return { ...ui, groups: change.groups };
    case 'no-ask':
      return ui.noAsk.includes(change.seat) ? ui : { ...ui, noAsk: [...ui.noAsk, change.seat] };
    case 'acted':
      return { ...ui, dialog: null, chosen: null, notice: change.notice };
    case 'reset':
      return { ...ui, dialog: null, chosen: null };
  }
}
