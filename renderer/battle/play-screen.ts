/**
 * The tactical table (#/battle/play): the map of renderer/table driven by the battle
 * engine through a session (the round machine), the DOM panels around it, hot-seat hand-overs,
 * the computer's visible pace, the projector feed and the keys. The rules decide; this screen
 * only asks them, shows their answers and sends the seats' commands.
 */
import './battle.css';
import { debriefOf, type Debrief } from '../../src/battle/debrief/debrief';
import { showDebrief } from '../debrief/debrief-view';
import { recordMission } from '../debrief/records';
import { rosterClient } from '../characters/roster-client';
import type { BattleCommand, BattleState } from '../../src/battle';
import { battleSave, tacticalBattleKind, type BattleSave } from '../../src/battle/save/battle-kind';
import type { BlacksiteApi } from '../../src/contract';
import { createSaveController, type SaveController } from '../saves/save-controller';
import { battleMapArt } from '../maps/battle-map';
import type { Screen } from '../router';
import { KEY_HELP, keyName } from '../table/keyboard';
import { createTableMap, type TableMap } from '../table/table-map';
import { loadTileSource } from '../table/tile-textures';
import { button, h } from '../ui/dom';
import { BATTLE_KEY_HELP, battleKey } from './battle-keys';
import { openedBattle, tableOfMeta } from './battle-saves';
import { boardEffects } from './board-effects';
import { replayPrepared, setPrepared, takePrepared, type PreparedBattle } from './current';
import { hoverCell } from './hover';
import { keysHelp } from './overlays';
import { rulesButton, useBattleHelp } from './rules-help';
import { battleFeed } from './projector-feed';
import { createSession, type BattleSession } from './session';
import { createBattleTable, type BattleTable } from './table-controller';
import type { BattlePlugin, BattlePluginFactory } from './plugin';
import { missionScreen, type MissionScreen } from './mission/mission-screen';
import { openWalls } from '../ui/wall';

export interface PlayDeps {
  readonly api: BlacksiteApi;
  readonly motion: () => boolean;
  readonly uiScale: () => number;
  readonly toMenu: () => void;
  readonly toSetup: () => void;
  /** Ctrl+O: the load screen. */
  readonly toLoad: () => void;
  /**
   * The plug-ins for this battle (renderer/battle/plugin.ts), chosen by the route from the battle
   * being opened: a GM table (renderer/gm), a campaign's or a conspiracy fight's way back.
   */
  readonly plugins?: (p: PreparedBattle) => readonly BattlePluginFactory[];
}

export const PACES: ReadonlyArray<readonly [string, string, number]> = [
  ['slow', 'Slow', 900],
  ['normal', 'Normal', 450],
  ['fast', 'Fast', 120],
  ['instant', 'Instant', 0],
];

function noBattle(deps: PlayDeps, why: string): Screen {
  return {
    element: h('section', { class: 'sheet', 'aria-labelledby': 'bt-none-title' },
      h('h1', { id: 'bt-none-title', tabindex: -1 }, 'No battle in progress'),
      h('p', {}, why),
      h('div', { class: 'actions' }, button('New tactical battle', deps.toSetup, { class: 'btn primary' }), button('Back to the menu', deps.toMenu))),
  };
}

export async function battlePlayScreen(params: URLSearchParams, deps: PlayDeps): Promise<Screen> {
  const opened = await openedBattle(deps.api);
  if (typeof opened === 'string') return noBattle(deps, opened);
  if (opened) setPrepared(opened);
  const first = takePrepared();
  if (!first) return noBattle(deps, 'Set up a battle first.');
  let prepared: PreparedBattle = first;
  const map = prepared.map;
  await document.fonts.load('600 13px "IBM Plex Sans"').catch(() => undefined);
  const art = battleMapArt(prepared.mapName);
  const tiles = await loadTileSource(map, art.path, art.imageUrl);

  const element = h('section', { class: 'bt-screen', 'aria-labelledby': 'bt-title' });
  const mapWrap = h('div', { class: 'bt-map' });
  const side = h('aside', { class: 'bt-side', 'aria-label': 'Battle panels' });
  const logs = h('div', { class: 'bt-logs' });
  const cover = h('div', { class: 'bt-cover-host' });
  const callout = h('p', { class: 'bt-callout', role: 'status', 'aria-live': 'polite' });
  const statusLine = h('p', { class: 'bt-status', role: 'status' });
  const roundLabel = h('span', { class: 'bt-round' });
  const paceHost = h('span', { class: 'bt-pace-host' });
  const paceSel = h('select', { id: 'bt-pace' }, ...PACES.map(([v, label]) => h('option', { value: v, selected: v === (params.get('pace') ?? 'normal') }, label)));
  paceSel.addEventListener('change', () => seats?.paceChanged());
  const pace = (): number => PACES.find(([v]) => v === paceSel.value)?.[2] ?? 450;
  const feed = battleFeed();

  let mapView: TableMap | null = null;
  let seats: BattleTable | null = null;
  // A covert mission (renderer/battle/mission): its strip under the header, its marks on the map, its briefing.
  const missionHost = h('div', { class: 'ms-host' });
  let mission: MissionScreen | null = null;
  const mapViewReady = await createTableMap({
    map,
    tiles,
    motion: deps.motion,
    cellPixels: Math.round(36 * deps.uiScale()),
    handlers: {
      select: (id) => seats?.select(id),
      activate: (cell, id) => seats?.activate(cell, id),
      cursor: (cell) => seats?.cursor(cell),
    },
  });
  mapView = mapViewReady;
  mapView.element.setAttribute('autofocus', '');
  const effects = boardEffects(mapView, callout, deps.motion);
  const unhover = hoverCell(mapView, map, (cell) => seats?.hover(cell));

  const appVersion = (await deps.api.app.info()).version;
  const saveSlot = h('div', { class: 'bt-saves' });
  let session: BattleSession;
  let saves: SaveController | null = null;
  let battles = 1;
  /** The battles whose roster records are written (R-OPS-32): each once. */
  const recorded = new WeakSet<PreparedBattle>();
  let lastRound = 0;
  let unlisten: () => void = () => undefined;
  // changed() hands the host what changed for the quit autosave (renderer/saves/quit-copy.ts: the
  // commands since the last hand-over and the state now). A computer playing at "instant" issues
  // dozens of commands a second, so the hand-over is made at most every half second, and once
  // more when the battle is left.
  let changedTimer = 0;
  const changed = (): void => {
    if (changedTimer === 0) changedTimer = window.setTimeout(flushChanged, 500);
  };
  const flushChanged = (): void => {
    window.clearTimeout(changedTimer);
    if (changedTimer !== 0) saves?.changed();
    changedTimer = 0;
  };

  // The plug-ins (renderer/battle/plugin.ts) reach the table through this host only.
  const plugins: BattlePlugin[] = [];
  for (const make of deps.plugins?.(prepared) ?? []) {
    plugins.push(await make({
      api: deps.api,
      map,
      mapView: mapViewReady,
      screen: element,
      prepared: () => prepared,
      session: () => session,
      table: () => seats,
      saves: () => saves,
      say: (text) => (statusLine.textContent = text),
    }));
  }
  const seatChoice = plugins.find((x) => x.seats)?.seats;
  const bars = plugins.flatMap((x) => (x.bar ? [x.bar] : []));
  const panels = plugins.flatMap((x) => (x.panel ? [x.panel] : []));
  const help = keysHelp(element, [...plugins.flatMap((x) => (x.keyHelp ? [x.keyHelp] : [])), { title: 'Battle', keys: BATTLE_KEY_HELP }, { title: 'Map', keys: KEY_HELP }], () => mapView?.element.focus());

  /** The table for one session: panels, seats and the listener that feeds the saves. */
  const seat = (p: PreparedBattle, state: BattleState, commands: readonly BattleCommand[]): void => {
    // With the battle's first state, the session rebuilds the logs up to `state` from the command
    // log: after an undo, the GM's rewind or on resuming a save they show the history so far.
    session = createSession({ map: p.map, mapName: p.mapName, title: p.title, meta: p.meta, state, commands, initial: p.initial });
    lastRound = session.state().clock.round;
    seats = createBattleTable({
      session,
      mapView: mapViewReady,
      hosts: { side, logs, cover, status: statusLine, round: roundLabel, pace: paceHost },
      feed,
      pace,
      effects,
      screen: element,
      end: { debrief: () => openDebrief(p), again: playAgain, setup: deps.toSetup, menu: deps.toMenu },
      drawn: (m) => {
        mission?.drawn(m);
        for (const plugin of plugins) plugin.tableDrawn?.();
      },
      history: (reason) => saves?.holdHistory(reason),
      ...(seatChoice ? { seats: seatChoice } : {}),
    });
    for (const plugin of plugins) plugin.attached?.(session);
    let over = session.state().phase === 'over';
    unlisten = session.onChange(() => {
      changed();
      // When the last shot is fired, the debrief, and the roster's records.
      if (!over && session.state().phase === 'over') {
        over = true;
        const d = openDebrief(p);
        // Once per battle: an undo past the end and the last shot again write no second mission.
        const roster = p.meta.roster;
        if (d && roster && !recorded.has(p)) {
          recorded.add(p);
          void recordMission(rosterClient(deps.api), d, roster).then((said) => {
            if (said) statusLine.textContent = said;
          });
        }
      }
      const round = session.state().clock.round;
      if (round !== lastRound) {
        // Rounds played over every battle on this screen (the memory benchmark counts them).
        element.dataset.rounds = String(Number(element.dataset.rounds ?? 0) + Math.max(0, round - lastRound));
        lastRound = round;
        // An autosave after every round.
        void saves?.autosave();
      }
    });
  };

  /** The debrief of the battle as it stands, over the table (renderer/debrief); null when its log does not replay. */
  let closeDebrief: (() => void) | null = null;
  const openDebrief = (p: PreparedBattle): Debrief | null => {
    const d = debriefOf(p.initial, p.map, session.commands());
    if ('error' in d) {
      statusLine.textContent = d.error;
      return null;
    }
    closeDebrief?.();
    const commands = session.commands();
    const back = plugins.map((x) => x.back?.(p, commands) ?? null).find((b) => b !== null) ?? null;
    const gone = () => {
      closeDebrief?.();
      closeDebrief = null;
    };
    closeDebrief = showDebrief(element, d, {
      again: () => {
        gone();
        playAgain();
      },
      setup: () => {
        gone();
        deps.toSetup();
      },
      menu: () => {
        gone();
        deps.toMenu();
      },
      close: () => (closeDebrief = null),
      ...(back ? { back: { label: back.label, go: () => (gone(), back.go()) } } : {}),
    });
    return d;
  };

  const unseat = (): void => {
    unlisten();
    seats?.dispose();
    seats = null;
    session.dispose();
  };

  /** A battle from its start (or from the save it was opened from), with its own save controller. */
  const start = (p: PreparedBattle): void => {
    mission?.dispose();
    mission = p.state.mission ? missionScreen({ mapView: mapViewReady, map: p.map, host: missionHost, screen: element, briefing: p.mission?.briefing ?? null }) : null;
    seat(p, p.state, p.commands);
    // The same table for the first state and the snapshot: commands never change it, so the log
    // still replays to the snapshot.
    const table = tableOfMeta(p.meta);
    saves = createSaveController<BattleSave, BattleCommand>({
      saves: deps.api.saves,
      game: {
        kind: tacticalBattleKind,
        seed: p.seed,
        initialState: () => battleSave(p.initial, p.map, table),
        commands: () => session.commands(),
        state: () => battleSave(session.state(), p.map, table),
        // R-CORE-6 from the battle's house rule (stored in its state, so in its save).
        ironman: () => p.initial.options.ironman,
        // A round's autosave is written once a person is to act, so it opens where it says.
        settled: () => seats?.settled() ?? true,
        // Undo and the GM's rewind: the table is rebuilt from the replayed state and log.
        rewound: ({ state, commands }) => {
          unseat();
          seat(p, state.battle, commands);
        },
      },
      host: element,
      appVersion,
      opened: p.opened ?? null,
      title: `${p.title}: ${p.state.sides.map((x) => x.name).join(' vs ')}`,
      openLoadScreen: deps.toLoad,
      notice: (sentence) => (statusLine.textContent = sentence),
      // The GM's timeline: back to any earlier round, and forward again.
      ...(plugins.some((x) => x.timeline) ? { timeline: {} } : {}),
    });
    saveSlot.replaceChildren(saves.toolbar);
    saves.holdHistory(seats?.historyHeld() ?? null);
    saves.changed();
  };

  const stop = (): void => {
    flushChanged();
    // The saves first: their last autosave reads the session, which unseat() closes (a closed
    // session answers with its first state, which its log does not replay to: the store refused
    // that write, and a battle left before its first round's autosave was lost).
    saves?.dispose();
    saves = null;
    unseat();
  };

  function playAgain(): void {
    const next = replayPrepared(prepared);
    if (typeof next === 'string') {
      statusLine.textContent = next;
      return;
    }
    prepared = next;
    setPrepared(next);
    stop();
    battles += 1;
    element.dataset.battles = String(battles);
    start(next);
  }

  const onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !element.isConnected) return;
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return;
    const name = keyName(e);
    if (name !== undefined && !help.isOpen()) {
      for (const plugin of plugins) {
        const used = plugin.key?.(name);
        if (used === undefined) continue;
        if (used) e.preventDefault();
        return;
      }
    }
    const action = name === undefined ? undefined : battleKey(name);
    if (!action) return;
    if (action === 'help') {
      e.preventDefault();
      help.open();
      return;
    }
    if (help.isOpen()) return;
    if (seats?.key(action)) e.preventDefault();
  };
  // On the document: a panel re-drawn under the focus leaves it on the body, and the keys must still work.
  document.addEventListener('keydown', onKey);

  const projectorBtn = button('Projector', () => void deps.api.projector.open(), { class: 'btn small', title: 'Open the players\' display (#/projector)' });
  element.append(
    h('header', { class: 'bt-top' },
      h('h1', { id: 'bt-title', tabindex: -1 }, prepared.title),
      roundLabel,
      statusLine,
      h('div', { class: 'bt-tools' },
        saveSlot,
        h('label', { for: 'bt-pace' }, 'Computer pace'), paceSel, paceHost,
        projectorBtn,
        button('Keys (?)', () => help.open(), { class: 'btn small' }),
        rulesButton(),
        button('Leave', deps.toMenu, { class: 'btn small' }))),
    missionHost,
    h('div', { class: 'bt-body' }, h('div', { class: 'bt-map-col' }, ...bars, mapWrap, logs), panels.length > 0 ? h('div', { class: 'bt-side-col' }, ...panels, side) : side),
    cover);
  mapWrap.append(mapView.element, callout);
  element.dataset.battles = '1';
  element.dataset.rounds = '0';
  start(prepared);
  const unhelp = useBattleHelp(() => session.state().options);

  // The projector follows the table's camera: publish when it moves.
  const cameraPoll = window.setInterval(() => {
    seats?.cameraMoved();
    for (const plugin of plugins) plugin.cameraMoved?.();
  }, 300);

  return {
    element,
    // A hot-seat battle opens on a hand-over: its wall opens as a modal once the screen is in the page.
    mounted: () => openWalls(element),
    dispose() {
      unhelp();
      window.clearInterval(cameraPoll);
      document.removeEventListener('keydown', onKey);
      unhover();
      for (const plugin of plugins) plugin.dispose?.();
      mission?.dispose();
      mission = null;
      stop();
      effects.dispose();
      feed.end();
      feed.close();
      mapView?.destroy();
      mapView = null;
      tiles.destroy();
    },
  };
}
