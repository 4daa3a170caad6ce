import type { BattleResult, BattleState, Controller, DefenceChoice } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { flowPosition } from './position';
import type { FlowSnapshot } from './step';

/** What the battle waits for now: the one question a table UI or a simulation loop asks. */
export type Decision =
  | { readonly kind: 'round-start' }
  | { readonly kind: 'round-end' }
  | { readonly kind: 'over'; readonly result: BattleResult | null }
  /** R-OPS-14, R-OPS-33: this unit's controller must say how it defends (one of `choices`, or take the attack). */
  | { readonly kind: 'defence'; readonly unit: string; readonly attacker: string; readonly choices: readonly DefenceChoice[] }
  /** These units of the current group still have their turn (any order; equal initiative acts together). */
  | { readonly kind: 'turn'; readonly units: readonly string[] };

/** Read from the round machine's state: where it waits, and for whom. */
export function decisionOf(snapshot: FlowSnapshot): Decision {
  const battle = snapshot.context.battle;
  const at = snapshot.value;
  if (at === 'over') return { kind: 'over', result: battle.result };
  if (at === 'roundStart') return { kind: 'round-start' };
  if (at === 'roundEnd') return { kind: 'round-end' };
  const prompt = battle.prompt;
  if (typeof at === 'object' && at.turns === 'defencePrompt' && prompt) return { kind: 'defence', unit: prompt.unit, attacker: prompt.attack.unit, choices: prompt.choices };
  return { kind: 'turn', units: unitsToAct(battle) };
}

/**
 * `decisionOf`, read from the battle state alone: the machine keeps where it stands in the state
 * (position.ts), so this is the same decision (machine.test.ts checks it command after command).
 * For drivers that step the battle as the pure function (step.ts applyBattleCommand).
 */
export function decisionAt(battle: BattleState): Decision {
  switch (flowPosition(battle)) {
    case 'over':
      return { kind: 'over', result: battle.result };
    case 'roundStart':
      return { kind: 'round-start' };
    case 'roundEnd':
      return { kind: 'round-end' };
    case 'defencePrompt': {
      const prompt = battle.prompt;
      if (prompt) return { kind: 'defence', unit: prompt.unit, attacker: prompt.attack.unit, choices: prompt.choices };
      return { kind: 'turn', units: unitsToAct(battle) };
    }
    case 'turns':
      return { kind: 'turn', units: unitsToAct(battle) };
  }
}

/** The acting group's units still to take their turn (not done, not holding). */
function unitsToAct(state: BattleState): string[] {
  return (state.group?.units ?? []).filter((id) => {
    const u = unitById(state, id);
    return u !== undefined && isFighting(u) && !u.turn.done && u.hold === null;
  });
}

/** The round start and end are nobody's choice: the command that answers them, when one is due. */
export function flowCommand(d: Decision): { readonly type: 'round.start' } | { readonly type: 'round.end' } | undefined {
  return d.kind === 'round-start' ? { type: 'round.start' } : d.kind === 'round-end' ? { type: 'round.end' } : undefined;
}

/** The controller of a unit's side. */
export function controllerOf(state: BattleState, unitId: string): Controller | undefined {
  const u = unitById(state, unitId);
  return state.sides.find((s) => s.id === u?.side)?.controller;
}
