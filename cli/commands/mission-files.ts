import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readAgentFile } from '../../src/agents/agent-file';
import { readSquadFile, type AgentResolver } from '../../src/agents/squad-file';
import type { BattleMap } from '../../src/battle/map/index';
import { readMissionFile, type MissionFile } from '../../src/battle/mission/file';
import { planMission, type MissionPlanned, type MissionSources, type PlanOptions } from '../../src/battle/mission/plan';
import { loadSquadFile, readJsonFile } from './agent';
import { loadMapFile } from './map';

/**
 * A mission file from disk with everything it names (docs/missions.md): its map beside it or among
 * the shipped maps, its squads beside it or among the shipped squads, captives' agents beside it or
 * among the shipped agents. Each problem is one sentence naming the file.
 */

/** Folders the shipped maps' parts live in, from the mission's own folder (maps/missions -> maps). */
function searchDirs(file: string, sub: string): string[] {
  const here = dirname(resolve(file));
  return [here, join(here, '..', sub), join(here, '..'), resolve(process.cwd(), 'maps', sub), resolve(process.cwd(), 'maps')];
}

function findFile(file: string, sub: string, name: string): string | null {
  for (const dir of searchDirs(file, sub)) {
    const path = join(dir, name);
    if (existsSync(path)) return path;
  }
  return null;
}

export interface LoadedMission {
  readonly file: MissionFile;
  readonly map: BattleMap;
  readonly sources: MissionSources;
}

export async function loadMissionFile(path: string): Promise<{ ok: true; mission: LoadedMission } | { ok: false; reason: string }> {
  const read = readJsonFile(path);
  if (!read.ok) return read;
  const parsed = readMissionFile(read.value);
  if (!parsed.ok) return { ok: false, reason: `${basename(path)}: ${parsed.reason}` };
  const f = parsed.file;
  const mapPath = findFile(path, '.', f.map);
  if (!mapPath) return { ok: false, reason: `${basename(path)} is played on ${f.map}, which is neither beside it nor among the shipped maps.` };
  const map = await loadMapFile(mapPath);
  if (!map.ok) return { ok: false, reason: `${f.map}: ${map.reason}` };
  const agentResolver: AgentResolver = (ref) => {
    const at = findFile(path, 'agents', ref);
    return at ? readJsonFile(at) : { ok: false, reason: `there is no ${ref} beside the mission nor among the shipped agents.` };
  };
  const sources: MissionSources = {
    squad(ref) {
      if (typeof ref !== 'string') {
        const r = readSquadFile(ref, agentResolver);
        return r.ok ? r : { ok: false, reason: r.reason };
      }
      const at = findFile(path, 'squads', ref);
      if (!at) return { ok: false, reason: `there is no ${ref} beside the mission nor among the shipped squads.` };
      const r = loadSquadFile(at);
      return r.ok ? r : { ok: false, reason: r.reason };
    },
    agent(ref) {
      const got = agentResolver(ref);
      if (!got.ok) return got;
      const a = readAgentFile(got.value);
      return a.ok ? { ok: true, agent: a.agent } : { ok: false, reason: a.reason };
    },
  };
  return { ok: true, mission: { file: f, map: map.map, sources } };
}

export function planLoaded(m: LoadedMission, options: PlanOptions): MissionPlanned {
  return planMission(m.file, m.map, m.sources, { ...options, mapName: m.file.map.replace(/\.[^.]+$/, '') });
}
