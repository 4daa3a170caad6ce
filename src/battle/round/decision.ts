import type { BattleResult, BattleState, Controller, DefenceChoice } from '../state/types';
import { isFighting, unitById } from '../state/units';

/** What the battle waits for now: the one question a table UI or a simulation loop asks. */
export type Decision =
  | { readonly kind: 'round-start' }
  | { readonly kind: 'round-end' }
  | { readonly kind: 'over'; readonly result: BattleResult | null }
  /** R-OPS-14, R-OPS-33: this unit's controller must say how it defends (one of `choices`, or take the attack). */
  | { readonly kind: 'defence'; readonly unit: string; readonly attacker: string; readonly choices: readonly DefenceChoice[] }
  /** These units of the current group still have their turn (any order; equal initiative acts together). */
  | { readonly kind: 'turn'; readonly units: readonly string[] };

export function nextDecision(state: BattleState): Decision {
  if (state.phase === 'over') return { kind: 'over', result: state.result };
  if (state.phase === 'round-start') return { kind: 'round-start' };
  if (state.phase === 'round-end') return { kind: 'round-end' };
  if (state.prompt) return { kind: 'defence', unit: state.prompt.unit, attacker: state.prompt.attack.unit, choices: state.prompt.choices };
  const units = (state.group?.units ?? []).filter((id) => {
    const u = unitById(state, id);
    return u !== undefined && isFighting(u) && !u.turn.done && u.hold === null;
  });
  return { kind: 'turn', units };
}

/** The controller of a unit's side. */
export function controllerOf(state: BattleState, unitId: string): Controller | undefined {
  const u = unitById(state, unitId);
  return state.sides.find((s) => s.id === u?.side)?.controller;
}
