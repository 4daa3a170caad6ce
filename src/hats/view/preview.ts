/**
 * What a dialog shows before a command is committed (R-CORE-4): is it legal (and if not, why),
 * its price, the traits compared and the exact odds, and what the thing bought or developed does.
 * Computed from the seat's knowledge only, so a preview cannot reveal what the seat has not spotted;
 * the odds count every modifier the seat knows and name the ones it cannot (R-HATS-18).
 */
import { GIFT_BY_ID } from '../data/gifts';
import { SKILL_INFO } from '../data/skills';
import { TECH_BY_ID } from '../data/technologies';
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
  /** What the odds leave out (each roll's `unknown`, R-HATS-18), then the rule's own notes (what the seat cannot know, hidden Protectors...). */
  readonly notes: readonly string[];
  /** What the Gift, technology or skill chosen does, in full ("Helicopters: Combat, Protect and ..."); null for other commands. */
  readonly effect: string | null;
}

/** The effect text of what a command buys, develops or teaches (data/gifts.ts, data/technologies.ts, data/skills.ts). */
export function commandEffect(command: HatsCommand): string | null {
  if (command.type === 'agent.equip') {
    const g = GIFT_BY_ID.get(command.gift);
    return g ? `${g.name}: ${g.text}` : null;
  }
  if (command.type === 'action.research' && command.goal.kind === 'tech') {
    const t = TECH_BY_ID.get(command.goal.tech);
    return t ? `${t.name}: ${t.text}` : null;
  }
  if (command.type === 'action.train' && command.trait.kind === 'skill') {
    const info = SKILL_INFO[command.trait.skill];
    return `${info.name}: ${info.effect}`;
  }
  return null;
}

export function previewCommand(k: SeatKnowledge, command: HatsCommand): ActionPreview {
  const problem = knowledgeProblem(k, command);
  const effect = commandEffect(command);
  if (command.type === 'turn.end') return { command, problem, cost: 0, rolls: [], notes: [], effect };
  const parts = ruleFor(command.type).preview(k, command);
  // R-HATS-18: every modifier the odds leave out is named, once, beside the rule's own notes.
  const unknown = [...new Set(parts.rolls.flatMap((r) => r.unknown.map((u) => u.text)))];
  return { command, problem, cost: parts.cost, rolls: parts.rolls, notes: [...unknown, ...parts.notes], effect };
}
