/**
 * Drawing the seat table (issue 5 points 4-8): the map from the eyes' view with the acting unit's
 * reachable cells, the side panels (tracker, action panel or dodge question or the end, unit
 * sheet) and the logs; or nothing at all while the board is hidden, so the DOM keeps none of the
 * last seat's secrets.
 */
import type { BattleCommand } from '../../src/battle';
import { memoryOf, seatPreview, trackerOf } from '../../src/battle/view';
import type { TableMap } from '../table/table-map';
import { actionPanel, type ActionHandlers } from './action-panel';
import { attackOptions, attackTargets, keepOption } from './attack-options';
import { combatLog, diceLog } from './log-panels';
import { dodgeDialog, endPanel } from './overlays';
import { previewView } from './preview-view';
import type { SeatLook, SeatState } from './seat-look';
import type { BattleSession } from './session';
import { sheetPanel } from './sheet-panel';
import { trackerPanel } from './tracker-panel';
import { blankView, tableView } from './table-view';

const WALK = 0x56b4e9;
const RUN = 0x56b4e9;

export interface SeatPanels {
  readonly side: HTMLElement;
  readonly logs: HTMLElement;
  readonly cover: HTMLElement;
  readonly status: HTMLElement;
  readonly round: HTMLElement;
}

export interface SeatDrawInit {
  readonly session: BattleSession;
  readonly mapView: TableMap;
  readonly panels: SeatPanels;
  readonly st: SeatState;
  readonly look: SeatLook;
  readonly end: { readonly again: () => void; readonly setup: () => void; readonly menu: () => void };
  /** Late-bound: the commands are made after the drawing (they redraw the panels). */
  readonly handlers: () => ActionHandlers;
  readonly select: (id: string) => void;
  readonly send: (cmd: BattleCommand) => void;
}

export interface SeatDrawing {
  /** Hides the map and empties the panels (hand-over, a computer's turn in hot-seat). */
  clearBoard(): void;
  renderPanels(): void;
  renderLogs(): void;
  renderBoard(): void;
}

export function seatDrawing(init: SeatDrawInit): SeatDrawing {
  const { session, mapView, panels, st, look } = init;
  const map = session.map;

  const keepFocus = (draw: () => void): void => {
    const id = document.activeElement instanceof HTMLElement && panels.side.contains(document.activeElement) ? document.activeElement.id : '';
    draw();
    if (id) document.getElementById(id)?.focus();
  };

  const clearBoard = (): void => {
    mapView.update(blankView(session.state().sides, session.meta));
    mapView.mark('walk', null, WALK);
    mapView.mark('run', null, RUN);
    mapView.clearRuler();
    mapView.element.style.visibility = 'hidden';
    panels.side.replaceChildren();
    panels.logs.replaceChildren();
  };

  /** The acting unit's choices: target, attack option and its preview, and the other actions. */
  const actions = (): HTMLElement | null => {
    const me = look.active();
    const legal = look.legalFor(me);
    if (!me || !legal) return null;
    const view = look.view();
    if (!view) return null;
    const targets = attackTargets(legal);
    if (st.pinned !== null && !targets.includes(st.pinned)) st.pinned = null;
    const target = st.hovered !== null && targets.includes(st.hovered) ? st.hovered : st.pinned;
    const options = target === null ? [] : attackOptions(legal, target);
    const option = keepOption(options, st.optionKey);
    const preview = option ? previewView(`${me.name} → ${look.unitOf(target)?.name ?? ''}`, seatPreview(view, map, option.command)) : null;
    const c = mapView.cursor();
    return actionPanel({ state: view.known, unit: me, legal, targets, target, options, option, preview, cursorLabel: `(${c.x}, ${c.y})` }, init.handlers());
  };

  const renderPanels = (): void => {
    const view = look.view();
    if (!view) return;
    const mine = look.ownSides();
    const tracker = trackerPanel(trackerOf(view), {
      sideOf: (sideId) => look.sideMark(sideId),
      select: (id) => init.select(id),
      canActNow: (id) => st.screen.kind === 'board' && view.decision.kind === 'turn' && mine.includes(look.unitOf(id)?.side ?? ''),
      actNow: (id) => init.send({ type: 'unit.act-now', unit: id }),
    });
    const parts: HTMLElement[] = [tracker];
    const d = view.decision;
    if (st.screen.kind === 'over') {
      const result = view.result;
      parts.push(endPanel({ title: result?.winner ? `${look.sideMark(result.winner).name} wins` : 'No winner', reason: result?.reason ?? '', ...init.end }));
    } else if (st.screen.kind === 'board' && d.kind === 'defence') {
      parts.push(dodgeDialog({ unit: look.unitOf(d.unit)?.name ?? 'Your unit', attacker: look.unitOf(d.attacker)?.name ?? 'An unseen enemy', answer: (dodge) => init.send({ type: 'unit.defend', unit: d.unit, defence: dodge && d.choices.includes('dodge') ? 'dodge' : 'none' }) }));
    } else {
      const panel = actions();
      if (panel) parts.push(panel);
    }
    const sel = look.unitOf(st.selected);
    const agent = sel ? session.meta.agents[sel.id] : undefined;
    parts.push(sheetPanel(sel, agent, sel ? { ...look.sideMark(sel.side), sideName: look.sideMark(sel.side).name } : undefined, sel !== undefined && mine.includes(sel.side)));
    keepFocus(() => panels.side.replaceChildren(...parts));
  };

  const renderLogs = (): void => {
    const viewer = look.viewer();
    const memory = viewer ? memoryOf(session.memory(), viewer) : null;
    panels.logs.replaceChildren(combatLog(memory?.lines ?? []), diceLog(memory?.dice ?? []));
  };

  const renderBoard = (): void => {
    const view = look.view();
    if (!view) return;
    const me = look.active();
    const actingId = me?.id ?? view.known.group?.units[0] ?? null;
    mapView.element.style.visibility = '';
    mapView.update(tableView({ view, meta: session.meta, selectedId: st.selected, actingId }));
    const legal = look.legalFor(me);
    const w = map.width;
    const walk = legal ? new Set(legal.walk.map((c) => c.y * w + c.x)) : null;
    mapView.mark('run', legal ? new Set(legal.run.filter((c) => !walk?.has(c.y * w + c.x)).map((c) => c.y * w + c.x)) : null, RUN, 0.2);
    mapView.mark('walk', walk, WALK, 0.38);
  };

  return { clearBoard, renderPanels, renderLogs, renderBoard };
}
