/** The FUDGE trait ladder (R-CORE-1). The number is the truth; the word is how it is shown. */
export const LADDER = [
  ['Terrible', -3],
  ['Poor', -2],
  ['Mediocre', -1],
  ['Fair', 0],
  ['Good', 1],
  ['Great', 2],
  ['Superb', 3],
  ['Legendary', 4],
] as const;

export type LadderWord = (typeof LADDER)[number][0];
export const LADDER_WORDS: readonly LadderWord[] = LADDER.map(([w]) => w);
export const TERRIBLE = -3;
export const SUPERB = 3;
export const LEGENDARY = 4;

/** "Good" for 1; outside the ladder the nearest word with an offset: "Terrible-2", "Legendary+1". */
export function ladderWord(value: number): string {
  if (value < TERRIBLE) return `Terrible${value - TERRIBLE}`;
  if (value > LEGENDARY) return `Legendary+${value - LEGENDARY}`;
  const entry = LADDER.find(([, v]) => v === value);
  return entry ? entry[0] : String(value);
}

/** "Good (+1)", "Fair (0)", "Terrible-1 (-4)". */
export function ladderLabel(value: number): string {
  return `${ladderWord(value)} (${value > 0 ? '+' : ''}${value})`;
}

/**
 * Reads a ladder word, case-insensitively, with an optional offset ("terrible-1", "Legendary+2").
 * Returns undefined for anything else.
 */
export function parseLadder(text: string): number | undefined {
  const m = /^\s*([a-z]+)\s*([+-]\s*\d+)?\s*$/i.exec(text);
  if (!m || m[1] === undefined) return undefined;
  const word = m[1].toLowerCase();
  const entry = LADDER.find(([w]) => w.toLowerCase() === word);
  if (!entry) return undefined;
  const offset = m[2] ? Number(m[2].replace(/\s+/g, '')) : 0;
  return entry[1] + offset;
}

export function clampLadder(value: number, lo: number = TERRIBLE, hi: number = LEGENDARY): number {
  return Math.min(hi, Math.max(lo, value));
}
