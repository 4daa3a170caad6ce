import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMissionFile, planLoaded } from './mission-files';
import { playComputer } from '../../src/battle/ai/driver';
import { readMissionFile } from '../../src/battle/mission/file';
import { createMission } from '../../src/battle/mission/setup';
import { simulateMission } from '../../src/battle/mission/simulate';

/** docs/missions.md: the mission file, resolved on its map, refused in one sentence when wrong. */

const SHIPPED = ['cold-ledger', 'quiet-freight', 'cell-block', 'night-courier'];
const raw = (name: string): Record<string, unknown> => JSON.parse(readFileSync(`maps/missions/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('the mission file', () => {
  it('reads every shipped mission', () => {
    for (const name of SHIPPED) expect(readMissionFile(raw(name)).ok, name).toBe(true);
  });

  it('refuses what is not a mission, a newer version, a bad value or a mission with nothing required, each in one sentence', () => {
    expect(readMissionFile({ format: 'blacksite-squad' })).toEqual({ ok: false, reason: 'This is not a Blacksite mission file: it needs "format": "blacksite-mission".' });
    expect(readMissionFile({ ...raw('cold-ledger'), version: 2 })).toEqual({ ok: false, reason: 'This mission file was written by a newer Blacksite (version 2); this one reads version 1.' });
    const bad = readMissionFile({ ...raw('cold-ledger'), roundLimit: 0 });
    expect(bad.ok === false && bad.reason).toMatch(/^This mission file is malformed: roundLimit: .+\.$/);
    const noKind = readMissionFile({ ...raw('cold-ledger'), objectives: [{ kind: 'steal' }] });
    expect(noKind.ok === false && noKind.reason).toMatch(/^This mission file is malformed: objectives\[0\]\.kind: /);
    expect(readMissionFile({ ...raw('cold-ledger'), objectives: [{ kind: 'extract', required: false }] })).toEqual({ ok: false, reason: 'This mission file has no required objective; at least one must be required.' });
    expect(readMissionFile({ ...raw('cold-ledger'), objectives: [{ kind: 'hack' }] })).toEqual({ ok: false, reason: "Objective 1 (hack) names no target: give the map object's name." });
  });

  it('refuses a name its map does not have, listing what the map has', async () => {
    const loaded = await loadMissionFile('maps/missions/cold-ledger.json');
    if (!loaded.ok) throw new Error(loaded.reason);
    const wrong = { ...loaded.mission, file: { ...loaded.mission.file, objectives: [{ kind: 'hack' as const, target: 'Mainframe', required: true }] } };
    expect(planLoaded(wrong, { seed: 's' })).toEqual({ ok: false, reason: 'Objective 1 (hack) names "Mainframe", which is not a terminal of the map (its terminals: "Server").' });
    const posts = { ...loaded.mission, file: { ...loaded.mission.file, defenders: { ...loaded.mission.file.defenders, posts: ['Roof'] } } };
    const refused = planLoaded(posts, { seed: 's' });
    expect(refused.ok === false && refused.reason).toBe('Defender 1\'s post "Roof" is not a post or patrol of the map (its posts and patrols: "Security desk", "Corridor round", "North floor round", "South floor round").');
  });

  it('sets every shipped mission up on its map, rules edition 3, and plays it to its end with the computer on both sides', async () => {
    for (const name of SHIPPED) {
      const loaded = await loadMissionFile(`maps/missions/${name}.json`);
      if (!loaded.ok) throw new Error(loaded.reason);
      const planned = planLoaded(loaded.mission, { seed: `${name}/0`, controllers: { intruders: { kind: 'computer', level: 'veteran' }, defenders: { kind: 'computer', level: 'veteran' } } });
      if (!planned.ok) throw new Error(planned.reason);
      const made = createMission(loaded.mission.map, planned.plan);
      if (!made.ok) throw new Error(made.reason);
      expect(made.state.ruleset).toBe(3);
      const end = playComputer(made.state, loaded.mission.map).state;
      expect(end.result?.reason, name).toMatch(/^The mission (succeeded|failed)/);
    }
  });

  it('simulates the same report from the same seed', async () => {
    const loaded = await loadMissionFile('maps/missions/cold-ledger.json');
    if (!loaded.ok) throw new Error(loaded.reason);
    const planned = planLoaded(loaded.mission, { seed: 'same' });
    if (!planned.ok) throw new Error(planned.reason);
    const run = () => simulateMission(loaded.mission.map, planned.plan, { runs: 2, seed: 'same', levels: { intruders: 'recruit', defenders: 'recruit' } });
    expect(run()).toEqual(run());
  });
});
