/** The shape every action follows: a check on the seat's knowledge, a preview, and a resolution on the truth. */
import type { CommandOf, HatsCommand } from '../commands';
import type { SeatKnowledge } from '../view/knowledge';
import type { TraitValue } from './rolls';
import type { Tx } from './tx';

/** Why a preview leaves a modifier out: the seat cannot know it (R-HATS-18). */
export type UnknownKind =
  /** The technologies of the target's controller. */
  | 'technologies'
  /** The passive Gifts of the Groups the target's controller holds (for an Agent). */
  | 'group-gifts'
  /** Indoctrination and Subversion of another's unit by others. */
  | 'loyalty-changes'
  /** What may have changed in another's Agent since its dossier was taken: training, Gifts, Loyalty. */
  | 'since-spotted'
  /** Wounds the Agent may have healed since the seat last knew them. */
  | 'healing';

/** A modifier the preview names as unknown and does not count (R-HATS-18); the log shows it after the roll. */
export interface UnknownModifier {
  readonly kind: UnknownKind;
  readonly text: string;
}

export interface PreviewRoll {
  /** What this roll decides ("Bribery against Loyalty"). */
  readonly what: string;
  readonly actor: TraitValue;
  readonly against:
    | { readonly kind: 'difficulty'; readonly value: number; readonly label: string; readonly strict: boolean }
    | { readonly kind: 'opposed'; readonly trait: TraitValue };
  /** Exact probability that the actor succeeds (R-CORE-4), counting every modifier the seat knows (R-HATS-18). */
  readonly chance: number;
  /** The modifiers it cannot know and so does not count; empty when the odds are exact. */
  readonly unknown: readonly UnknownModifier[];
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
