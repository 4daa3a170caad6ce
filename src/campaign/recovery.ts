import { NO_RECORD } from '../agents/service-record';
import type { Agent } from '../agents/types';
import { markedBoxes } from '../ops/combat/wounds';
import { FIT, type Recovery } from './healing';

/** The wounds an agent is healing from, as its record keeps them (R-CAMP-2); fit when none. */
export function recoveryOf(agent: Agent): Recovery {
  const r = agent.record?.recovery;
  return r ? { wounds: { ...r.wounds, dead: false }, progress: r.progress, hospital: r.hospital } : FIT;
}

/** The agent with its record holding `recovery` (nothing kept once it is fit). */
export function withRecovery(agent: Agent, recovery: Recovery): Agent {
  if (!agent.record && markedBoxes(recovery.wounds) === 0) return agent;
  const record = agent.record ?? NO_RECORD;
  const { recovery: _old, ...rest } = record;
  if (markedBoxes(recovery.wounds) === 0) return { ...agent, record: rest };
  const { dead: _dead, ...wounds } = recovery.wounds;
  return { ...agent, record: { ...rest, recovery: { wounds, progress: recovery.progress, hospital: recovery.hospital } } };
}
