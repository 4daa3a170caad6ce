/**
 * The guides' progress in localStorage (a preference of this machine, like the guide's old "seen"
 * flag): read through a schema, since anything may be stored there, and bounded; a broken or
 * foreign value reads as no progress rather than an error.
 */
import { z } from 'zod';
import { GUIDE_STEPS, type GuideLayer } from './guide-steps';
import { FRESH, type GuideProgress } from './guide-model';

export const GUIDE_KEY = 'blacksite.guide.v2';

const progressSchema = z.object({
  step: z.number().int().min(0).max(50),
  status: z.enum(['new', 'running', 'left', 'done']),
  seen: z.array(z.string().max(40)).max(20),
});
const storedSchema = z.object({ hats: progressSchema.optional(), ops: progressSchema.optional() });

export type GuideProgressAll = Readonly<Record<GuideLayer, GuideProgress>>;

export function parseProgress(text: string | null): GuideProgressAll {
  const fresh = { hats: FRESH, ops: FRESH };
  if (text === null || text.length > 4000) return fresh;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fresh;
  }
  const r = storedSchema.safeParse(json);
  if (!r.success) return fresh;
  const fit = (layer: GuideLayer): GuideProgress => {
    const p = r.data[layer];
    return p && p.step < GUIDE_STEPS[layer].length ? p : FRESH;
  };
  return { hats: fit('hats'), ops: fit('ops') };
}

/** The card guides before this one kept only "seen" per layer: a layer seen there counts as done here. */
const OLD_SEEN = (layer: GuideLayer): string => `blacksite.guide.${layer}.seen`;

export function loadProgress(storage: Pick<Storage, 'getItem'>): GuideProgressAll {
  try {
    const p = parseProgress(storage.getItem(GUIDE_KEY));
    const seen = (layer: GuideLayer): GuideProgress => (p[layer].status === 'new' && storage.getItem(OLD_SEEN(layer)) === '1' ? { step: 0, status: 'done', seen: [] } : p[layer]);
    return { hats: seen('hats'), ops: seen('ops') };
  } catch {
    return { hats: FRESH, ops: FRESH };
  }
}

export function saveProgress(storage: Pick<Storage, 'setItem'>, p: GuideProgressAll): void {
  try {
    storage.setItem(GUIDE_KEY, JSON.stringify(p));
  } catch {
    // Private windows may refuse storage: the guide then starts again next time, which is harmless.
  }
}
