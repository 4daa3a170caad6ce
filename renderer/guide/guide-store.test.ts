import { describe, expect, it } from 'vitest';
import { FRESH } from './guide-model';
import { GUIDE_KEY, loadProgress, parseProgress, saveProgress } from './guide-store';

describe('the guides\' progress in storage', () => {
  it('round-trips through storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const p = { hats: { step: 3, status: 'left' as const, seen: ['hats.agent'] }, ops: FRESH };
    saveProgress(storage, p);
    expect(store.has(GUIDE_KEY)).toBe(true);
    expect(loadProgress(storage)).toEqual(p);
  });

  it('reads anything broken, foreign or out of range as no progress', () => {
    const fresh = { hats: FRESH, ops: FRESH };
    expect(parseProgress(null)).toEqual(fresh);
    expect(parseProgress('{')).toEqual(fresh);
    expect(parseProgress('{"hats":{"step":-1,"status":"left","seen":[]}}')).toEqual(fresh);
    expect(parseProgress('{"hats":{"step":2,"status":"gone","seen":[]}}')).toEqual(fresh);
    expect(parseProgress('x'.repeat(5000))).toEqual(fresh);
    // A step past the end of today's list (an older, longer guide) starts over.
    expect(parseProgress('{"ops":{"step":40,"status":"left","seen":[]}}').ops).toEqual(FRESH);
    expect(loadProgress({ getItem: () => { throw new Error('denied'); } })).toEqual(fresh);
  });

  it('a layer whose old card guide was seen here counts as done (the Help entry starts it again)', () => {
    const store = new Map([['blacksite.guide.hats.seen', '1']]);
    const p = loadProgress({ getItem: (k: string) => store.get(k) ?? null });
    expect(p.hats.status).toBe('done');
    expect(p.ops).toEqual(FRESH);
  });
});
