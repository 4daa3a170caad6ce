/**
 * The battle table's plug-ins (renderer/battle/README.md "Plug-ins"). The table knows nothing of
 * the tables built on it: a GM table (renderer/gm), a campaign's or a conspiracy fight's way back
 * (renderer/campaign, renderer/link) are plug-ins that the route starting the battle
 * (renderer/main.ts) hands to the play screen. A plug-in adds panels, keys and hooks, and may choose
 * the table's seats; it reaches the table only through the TableHost it is made with.
 */
import type { BattleCommand, FlowSnapshot } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import type { Viewer } from '../../src/battle/view';
import type { BlacksiteApi } from '../../src/contract';
import type { TableFlowEvent, TableWaiting } from '../flow/table-flow';
import type { SaveController } from '../saves/save-controller';
import type { KeyHelp } from '../table/keyboard';
import type { TableMap } from '../table/table-map';
import type { PreparedBattle } from './current';
import type { BattleSession } from './session';
import type { BattleTable } from './table-controller';

/** What a plug-in may reach of the table. Getters: the session and table change with undo, rewind and "Play again". */
export interface TableHost {
  readonly api: BlacksiteApi;
  readonly map: BattleMap;
  readonly mapView: TableMap;
  /** The screen element (a plug-in may mark it, e.g. data-table="gm"). */
  readonly screen: HTMLElement;
  readonly prepared: () => PreparedBattle;
  readonly session: () => BattleSession;
  /** The table controller of the current session, if one is seated. */
  readonly table: () => BattleTable | null;
  readonly saves: () => SaveController | null;
  /** A sentence in the header's status line. */
  readonly say: (text: string) => void;
}

/**
 * The seats a plug-in chooses instead of the battle's own (one per human side, with hand-overs):
 * the table flow machine's human seats, what it waits for, whose eyes the table shows, and the
 * machine's pause or resume. A table with its own seats publishes nothing to the projector and
 * draws no computer controls in the header: the plug-in does both.
 */
export interface SeatChoice {
  readonly humans: readonly string[];
  readonly waiting: (flow: FlowSnapshot) => TableWaiting;
  readonly viewer: () => Viewer;
  readonly hold: (waiting: TableWaiting) => TableFlowEvent | null;
}

/** The debrief's way back (e.g. "Back to the campaign"). */
export interface DebriefBack {
  readonly label: string;
  readonly go: () => void;
}

export interface BattlePlugin {
  /** A bar over the map (in the map column, above the map). */
  readonly bar?: HTMLElement;
  /** A panel at the head of the right-hand column, over the battle's side panel. */
  readonly panel?: HTMLElement;
  /** Its keys in the keys help, listed before the battle's. */
  readonly keyHelp?: { readonly title: string; readonly keys: readonly KeyHelp[] };
  readonly seats?: SeatChoice;
  /** The save controller's timeline (back to any earlier round, and forward again). */
  readonly timeline?: boolean;
  /**
   * A key (table/keyboard.ts keyName) before the battle's keys: undefined when it is not the
   * plug-in's; true when it was used (the event is consumed), false when it is the plug-in's key
   * but did nothing now (it still does not reach the battle).
   */
  key?(name: string): boolean | undefined;
  /** A session is seated: the first, or a new one after an undo, a rewind or "Play again". */
  attached?(session: BattleSession): void;
  /** The table's camera may have moved (polled). */
  cameraMoved?(): void;
  /** The debrief's way back for this battle and its log, or null. */
  back?(p: PreparedBattle, commands: readonly BattleCommand[]): DebriefBack | null;
  dispose?(): void;
}

/** Made once per play screen, before its first battle is seated. */
export type BattlePluginFactory = (host: TableHost) => BattlePlugin | Promise<BattlePlugin>;
