/**
 * "Continue" on the main menu: the newest save that opens (an autosave included) is resumed in one
 * click, as in most games. A save whose log does not replay is left to the load screen, which
 * explains why and asks first.
 */
import type { BlacksiteApi, SaveListing } from '../../src/contract';
import { KIND_LABELS, progressText, savedAtText } from './format';
import { openSavedGame } from './open-game';
import { writesSettled } from './pending-writes';

type Listed = Extract<SaveListing, { ok: true }>;

export interface ContinueOffer {
  readonly id: string;
  readonly title: string;
  /** "Conspiracy game · Turn 3 · saved 6 Dec 2026, 00:31". */
  readonly detail: string;
}

/** The save "Continue" resumes: the most recently written one that can be read; null when there is none. */
export function latestListing(saves: readonly SaveListing[]): Listed | null {
  let best: Listed | null = null;
  for (const s of saves) if (s.ok && (best === null || s.updatedAt > best.updatedAt)) best = s;
  return best;
}

export function continueOffer(listing: Listed, locale?: string): ContinueOffer {
  return { id: listing.id, title: listing.summary.title, detail: `${KIND_LABELS[listing.kind]} · ${progressText(listing.summary.progress)} · saved ${savedAtText(listing.updatedAt, locale)}` };
}

export async function findContinue(saves: Pick<BlacksiteApi['saves'], 'list'>): Promise<ContinueOffer | null> {
  await writesSettled();
  const latest = latestListing((await saves.list()).saves);
  return latest ? continueOffer(latest) : null;
}

/** Opens the offered save on its game's screen; a sentence when it cannot be opened from here. */
export async function openContinue(saves: Pick<BlacksiteApi['saves'], 'read'>, offer: ContinueOffer, navigate: (route: string) => void): Promise<string | null> {
  const read = await saves.read({ id: offer.id });
  if (read.replay.status === 'mismatch') return `"${offer.title}" does not replay to its saved state: open it from Load game, which says why.`;
  return openSavedGame({ id: read.id, save: read.save, replay: read.replay, migratedFrom: read.migratedFrom }, navigate);
}
