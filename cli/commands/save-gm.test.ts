import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { memoryIo } from '../io';
import { main } from '../main';

describe('blacksite save verify with GM edits in the log', () => {
  test('the GM golden battle verifies with the built-in game kinds: its GM commands replay', async () => {
    const io = memoryIo();
    const golden = join(import.meta.dirname, '../../test/fixtures/saves/v2/tactical-battle-gm.save.json');
    expect(await main(['save', 'verify', golden], io)).toBe(0);
    const out = io.stdout.join('\n');
    expect(out).toMatch(/^tactical-battle-gm\.save\.json: tactical battle "Golden GM skirmish"/);
    expect(out).toContain('replay: the log reproduces the saved state');
    expect(out).toMatch(/This save is sound\.$/);
  });
});
