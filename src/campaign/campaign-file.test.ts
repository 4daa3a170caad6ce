import { describe, expect, it } from 'vitest';
import { SENTENCE_MAX } from '../core/sentence';
import { passDays } from './calendar';
import { campaignText, campaignToFile, readCampaign, readCampaignValue } from './campaign-file';
import { spend } from './campaign';
import { recordMission } from './fates';
import { fight, yardCampaign } from './test-helpers/campaign';

const STAMP = { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-02T00:00:00.000Z', appVersion: '0.1.0' };

/** A campaign after one mission, an EP raise and ten days: every part of the file in use. */
function played() {
  const c = yardCampaign('yard3');
  const f = fight(c, c.agents.map((a) => ({ agent: a.id, color: 'Red' })));
  const r = recordMission(f.campaign, f.report);
  if (!r.ok) throw new Error(r.reason);
  const survivor = r.campaign.agents.find((a) => a.status === 'active' && (a.window?.rolled.length ?? 0) > 0)!;
  const skill = survivor.window!.rolled[0]!;
  const raised = spend(r.campaign, survivor.id, { trait: 'skill', name: skill.replace(/\b\w/g, (m) => m.toUpperCase()) }, false);
  const rested = passDays(raised.ok ? raised.campaign : r.campaign, 10);
  if (!rested.ok) throw new Error(rested.reason);
  return rested.campaign;
}

describe('the blacksite-campaign file', () => {
  const campaign = played();

  it('reads back exactly what was written', () => {
    const text = campaignText(campaign, STAMP);
    const read = readCampaign(text);
    if (!read.ok) throw new Error(read.reason);
    expect(read.campaign).toEqual(campaign);
    expect(read.stamp).toEqual(STAMP);
    expect(campaignText(read.campaign, read.stamp)).toBe(text);
  });

  it('refuses what it cannot use in one sentence', () => {
    const good = campaignToFile(campaign, STAMP);
    const cases: [unknown, RegExp][] = [
      ['[1, 2', /not valid JSON/],
      ['', /empty/],
      ['"a string"', /not a JSON object/],
      ['{"format":"blacksite-save"}', /its format is "blacksite-save"/],
      [JSON.stringify({ ...good, version: 2 }), /newer Blacksite \(version 2\)/],
      [JSON.stringify({ ...good, day: -4 }), /^This campaign is damaged: the day is less than 1\.$/],
      [JSON.stringify({ ...good, version: 1.23 }), /^This campaign is damaged: its version \(1\.23\) is not a whole number\.$/],
      [JSON.stringify({ ...good, agents: [good.agents[0], good.agents[0]] }), /Two agents share the id "a1"/],
      [JSON.stringify({ ...good, deployment: { mission: 'nope', seed: 's', team: [{ agent: 'a1', color: 'Red' }] } }), /mission under way, "nope"/],
      [JSON.stringify({ ...good, played: [{ ...good.played[0], agents: [{ ...good.played[0]!.agents[0], agent: 'ghost' }] }] }), /agent "ghost" who is not in the campaign/],
      ['['.repeat(40) + ']'.repeat(40), /levels deep/],
    ];
    for (const [text, why] of cases) {
      const r = readCampaign(text as string);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.reason).toMatch(why);
      expect(r.reason.length).toBeLessThanOrEqual(SENTENCE_MAX);
      expect(r.reason).not.toMatch(/\n|at .*\.ts/);
    }
  });

  it('an agent in the file is an agent file: its record travels with it', () => {
    const file = campaignToFile(campaign, STAMP);
    const veteran = file.agents.find((a) => a.agent.record?.development?.length);
    expect(veteran?.agent.format).toBe('blacksite-agent');
    expect(veteran?.agent.record?.ep?.spent).toBeGreaterThan(0);
    expect(readCampaignValue(file).ok).toBe(true);
  });
});
