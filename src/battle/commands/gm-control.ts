import type { BattleEvent } from '../state/events';
import type { BattleState, Controller, Side, SideId } from '../state/types';
import { reject, type CommandResult } from './actor';
import { gmStep } from './gm-edits';
import type { SeatHandOver } from './gm-types';

const same = (a: Controller, b: Controller): boolean => (a.kind === 'human' ? b.kind === 'human' && a.seat === b.seat : b.kind === 'computer' && a.level === b.level);

/**
 * The GM hands a side to the computer or takes it by hand, mid-battle (src/battle/README.md,
 * "GM mode"): from the next decision on, its units wait for that controller (an asked dodge,
 * R-OPS-14, included). A command of the log like any edit, so a replay hands the side over at the
 * same moment. A seat's own hand-over (`seat`, README "Solo comforts") goes through here too.
 */
export function gmControl(state: BattleState, side: SideId, controller: Controller, isPublic: boolean, seat?: SeatHandOver): CommandResult {
  if (state.phase === 'over') return reject('The battle is over.');
  const s = state.sides.find((x) => x.id === side);
  if (!s) return reject(`There is no side "${side}".`);
  if (seat) return seatControl(state, s, controller, seat);
  if (same(s.controller, controller)) return reject(`${s.name} is played that way already.`);
  // The GM's word is final: a seat's pending hand-back is forgotten.
  const sides = state.sides.map((x) => (x.id === side ? { id: x.id, name: x.name, controller } : x));
  return gmStep({ ...state, sides }, { kind: 'control', side, sideName: s.name, controller }, isPublic);
}

/**
 * A seat hands its own side to the computer ('round': until this round ends, "finish my turn";
 * 'keep': until it takes it back) or takes it back ('back'). The side keeps the seat in `handBack`,
 * so the seat keeps its eyes meanwhile and no hand-over is ever asked for the computer's decisions.
 */
function seatControl(state: BattleState, s: Side, controller: Controller, seat: SeatHandOver): CommandResult {
  let next: Side;
  if (seat === 'back') {
    if (!s.handBack) return reject(`${s.name} was not handed to the computer by its seat.`);
    if (controller.kind !== 'human' || controller.seat !== s.handBack.seat) return reject(`${s.name} goes back to seat ${s.handBack.seat + 1} only.`);
    next = { id: s.id, name: s.name, controller };
  } else {
    if (controller.kind !== 'computer') return reject('A seat hands its side to the computer at a level.');
    if (s.controller.kind === 'human') {
      next = { ...s, controller, handBack: { seat: s.controller.seat, atRoundEnd: seat === 'round' } };
    } else if (s.handBack && s.handBack.atRoundEnd !== (seat === 'round')) {
      // Already the computer's this round: keep it on, or keep it only to the round's end.
      next = { ...s, controller, handBack: { seat: s.handBack.seat, atRoundEnd: seat === 'round' } };
    } else {
      return reject(`${s.name} is played by the computer already.`);
    }
  }
  const sides = state.sides.map((x) => (x.id === s.id ? next : x));
  return gmStep({ ...state, sides }, { kind: 'control', side: s.id, sideName: s.name, controller, seat }, true);
}

/** At a round's end, the sides handed over for that round go back to their seats (a public line each). */
export function handBackAtRoundEnd(state: BattleState): { readonly state: BattleState; readonly events: readonly BattleEvent[] } {
  const due = state.sides.filter((s) => s.handBack?.atRoundEnd === true);
  if (due.length === 0) return { state, events: [] };
  const events: BattleEvent[] = [];
  const sides = state.sides.map((s) => {
    if (s.handBack?.atRoundEnd !== true) return s;
    const controller: Controller = { kind: 'human', seat: s.handBack.seat };
    events.push({ type: 'gm.edit', public: true, edit: { kind: 'control', side: s.id, sideName: s.name, controller, seat: 'ended' } });
    return { id: s.id, name: s.name, controller };
  });
  return { state: { ...state, sides }, events };
}
