/**
 * A binary min-heap of cell indices keyed by a float priority, ties broken by the smaller index
 * so path results never depend on insertion order. Stale entries are skipped by the caller.
 */
export class IndexHeap {
  private readonly items: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(index: number, key: number): void {
    this.items.push(index);
    this.keys.push(key);
    let i = this.items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  /** Removes the smallest entry; returns its index and key via the out array. */
  pop(out: [number, number]): boolean {
    const n = this.items.length;
    if (n === 0) return false;
    out[0] = this.items[0] ?? 0;
    out[1] = this.keys[0] ?? 0;
    const lastItem = this.items.pop() ?? 0;
    const lastKey = this.keys.pop() ?? 0;
    if (n > 1) {
      this.items[0] = lastItem;
      this.keys[0] = lastKey;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < n - 1 && this.less(l, m)) m = l;
        if (r < n - 1 && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return true;
  }

  private less(a: number, b: number): boolean {
    const ka = this.keys[a] ?? 0;
    const kb = this.keys[b] ?? 0;
    return ka < kb || (ka === kb && (this.items[a] ?? 0) < (this.items[b] ?? 0));
  }

  private swap(a: number, b: number): void {
    const ti = this.items[a] ?? 0;
    this.items[a] = this.items[b] ?? 0;
    this.items[b] = ti;
    const tk = this.keys[a] ?? 0;
    this.keys[a] = this.keys[b] ?? 0;
    this.keys[b] = tk;
  }
}
