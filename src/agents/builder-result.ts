import type { Agent } from './types';

/**
 * A builder command's answer: the new agent and what else changed, in words, or a refusal with one
 * sentence that leaves the agent as it was (STYLE.md principle 1).
 */
export type BuildResult = { readonly ok: true; readonly agent: Agent; readonly notes: readonly string[] } | { readonly ok: false; readonly reason: string };

export function built(agent: Agent, notes: readonly string[] = []): BuildResult {
  return { ok: true, agent, notes };
}

export function refused(reason: string): BuildResult {
  return { ok: false, reason };
}
