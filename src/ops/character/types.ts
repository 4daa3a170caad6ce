import type { AttributeId } from '../data/attributes';
import type { SkillDifficulty } from '../data/skills';

/** One bought skill. `field` names the Knowledge area, language, aircraft or terrain (R-OPS-7). */
export interface CharacterSkill {
  readonly name: string;
  /** Ladder value; below Terrible allowed only where R-OPS-7 allows it (shown "Terrible-1"). */
  readonly rating: number;
  readonly field?: string;
  /** For Language (each language names its difficulty, R-OPS-7) and for a skill not on the list. */
  readonly difficulty?: SkillDifficulty;
  /** Only for a skill not on the list (the text's "Other"): its governing attribute. */
  readonly attribute?: AttributeId;
}

/** Ladder values (Fair 0, Good +1, Mediocre -1 ...) of the six attributes (R-OPS-6). */
export type Attributes = Readonly<Record<AttributeId, number>>;

/** A Black Ops agent as plain data: what a save, a file or the builder holds. */
export interface Character {
  readonly name: string;
  /** The kept half of the code name (R-OPS-10): "Tiger", "Snake". */
  readonly animal: string;
  readonly attributes: Attributes;
  readonly skills: readonly CharacterSkill[];
  readonly gifts: readonly string[];
  readonly faults: readonly string[];
}
