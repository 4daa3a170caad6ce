/** Moves needed between Areas under the plain movement rule (R-HATS-3), for route planning. */
import { AREAS, areaOf } from '../data/regions';

function neighbours(id: string): string[] {
  const from = areaOf(id);
  return AREAS.filter((a) => a.id !== id && (a.region === from.region || (from.kind === 'gateway' && a.kind === 'gateway'))).map((a) => a.id);
}

const TABLE: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  AREAS.map((start) => {
    const dist = new Map<string, number>([[start.id, 0]]);
    const queue = [start.id];
    for (let i = 0; i < queue.length; i += 1) {
      const cur = queue[i] ?? start.id;
      for (const n of neighbours(cur)) {
        if (!dist.has(n)) {
          dist.set(n, (dist.get(cur) ?? 0) + 1);
          queue.push(n);
        }
      }
    }
    return [start.id, dist] as const;
  }),
);

export function moveDistance(from: string, to: string): number {
  return TABLE.get(from)?.get(to) ?? 99;
}
