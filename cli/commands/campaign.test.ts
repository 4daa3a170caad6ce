import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { yardCampaignText } from '../../src/campaign/test-helpers/campaign';
import { memoryIo } from '../io';
import { main } from '../main';

const dir = mkdtempSync(join(tmpdir(), 'blacksite-cli-campaign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const run = async (args: string[]) => {
  const io = memoryIo();
  const code = await main(['campaign', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
};

describe('blacksite campaign verify', () => {
  test('a sound campaign: what it holds, exit 0', async () => {
    const r = await run(['verify', file('yard.campaign.json', yardCampaignText())]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('yard.campaign.json: campaign "Yard Team", day 1');
    expect(r.out).toContain('team: 4 agents, 0 prisoners, 0 dead');
    expect(r.out).toContain('missions played: 0; to come: 2, next "The first yard"');
    expect(r.out).toMatch(/This campaign is sound\.$/);
  });

  test.each([
    ['cut off', yardCampaignText().slice(0, 300), 'This campaign file is not valid JSON (it may be cut off or corrupted).'],
    ['foreign', '{"format":"blacksite-save"}', 'This is not a Blacksite campaign: its format is "blacksite-save", not "blacksite-campaign".'],
    ['damaged', yardCampaignText().replace('"day": 1', '"day": "one"'), 'This campaign is damaged: the day is text, not a number.'],
  ])('a %s file: exit 1 with one sentence', async (name, text, sentence) => {
    const r = await run(['verify', file(`${name}.campaign.json`, text)]);
    expect(r).toEqual({ code: 1, out: '', err: sentence });
  });

  test('a missing file is exit 1; a wrong usage exit 2', async () => {
    expect((await run(['verify', join(dir, 'none.json')])).code).toBe(1);
    expect((await run(['check'])).code).toBe(2);
  });
});
