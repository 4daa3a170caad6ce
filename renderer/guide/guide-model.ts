/**
 * The guide's progress as plain data and one reducer (STYLE.md 16): which step of each layer's
 * guide the player is on, whether the guide runs, was left or is done, and which screen events
 * were already seen (a step whose thing was done before its turn is passed at once). What shows
 * is a pure function of the progress and the scene: which layer's screen is up, and whether a
 * wall between seats stands (the guide never shows over a hand-over). Kept in localStorage as a
 * preference (guide-store.ts), never in a save.
 */
import { GUIDE_STEPS, type GuideLayer, type GuideStep } from './guide-steps';

export type GuideStatus = 'new' | 'running' | 'left' | 'done';

export interface GuideProgress {
  readonly step: number;
  readonly status: GuideStatus;
  /** Screen events seen while the guide ran (bounded: each step's event at most once). */
  readonly seen: readonly string[];
}

export type GuideEvent =
  /** The screen did something (conspiracy/guide-events.ts, battle/model/guide-events.ts). */
  | { readonly type: 'did'; readonly what: string }
  /** A read-only step's Next (or Finish). */
  | { readonly type: 'next' }
  /** Esc or the Leave button: the progress stays, the guide hides. */
  | { readonly type: 'leave' }
  /** The Help entry or Shift+F1: back where it was left; a finished guide starts over. */
  | { readonly type: 'resume' }
  /** A first game of the layer: a guide never started starts; a left or finished one stays so. */
  | { readonly type: 'first-game' };

export const FRESH: GuideProgress = { step: 0, status: 'new', seen: [] };

/** Moves on from `step` past every step whose event was already seen. */
function advance(steps: readonly GuideStep[], step: number, seen: readonly string[]): GuideProgress {
  let i = step + 1;
  while (i < steps.length && steps[i]?.on && seen.includes(steps[i]?.on ?? '')) i += 1;
  return i >= steps.length ? { step: steps.length - 1, status: 'done', seen } : { step: i, status: 'running', seen };
}

export function reduceGuide(steps: readonly GuideStep[], p: GuideProgress, e: GuideEvent): GuideProgress {
  const current = steps[p.step];
  switch (e.type) {
    case 'first-game':
      return p.status === 'new' ? { step: 0, status: 'running', seen: [] } : p;
    case 'resume':
      return p.status === 'done' || p.status === 'new' ? { step: 0, status: 'running', seen: [] } : p.status === 'left' ? { ...p, status: 'running' } : p;
    case 'leave':
      return p.status === 'running' ? { ...p, status: 'left' } : p;
    case 'next':
      return p.status === 'running' && current && current.on === null ? advance(steps, p.step, p.seen) : p;
    case 'did': {
      if (p.status !== 'running') return p;
      // Only the steps' own events are remembered, so `seen` stays small whatever the screens emit.
      const known = steps.some((s) => s.on === e.what);
      if (!known) return p;
      const seen = p.seen.includes(e.what) ? p.seen : [...p.seen, e.what];
      if (current?.on === e.what) return advance(steps, p.step, seen);
      return seen === p.seen ? p : { ...p, seen };
    }
  }
}

/** What the screen is: the layer whose game is on show and its seat at its own board, or nothing. */
export interface GuideScene {
  readonly layer: GuideLayer | null;
  /** A wall between seats (a hand-over, a prompt for one seat) is up. */
  readonly walled: boolean;
}

export interface GuideShown {
  readonly layer: GuideLayer;
  readonly step: GuideStep;
  readonly index: number;
  readonly count: number;
  /** A read-only step has a Next (Finish on the last); a step the player does has none. */
  readonly next: 'Next' | 'Finish' | null;
}

/** The step on show, or null: no guide running for the layer on screen, or a wall is up. */
export function guideShown(progress: Readonly<Record<GuideLayer, GuideProgress>>, scene: GuideScene): GuideShown | null {
  if (scene.layer === null || scene.walled) return null;
  const steps = GUIDE_STEPS[scene.layer];
  const p = progress[scene.layer];
  const step = steps[p.step];
  if (p.status !== 'running' || !step) return null;
  return { layer: scene.layer, step, index: p.step, count: steps.length, next: step.on === null ? (p.step === steps.length - 1 ? 'Finish' : 'Next') : null };
}

/** The Help entry's words for a layer's guide. */
export function resumeLabel(layer: GuideLayer, p: GuideProgress): string {
  const name = layer === 'hats' ? 'Black Hats' : 'Black Ops';
  const steps = GUIDE_STEPS[layer].length;
  if (p.status === 'left' || p.status === 'running') return `Resume the ${name} guide (step ${p.step + 1} of ${steps})`;
  return p.status === 'done' ? `${name} guide again` : `Start the ${name} guide`;
}
