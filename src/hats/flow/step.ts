/**
 * The turn machine's steps (flow/turn-machine.ts) as plain functions, for the one command at a time
 * that the save format, the simulator, the computer players and the board play (flow/play.ts).
 * Interpreting the machine for every command (a snapshot built from the game, then a transition)
 * cost a simulated game about a fifth of its time; these functions take the machine's states in
 * its own order with its own guards and actions (`step`, `apply`, `problemOf`), so they give the
 * context its transitions give. turn-machine.test.ts checks both agree command after command on
 * whole computer games, refusals included. A change to the machine's structure is made here too.
 */
import { eventStep } from '../rules/events';
import { endStep, incomeStep, maintainStep, nextSeatStep } from '../rules/phases';
import { apply, problemOf, step, type HatsMachineContext, type HatsMachineEvent } from './turn-machine';

const over = (c: HatsMachineContext): boolean => c.game.phase === 'over';

/** `maintain`: its entry, then `actions`. */
function maintain(c: HatsMachineContext): HatsMachineContext {
  return step(c, maintainStep);
}

/** `income`: its entry, then `maintain`. */
function income(c: HatsMachineContext): HatsMachineContext {
  return maintain(step(c, incomeStep));
}

/** `roundStart`: the round's event drawn, then `income`. */
function roundStart(c: HatsMachineContext): HatsMachineContext {
  return income(step(c, eventStep, 'events'));
}

/** `nextSeat`: its entry, then `over`, `roundStart` or `income`. */
function nextSeat(c: HatsMachineContext): HatsMachineContext {
  const n = step(c, nextSeatStep);
  if (over(n)) return n;
  return n.game.phase === 'event' ? roundStart(n) : income(n);
}

/** `ending`: its entry, then `over` or `nextSeat`. */
function ending(c: HatsMachineContext): HatsMachineContext {
  const e = step(c, endStep);
  return over(e) ? e : nextSeat(e);
}

/** `routing`: the context once the steps due at the game's phase have run (the machine's initial snapshot). */
export function routed(c: HatsMachineContext): HatsMachineContext {
  switch (c.game.phase) {
    case 'over':
    case 'actions':
      return c;
    case 'event':
      return roundStart(c);
    case 'income':
      return income(c);
    case 'maintain':
      return maintain(c);
    case 'end':
      return nextSeat(c);
  }
}

/** One event from a routed context (in `over`, or in `actions`: `awaitingFight` while a fight waits, `awaitingDefence` while a Bribery waits, else `choosing`). */
export function sent(c: HatsMachineContext, event: HatsMachineEvent): HatsMachineContext {
  if (over(c)) return c;
  const refuse = (): HatsMachineContext => ({ ...c, rejection: problemOf(c, event) });
  const legal = problemOf(c, event) === null;
  if (c.game.fight !== undefined) {
    return event.type === 'fight.answer' && legal ? apply(c, event.command) : refuse();
  }
  if (c.game.pending !== null) {
    return event.type === 'bribe.answer' && legal ? apply(c, event.command) : refuse();
  }
  switch (event.type) {
    case 'action.take':
      return legal ? apply(c, event.command) : refuse();
    case 'turn.end':
      return legal ? ending({ ...c, events: [], rejection: null }) : refuse();
    case 'bribe.answer':
    case 'fight.answer':
      return c;
  }
}
