/**
 * The recruit dialog's choices of trainer and of trait to raise (black-hats.txt "Training"): every
 * own Agent and every trait, the possible ones first, the others with the refusal the recruit
 * rule itself gives (trainerProblem, recruitTraitProblem). From the seat's knowledge only.
 */
import { SKILLS } from '../data/skills';
import { ATTRIBUTES, type AgentBuild } from '../data/templates';
import type { TraitChoice } from '../commands';
import { recruitTraitProblem, trainerProblem } from '../rules/actions/recruit';
import type { SeatKnowledge } from './knowledge';

export interface Offered<T> {
  readonly value: T;
  /** null when it can be chosen; otherwise why not. */
  readonly reason: string | null;
}

function possibleFirst<T>(items: readonly Offered<T>[]): Offered<T>[] {
  return [...items.filter((i) => i.reason === null), ...items.filter((i) => i.reason !== null)];
}

/** Each own Agent as the trainer of a recruit joining in `area`. */
export function recruitTrainers(k: SeatKnowledge, area: string): Offered<string>[] {
  return possibleFirst(Object.keys(k.agents).sort().map((actor) => ({ value: actor, reason: trainerProblem(k, actor, area) })));
}

/** Each trait a trainer might raise on a recruit built so: the four characteristics, then the skills it has, then the others. */
export function recruitTraits(k: SeatKnowledge, build: AgentBuild): Offered<TraitChoice>[] {
  const skills = [...SKILLS.filter((s) => build.skills[s] !== undefined), ...SKILLS.filter((s) => build.skills[s] === undefined)];
  const traits: TraitChoice[] = [
    ...ATTRIBUTES.map((attribute) => ({ kind: 'attribute' as const, attribute })),
    ...skills.map((skill) => ({ kind: 'skill' as const, skill })),
  ];
  return possibleFirst(traits.map((trait) => ({ value: trait, reason: recruitTraitProblem(k, build, trait) })));
}
