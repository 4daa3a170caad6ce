import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentToFile, readAgentFile } from '../../src/agents/agent-file';
import { readSquadFile } from '../../src/agents/squad-file';
import { TIGER } from '../../src/agents/test-agents';
import { readMissionFile } from '../../src/battle/mission/file';
import { loadTiledMap } from '../../src/battle/map/load-tiled-map';
import { loadUvtt } from '../../src/battle/map/uvtt';
import { readCampaignValue } from '../../src/campaign/campaign-file';
import { readSettingsDocument } from '../../src/contract/settings';
import { checkOperationInput } from '../../src/contract/validate';
import { SENTENCE_MAX } from '../../src/core/sentence';
import { parseHatsCommand } from '../../src/hats/commands';
import { parseScenario } from '../../src/hats/scenario';
import { parseCharacter } from '../../src/ops/character/schema';
import { parseOpsOptions } from '../../src/ops/combat/options';
import { createSaveCodec } from '../../src/save/codec';
import { GAME_KINDS } from '../../src/save/kinds/index';

/**
 * Every refusal of a loaded file speaks plain words (README "Reliability"): this walks the schema
 * problems each loader can meet — every field of a sound file, to a bounded depth, removed or given
 * a value of the wrong kind — and checks that no refusal carries the schema library's own text
 * (zod's "Invalid input: expected string, received undefined", "Too big", zero-based `skills[10]`
 * paths) and that each is one line of at most SENTENCE_MAX characters.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Loader = (value: Json) => string | undefined;
type Case = readonly [name: string, sound: Json, load: Loader, maxPaths?: number];

const json = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;
const RAW = /Invalid (input|option|element|key)|expected \w+, received|received undefined|Too (big|small)|Unrecognized key|\w\[\d+\]|: expected /;
const WRONG: readonly (Json | undefined)[] = [undefined, null, 'x', 1.5, -7, [], {}, true];
const MAX_PATHS = 160;

/** Paths to every value of `root` down to `depth`, lists walked at their first two items; evenly thinned to `max`. */
function paths(root: Json, max: number, depth = 5): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: Json, at: (string | number)[]): void => {
    if (at.length > 0) out.push(at);
    if (at.length >= depth || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) v.slice(0, 2).forEach((item, i) => walk(item, [...at, i]));
    else for (const [k, item] of Object.entries(v)) walk(item, [...at, k]);
  };
  walk(root, []);
  const step = Math.max(1, out.length / max);
  return out.filter((_, i) => Math.floor(i % step) === 0).slice(0, max);
}

function changed(root: Json, path: readonly (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(root);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete (parent as Record<string, Json>)[last];
  } else (parent as Record<string | number, Json>)[last] = value;
  return copy;
}

const reason = (r: { ok: boolean; reason?: string; error?: string }): string | undefined => (r.ok ? undefined : (r.reason ?? r.error));
const codec = createSaveCodec(GAME_KINDS);
const agent = agentToFile(TIGER) as unknown as Json;

const LOADERS: readonly Case[] = [
  ['agent file', agent, (v) => reason(readAgentFile(v))],
  ['squad file', { format: 'blacksite-squad', version: 1, name: 'Red team', agents: [agent] }, (v) => reason(readSquadFile(v, () => ({ ok: false, reason: 'not found' })))],
  ['campaign', json('test/fixtures/campaigns/two-nights.campaign.json'), (v) => reason(readCampaignValue(v))],
  ['mission file', json('maps/missions/cold-ledger.json'), (v) => reason(readMissionFile(v))],
  ['save', json('test/fixtures/saves/v2/tactical-battle.save.json'), (v) => reason(codec.load(JSON.stringify(v))), 40], // each load replays the game
  ['Hats scenario', json('maps/scenarios/three-way.json'), (v) => reason(parseScenario(v))],
  ['Tiled map', json('test/fixtures/maps/cover-demo.tmj'), (v) => reason(loadTiledMap(v))],
  ['Universal VTT map', json('test/fixtures/maps/features/vault.dd2vtt'), (v) => reason(loadUvtt(v))],
  ['character', JSON.parse(JSON.stringify({ name: 'Jack Doe', animal: 'Tiger', attributes: { BODY: 1, REA: 2, PER: 1, TECH: 0, MEN: 0, SOC: 0 }, skills: [{ name: 'Rifle', rating: 3 }, { name: 'Knowledge', field: 'History', rating: 0 }], gifts: ['Combat Reflexes'], faults: ['Overconfident'] })) as Json, (v) => reason(parseCharacter(v))],
  ['Black Ops options', { recoil: 'all-bursts', flashBangRadiusM: 3 }, (v) => reason(parseOpsOptions(v))],
  ['Hats command', { type: 'action.move', seat: 's1', actor: 'a1', to: 'boston' }, (v) => reason(parseHatsCommand(v))],
  ['settings file', { version: 1, settings: { uiScale: 1.5 } }, (v) => readSettingsDocument(JSON.stringify(v), 'f').warning ?? undefined],
  ['IPC input', { id: 'a', file: agent }, (v) => reason(checkOperationInput('roster.write', v))],
];

describe('every refusal of a loaded file speaks plain words', () => {
  for (const [name, sound, load, max = MAX_PATHS] of LOADERS) {
    it(`${name}: a field removed or of the wrong kind is named in plain words, never in the schema library's`, () => {
      let refused = 0;
      for (const path of paths(sound, max)) {
        for (const value of WRONG) {
          const why = load(changed(sound, path, value));
          if (why === undefined) continue;
          refused += 1;
          expect(why, `${path.join('/')} = ${JSON.stringify(value)}`).not.toMatch(RAW);
          expect(why.length).toBeLessThanOrEqual(SENTENCE_MAX);
          expect(why).not.toMatch(/\n/);
        }
      }
      // The walk reached the schema.
      expect(refused).toBeGreaterThan(0);
      for (const value of [null, 'x', 1.5, [], true]) {
        const why = load(value);
        if (why !== undefined) expect(why).not.toMatch(RAW);
      }
    });
  }
});
