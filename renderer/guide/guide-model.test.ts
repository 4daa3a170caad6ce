import { describe, expect, it } from 'vitest';
import { FRESH, guideShown, reduceGuide, resumeLabel, type GuideEvent, type GuideProgress } from './guide-model';
import { GUIDE_STEPS, type GuideLayer } from './guide-steps';

const run = (layer: GuideLayer, events: readonly GuideEvent[], from: GuideProgress = FRESH): GuideProgress =>
  events.reduce((p, e) => reduceGuide(GUIDE_STEPS[layer], p, e), from);
const did = (what: string): GuideEvent => ({ type: 'did', what });
const both = (layer: GuideLayer, p: GuideProgress) => ({ hats: FRESH, ops: FRESH, [layer]: p });

describe('the first-game guides: steps', () => {
  it.each(['hats', 'ops'] as const)('%s: every step points at a stable data attribute, and only the last is read rather than done', (layer) => {
    const steps = GUIDE_STEPS[layer];
    for (const s of steps) {
      expect(s.targets.length).toBeGreaterThan(0);
      for (const t of s.targets) expect(t).toMatch(/^\[data-(guide|key|action)[\^]?="[^"]+"\](:not\(\[disabled\]\))?$/);
      if (s.on) expect(s.on.startsWith(`${layer}.`)).toBe(true);
    }
    expect(steps.slice(0, -1).every((s) => s.on !== null)).toBe(true);
    expect(steps.at(-1)?.on).toBeNull();
  });

  it('the Black Ops guide walks a first battle in order: select a unit, read the odds, move, shoot, end the turn', () => {
    expect(GUIDE_STEPS.ops.map((s) => s.on)).toEqual(['ops.select', 'ops.odds', 'ops.move', 'ops.attack', 'ops.end-turn', null]);
  });

  it('the Black Hats guide: an Agent, its orders, the odds and Commit, the Groups list, the threat, End turn', () => {
    expect(GUIDE_STEPS.hats.map((s) => s.on)).toEqual(['hats.agent', 'hats.orders', 'hats.order', 'hats.tab.groups', 'hats.tab.briefing', 'hats.end-turn', null]);
  });
});

describe('the first-game guides: progress', () => {
  it('starts on a first game only, and advances when the player does the step\'s thing, not on anything else', () => {
    const p = run('ops', [{ type: 'first-game' }]);
    expect(p).toEqual({ step: 0, status: 'running', seen: [] });
    // Next does nothing on a step the player does; an unrelated event is not remembered.
    expect(run('ops', [{ type: 'next' }, did('ops.unknown')], p)).toBe(p);
    expect(run('ops', [did('ops.select')], p).step).toBe(1);
    expect(run('ops', [did('ops.select'), did('ops.odds'), did('ops.move'), did('ops.attack')], p).step).toBe(4);
  });

  it('a step whose thing was done before its turn is passed at once', () => {
    const p = run('ops', [{ type: 'first-game' }, did('ops.move'), did('ops.select'), did('ops.odds')]);
    expect(GUIDE_STEPS.ops[p.step]?.on).toBe('ops.attack');
  });

  it('the last step is read, and Finish ends the guide', () => {
    const p = run('hats', [{ type: 'first-game' }, ...GUIDE_STEPS.hats.flatMap((s) => (s.on ? [did(s.on)] : []))]);
    expect(p.status).toBe('running');
    expect(guideShown(both('hats', p), { layer: 'hats', walled: false })?.next).toBe('Finish');
    const done = run('hats', [{ type: 'next' }], p);
    expect(done.status).toBe('done');
    expect(guideShown(both('hats', done), { layer: 'hats', walled: false })).toBeNull();
    // A finished guide never starts again by itself; the Help entry starts it over.
    expect(run('hats', [{ type: 'first-game' }], done)).toBe(done);
    expect(run('hats', [{ type: 'resume' }], done)).toEqual({ step: 0, status: 'running', seen: [] });
  });

  it('can be left and resumed where it was, and a left guide ignores what the player does meanwhile', () => {
    const at2 = run('ops', [{ type: 'first-game' }, did('ops.select'), did('ops.odds')]);
    const left = run('ops', [{ type: 'leave' }], at2);
    expect(left).toEqual({ ...at2, status: 'left' });
    expect(run('ops', [did('ops.move'), { type: 'first-game' }], left)).toBe(left);
    expect(guideShown(both('ops', left), { layer: 'ops', walled: false })).toBeNull();
    expect(resumeLabel('ops', left)).toBe('Resume the Black Ops guide (step 3 of 6)');
    const back = run('ops', [{ type: 'resume' }], left);
    expect(back).toEqual(at2);
  });

  it('shows only over its own layer\'s board, and never while a wall between seats stands', () => {
    const p = run('hats', [{ type: 'first-game' }]);
    const progress = both('hats', p);
    expect(guideShown(progress, { layer: 'hats', walled: false })?.step.id).toBe('agent');
    expect(guideShown(progress, { layer: 'hats', walled: true })).toBeNull();
    expect(guideShown(progress, { layer: 'ops', walled: false })).toBeNull();
    expect(guideShown(progress, { layer: null, walled: false })).toBeNull();
  });
});
