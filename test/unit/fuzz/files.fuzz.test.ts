import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkAgentFile, readSquadFile, type AgentResolver } from '../../../src/agents/index';
import { DEFAULT_SETTINGS, readSettingsDocument, writeSettingsDocument } from '../../../src/contract';
import { expectOneSentence, jsonMutations, params, reportTimings, tally, timed } from './harness';
import { campaignText, readCampaign } from '../../../src/campaign/campaign-file';
import { bigCampaign } from '../../../src/campaign/test-helpers/big-campaign';

// Agent files, squad files, campaign files and the settings file, damaged every way: each is read or refused
// (agents: every rule problem one sentence too), never a throw. Readers are pure: nothing written.
const ROOT = resolve(import.meta.dirname, '../../..');
const AGENTS = join(ROOT, 'maps/agents');
const agentText = (name: string) => readFileSync(join(AGENTS, name), 'utf8');
const agentFiles = readdirSync(AGENTS).filter((f) => f.endsWith('.json'));

reportTimings('agent, squad, campaign and settings files');

/** The shipped agents, read as `blacksite agent squad` reads a squad's members. */
const resolver: AgentResolver = (ref) => {
  if (!agentFiles.includes(ref)) return { ok: false, reason: `there is no ${ref} among the shipped agents.` };
  return { ok: true, value: JSON.parse(agentText(ref)) as unknown };
};

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

describe.each(['sniper.json', 'martial-artist.json'])('fuzzing agent files: %s', (file) => {
  const mutations = jsonMutations(agentText(file));
  for (const [name, arb] of Object.entries(mutations)) {
    test(`${name}: read or refused in one sentence; every rule problem one sentence`, () => {
      fc.assert(
        fc.property(arb, (text) => {
          const json = parse(text);
          if (!json.ok) return void tally(`agent ${name}`, false);
          const r = timed(`agent ${name}`, () => checkAgentFile(json.value));
          tally(`agent ${name}`, r.kind !== 'not-agent');
          if (r.kind === 'not-agent') expectOneSentence(r.reason);
          else for (const p of r.check.problems) expectOneSentence(p);
        }),
        params(10),
      );
    });
  }
});

describe.each(['red-team.json', 'compound-guards.json'])('fuzzing squad files: %s', (file) => {
  const mutations = jsonMutations(readFileSync(join(ROOT, 'maps/squads', file), 'utf8'));
  for (const [name, arb] of Object.entries(mutations)) {
    test(`${name}: read or refused in one sentence`, () => {
      fc.assert(
        fc.property(arb, (text) => {
          const json = parse(text);
          if (!json.ok) return void tally(`squad ${name}`, false);
          const r = timed(`squad ${name}`, () => readSquadFile(json.value, resolver));
          tally(`squad ${name}`, r.ok);
          if (!r.ok) expectOneSentence(r.reason);
          else expect(r.squad.members.length).toBeGreaterThan(0);
        }),
        params(8),
      );
    });
  }
});

describe('fuzzing the settings file', () => {
  const stored = writeSettingsDocument({ ...DEFAULT_SETTINGS, uiScale: 1.5, houseRules: { recoil: 'all-bursts', evacuationMinutes: 20 } });
  const mutations = jsonMutations(stored);
  test('the stored document reads back as written', () => {
    expect(readSettingsDocument(stored, 'settings.json')).toEqual({ settings: { ...DEFAULT_SETTINGS, uiScale: 1.5, houseRules: { recoil: 'all-bursts', evacuationMinutes: 20 } }, warning: null });
  });
  for (const [name, arb] of Object.entries(mutations)) {
    test(`${name}: read, or the defaults with a one-sentence warning`, () => {
      fc.assert(
        fc.property(arb, (text) => {
          const r = timed(`settings ${name}`, () => readSettingsDocument(text, 'settings.json'));
          tally(`settings ${name}`, r.warning === null);
          if (r.warning !== null) {
            expectOneSentence(r.warning);
            expect(r.settings).toEqual(DEFAULT_SETTINGS);
          }
          // Whatever was read is settings the app can write back and read again.
          expect(readSettingsDocument(writeSettingsDocument(r.settings), 'settings.json')).toEqual({ settings: r.settings, warning: null });
        }),
        params(12),
      );
    });
  }
});

describe('fuzzing campaign files', () => {
  // A campaign after a few weeks: agents with records, missions played and to come.
  const text = campaignText(bigCampaign('fuzz', 6, 4), { createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
  for (const [name, arb] of Object.entries(jsonMutations(text))) {
    test(`${name}: opened or refused in one sentence`, () => {
      fc.assert(
        fc.property(arb, (t) => {
          const r = timed(`campaign ${name}`, () => readCampaign(t));
          tally(`campaign ${name}`, r.ok);
          if (!r.ok) expectOneSentence(r.reason);
          // Whatever opens writes back to a file that opens the same.
          else expect(readCampaign(campaignText(r.campaign, r.stamp)).ok).toBe(true);
        }),
        params(8),
      );
    });
  }
});
