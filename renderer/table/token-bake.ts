/**
 * Baked token art shared by every token with the same look (memory). Tokens take a
 * texture by key and give it back when their look changes or they leave; a texture nobody holds
 * waits in a short idle list (a unit flicking between selected and not re-uses it) and is
 * destroyed when pushed out of that list or when the cache is destroyed. Pure apart from the
 * `destroy()` of the baked things, so it is tested without Pixi.
 */

export interface Baked {
  destroy(): void;
}

export interface BakeCache<T extends Baked> {
  /** The baked thing for `key`, baking it on first use; every take needs one give. */
  take(key: string, bake: () => T): T;
  give(key: string): void;
  stats(): { live: number; idle: number; baked: number; destroyed: number };
  /** Destroys everything, held or not. */
  destroy(): void;
}

interface Entry<T> {
  readonly value: T;
  holders: number;
}

export function createBakeCache<T extends Baked>(idleLimit: number): BakeCache<T> {
  const entries = new Map<string, Entry<T>>();
  // Insertion order is the idle order: the first key is the one idle longest.
  const idle = new Set<string>();
  let baked = 0;
  let destroyed = 0;

  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    idle.delete(key);
    entry.value.destroy();
    destroyed += 1;
  };

  return {
    take(key, bake) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { value: bake(), holders: 0 };
        entries.set(key, entry);
        baked += 1;
      }
      entry.holders += 1;
      idle.delete(key);
      return entry.value;
    },
    give(key) {
      const entry = entries.get(key);
      if (!entry || entry.holders === 0) throw new Error(`Token art "${key}" given back more often than taken.`);
      entry.holders -= 1;
      if (entry.holders > 0) return;
      idle.add(key);
      while (idle.size > idleLimit) {
        const oldest = idle.values().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    stats: () => ({ live: entries.size - idle.size, idle: idle.size, baked, destroyed }),
    destroy() {
      for (const key of [...entries.keys()]) drop(key);
    },
  };
}

/**
 * The resolution to bake at for `screenPerUnit` screen pixels per art unit: a power of two near
 * it, so art is drawn close to 1:1 (no multisampling on the map canvas, no mipmaps: a texture
 * shrunk or blown up far blurs or shimmers) and a zoom re-bakes only when it crosses a step.
 */
export function bakeResolution(screenPerUnit: number, min = 0.5, max = 8): number {
  if (!(screenPerUnit > 0)) return min;
  const r = 2 ** Math.round(Math.log2(screenPerUnit));
  return Math.min(max, Math.max(min, r));
}
