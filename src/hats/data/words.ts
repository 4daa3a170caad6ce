import { LADDER, type LadderWord } from '../../core/ladder';

/** Data tables spell traits as ladder words (R-CORE-1) so a typo is a type error; the engine uses the numbers. */
export function lv(word: LadderWord): number {
  const entry = LADDER.find(([w]) => w === word);
  if (!entry) throw new Error(`unknown ladder word ${word}`);
  return entry[1];
}
