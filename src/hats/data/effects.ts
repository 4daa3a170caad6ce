/**
 * The mechanical effects that Gifts, technologies and Group gifts grant (R-HATS-10: never just
 * flavour). One union, read by src/hats/rules/modifiers.ts; data files only list them.
 */
import type { NewSkillId, SkillId } from './skills';

export type RangeLevel = 'local' | 'regional' | 'global';

/** Paid actions whose greenback price an effect may lower. */
export type CostedAction = 'bribery' | 'infiltrate' | 'subversion' | 'research' | 'recruit' | 'training';

export type Effect =
  /** + to rolls of one skill. */
  | { readonly kind: 'skill'; readonly skill: SkillId; readonly amount: number }
  /** + to Subtlety; `vs: 'surveillance'` only when being spotted (Cover Identities). */
  | { readonly kind: 'subtlety'; readonly amount: number; readonly vs?: 'surveillance' }
  /** Offensive damage factor in Combat (R-HATS-7). */
  | { readonly kind: 'damage'; readonly amount: number }
  /** Defensive damage factor in Combat (R-HATS-7). */
  | { readonly kind: 'armor'; readonly amount: number }
  /** Defensive factor against Assassination damage. */
  | { readonly kind: 'ward'; readonly amount: number }
  /** + to Loyalty, always or only when resisting Bribery. */
  | { readonly kind: 'loyalty'; readonly amount: number; readonly vs?: 'bribery' }
  /** Greenbacks per turn to the conspiracy (Income phase). */
  | { readonly kind: 'income'; readonly amount: number }
  /** Lowers every Agent's upkeep (never below 1). */
  | { readonly kind: 'upkeep'; readonly amount: number }
  /** Lowers the price of an action (never below its floor). */
  | { readonly kind: 'discount'; readonly action: CostedAction; readonly amount: number }
  /** Longer range for some skills (Helicopters). */
  | { readonly kind: 'range'; readonly skills: readonly SkillId[]; readonly range: RangeLevel }
  /** Extra ways to move (R-HATS-3 "certain Gifts may allow an Agent to move in other ways"). */
  | { readonly kind: 'move'; readonly how: 'any-gateway' | 'anywhere' }
  /** The Agent may not move (Laboratory). */
  | { readonly kind: 'immobile' }
  /** Extra wound rows healed per turn. */
  | { readonly kind: 'heal'; readonly amount: number }
  /** Makes a Gift available to buy for the conspiracy's Agents. */
  | { readonly kind: 'unlock-gift'; readonly gift: string }
  /** R-HATS-17: makes a new skill available: its Agents may be trained in it, recruits may start with it. */
  | { readonly kind: 'unlock-skill'; readonly skill: NewSkillId };
