/**
 * What a dialog shows before a command is committed (R-CORE-4): is it legal (and if not, why),
 * its price, the traits compared and the exact odds. Computed from the seat's knowledge only, so
 * a preview cannot reveal what the seat has not spotted.
 */
import type { HatsCommand } from '../commands';
import { knowledgeProblem, ruleFor } from '../reducer';
import type { PreviewRoll } from '../rules/action-rule';
import type { SeatKnowledge } from './knowledge';

export interface ActionPreview {
  readonly command: HatsCommand;
  /** null when legal; otherwise the reason the reducer would give. */
  readonly problem: string | null;
  readonly cost: number;
  readonly rolls: readonly PreviewRoll[];
  readonly notes: readonly string[];
}

export function previewCommand(k: SeatKnowledge, command: HatsCommand): ActionPreview {
  const problem = knowledgeProblem(k, command);
  if (command.type === 'turn.end') return { command, problem, cost: 0, rolls: [], notes: [] };
  const parts = ruleFor(command.type).preview(k, command);
  return { command, problem, cost: parts.cost, rolls: parts.rolls, notes: parts.notes };
}
