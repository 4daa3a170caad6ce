import { agentToFile, type AgentFile } from '../../agents/agent-file';
import { randomAgent } from '../../agents/random-agent';
import { seedRng } from '../../core/rng';
import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';

/** Helpers for tests of the GM's commands: apply or expect a refusal, read units, make agent files. */

export function ok(state: BattleState, map: BattleMap, c: BattleCommand): BattleState {
  const r = applyBattleCommand(state, map, c);
  if ('rejected' in r) throw new Error(`${c.type} rejected: ${r.rejected}`);
  return r.state;
}

export function step(state: BattleState, map: BattleMap, c: BattleCommand): { state: BattleState; events: readonly BattleEvent[] } {
  const r = applyBattleCommand(state, map, c);
  if ('rejected' in r) throw new Error(`${c.type} rejected: ${r.rejected}`);
  return r;
}

export function no(state: BattleState, map: BattleMap, c: BattleCommand): string {
  const r = applyBattleCommand(state, map, c);
  if (!('rejected' in r)) throw new Error(`${c.type} accepted`);
  return r.rejected;
}

export function unit(s: BattleState, id: string): Unit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** A started round whose initiative is set by hand: `values` per unit id, the top group opened. */
export function withInitiative(state: BattleState, map: BattleMap, values: Record<string, number>): BattleState {
  const started = ok(state, map, { type: 'round.start' });
  const units = started.units.map((u) => ({ ...u, initiative: values[u.id] ?? u.initiative }));
  const top = Math.max(...units.map((u) => u.initiative ?? -99));
  return { ...started, units, group: { value: top, units: units.filter((u) => u.initiative === top).map((u) => u.id) } };
}

/** A valid agent file drawn from a seed (src/agents random agents). */
export function agentFile(seed: string, specialty?: string): AgentFile {
  return agentToFile(randomAgent(seedRng(seed), specialty ? { specialty } : {}).agent);
}

/** The GM lines of a step's events. */
export function gmEdits(events: readonly BattleEvent[]) {
  return events.flatMap((e) => (e.type === 'gm.edit' ? [e] : []));
}
