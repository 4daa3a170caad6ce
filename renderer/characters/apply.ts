import type { BuildResult } from '../../src/agents/builder-result';
import type { Agent } from '../../src/agents/types';

/**
 * How a section asks for a change: a builder command run on the agent as it is at that moment
 * (sections are not re-rendered while the user types a name, so they must not hold an old agent).
 */
export type Apply = (step: (agent: Agent) => BuildResult) => void;
