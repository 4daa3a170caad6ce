/**
 * Who sees what, and who may do what, at the table. The table flow machine (renderer/flow) says
 * whom the screen is for after every change of the battle: a seat's board, a hand-over in
 * hot-seat (the DOM keeps none of the last seat's secrets: the panels are emptied and the map is
 * given an empty view), the computer at its pace, or the end. Everything shown comes from the
 * seat view (src/battle/view). The table's state and questions are in seat-look.ts, the drawing
 * in seat-draw.ts, the commands and keys in seat-commands.ts.
 */
import { createActor, type Actor } from 'xstate';
import { playersViewer } from '../../src/battle/view';
import { tableFlowMachine, tableScreen } from '../flow/table-flow';
import type { Point } from '../table/coords';
import type { TableMap } from '../table/table-map';
import type { BattleKeyAction } from './battle-keys';
import type { BoardEffects } from './board-effects';
import { battleSeats, battleWaiting } from './flow';
import { computerCover, handOver } from './overlays';
import type { BattleFeed } from './projector-feed';
import { publicView } from './public-view';
import { seatCommands } from './seat-commands';
import { seatDrawing, type SeatPanels } from './seat-draw';
import { initialSeatState, seatLook } from './seat-look';
import type { BattleSession } from './session';

export interface SeatTableInit {
  readonly session: BattleSession;
  readonly mapView: TableMap;
  readonly panels: SeatPanels;
  readonly feed: BattleFeed;
  readonly pace: () => number;
  readonly effects: BoardEffects;
  readonly screen: HTMLElement;
  readonly end: { readonly again: () => void; readonly setup: () => void; readonly menu: () => void };
}

export interface SeatTable {
  refresh(): void;
  select(id: string): void;
  activate(cell: Point, id: string | null): void;
  cursor(cell: Point): void;
  hover(cell: Point | null): void;
  key(action: BattleKeyAction): boolean;
  cameraMoved(): void;
  paceChanged(): void;
  dispose(): void;
}

export function createSeatTable(init: SeatTableInit): SeatTable {
  const { session, mapView, panels, feed } = init;
  const st = initialSeatState();
  const look = seatLook(session, st);
  let lastCamera = '';
  let disposed = false;
  let publishDue = false;

  const status = (text: string): void => {
    panels.status.textContent = text;
  };

  const draw = seatDrawing({
    session, mapView, panels, st, look, end: init.end,
    handlers: () => commands.handlers,
    select: (id) => api.select(id),
    send: (cmd) => commands.send(cmd),
  });
  const commands = seatCommands({ session, mapView, st, look, status, renderPanels: () => draw.renderPanels(), select: (id) => api.select(id) });

  // ---- the table's flow: whom the screen is for, the computer at its pace (after delays) --------
  const flow: Actor<typeof tableFlowMachine> = createActor(
    tableFlowMachine.provide({
      actions: {
        stepComputer: () => {
          if (disposed) return;
          const r = session.aiStep();
          if (!r.ok) status(`The computer could not go on: ${r.reason}`);
        },
      },
    }),
    { input: { humans: battleSeats(session.state()), waiting: battleWaiting(session.flow()), pace: init.pace() } },
  );

  // ---- the projector --------------------------------------------------------------------------
  const publish = (): void => {
    publishDue = false;
    const cam = mapView.camera();
    feed.publish(publicView({
      players: session.view(playersViewer(session.state())),
      memory: session.memory(),
      mapName: session.mapName, title: session.title, meta: session.meta,
      status: look.statusText(),
      camera: { x: cam.x, y: cam.y, zoom: cam.zoom },
    }));
  };
  const schedulePublish = (): void => {
    if (publishDue) return;
    publishDue = true;
    queueMicrotask(publish);
  };

  let sitting = 0;
  const refresh = (): void => {
    if (disposed) return;
    const snapshot = flow.getSnapshot();
    st.screen = tableScreen(snapshot);
    const screen = st.screen;
    const view = look.view();
    panels.round.textContent = `Round ${session.flow().context.battle.clock.round}`;
    init.screen.dataset.round = String(session.flow().context.battle.clock.round);
    init.screen.dataset.mode = screen.kind;
    init.screen.dataset.waiting = screen.kind === 'over' ? 'over' : screen.kind === 'handover' ? 'handover' : screen.kind === 'board' ? (screen.task === 'prompt' ? 'dodge' : 'turn') : 'computer';
    status(look.statusText());
    // A new seat at the table starts from its own units: nothing of the last seat's choices stays.
    if (snapshot.context.sitting !== sitting) {
      sitting = snapshot.context.sitting;
      st.selected = null;
      st.pinned = null;
      st.hovered = null;
      st.optionKey = null;
    }
    if (screen.kind === 'handover' || screen.kind === 'cover') init.effects.clear();
    if (screen.kind === 'handover') {
      draw.clearBoard();
      panels.cover.replaceChildren(handOver(look.sideMark(seatSide(screen.seat)), screen.task === 'prompt' ? 'dodge' : 'turn', () => {
        flow.send({ type: 'handover.confirm' });
        mapView.element.focus();
      }));
      panels.cover.querySelector<HTMLElement>('[autofocus]')?.focus();
    } else if (screen.kind === 'cover') {
      draw.clearBoard();
      panels.cover.replaceChildren(computerCover(screen.computer ? look.sideMark(screen.computer) : null, screen.steps));
    } else if (view) {
      panels.cover.replaceChildren();
      const me = look.active();
      if (me && (st.selected === null || !look.unitOf(st.selected) || (view.decision.kind === 'turn' && !view.decision.units.includes(st.selected) && look.ownSides().includes(look.unitOf(st.selected)?.side ?? '')))) st.selected = me.id;
      if (st.selected !== null && !look.unitOf(st.selected)) st.selected = null;
      draw.renderBoard();
      draw.renderPanels();
      draw.renderLogs();
    }
    // A button that was pressed may have been re-drawn away: give the keyboard back to the map.
    if (screen.kind === 'board' && (document.activeElement === null || document.activeElement === document.body)) mapView.element.focus({ preventScroll: true });
    schedulePublish();
  };

  const seatSide = (seat: string): string => {
    const c = session.view(playersViewer(session.state())).sides.find((s) => s.controller.kind === 'human' && String(s.controller.seat) === seat);
    return c?.id ?? '';
  };

  const api: SeatTable = {
    refresh,
    select(id) {
      if (st.screen.kind === 'handover' || st.screen.kind === 'cover') return;
      st.selected = id;
      refresh();
    },
    activate: (cell, id) => commands.activate(cell, id),
    cursor(cell) {
      const id = commands.enemyAt(cell);
      if (id !== st.hovered) {
        st.hovered = id;
        if (st.screen.kind === 'board') draw.renderPanels();
      }
    },
    hover(cell) {
      api.cursor(cell ?? { x: -1, y: -1 });
    },
    key: (action) => commands.key(action),
    cameraMoved() {
      const c = mapView.camera();
      const key = `${c.x.toFixed(0)},${c.y.toFixed(0)},${c.zoom.toFixed(3)}`;
      if (key !== lastCamera) {
        lastCamera = key;
        schedulePublish();
      }
    },
    paceChanged() {
      flow.send({ type: 'pace.set', pace: init.pace() });
    },
    dispose() {
      disposed = true;
      flow.stop();
      unlisten();
      panels.cover.replaceChildren();
    },
  };

  const unlisten = session.onChange((events) => {
    const view = look.view();
    if (view) {
      init.effects.play(view, events);
    }
    flow.send({ type: 'game.changed', waiting: battleWaiting(session.flow()) });
  });
  flow.subscribe(() => refresh());
  flow.start();

  return api;
}
