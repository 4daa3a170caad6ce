/**
 * The seat's commands at the table (issue 5 points 4, 6 and 9): the action panel's buttons, the
 * battle keys and clicks on the map, each turned into one engine command for the acting unit (or
 * a change of target or attack choice). Refusals come back from the session as a status sentence.
 */
import type { BattleCommand } from '../../src/battle';
import type { Point } from '../table/coords';
import type { TableMap } from '../table/table-map';
import type { ActionHandlers } from './action-panel';
import { attackOptions, attackTargets, keepOption } from './attack-options';
import type { BattleKeyAction } from './battle-keys';
import type { SeatLook, SeatState } from './seat-look';
import type { BattleSession } from './session';

export interface SeatCommandsInit {
  readonly session: BattleSession;
  readonly mapView: TableMap;
  readonly st: SeatState;
  readonly look: SeatLook;
  readonly status: (text: string) => void;
  readonly renderPanels: () => void;
  readonly select: (id: string) => void;
}

export interface SeatCommands {
  readonly handlers: ActionHandlers;
  send(cmd: BattleCommand | null): void;
  /** A click or Enter on a cell (with the unit there, if any). */
  activate(cell: Point, id: string | null): void;
  /** The enemy in reach of the acting unit on that cell, if any. */
  enemyAt(cell: Point | null): string | null;
  /** A battle key; true when it was used. */
  key(action: BattleKeyAction): boolean;
}

export function seatCommands(init: SeatCommandsInit): SeatCommands {
  const { session, mapView, st, look, status } = init;

  const send = (cmd: BattleCommand | null): void => {
    if (!cmd || cmd.type === 'round.start' || cmd.type === 'round.end') return;
    const r = session.send(cmd);
    if (!r.ok) status(r.reason);
  };

  const currentOption = () => {
    const legal = look.legalFor(look.active());
    const target = st.hovered ?? st.pinned;
    if (!legal || target === null) return undefined;
    return keepOption(attackOptions(legal, target), st.optionKey);
  };

  /** Runs `act` with the acting unit's id, when a unit is acting. */
  const withActive = (act: (unit: string) => void): void => {
    const me = look.active();
    if (me) act(me.id);
  };

  const handlers: ActionHandlers = {
    chooseTarget(id) {
      st.pinned = id;
      st.hovered = null;
      const u = look.unitOf(id);
      if (u) mapView.setCursor(u.cell);
      init.renderPanels();
    },
    chooseOption(key) {
      st.optionKey = key;
      init.renderPanels();
    },
    attack() {
      const o = currentOption();
      if (!o) {
        status('Pick a target in reach first (T, or click an enemy).');
        return;
      }
      st.hovered = null;
      send(o.command);
    },
    reload: () => withActive((unit) => send({ type: 'unit.reload', unit })),
    dodge: () => withActive((unit) => send({ type: 'unit.dodge', unit })),
    hold: (until) => withActive((unit) => send({ type: 'unit.hold', unit, until })),
    throwAtCursor: () => withActive((unit) => send({ type: 'unit.throw', unit, at: mapView.cursor() })),
    firstAid: (patient) => withActive((unit) => send({ type: 'unit.first-aid', unit, patient })),
    endTurn: () => withActive((unit) => send({ type: 'unit.end-turn', unit })),
  };

  const enemyAt = (cell: Point | null): string | null => {
    if (!cell) return null;
    const legal = look.legalFor(look.active());
    if (!legal) return null;
    const targets = attackTargets(legal);
    return look.view()?.inSight.find((u) => u.cell.x === cell.x && u.cell.y === cell.y && targets.includes(u.id))?.id ?? null;
  };

  const activate = (cell: Point, id: string | null): void => {
    if (st.screen.kind !== 'board') {
      if ((st.screen.kind === 'over' || st.screen.kind === 'watching') && id) init.select(id);
      return;
    }
    const me = look.active();
    const legal = look.legalFor(me);
    if (!me || !legal) {
      if (id) init.select(id);
      return;
    }
    if (id !== null) {
      if (attackTargets(legal).includes(id)) handlers.chooseTarget(id);
      else init.select(id);
      return;
    }
    const w = session.map.width;
    const at = cell.y * w + cell.x;
    if (legal.walk.some((c) => c.y * w + c.x === at)) send({ type: 'unit.move', unit: me.id, to: cell });
    else if (legal.run.some((c) => c.y * w + c.x === at)) send({ type: 'unit.run', unit: me.id, to: cell });
    else status(`${me.name} cannot reach (${cell.x}, ${cell.y}) this turn.`);
  };

  const key = (action: BattleKeyAction): boolean => {
    if (st.screen.kind !== 'board' && st.screen.kind !== 'over' && st.screen.kind !== 'watching') return false;
    const d = look.view()?.decision;
    if (d?.kind === 'defence' && st.screen.kind === 'board') {
      if (action === 'dodge' || action === 'no-dodge') {
        send({ type: 'unit.defend', unit: d.unit, defence: action === 'dodge' && d.choices.includes('dodge') ? 'dodge' : 'none' });
        return true;
      }
      return false;
    }
    const me = look.active();
    const legal = look.legalFor(me);
    if (!me || !legal) return false;
    if (typeof action === 'object') {
      const o = attackOptions(legal, st.hovered ?? st.pinned ?? '').find((x) => x.key === `semi-${action.shots}`);
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
        const i = st.pinned === null ? -1 : targets.indexOf(st.pinned);
        handlers.chooseTarget(targets[(i + 1) % targets.length] ?? null);
        return true;
      }
      case 'next-option': {
        const options = attackOptions(legal, st.hovered ?? st.pinned ?? '');
        if (options.length === 0) return true;
        const i = options.findIndex((o) => o.key === keepOption(options, st.optionKey)?.key);
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
        const held = look.view()?.own.find((u) => u.side === me.side && u.hold !== null && u.status === 'fighting' && !u.turn.done);
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
        st.pinned = null;
        st.hovered = null;
        init.renderPanels();
        return false;
      case 'help': // the play screen opens the help itself
      case 'no-dodge': // only answers a dodge offer (above)
        return false;
    }
  };

  return { handlers, send, activate, enemyAt, key };
}
