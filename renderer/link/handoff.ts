/**
 * A played-out conspiracy fight handed back to the board when its battle ends (#/battle/play →
 * #/conspiracy/play): the fight's seed (which fight it was) and the battle's whole command log,
 * which the board sends as `fight.resolve` (R-LINK-3: the conspiracy's log holds the battle).
 */
import type { BattleCommand } from '../../src/battle';
import type { PreparedBattle } from '../battle/current';

export interface PlayedFight {
  readonly seed: string;
  readonly commands: readonly BattleCommand[];
}

let played: PlayedFight | null = null;

/** The fight's battle is over: back to the board, which settles it. */
export function backToBoard(p: PreparedBattle, commands: readonly BattleCommand[], toBoard: (() => void) | undefined): void {
  const link = p.meta.link;
  if (!link || !toBoard) return;
  played = { seed: link.seed, commands };
  toBoard();
}

/** The battle played for the fight with this seed, handed over once. */
export function takePlayedFight(seed: string): PlayedFight | null {
  if (played?.seed !== seed) return null;
  const out = played;
  played = null;
  return out;
}
