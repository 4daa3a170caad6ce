import { describe, expect, it } from 'vitest';
import { GUIDES, guideSeen } from './guide';

describe('the first-game guides', () => {
  it('the Black Ops guide walks a first battle: the map, who acts, moving, shooting with the odds, ending the turn, the rules reference', () => {
    const ops = GUIDES.ops.map((s) => `${s.title}\n${s.text}`);
    expect(ops.length).toBeLessThanOrEqual(6);
    const says = (pattern: RegExp) => expect(ops.some((t) => pattern.test(t)), String(pattern)).toBe(true);
    says(/What the map shows[\s\S]*out of sight[\s\S]*last seen[\s\S]*cover/);
    says(/ringed in amber[\s\S]*press Tab, to select/);
    says(/Blue cells[\s\S]*walks[\s\S]*Amber cells[\s\S]*run/);
    says(/chance to hit as a percentage and a ladder word[\s\S]*Attack \(A\)/);
    says(/End turn \(E\)/);
    says(/F1[\s\S]*Rules button[\s\S]*house rules[\s\S]*Keys \(\?\)/);
    // On the table "?" opens the keys, not the reference: the guide must not say otherwise.
    for (const t of ops) expect(t).not.toMatch(/F1 \(or \?\)/);
  });

  it('the Black Hats guide says how to learn the others\' Scale and that End turn counts who could still act', () => {
    const hats = GUIDES.hats.map((s) => `${s.title}\n${s.text}`).join('\n');
    expect(hats).toMatch(/others' Scale counts only the Groups whose controller you have spotted[\s\S]*Surveillance/);
    expect(hats).toMatch(/End turn says how many could still act/);
  });

  it('is remembered as seen per layer, and counts as seen when storage refuses', () => {
    const store = new Map<string, string>([['blacksite.guide.hats.seen', '1']]);
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(guideSeen('hats', storage)).toBe(true);
    expect(guideSeen('ops', storage)).toBe(false);
    expect(guideSeen('ops', { getItem: () => { throw new Error('denied'); } })).toBe(true);
  });
});
