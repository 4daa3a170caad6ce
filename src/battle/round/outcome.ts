import type { BattleResult, BattleState } from '../state/types';
import { isFighting } from '../state/units';
import { missionOutcome } from '../mission/objectives';

/** The battle ends when at most one side still has anyone able to act. */
export function battleOutcome(state: BattleState): BattleResult | null {
  // R-OPS-45: a mission ends on its objectives, not on the last side standing.
  if (state.mission) return missionOutcome(state, false);
  const standing = state.sides.filter((s) => state.units.some((u) => u.side === s.id && isFighting(u)));
  if (standing.length > 1) return null;
  const winner = standing[0];
  if (!winner) return { winner: null, reason: 'Nobody is left standing.' };
  return { winner: winner.id, reason: `${winner.name} is the last side able to fight.` };
}

/** Checked at the end of a round: a scenario objective reached, or the round limit. */
export function roundEndOutcome(state: BattleState): BattleResult | null {
  if (state.mission) return missionOutcome(state, true);
  for (const o of state.objectives) {
    const inside = state.units.find(
      (u) =>
        u.side === o.side &&
        isFighting(u) &&
        u.cell.x >= o.zone.x &&
        u.cell.y >= o.zone.y &&
        u.cell.x < o.zone.x + o.zone.w &&
        u.cell.y < o.zone.y + o.zone.h,
    );
    const side = state.sides.find((s) => s.id === o.side);
    if (inside && side) return { winner: side.id, reason: `${side.name} reached ${o.name}.` };
  }
  if (state.clock.round >= state.options.maxRounds) {
    return { winner: null, reason: `No side won within ${state.options.maxRounds} rounds.` };
  }
  return null;
}
