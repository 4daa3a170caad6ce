import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { createCampaignStore } from '../../main/campaign-store';
import { missionRows, playedRows } from '../../renderer/campaign/model/missions-model';
import { rosterModel } from '../../renderer/campaign/model/roster-model';
import { campaignText, readCampaignValue } from './campaign-file';
import { bigCampaign } from './test-helpers/big-campaign';

// Opening a campaign of 30 agents and 50 missions played (target: under 200 ms in Node): the store's
// read (the file from disk, checked as it opens: bounds, schema, consistency) and what the campaign
// screen does with it (the campaign read back, the team's rows with every agent's check, the missions).
// Figures, not pass/fail: each line says the Node version and the machine's load beside it.
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const where = (): string => `Node ${process.versions.node}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;

describe('campaigns', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'blacksite-campaign-bench-'));
  const store = createCampaignStore({ dir });
  const campaign = bigCampaign('bench', 30, 50);
  const text = campaignText(campaign, { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
  const written = await store.write('bench', text);
  if (!written.ok) throw new Error(written.reason);

  const open = async (): Promise<number> => {
    const r = await store.read('bench');
    if (!r.ok) throw new Error(r.reason);
    const c = readCampaignValue(r.file);
    if (!c.ok) throw new Error(c.reason);
    const team = rosterModel(c.campaign);
    return team.active.length + missionRows(c.campaign).length + playedRows(c.campaign).length;
  };

  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const c0 = cpuMs();
    const t0 = performance.now();
    await open();
    wall.push(performance.now() - t0);
    cpu.push(cpuMs() - c0);
  }
  console.log(
    `campaign open (30 agents, 50 missions played, ${(text.length / 1024).toFixed(0)} KB): first ${wall[0]?.toFixed(1)} ms, median ${median(wall.slice(1)).toFixed(1)} ms wall, ${median(cpu.slice(1)).toFixed(1)} ms CPU over 20 runs (target < 200 ms; ${where()})`,
  );
  rmSync(dir, { recursive: true, force: true });

  bench('write then open a 30-agent, 50-mission campaign in a fresh folder (checked write, read, screen models)', async () => {
    const d = mkdtempSync(join(tmpdir(), 'blacksite-campaign-bench-'));
    const s = createCampaignStore({ dir: d });
    await s.write('bench', text);
    const r = await s.read('bench');
    if (!r.ok) throw new Error(r.reason);
    rosterModel((readCampaignValue(r.file) as { ok: true; campaign: typeof campaign }).campaign);
    rmSync(d, { recursive: true, force: true });
  }, { iterations: 5, time: 0 });
});
