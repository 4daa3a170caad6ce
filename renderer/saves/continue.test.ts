import { describe, expect, it } from 'vitest';
import type { SaveListing } from '../../src/contract';
import { continueOffer, latestListing } from './continue';

const listed = (id: string, updatedAt: string, title = id): SaveListing => ({
  id, ok: true, autosave: id.startsWith('autosave:'), kind: 'conspiracy-game', createdAt: '2026-12-01T10:00:00.000Z', updatedAt, appVersion: '0.1.0', commands: 3,
  summary: { title, progress: { unit: 'turn', value: 4 } } as never,
});

describe('Continue on the main menu', () => {
  it('resumes the newest save that can be read, an autosave included; a broken file never', () => {
    const saves: SaveListing[] = [
      listed('night-shift', '2026-12-05T20:00:00.000Z'),
      listed('autosave:conspiracy-game', '2026-12-05T23:00:00.000Z', 'Shadow War'),
      { id: 'broken', ok: false, autosave: false, reason: 'It is not a Blacksite save.' },
    ];
    expect(latestListing(saves)?.id).toBe('autosave:conspiracy-game');
    expect(latestListing(saves.filter((s) => s.id !== 'autosave:conspiracy-game'))?.id).toBe('night-shift');
    expect(latestListing([{ id: 'broken', ok: false, autosave: false, reason: 'x' }])).toBeNull();
    expect(latestListing([])).toBeNull();
  });

  it('names the game, its kind and progress, and when it was saved', () => {
    const latest = latestListing([listed('autosave:conspiracy-game', '2026-12-05T23:00:00.000Z', 'Shadow War')]);
    if (!latest) throw new Error('none');
    const offer = continueOffer(latest, 'en-GB');
    expect(offer).toMatchObject({ id: 'autosave:conspiracy-game', title: 'Shadow War' });
    expect(offer.detail).toMatch(/^Conspiracy game · Turn 4 · saved \d/);
  });
});
