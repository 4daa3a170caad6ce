/**
 * The tactical table's one stateful piece: it holds the session (the battle and every side's
 * memory), the table flow machine (whom the screen is for, the computer's pace), the seat's UI
 * choices and the map, and after every change builds the table model (model/table-model.ts) and
 * renders it with the lit-html views (view/). Views report intents; this turns them into UI
 * changes or commands. Nothing else keeps table state. renderer/battle/README.md.
 */
import { render } from 'lit-html';
import { createActor, type Actor } from 'xstate';
import type { BattleCommand, BattleEvent } from '../../src/battle';
import type { Cell } from '../../src/battle/geometry';
import { knownUnit, memoryOf, type Viewer } from '../../src/battle/view';
import { tableFlowMachine, tableScreen, type TableWaiting } from '../flow/table-flow';
import type { TableMap } from '../table/table-map';
import type { BattleKeyAction } from './battle-keys';
import type { BoardEffects } from './board-effects';
import { tableKey } from './table-keys';
import { battleSeats, battleWaiting } from './flow';
import type { ActionItem } from './model/actions';
import { actingFocus, shooterToShow } from './model/camera';
import { cellOutcome } from './model/cell-intent';
import { sideLook } from './model/side-model';
import { tableModel, type TableModel } from './model/table-model';
import { freshUi, reduceUi, type TableUi, type UiChange } from './model/ui-state';
import type { SeatChoice } from './plugin';
import type { BattleFeed } from './projector-feed';
import { openWalls } from '../ui/wall';
import { guideDid, guideScene } from '../guide/guide-host';
import { guideReach } from './guide-reach';
import { opsCommandEvents, opsModelEvents, opsUiEvents } from './model/guide-events';
import { tableMessage } from './public-view';
import { blockBinding } from './rule-keys';
import type { BattleSession } from './session';
import { computerControls, computerTemplate, handOverTemplate, type CoverHandlers } from './view/cover';
import { followLogs, logsAtEnd, logsTemplate } from './view/logs';
import { sidePanelTemplate, type SideHandlers } from './view/side-panel';

export interface TableHosts {
  readonly side: HTMLElement;
  readonly logs: HTMLElement;
  readonly cover: HTMLElement;
  readonly status: HTMLElement;
  readonly round: HTMLElement;
  /** The computer's pause and step, beside the pace in the header (solo games). */
  readonly pace: HTMLElement;
}

export interface TableInit {
  readonly session: BattleSession;
  readonly mapView: TableMap;
  readonly hosts: TableHosts;
  readonly feed: BattleFeed;
  readonly pace: () => number;
  readonly effects: BoardEffects;
  /** The screen element: data-round, data-mode and data-waiting say where the table stands. */
  readonly screen: HTMLElement;
  readonly end: SideHandlers['end'];
  /**
   * Undo and rewind held off (a reason) or allowed again (null): the table holds them while no
   * seat is at its own board (a hand-over, a hot-seat computer's turn), as the conspiracy board does.
   */
  readonly history?: (reason: string | null) => void;
  /** After every redraw, the model drawn (a mission's strip and marks: renderer/battle/mission). */
  readonly drawn?: (model: TableModel) => void;
  /**
   * A plug-in's seats (renderer/battle/plugin.ts SeatChoice; a GM table's: one seat, the GM's, whose
   * eyes are its lens): the plug-in publishes the players' display and has the computer's controls.
   */
  readonly seats?: SeatChoice;
}

export interface BattleTable {
  /** A click or Enter on a cell of the map (with the unit the map shows there). */
  activate(cell: Cell, unit: string | null): void;
  select(unit: string): void;
  /** The keyboard cursor moved (it previews like the pointer). */
  cursor(cell: Cell): void;
  /** The pointer is over this cell, or off the map. */
  hover(cell: Cell | null): void;
  /** A battle key; true when it was used. */
  key(action: BattleKeyAction): boolean;
  cameraMoved(): void;
  paceChanged(): void;
  /** The model now (tests and benchmarks read it). */
  model(): TableModel;
  /** Draw again (the GM's lens changed). */
  refresh(): void;
  /** The computer's pace as the table flow machine has it: paused, and whether it plays now. */
  computer(): { readonly paused: boolean; readonly playing: boolean };
  computerEvent(e: 'pause' | 'resume' | 'step'): void;
  /** A GM table: the GM held or released a computer side. */
  holdChanged(): void;
  /** Why undo and rewind are held now (a hand-over or a hot-seat computer's cover is up), or null. */
  historyHeld(): string | null;
  /** The battle waits for a person (a seat, the GM) or is over, not for the computer (renderer/saves SavableGame.settled). */
  settled(): boolean;
  dispose(): void;
}

const sameView = (a: Viewer | null, b: Viewer | null): boolean => JSON.stringify(a) === JSON.stringify(b);

export function createBattleTable(init: TableInit): BattleTable {
  const { session, mapView, hosts, feed } = init;
  const map = session.map;
  // The guide points at the map by this attribute (renderer/guide/guide-steps.ts).
  mapView.element.dataset.guide = 'map';
  const reach = guideReach(mapView.element, { width: map.width, height: map.height, cell: map.tileWidth }, () => mapView.camera());
  let ui: TableUi = freshUi(0);
  let notice = '';
  let disposed = false;
  let model: TableModel | null = null;
  let drawnViewer: Viewer | null | undefined;
  let actingShown: string | null = null;
  let publishDue = false;
  let lastCamera = '';
  let blanked = false;
  let held: string | null = null;

  function waitingNow() {
    return init.seats ? init.seats.waiting(session.flow()) : battleWaiting(session.flow());
  }

  const flow: Actor<typeof tableFlowMachine> = createActor(
    tableFlowMachine.provide({
      actions: {
        stepComputer: () => {
          if (disposed) return;
          const r = session.aiStep();
          if (!r.ok) say(`The computer could not go on: ${r.reason}`);
        },
      },
    }),
    { input: { humans: init.seats ? [...init.seats.humans] : battleSeats(session.state()), waiting: waitingNow(), pace: init.pace() } },
  );

  /** With a plug-in's seats (a GM table) the machine is paused exactly while it waits for a computer mover the GM holds. */
  const syncHold = (w: TableWaiting): void => {
    const e = init.seats?.hold(w);
    if (e) flow.send(e);
  };

  const say = (text: string): void => {
    notice = text;
    hosts.status.textContent = text;
  };

  const send = (command: BattleCommand | null): void => {
    if (!command) return;
    if (command.type === 'round.start' || command.type === 'round.end') return;
    ui = reduceUi(ui, { type: 'acted' });
    const r = session.send(command);
    if (!r.ok) say(r.reason);
    else guideDid(opsCommandEvents(command));
  };

  const change = (c: UiChange): void => {
    const next = reduceUi(ui, c);
    if (next === ui) return;
    const reselected = next.selected !== ui.selected;
    ui = next;
    redraw(reselected ? 'all' : 'ui');
    guideDid(opsUiEvents(c));
  };

  const act = (a: ActionItem): void => {
    if (!a.enabled) {
      if (a.why) say(a.why);
      return;
    }
    send(a.command);
  };

  const coverOn: CoverHandlers = {
    confirm: () => {
      flow.send({ type: 'handover.confirm' });
      mapView.element.focus({ preventScroll: true });
    },
    pause: () => flow.send({ type: 'computer.pause' }),
    resume: () => flow.send({ type: 'computer.resume' }),
    step: () => flow.send({ type: 'computer.step' }),
    leave: () => init.end.menu(),
    act: (a) => act(a),
  };

  const sideOn: SideHandlers = {
    act,
    ui: change,
    select: (id) => api.select(id),
    actNow: (id) => send({ type: 'unit.act-now', unit: id }),
    sideOf: (id) => (model?.view ? sideLook(model.view, session.meta, id) : { name: id, colour: 0, letter: '?' }),
    agentOf: (id) => session.meta.agents[id],
    end: init.end,
  };

  const publish = (): void => {
    publishDue = false;
    if (disposed || init.seats) return;
    const cam = mapView.camera();
    // R-OPS-49: what every human seat may know; in hot-seat never the seat on screen's own view.
    feed.publish(tableMessage(session, model?.status ?? '', { x: cam.x, y: cam.y, zoom: cam.zoom }));
  };
  const schedulePublish = (): void => {
    if (publishDue) return;
    publishDue = true;
    queueMicrotask(publish);
  };

  /** The camera on the seat's own acting unit: on a new seat, and when another of its units takes the turn. */
  const followActing = (m: TableModel, fresh: boolean): void => {
    const f = actingFocus(m.view, m.choices, fresh, actingShown);
    actingShown = f.shown;
    if (!f.centre) return;
    mapView.centreOn(f.centre);
    mapView.setCursor(f.centre);
  };

  /** 'ui': only the seat's own choices changed (a hover, a pinned target): the side panel and the path. */
  const redraw = (what: 'all' | 'ui' = 'all'): void => {
    if (disposed) return;
    const snapshot = flow.getSnapshot();
    const screen = tableScreen(snapshot);
    // A new seat at the table starts from its own units: nothing of the last seat's choices stays.
    const fresh = snapshot.context.sitting !== ui.sitting;
    if (fresh) what = 'all';
    if (fresh) {
      ui = freshUi(snapshot.context.sitting);
      actingShown = null;
      mapView.clearRuler();
    }
    const battle = session.flow().context.battle;
    const m = tableModel({
      screen,
      sides: battle.sides,
      view: (v) => session.view(v),
      logs: (v) => memoryOf(session.memory(), v),
      ui,
      map,
      meta: session.meta,
      cursor: mapView.cursor(),
      round: battle.clock.round,
      gmViewer: init.seats?.viewer() ?? null,
      gm: init.seats !== undefined,
      level: battle.options.computerLevel,
    });
    model = m;
    if (what === 'ui') {
      mapView.mark('path', m.map.marks.path.cells, m.map.marks.path.rgb, m.map.marks.path.alpha);
      mapView.coverPreview(m.map.cover);
      render(m.map.hidden ? [] : sidePanelTemplate(m.side, sideOn, m.control), hosts.side);
      init.drawn?.(m);
      guided(m);
      return;
    }
    init.screen.dataset.round = String(m.round);
    init.screen.dataset.mode = screen.kind;
    init.screen.dataset.waiting = m.waiting;
    // How many commands the battle has had (public: tests read that a wall let nothing through).
    init.screen.dataset.commands = String(session.commands().length);
    hosts.round.textContent = `Round ${m.round}`;
    hosts.status.textContent = notice || m.status;
    // The map: the seat's view only, or nothing.
    mapView.element.style.visibility = m.map.hidden ? 'hidden' : '';
    mapView.update(m.map.view);
    for (const [name, mark] of Object.entries(m.map.marks)) mapView.mark(name, mark.cells, mark.rgb, mark.alpha);
    mapView.coverPreview(m.map.cover);
    if (m.map.hidden) {
      init.effects.clear();
      // Behind a hand-over or a hot-seat computer turn the map forgets the last seat: its cursor,
      // camera, ruler and the cell it described. The next seat starts on its units.
      if (!blanked) mapView.resetTo({ x: Math.floor(map.width / 2), y: Math.floor(map.height / 2) });
      blanked = true;
    } else blanked = false;
    // The panels, over the same nodes: focus, scroll and live regions stay.
    const atEnd = logsAtEnd(hosts.logs);
    render(m.map.hidden ? [] : sidePanelTemplate(m.side, sideOn, m.control), hosts.side);
    render(m.map.hidden ? [] : logsTemplate(m.logs.lines, m.logs.dice), hosts.logs);
    followLogs(hosts.logs, atEnd);
    render(
      screen.kind === 'handover' && m.coverSide ? handOverTemplate(m.coverSide, screen.task, coverOn) : screen.kind === 'cover' ? computerTemplate(m.coverSide, screen.steps, screen.paused, coverOn, m.control.toggle) : [],
      hosts.cover,
    );
    // With a plug-in's seats (a GM table) the plug-in has the computer's controls.
    render(screen.kind === 'watching' && !init.seats ? computerControls(screen.paused, coverOn) : [], hosts.pace);
    // A hand-over, or the cover while a computer plays in hot-seat, is a wall (renderer/ui/wall.ts):
    // a modal dialog, opened here once the screen is in the page (else by the screen's mounted()).
    const walled = screen.kind === 'handover' || screen.kind === 'cover';
    if (walled) openWalls(hosts.cover);
    const hold = walled ? 'No seat is at its own board.' : null;
    if (hold !== held) {
      held = hold;
      init.history?.(hold);
    }
    if (!sameView(drawnViewer ?? null, m.viewer) || fresh) {
      drawnViewer = m.viewer;
      if (m.viewer) followActing(m, true);
    } else followActing(m, false);
    if (screen.kind === 'board' && (document.activeElement === null || document.activeElement === document.body)) mapView.element.focus({ preventScroll: true });
    init.drawn?.(m);
    guided(m);
    schedulePublish();
  };

  /** The first-battle guide (renderer/guide) over the seat's own turn only (TableModel.guide), and what the seat now reads. */
  const guided = (m: TableModel): void => {
    reach(m.guide ? m.map.marks.walk.cells : null);
    guideScene('ops', m.guide !== null);
    if (m.guide) guideDid(opsModelEvents(m));
  };

  /** After a command: the shot's line and callout for this seat (both units known), the camera on a seen enemy shooter. */
  const afterCommand = (events: readonly BattleEvent[]): void => {
    notice = '';
    const v = model?.viewer ? session.view(model.viewer) : null;
    if (!v || model?.map.hidden) return;
    init.effects.play(v, events);
    const shooter = shooterToShow(v, events);
    if (shooter) mapView.centreOn(shooter);
  };

  const withModel = <T>(f: (m: TableModel) => T, otherwise: T): T => (model ? f(model) : otherwise);

  const api: BattleTable = {
    activate(cell, unit) {
      withModel((m) => {
        const o = cellOutcome({ view: m.view, screen: m.screen, choices: m.choices, ui, map, cell, unit });
        if (o.kind === 'ui') change(o.change);
        else if (o.kind === 'command') send(o.command);
        else if (o.kind === 'say') say(o.text);
      }, undefined);
    },
    select(unit) {
      if (!model?.view || !knownUnit(model.view, unit)) return;
      change({ type: 'select', unit });
    },
    cursor(cell) {
      change({ type: 'hover', cell });
    },
    hover(cell) {
      change({ type: 'hover', cell });
    },
    key(action) {
      const m = model;
      if (!m) return false;
      return tableKey(action, {
        model: m,
        ui,
        act,
        change,
        actNow: (unit) => send({ type: 'unit.act-now', unit }),
        say,
        cursorTo: (cell) => mapView.setCursor(cell),
      });
    },
    cameraMoved() {
      const c = mapView.camera();
      const key = `${c.x.toFixed(0)},${c.y.toFixed(0)},${c.zoom.toFixed(3)}`;
      if (key !== lastCamera) {
        lastCamera = key;
        schedulePublish();
        if (model) guided(model);
      }
    },
    paceChanged() {
      flow.send({ type: 'pace.set', pace: init.pace() });
    },
    refresh() {
      redraw('all');
    },
    computer() {
      const screen = tableScreen(flow.getSnapshot());
      const playing = screen.kind === 'watching' || screen.kind === 'cover';
      return { paused: playing && screen.paused, playing };
    },
    computerEvent(e) {
      flow.send({ type: e === 'pause' ? 'computer.pause' : e === 'resume' ? 'computer.resume' : 'computer.step' });
    },
    holdChanged() {
      syncHold(waitingNow());
    },
    historyHeld: () => held,
    settled: () => waitingNow().kind !== 'computer',
    model() {
      if (!model) redraw('all');
      if (!model) throw new Error('The table has been closed.');
      return model;
    },
    dispose() {
      disposed = true;
      guideScene('ops', false);
      unbindBlock();
      flow.stop();
      unlisten();
      render([], hosts.cover);
      render([], hosts.side);
      render([], hosts.logs);
      render([], hosts.pace);
    },
  };

  const unlisten = session.onChange((events) => {
    afterCommand(events);
    const w = waitingNow();
    syncHold(w);
    flow.send({ type: 'game.changed', waiting: w });
  });
  const unbindBlock = mapView.bindKey(blockBinding(mapView, () => api.key('block')));
  flow.subscribe(() => redraw('all'));
  syncHold(waitingNow());
  flow.start();
  redraw('all');
  return api;
}
