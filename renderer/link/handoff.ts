/**
 * A played-out conspiracy fight handed back to the board when its battle ends (#/battle/play →
 * #/conspiracy/play): the fight's seed (which fight it was) and the battle's whole command log,
 * which the board sends as `fight.resolve` (R-LINK-3: the conspiracy's log holds the battle).
 */
import type { BattleCommand } from '../../src/battle';
import type { PreparedBattle } from '../battle/current';
import type { BattlePluginFactory } from '../battle/plugin';

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

/** The battle table's plug-in (renderer/battle/plugin.ts) for a fight played out: the debrief's way back to the board. */
export const boardPlugin = (toBoard: () => void): BattlePluginFactory => () => ({
  back: (p, commands) => (p.meta.link ? { label: 'Back to the conspiracy board', go: () => backToBoard(p, commands, toBoard) } : null),
});
