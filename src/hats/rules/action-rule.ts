/** The shape every action follows: a check on the seat's knowledge, a preview, and a resolution on the truth. */
import type { CommandOf, HatsCommand } from '../commands';
import type { SeatKnowledge } from '../view/knowledge';
import type { TraitValue } from './rolls';
import type { Tx } from './tx';

export interface PreviewRoll {
  /** What this roll decides ("Bribery against Loyalty"). */
  readonly what: string;
  readonly actor: TraitValue;
  readonly against:
    | { readonly kind: 'difficulty'; readonly value: number; readonly label: string; readonly strict: boolean }
    | { readonly kind: 'opposed'; readonly trait: TraitValue };
  /** Exact probability that the actor succeeds (R-CORE-4). */
  readonly chance: number;
}

export interface PreviewParts {
  /** Greenbacks paid to attempt it. */
  readonly cost: number;
  readonly rolls: readonly PreviewRoll[];
  /** What the preview cannot know (hidden Protectors, loyalty changes since spotting...). */
  readonly notes: readonly string[];
}

export interface ActionRule<T extends HatsCommand['type']> {
  readonly check: (k: SeatKnowledge, cmd: CommandOf<T>) => string | null;
  readonly preview: (k: SeatKnowledge, cmd: CommandOf<T>) => PreviewParts;
  readonly resolve: (tx: Tx, cmd: CommandOf<T>) => void;
}

export const NO_ROLLS: PreviewParts = { cost: 0, rolls: [], notes: [] };

/** Uses the actor's action for this turn. */
export function spendAction(tx: Tx, actorId: string): void {
  const a = tx.state.agents[actorId];
  if (a) tx.setAgent(actorId, { actionsUsed: a.actionsUsed + 1, protecting: null });
  const g = tx.state.groups[actorId];
  if (g) tx.setGroup(actorId, { actionsUsed: g.actionsUsed + 1, protecting: null });
}
