// The victim of test/unit/save-crash.test.ts: writes big saves through the real save store, and big
// campaigns through the real campaign store, over and over, until it is killed. Usage:
// node save-crash-writer.js <saves dir> <seed> <campaigns dir>. Prints "ready" once, then
// "wrote <name> <n>" after each write has returned.
import { createSaveCodec, serializeSave } from '../../src/save/index';
import { skirmishKind } from '../../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../../src/save/test-helpers/skirmish-save';
import { createSaveStore } from '../../main/save-store';
import { createCampaignStore } from '../../main/campaign-store';
import { campaignText } from '../../src/campaign/campaign-file';
import { bigCampaign } from '../../src/campaign/test-helpers/big-campaign';

export const CRASH_NAMES = ['alpha', 'bravo', 'charlie'] as const;
/** Campaign files, written between the saves: 30 agents and 50 missions played, about 220 KB each. */
export const CRASH_CAMPAIGNS = ['delta', 'echo'] as const;
/** A long log (1,750 commands) plus a full-size thumbnail: about 270 KB a file, so kills land mid-write. */
export const CRASH_ROUNDS = 250;
const THUMBNAIL = { type: 'data-url' as const, url: `data:image/png;base64,${'iVBORw0KGgo'.repeat(17_000)}` };

async function run(dir: string, seed: string, campaignDir: string | undefined): Promise<void> {
  const store = createSaveStore({ dir, codec: createSaveCodec([skirmishKind]) });
  const campaigns = campaignDir ? createCampaignStore({ dir: campaignDir }) : null;
  const games = [skirmishSave(`${seed}-a`, CRASH_ROUNDS), skirmishSave(`${seed}-b`, CRASH_ROUNDS + 1)];
  const campaign = bigCampaign(seed);
  process.stdout.write('ready\n');
  let saves = 0;
  for (let n = 1; ; n += 1) {
    if (campaigns && n % 3 === 0) {
      // The counter is the campaign's name: "<seed> #<n>".
      const name = CRASH_CAMPAIGNS[(n / 3) % CRASH_CAMPAIGNS.length] as string;
      const text = campaignText({ ...campaign, name: `${seed} #${n}` }, { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
      const done = await campaigns.write(name, text);
      if (!done.ok) throw new Error(done.reason);
      process.stdout.write(`wrote ${name} ${n}\n`);
      continue;
    }
    // Every save name in turn, whatever the campaigns take of the counter.
    saves += 1;
    const name = CRASH_NAMES[saves % CRASH_NAMES.length] as string;
    const game = games[saves % games.length]!;
    // The counter in the title lets the test check that no acknowledged write was lost.
    const text = serializeSave({ ...game, summary: { ...game.summary, title: `${seed} #${n}`, thumbnail: THUMBNAIL } });
    const done = await store.write(name, text);
    if (!done.ok) throw new Error(done.reason);
    process.stdout.write(`wrote ${name} ${n}\n`);
  }
}

const [dir, seed, campaignDir] = process.argv.slice(2);
if (dir && seed) {
  run(dir, seed, campaignDir).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
