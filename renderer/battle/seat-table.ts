/**
 * Who sees what, and who may do what, at the table (issue 5 points 4-8). After every change it
 * asks the flow who the battle waits for, picks the eyes (one seat's side, the players' sides, or
 * everything), hides the board behind a hand-over in hot-seat (the DOM keeps none of the last
 * seat's secrets: the panels are emptied and the map is given an empty view), plays the computer
 * at a visible pace, and sends the seat's commands.
 */
import { legalActions, previewAttack, type BattleCommand, type LegalActions, type Unit } from '../../src/battle';
import type { Point } from '../table/coords';
import type { TableMap } from '../table/table-map';
import { actionPanel } from './action-panel';
import { attackOptions, attackTargets, keepOption } from './attack-options';
import type { BattleKeyAction } from './battle-keys';
import type { BoardEffects } from './board-effects';
import { humanSides, needsHandOver, waitingFor, type Waiting } from './flow';
import { combatLog, diceLog } from './log-panels';
import { computerCover, dodgeDialog, endPanel, handOver, type SideMark } from './overlays';
import { previewView } from './preview-view';
import type { BattleFeed } from './projector-feed';
import { playersEyes, publicView } from './public-view';
import type { BattleSession } from './session';
import { sheetPanel } from './sheet-panel';
import { trackerModel } from './tracker-model';
import { trackerPanel } from './tracker-panel';
import { mayShow, tableView, type Eyes } from './view-adapter';

export interface SeatTableInit {
  readonly session: BattleSession;
  readonly mapView: TableMap;
  readonly panels: { readonly side: HTMLElement; readonly logs: HTMLElement; readonly cover: HTMLElement; readonly status: HTMLElement; readonly round: HTMLElement };
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

type Mode = 'board' | 'handover' | 'computer' | 'over';

const WALK = 0x56b4e9;
const RUN = 0x56b4e9;

export function createSeatTable(init: SeatTableInit): SeatTable {
  const { session, mapView, panels, feed } = init;
  const map = session.map;
  let mode: Mode = 'board';
  let shownSeat: number | null = null;
  let eyes: Eyes = { kind: 'all' };
  let waiting: Waiting = waitingFor(session.state());
  let selected: string | null = null;
  let pinned: string | null = null;
  let hovered: string | null = null;
  let optionKey: string | null = null;
  let computerTimer = 0;
  let computerSteps = 0;
  let publishTimer = 0;
  let lastCamera = '';
  let disposed = false;

  const sideMark = (sideId: string): SideMark => {
    const s = session.state().sides.find((x) => x.id === sideId);
    const m = session.meta.sides.find((x) => x.id === sideId);
    return { name: s?.name ?? sideId, colour: m?.colour ?? 0, letter: m?.letter ?? '?' };
  };
  const unitOf = (id: string | null): Unit | undefined => (id === null ? undefined : session.state().units.find((u) => u.id === id));
  const shows = (u: Unit): boolean => mayShow(u, eyes, session.sight(eyes));
  const ownSides = (): readonly string[] => (eyes.kind === 'sides' ? eyes.sides : session.state().sides.map((s) => s.id));

  /** The unit taking its turn now, when a seat at the table has the turn. */
  const active = (): Unit | undefined => {
    if (mode !== 'board' || waiting.kind !== 'seat' || waiting.task !== 'turn') return undefined;
    const units = waiting.units;
    return unitOf(selected !== null && units.includes(selected) ? selected : (units[0] ?? null));
  };
  const legalFor = (u: Unit | undefined): LegalActions | undefined => {
    if (!u) return undefined;
    const l = legalActions(session.state(), map, u.id);
    return 'rejected' in l ? undefined : l;
  };

  const status = (text: string): void => {
    panels.status.textContent = text;
  };

  const send = (cmd: BattleCommand | null): void => {
    if (!cmd || cmd.type === 'round.start' || cmd.type === 'round.end') return;
    const r = session.send(cmd);
    if (!r.ok) status(r.reason);
  };

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
      status: statusText(false),
      lastRoll: session.dice(players).at(-1) ?? null,
      camera: { x: cam.x, y: cam.y, zoom: cam.zoom },
      sight: session.sight(players),
    }));
  };
  const schedulePublish = (): void => {
    if (publishTimer === 0) publishTimer = window.setTimeout(publish, 120);
  };

  // ---- words -------------------------------------------------------------------------------------
  function statusText(forSeat: boolean): string {
    const state = session.state();
    if (waiting.kind === 'over') return state.result?.reason ?? 'The battle is over.';
    if (waiting.kind === 'computer') return waiting.side ? `${sideMark(waiting.side).name} (computer) is acting` : 'Rolling initiative';
    const who = sideMark(waiting.side).name;
    if (waiting.task === 'dodge') return `${who} decides whether ${unitOf(waiting.unit)?.name ?? 'a unit'} dodges`;
    return forSeat ? `${who}: your turn` : `${who} to act`;
  }

  // ---- drawing -----------------------------------------------------------------------------------
  const clearBoard = (): void => {
    mapView.update(tableView({ state: session.state(), meta: session.meta, eyes, sight: null, selectedId: null, actingId: null, blank: true }));
    mapView.mark('walk', null, WALK);
    mapView.mark('run', null, RUN);
    mapView.clearRuler();
    mapView.element.style.visibility = 'hidden';
    panels.side.replaceChildren();
    panels.logs.replaceChildren();
  };

  const keepFocus = (draw: () => void): void => {
    const id = document.activeElement instanceof HTMLElement && panels.side.contains(document.activeElement) ? document.activeElement.id : '';
    draw();
    if (id) document.getElementById(id)?.focus();
  };

  const renderPanels = (): void => {
    const state = session.state();
    const look = (sideId: string) => sideMark(sideId);
    const mine = ownSides();
    const tracker = trackerPanel(trackerModel(state, shows), {
      sideOf: look,
      select: (id) => api.select(id),
      canActNow: (id) => mode === 'board' && waiting.kind === 'seat' && waiting.task === 'turn' && unitOf(id)?.side === waiting.side,
      actNow: (id) => send({ type: 'unit.act-now', unit: id }),
    });
    const parts: HTMLElement[] = [tracker];
    const me = active();
    if (mode === 'over') {
      const result = state.result;
      parts.push(endPanel({ title: result?.winner ? `${sideMark(result.winner).name} wins` : 'No winner', reason: result?.reason ?? '', ...init.end }));
    } else if (mode === 'board' && waiting.kind === 'seat' && waiting.task === 'dodge') {
      const w = waiting;
      parts.push(dodgeDialog({ unit: unitOf(w.unit)?.name ?? w.unit, attacker: unitOf(w.attacker)?.name ?? 'An enemy', answer: (dodge) => send({ type: 'unit.dodge-reply', unit: w.unit, dodge }) }));
    } else if (me) {
      const legal = legalFor(me);
      if (legal) {
        const targets = attackTargets(legal);
        if (pinned !== null && !targets.includes(pinned)) pinned = null;
        const target = hovered !== null && targets.includes(hovered) ? hovered : pinned;
        const options = target === null ? [] : attackOptions(legal, target);
        const option = keepOption(options, optionKey);
        const preview = option ? previewView(`${me.name} → ${unitOf(target)?.name ?? ''}`, previewAttack(state, map, option.command)) : null;
        const c = mapView.cursor();
        parts.push(actionPanel({ state, unit: me, legal, targets, target, options, option, preview, cursorLabel: `(${c.x}, ${c.y})` }, handlers));
      }
    }
    const sel = unitOf(selected);
    const agent = sel ? session.meta.agents[sel.id] : undefined;
    parts.push(sheetPanel(sel && shows(sel) ? sel : undefined, agent, sel ? { ...sideMark(sel.side), sideName: sideMark(sel.side).name } : undefined, sel !== undefined && mine.includes(sel.side)));
    keepFocus(() => panels.side.replaceChildren(...parts));
  };

  const renderLogs = (): void => {
    panels.logs.replaceChildren(combatLog(session.lines(eyes)), diceLog(session.dice(eyes)));
  };

  const renderBoard = (): void => {
    const state = session.state();
    const me = active();
    const actingId = me?.id ?? state.group?.units.find((id) => { const u = unitOf(id); return u !== undefined && shows(u); }) ?? null;
    mapView.element.style.visibility = '';
    mapView.update(tableView({ state, meta: session.meta, eyes, sight: session.sight(eyes), selectedId: selected, actingId }));
    const legal = legalFor(me);
    const w = state.map.width;
    const walk = legal ? new Set(legal.walk.map((c) => c.y * w + c.x)) : null;
    mapView.mark('run', legal ? new Set(legal.run.filter((c) => !walk?.has(c.y * w + c.x)).map((c) => c.y * w + c.x)) : null, RUN, 0.2);
    mapView.mark('walk', walk, WALK, 0.38);
  };

  const refresh = (): void => {
    if (disposed) return;
    const state = session.state();
    waiting = waitingFor(state);
    const humans = humanSides(state);
    panels.round.textContent = `Round ${state.clock.round}`;
    init.screen.dataset.round = String(state.clock.round);
    if (waiting.kind === 'over') {
      mode = 'over';
      eyes = { kind: 'all' };
    } else if (humans.length === 0) {
      mode = 'board';
      eyes = { kind: 'all' };
    } else if (waiting.kind === 'computer') {
      if (humans.length === 1) {
        mode = 'board';
        eyes = { kind: 'sides', sides: humans };
      } else {
        mode = 'computer';
        shownSeat = null;
        eyes = { kind: 'sides', sides: [] };
      }
    } else if (needsHandOver(state, waiting.seat, shownSeat)) {
      mode = 'handover';
      eyes = { kind: 'sides', sides: [] };
    } else {
      mode = 'board';
      eyes = { kind: 'sides', sides: [waiting.side] };
    }
    init.screen.dataset.mode = mode;
    init.screen.dataset.waiting = mode === 'over' ? 'over' : mode === 'handover' ? 'handover' : waiting.kind === 'seat' ? waiting.task : 'computer';
    status(statusText(true));

    if (mode === 'handover' && waiting.kind === 'seat') {
      const w = waiting;
      clearBoard();
      panels.cover.replaceChildren(handOver(sideMark(w.side), w.task, () => {
        shownSeat = w.seat;
        panels.cover.replaceChildren();
        refresh();
        mapView.element.focus();
      }));
      panels.cover.querySelector<HTMLElement>('[autofocus]')?.focus();
    } else if (mode === 'computer') {
      clearBoard();
      panels.cover.replaceChildren(computerCover(waiting.kind === 'computer' && waiting.side ? sideMark(waiting.side) : null, computerSteps));
    } else {
      panels.cover.replaceChildren();
      const me = active();
      if (me && (selected === null || !unitOf(selected) || (waiting.kind === 'seat' && waiting.task === 'turn' && !waiting.units.includes(selected) && unitOf(selected)?.side === waiting.side))) selected = me.id;
      if (selected !== null) {
        const s = unitOf(selected);
        if (!s || !shows(s)) selected = null;
      }
      renderBoard();
      renderPanels();
      renderLogs();
    }
    // A button that was pressed may have been re-drawn away: give the keyboard back to the map.
    if (mode === 'board' && (document.activeElement === null || document.activeElement === document.body)) mapView.element.focus({ preventScroll: true });
    if (waiting.kind === 'computer' || (waiting.kind !== 'over' && humans.length === 0)) scheduleComputer();
    schedulePublish();
  };

  // ---- the seat's commands -----------------------------------------------------------------------
  const currentOption = () => {
    const me = active();
    const legal = legalFor(me);
    const target = hovered ?? pinned;
    if (!legal || target === null) return undefined;
    return keepOption(attackOptions(legal, target), optionKey);
  };

  const handlers = {
    chooseTarget(id: string | null) {
      pinned = id;
      hovered = null;
      const u = unitOf(id);
      if (u) mapView.setCursor(u.cell);
      renderPanels();
    },
    chooseOption(key: string) {
      optionKey = key;
      renderPanels();
    },
    attack() {
      const o = currentOption();
      if (!o) {
        status('Pick a target in reach first (T, or click an enemy).');
        return;
      }
      hovered = null;
      send(o.command);
    },
    reload() {
      const me = active();
      if (me) send({ type: 'unit.reload', unit: me.id });
    },
    dodge() {
      const me = active();
      if (me) send({ type: 'unit.dodge', unit: me.id });
    },
    hold(until: { value: number } | { unit: string }) {
      const me = active();
      if (me) send({ type: 'unit.hold', unit: me.id, until });
    },
    throwAtCursor() {
      const me = active();
      if (me) send({ type: 'unit.throw', unit: me.id, at: mapView.cursor() });
    },
    firstAid(patient: string) {
      const me = active();
      if (me) send({ type: 'unit.first-aid', unit: me.id, patient });
    },
    endTurn() {
      const me = active();
      if (me) send({ type: 'unit.end-turn', unit: me.id });
    },
  };

  const enemyAt = (cell: Point | null): string | null => {
    if (!cell) return null;
    const legal = legalFor(active());
    if (!legal) return null;
    const targets = attackTargets(legal);
    return session.state().units.find((u) => u.cell.x === cell.x && u.cell.y === cell.y && targets.includes(u.id))?.id ?? null;
  };

  const api: SeatTable = {
    refresh,
    select(id) {
      if (mode !== 'board' && mode !== 'over') return;
      selected = id;
      refresh();
    },
    activate(cell, id) {
      if (mode !== 'board') {
        if (mode === 'over' && id) api.select(id);
        return;
      }
      const me = active();
      const legal = legalFor(me);
      if (!me || !legal) {
        if (id) api.select(id);
        return;
      }
      if (id !== null) {
        if (attackTargets(legal).includes(id)) handlers.chooseTarget(id);
        else api.select(id);
        return;
      }
      const w = map.width;
      const at = cell.y * w + cell.x;
      if (legal.walk.some((c) => c.y * w + c.x === at)) send({ type: 'unit.move', unit: me.id, to: cell });
      else if (legal.run.some((c) => c.y * w + c.x === at)) send({ type: 'unit.run', unit: me.id, to: cell });
      else status(`${me.name} cannot reach (${cell.x}, ${cell.y}) this turn.`);
    },
    cursor(cell) {
      const id = enemyAt(cell);
      if (id !== hovered) {
        hovered = id;
        if (mode === 'board') renderPanels();
      }
    },
    hover(cell) {
      api.cursor(cell ?? { x: -1, y: -1 });
    },
    key(action) {
      if (mode === 'handover' || mode === 'computer') return false;
      if (waiting.kind === 'seat' && waiting.task === 'dodge' && mode === 'board') {
        const w = waiting;
        if (action === 'dodge' || action === 'no-dodge') {
          send({ type: 'unit.dodge-reply', unit: w.unit, dodge: action === 'dodge' });
          return true;
        }
        return false;
      }
      const me = active();
      const legal = legalFor(me);
      if (!me || !legal) return false;
      if (typeof action === 'object') {
        const o = attackOptions(legal, hovered ?? pinned ?? '').find((x) => x.key === `semi-${action.shots}`);
        if (o) handlers.chooseOption(o.key);
        return o !== undefined;
      }
      switch (action) {
        case 'attack':
          handlers.attack();
          return true;
        case 'next-target': {
          const targets = attackTargets(legal);
          if (targets.length === 0) {
            status(`${me.name} has nobody in reach.`);
            return true;
          }
          const i = pinned === null ? -1 : targets.indexOf(pinned);
          handlers.chooseTarget(targets[(i + 1) % targets.length] ?? null);
          return true;
        }
        case 'next-option': {
          const options = attackOptions(legal, hovered ?? pinned ?? '');
          if (options.length === 0) return true;
          const i = options.findIndex((o) => o.key === keepOption(options, optionKey)?.key);
          handlers.chooseOption(options[(i + 1) % options.length]?.key ?? '');
          return true;
        }
        case 'end-turn':
          handlers.endTurn();
          return true;
        case 'dodge':
          handlers.dodge();
          return true;
        case 'hold': {
          const v = (document.getElementById('bt-hold-until') as HTMLSelectElement | null)?.value ?? `v:${legal.holdBelow - 1}`;
          handlers.hold(v.startsWith('u:') ? { unit: v.slice(2) } : { value: Number(v.slice(2)) });
          return true;
        }
        case 'act-now': {
          const held = session.state().units.find((u) => u.side === me.side && u.hold !== null && u.status === 'fighting' && !u.turn.done);
          if (held) send({ type: 'unit.act-now', unit: held.id });
          else status('None of your units is holding.');
          return true;
        }
        case 'reload':
          handlers.reload();
          return true;
        case 'throw':
          handlers.throwAtCursor();
          return true;
        case 'first-aid': {
          const patient = (document.getElementById('bt-first-aid') as HTMLSelectElement | null)?.value || legal.firstAid[0];
          if (patient) handlers.firstAid(patient);
          else status(`${me.name} has nobody to treat.`);
          return true;
        }
        case 'clear-target':
          pinned = null;
          hovered = null;
          renderPanels();
          return false;
        default:
          return false;
      }
    },
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
      const u = unitOf(id);
      return u !== undefined && shows(u);
    });
    if (state.units.find((u) => u.id === pinned)?.status !== 'fighting') pinned = null;
    refresh();
  });

  return api;
}
