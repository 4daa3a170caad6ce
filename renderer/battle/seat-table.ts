/**
 * Who sees what, and who may do what, at the table (issue 5 points 4-8). After every change it
 * asks the flow who the battle waits for, picks the eyes (one seat's side, the players' sides, or
 * everything), hides the board behind a hand-over in hot-seat (the DOM keeps none of the last
 * seat's secrets: the panels are emptied and the map is given an empty view), plays the computer
 * at a visible pace, and sends the seat's commands. The table's state and questions are in
 * seat-look.ts, the drawing in seat-draw.ts, the commands and keys in seat-commands.ts.
 */
import type { Point } from '../table/coords';
import type { TableMap } from '../table/table-map';
import type { BattleKeyAction } from './battle-keys';
import type { BoardEffects } from './board-effects';
import { humanSides, needsHandOver, waitingFor } from './flow';
import { computerCover, handOver } from './overlays';
import type { BattleFeed } from './projector-feed';
import { playersEyes, publicView } from './public-view';
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
  dispose(): void;
}

export function createSeatTable(init: SeatTableInit): SeatTable {
  const { session, mapView, panels, feed } = init;
  const map = session.map;
  const st = initialSeatState(session);
  const look = seatLook(session, st);
  let computerTimer = 0;
  let computerSteps = 0;
  let publishTimer = 0;
  let lastCamera = '';
  let disposed = false;

  const status = (text: string): void => {
    panels.status.textContent = text;
  };

  const draw = seatDrawing({
    session, mapView, panels, st, look, end: init.end,
    handlers: () => commands.handlers,
    select: (id) => api.select(id),
    send: (cmd) => commands.send(cmd),
  });
  const commands = seatCommands({ session, mapView, st, look, status, renderPanels: draw.renderPanels, select: (id) => api.select(id) });

  // ---- the computer, at a pace the table can follow ----------------------------------------------
  const scheduleComputer = (): void => {
    if (computerTimer !== 0 || disposed) return;
    computerTimer = window.setTimeout(() => {
      computerTimer = 0;
      if (disposed) return;
      computerSteps += 1;
      const r = session.aiStep();
      if (!r.ok) status(`The computer could not go on: ${r.reason}`);
    }, init.pace());
  };

  // ---- the projector --------------------------------------------------------------------------
  const publish = (): void => {
    publishTimer = 0;
    const state = session.state();
    const players = playersEyes(state);
    const cam = mapView.camera();
    feed.publish(publicView({
      state, map, mapName: session.mapName, title: session.title, meta: session.meta,
      status: look.statusText(false),
      lastRoll: session.dice(players).at(-1) ?? null,
      camera: { x: cam.x, y: cam.y, zoom: cam.zoom },
      sight: session.sight(players),
    }));
  };
  const schedulePublish = (): void => {
    if (publishTimer === 0) publishTimer = window.setTimeout(publish, 120);
  };

  const refresh = (): void => {
    if (disposed) return;
    const state = session.state();
    st.waiting = waitingFor(state);
    const waiting = st.waiting;
    const humans = humanSides(state);
    panels.round.textContent = `Round ${state.clock.round}`;
    init.screen.dataset.round = String(state.clock.round);
    if (waiting.kind === 'over') {
      st.mode = 'over';
      st.eyes = { kind: 'all' };
    } else if (humans.length === 0) {
      st.mode = 'board';
      st.eyes = { kind: 'all' };
    } else if (waiting.kind === 'computer') {
      if (humans.length === 1) {
        st.mode = 'board';
        st.eyes = { kind: 'sides', sides: humans };
      } else {
        st.mode = 'computer';
        st.shownSeat = null;
        st.eyes = { kind: 'sides', sides: [] };
      }
    } else if (needsHandOver(state, waiting.seat, st.shownSeat)) {
      st.mode = 'handover';
      st.eyes = { kind: 'sides', sides: [] };
    } else {
      st.mode = 'board';
      st.eyes = { kind: 'sides', sides: [waiting.side] };
    }
    const mode = st.mode;
    init.screen.dataset.mode = mode;
    init.screen.dataset.waiting = mode === 'over' ? 'over' : mode === 'handover' ? 'handover' : waiting.kind === 'seat' ? waiting.task : 'computer';
    status(look.statusText(true));

    if (mode === 'handover' && waiting.kind === 'seat') {
      draw.clearBoard();
      panels.cover.replaceChildren(handOver(look.sideMark(waiting.side), waiting.task, () => {
        st.shownSeat = waiting.seat;
        panels.cover.replaceChildren();
        refresh();
        mapView.element.focus();
      }));
      panels.cover.querySelector<HTMLElement>('[autofocus]')?.focus();
    } else if (mode === 'computer') {
      draw.clearBoard();
      panels.cover.replaceChildren(computerCover(waiting.kind === 'computer' && waiting.side ? look.sideMark(waiting.side) : null, computerSteps));
    } else {
      panels.cover.replaceChildren();
      const me = look.active();
      if (me && (st.selected === null || !look.unitOf(st.selected) || (waiting.kind === 'seat' && waiting.task === 'turn' && !waiting.units.includes(st.selected) && look.unitOf(st.selected)?.side === waiting.side))) st.selected = me.id;
      if (st.selected !== null) {
        const s = look.unitOf(st.selected);
        if (!s || !look.shows(s)) st.selected = null;
      }
      draw.renderBoard();
      draw.renderPanels();
      draw.renderLogs();
    }
    // A button that was pressed may have been re-drawn away: give the keyboard back to the map.
    if (mode === 'board' && (document.activeElement === null || document.activeElement === document.body)) mapView.element.focus({ preventScroll: true });
    if (waiting.kind === 'computer' || (waiting.kind !== 'over' && humans.length === 0)) scheduleComputer();
    schedulePublish();
  };

  const api: SeatTable = {
    refresh,
    select(id) {
      if (st.mode !== 'board' && st.mode !== 'over') return;
      st.selected = id;
      refresh();
    },
    activate: (cell, id) => commands.activate(cell, id),
    cursor(cell) {
      const id = commands.enemyAt(cell);
      if (id !== st.hovered) {
        st.hovered = id;
        if (st.mode === 'board') draw.renderPanels();
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
    dispose() {
      disposed = true;
      window.clearTimeout(computerTimer);
      window.clearTimeout(publishTimer);
      unlisten();
      panels.cover.replaceChildren();
    },
  };

  const unlisten = session.onChange((events) => {
    const state = session.state();
    init.effects.play(state, events, (id) => {
      const u = look.unitOf(id);
      return u !== undefined && look.shows(u);
    });
    if (state.units.find((u) => u.id === st.pinned)?.status !== 'fighting') st.pinned = null;
    refresh();
  });

  return api;
}
