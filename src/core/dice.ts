import type { Rng } from './rng';

export type FudgeFace = -1 | 0 | 1;

export interface FudgeRoll {
  readonly faces: readonly FudgeFace[];
  readonly total: number;
}

/** N Fudge dice (R-CORE-2): each face -1, 0 or +1 with equal chance. */
export function rollFudge(rng: Rng, n: number): FudgeRoll {
  const faces: FudgeFace[] = [];
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const face = (rng.int(3) - 1) as FudgeFace;
    faces.push(face);
    total += face;
  }
  return { faces, total };
}

/** Ways to roll each total with N dF, out of 3^N (the table in fudge-facts.md). Index = total + N. */
export function fudgeWays(n: number): readonly number[] {
  let ways = [1];
  for (let d = 0; d < n; d += 1) {
    const next = new Array<number>(ways.length + 2).fill(0);
    ways.forEach((w, i) => {
      next[i] = (next[i] ?? 0) + w;
      next[i + 1] = (next[i + 1] ?? 0) + w;
      next[i + 2] = (next[i + 2] ?? 0) + w;
    });
    ways = next;
  }
  return ways;
}

/** Exact probability of each total of N dF: a map total -> probability (sums to 1). */
export function fudgeDistribution(n: number): ReadonlyMap<number, number> {
  const ways = fudgeWays(n);
  const all = 3 ** n;
  return new Map(ways.map((w, i) => [i - n, w / all] as const));
}

/** Exact chance that N dF + margin >= 0, i.e. that trait + roll meets a difficulty with trait - difficulty = margin. */
export function chanceAtLeast(n: number, margin: number): number {
  let p = 0;
  for (const [total, q] of fudgeDistribution(n)) if (total + margin >= 0) p += q;
  return p;
}
