import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSaveStore } from '../../main/save-store';
import { openRng, seedRng } from '../../src/core/rng';
import { createSaveCodec, serializeSave } from '../../src/save/index';
import { skirmishKind } from '../../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../../src/save/test-helpers/skirmish-save';
import { CRASH_CAMPAIGNS, CRASH_NAMES } from '../helpers/save-crash-writer';
import { createCampaignStore } from '../../main/campaign-store';
import { campaignText } from '../../src/campaign/campaign-file';
import { bigCampaign } from '../../src/campaign/test-helpers/big-campaign';

// A child process writing big saves through the real store, and big campaigns through the campaign
// store, is killed (SIGKILL) again and again at random moments; after every kill, every save and
// every campaign still loads (old or new, never neither), and no write the child saw completed is lost.
const KILLS = 12;
let work: string;
let writer: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'blacksite-crash-'));
  const outDir = join(work, 'bundle');
  await build({
    configFile: false,
    logLevel: 'silent',
    root: resolve(import.meta.dirname, '../..'),
    build: {
      ssr: resolve(import.meta.dirname, '../helpers/save-crash-writer.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'save-crash-writer.mjs' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  writer = join(outDir, 'save-crash-writer.mjs');
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** Starts the writer, kills it `delay` ms after its first completed write; resolves with what it acknowledged. */
function runAndKill(dir: string, seed: string, delay: number, campaignDir: string): Promise<Map<string, number>> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [writer, dir, seed, campaignDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acknowledged = new Map<string, number>();
    let out = '';
    let err = '';
    let armed = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      // Counted from the first completed write, not from start-up: on a loaded machine a write
      // (a full load and replay first) can take longer than any fixed delay.
      if (!armed && /^wrote /m.test(out)) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delay);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return fail(new Error(`the writer stopped by itself (${code}): ${err}`));
      for (const line of out.split('\n')) {
        const m = /^wrote (\w+) (\d+)$/.exec(line);
        if (m) acknowledged.set(m[1]!, Number(m[2]));
      }
      done(acknowledged);
    });
  });
}

describe('crash safety of the save store', () => {
  test(`killed ${KILLS} times mid-write, every save, campaign and backup still loads`, async () => {
    const dir = join(work, 'saves');
    const campaignDir = join(work, 'campaigns');
    const codec = createSaveCodec([skirmishKind]);
    const store = createSaveStore({ dir, codec });
    const campaigns = createCampaignStore({ dir: campaignDir });
    for (const name of CRASH_NAMES) {
      const first = skirmishSave('first', 3);
      expect((await store.write(name, serializeSave({ ...first, summary: { ...first.summary, title: 'start #0' } }))).ok).toBe(true);
    }
    // Every campaign exists before the first kill, as every save does: on a loaded machine the child
    // may be killed before its first campaign write completes, and the test must still check campaigns.
    for (const name of CRASH_CAMPAIGNS) {
      const text = campaignText({ ...bigCampaign('first'), name: 'start #0' }, { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
      const wrote = await campaigns.write(name, text);
      expect(wrote.ok).toBe(true);
    }
    const delays = openRng(seedRng('crash-delays'));
    let totalWrites = 0;
    let tempsSeen = 0;
    let campaignsChecked = 0;
    for (let k = 0; k < KILLS; k += 1) {
      const seed = `kill${k}`;
      // Each run has completed a write when the kill comes, which then lands anywhere in the next ones.
      const acknowledged = await runAndKill(dir, seed, delays.int(400), campaignDir);
      totalWrites += [...acknowledged.values()].reduce((a, b) => Math.max(a, b), 0);
      for (const name of CRASH_NAMES) {
        const read = await store.read(name);
        if (!read.ok) throw new Error(`after kill ${k}, "${name}" does not load: ${read.reason}`);
        expect(read.replay.status).toBe('match');
        const last = acknowledged.get(name);
        if (last !== undefined) {
          // Old or new, but never older than the last write the child saw complete.
          const n = Number(/^kill\d+ #(\d+)$/.exec(read.save.summary.title)?.[1]);
          expect(read.save.summary.title.startsWith(seed)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(last);
        }
        const backups = await store.listBackups(name);
        if (!Array.isArray(backups)) throw new Error(backups.reason);
        // 5 kept; a kill between keeping a backup and pruning leaves one more, pruned by the next
        // completed write, which a short run may not reach: so at most one extra per kill so far.
        expect(backups.length).toBeLessThanOrEqual(6 + k);
        for (const b of backups) expect(b.ok ? 'ok' : `${name}/${b.id}: ${b.reason}`).toBe('ok');
      }
      for (const name of CRASH_CAMPAIGNS) {
        const last = acknowledged.get(name);
        const read = await campaigns.read(name);
        if (!read.ok) throw new Error(`after kill ${k}, campaign "${name}" does not load: ${read.reason}`);
        if (last !== undefined) {
          const n = Number(/^kill\d+ #(\d+)$/.exec(read.file.name)?.[1]);
          expect(read.file.name.startsWith(seed)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(last);
        }
        for (const b of await campaigns.listBackups(name)) expect(b.ok ? 'ok' : `${name}/${b.id}: ${b.reason}`).toBe('ok');
        campaignsChecked += 1;
      }
      tempsSeen += (await readdir(dir)).filter((f) => f.endsWith('.tmp')).length;
      tempsSeen += (await readdir(campaignDir).catch(() => [] as string[])).filter((f) => f.endsWith('.tmp')).length;
      await store.sweepTemporaryFiles();
      await campaigns.sweepTemporaryFiles();
    }
    // The test only means something if kills really interrupted a stream of writes.
    expect(totalWrites).toBeGreaterThanOrEqual(KILLS);
    expect(campaignsChecked).toBeGreaterThan(0);
    console.log(`save crash test: ${KILLS} kills, ${totalWrites} completed writes (saves and campaigns), ${campaignsChecked} campaign checks, ${tempsSeen} torn temp files swept`);
  }, 300_000);
});
