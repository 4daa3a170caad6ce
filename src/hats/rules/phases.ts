/**
 * The steps of a round and of a seat's turn (R-HATS-2): the round's event (R-HATS-17), then for
 * each seat Income, Maintain Agents, Actions, End. These are pure steps over a Tx; which one runs
 * next is decided by the turn machine (src/hats/flow/turn-machine.ts), not here.
 */
import { groupData } from '../data/groups';
import { upkeepForLevel } from '../data/upkeep';
import { activeSeat, type Agent, type HatsState, type LogEntry, type WoundRow } from '../state';
import { sideOf } from '../view/knowledge';
import { agentEffects, conspiracyEffects, groupActive, regionEvent, type SideFacts } from './modifiers';
import { lowerLoyalty } from './loyalty';
import { agentCount, judge, judgeAtLimit } from './victory';
import { Tx } from './tx';
import { handBackAtTurnEnd } from './actions/seat-control';

/** Upkeep of one Agent: by its highest characteristic, less discounts, never below 1 (R-HATS-2). */
export function agentUpkeep(a: Pick<Agent, 'traits'>, side: SideFacts): number {
  const highest = Math.max(a.traits.subtlety, a.traits.resilience, a.traits.loyalty, a.traits.versatility);
  const discount = conspiracyEffects(side).reduce((s, { effect }) => s + (effect.kind === 'upkeep' ? effect.amount : 0), 0);
  return Math.max(1, upkeepForLevel(highest) - discount);
}

export function upkeepOf(state: HatsState, agentId: string): number {
  const a = state.agents[agentId];
  return a ? agentUpkeep(a, sideOf(state, a.owner)) : 0;
}

/** What one active Group yields its controller: Income + Scale (+ this round's event in its Region, never below 0). */
export function groupYield(id: string, side: SideFacts): number {
  const d = groupData(id);
  return Math.max(0, d.income + d.scale + regionEvent(side, 'group-income', d.area));
}

/** Greenbacks the Income phase yields: each active controlled Group's yield, plus income effects. */
export function sideIncome(side: SideFacts): number {
  let total = 0;
  for (const g of side.groups) if (groupActive(g)) total += groupYield(g.id, side);
  for (const { effect } of conspiracyEffects(side)) if (effect.kind === 'income') total += effect.amount;
  return total;
}

export function incomeOf(state: HatsState, seat: string): number {
  return sideIncome(sideOf(state, seat));
}

/** Agents in a stable order (creation order) for paying upkeep. */
export function agentsOf(state: HatsState, seat: string): string[] {
  return Object.values(state.agents)
    .filter((a) => a.owner === seat)
    .map((a) => a.id)
    .sort((x, y) => Number(x.split('-').pop()) - Number(y.split('-').pop()));
}

export function incomeStep(tx: Tx): void {
  const seat = activeSeat(tx.state);
  // Protect orders last until the protector's controller's next turn.
  for (const a of Object.values(tx.state.agents)) if (a.owner === seat && a.protecting) tx.setAgent(a.id, { protecting: null });
  for (const g of Object.values(tx.state.groups)) if (g.owner === seat && g.protecting) tx.setGroup(g.id, { protecting: null });
  const income = incomeOf(tx.state, seat);
  tx.setConspiracy(seat, { greenbacks: tx.conspiracy(seat).greenbacks + income });
  tx.log([seat], `Round ${tx.state.round}: income ${income} greenbacks.`);
  tx.state = { ...tx.state, phase: 'maintain' };
}

export function maintainStep(tx: Tx): void {
  const seat = activeSeat(tx.state);
  let paid = 0;
  for (const id of agentsOf(tx.state, seat)) {
    const cost = upkeepOf(tx.state, id);
    const c = tx.conspiracy(seat);
    if (c.greenbacks >= cost) {
      tx.setConspiracy(seat, { greenbacks: c.greenbacks - cost });
      paid += cost;
    } else {
      const agent = tx.agent(id);
      tx.log([seat], `${agent.name} goes unpaid.`, [], agent.area);
      // R-HATS-16: unpaid upkeep is the one way an Agent deserts.
      lowerLoyalty(tx, id, [seat], true);
    }
  }
  tx.log([seat], `Upkeep paid: ${paid} greenbacks; ${tx.conspiracy(seat).greenbacks} left.`);
  tx.state = { ...tx.state, phase: 'actions' };
}

function heal(row: WoundRow, amount: number): WoundRow {
  return Math.max(0, row - amount) as WoundRow;
}

/**
 * End of the active seat's turn: healing, Assassination timers, "until the acting player's next
 * turn" marks, elimination and victory (R-HATS-11). Leaves the phase at 'end', or 'over'.
 */
export function endStep(tx: Tx): void {
  const seat = activeSeat(tx.state);
  tx.state = { ...tx.state, phase: 'end' };
  for (const a of Object.values(tx.state.agents)) {
    if (a.owner === seat) {
      const extra = agentEffects(a, sideOf(tx.state, seat)).reduce((s, { effect }) => s + (effect.kind === 'heal' ? effect.amount : 0), 0);
      const wounds = a.actionsUsed === 0 && a.wounds > 0 ? heal(a.wounds, 1 + extra) : a.wounds;
      tx.setAgent(a.id, { wounds, actionsUsed: 0, blockedUntil: a.blockedUntil === seat ? null : a.blockedUntil });
    } else if (a.blockedUntil === seat) {
      tx.setAgent(a.id, { blockedUntil: null });
    }
  }
  for (const g of Object.values(tx.state.groups)) {
    if (g.owner === seat && !g.destroyed) {
      tx.setGroup(g.id, { wounds: g.actionsUsed === 0 ? heal(g.wounds, 1) : g.wounds, stunned: Math.max(0, g.stunned - 1), actionsUsed: 0, blockedUntil: g.blockedUntil === seat ? null : g.blockedUntil });
    } else if (g.blockedUntil === seat) {
      tx.setGroup(g.id, { blockedUntil: null });
    }
  }
  if (agentCount(tx.state, seat) === 0 && !tx.conspiracy(seat).eliminated) {
    tx.setConspiracy(seat, { eliminated: true });
    tx.log('all', `${tx.state.seats[tx.state.seatIndex]?.name ?? seat} has no Agents left and is out of the game.`);
  }
  handBackAtTurnEnd(tx, seat);
  const verdict = judge(tx.state, seat);
  if (verdict) finish(tx, verdict);
}

function finish(tx: Tx, verdict: { winner: string | null; outcome: string }): void {
  tx.state = { ...tx.state, phase: 'over', winner: verdict.winner, outcome: verdict.outcome };
  tx.log('all', `Game over. ${verdict.outcome}`);
}

/**
 * The turn passes to the next standing seat; after the last seat the round ends (independent
 * units heal and recover, the turn limit is judged). Leaves the phase at 'event' when a new round
 * begins, 'income' otherwise, or 'over'.
 */
export function nextSeatStep(tx: Tx): void {
  const n = tx.state.seats.length;
  let index = tx.state.seatIndex;
  let newRound = false;
  for (let step = 0; step < n; step += 1) {
    index += 1;
    if (index >= n) {
      index = 0;
      endRound(tx);
      if (tx.state.phase === 'over') return;
      newRound = true;
    }
    const id = tx.state.seats[index]?.id;
    if (id && !tx.conspiracy(id).eliminated) break;
  }
  tx.state = { ...tx.state, seatIndex: index, serial: tx.state.serial + 1, phase: newRound ? 'event' : 'income' };
}

function endRound(tx: Tx): void {
  for (const g of Object.values(tx.state.groups)) {
    if (g.owner === null && !g.destroyed && (g.wounds > 0 || g.stunned > 0)) tx.setGroup(g.id, { wounds: heal(g.wounds, 1), stunned: Math.max(0, g.stunned - 1) });
  }
  for (const a of Object.values(tx.state.agents)) if (a.owner === null && a.wounds > 0) tx.setAgent(a.id, { wounds: heal(a.wounds, 1) });
  if (tx.state.round >= tx.state.scenario.victory.turnLimit) {
    finish(tx, judgeAtLimit(tx.state));
    return;
  }
  tx.state = { ...tx.state, round: tx.state.round + 1 };
}

/** Pure wrappers, for the turn machine and for tests: one step over a state. */
export function runStep(state: HatsState, step: (tx: Tx) => void, diceActor?: string): { state: HatsState; events: LogEntry[] } {
  const tx = new Tx(state, diceActor);
  step(tx);
  return tx.finish();
}
