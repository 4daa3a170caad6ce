/**
 * Whether ending the turn needs a question first (STYLE.md 16: model, then view). A turn handed on
 * cannot be undone (save/kinds/conspiracy-kind.ts), so when some of the seat's Agents or acting
 * Groups could still act, the board asks before it ends the turn, names them, and offers each one's
 * orders instead. Nobody ready: no question. Pure, from the seat's view only.
 */
import { readyActors, type SeatView } from '../../src/hats';
import { listAll } from '../../src/ops/lookup';
import { unitName } from './format';

/** The seat at this view may give orders now: its own Actions, with no Bribery waiting for an answer. */
export function myTurn(v: SeatView): boolean {
  return v.activeSeat === v.seat && v.phase === 'actions' && v.pending === null;
}

export interface ReadyUnit {
  readonly id: string;
  readonly name: string;
  /** True for one of the seat's Groups with an action Gift. */
  readonly group: boolean;
}

export interface EndTurnQuestion {
  readonly ready: readonly ReadyUnit[];
  /** One sentence: who can still act, and that ending the turn cannot be taken back. */
  readonly sentence: string;
}

/** The question to ask before ending this seat's turn, or null when nothing of its own can still act (or it is not its turn). */
export function endTurnQuestion(view: SeatView): EndTurnQuestion | null {
  if (!myTurn(view)) return null;
  const ready = readyActors(view).map((id) => ({ id, name: unitName(view, id), group: view.agents[id] === undefined }));
  if (ready.length === 0) return null;
  const names = ready.map((u) => (u.group ? `${u.name} (a Group)` : u.name));
  const verb = ready.length === 1 ? 'can' : ready.length === 2 ? 'can both' : 'can all';
  return {
    ready,
    sentence: `${listAll(names)} ${verb} still act this turn. Ending the turn hands it on, and that cannot be undone.`,
  };
}

/**
 * The line the side panel's status slot shows when no order's notice and no computer's strip fill
 * it: what this turn still holds, and the way on. Null when it is not the seat's Actions.
 */
export function turnHint(view: SeatView): string | null {
  if (!myTurn(view)) return null;
  const ready = readyActors(view);
  const agents = ready.filter((id) => view.agents[id] !== undefined).length;
  const groups = ready.length - agents;
  if (ready.length === 0) return 'Everything of yours has acted this turn. End turn (E) hands it on.';
  const who = [agents > 0 ? `${agents} Agent${agents === 1 ? '' : 's'}` : '', groups > 0 ? `${groups} Group${groups === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
  return `Your turn: ${who} can act. Give orders on Operatives, then End turn (E).`;
}
