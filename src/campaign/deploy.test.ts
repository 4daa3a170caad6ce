import { describe, expect, it } from 'vitest';
import { createBattle } from '../battle/state/setup';
import { UNWOUNDED, woundPenalty } from '../ops/combat/wounds';
import { passDays } from './calendar';
import { battleSetupOf, callOff, deploy, deployProblems, unavailable } from './deploy';
import { recordMission } from './fates';
import { withRecovery } from './recovery';
import { fight, YARD, yardCampaign } from './test-helpers/campaign';
import type { Campaign } from './types';

const wound = (c: Campaign, id: string, w: Partial<typeof UNWOUNDED>): Campaign => ({
  ...c,
  agents: c.agents.map((a) => (a.id === id ? { ...a, agent: withRecovery(a.agent, { wounds: { ...UNWOUNDED, ...w }, progress: 0, hospital: false }) } : a)),
});

function battleOf(c: Campaign, ids: string[]) {
  const d = deploy(c, c.missions[0]!.id, ids.map((agent) => ({ agent, color: 'Red' })));
  if (!d.ok) throw new Error(d.reason);
  const enemy = c.missions[0]!.plan.enemy.squad;
  const setup = battleSetupOf(d.campaign, typeof enemy === 'string' ? [] : enemy, 'yard');
  if (typeof setup === 'string') throw new Error(setup);
  const made = createBattle(YARD, setup);
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

describe('deploying a team (R-CAMP-1, R-CAMP-2, R-CAMP-4)', () => {
  it('R-CAMP-2: an agent sent out wounded carries its penalties into the battle', () => {
    const c = wound(yardCampaign(), 'a2', { serious: 1, scratch: 1 });
    const state = battleOf(c, ['a1', 'a2']);
    const [fresh, hurt] = state.units;
    expect(fresh?.condition.wounds).toEqual(UNWOUNDED);
    expect(hurt?.condition.wounds).toEqual({ ...UNWOUNDED, serious: 1, scratch: 1 });
    expect(hurt?.condition.bleeding).toBe(false);
    expect(woundPenalty(hurt!.condition.wounds, true)).toBe(-2);
  });

  it('R-CAMP-2: an incapacitated agent cannot go out until that box has healed', () => {
    const c = wound(yardCampaign(), 'a2', { incapacitated: 1, light: 1 });
    expect(unavailable(c, 'a2')).toMatch(/cannot fight for 56 more days/);
    expect(deployProblems(c, 'm1', [{ agent: 'a2', color: 'Red' }])).toHaveLength(1);
    const later = passDays(c, 56);
    expect(later.ok && unavailable(later.campaign, 'a2')).toBeUndefined();
  });

  it('R-CAMP-2: armor regains its value and ammunition is refilled between missions', () => {
    const c = yardCampaign('yard3');
    const f = fight(c, c.agents.map((a) => ({ agent: a.id, color: 'Red' })));
    // The first battle used up rounds and wore armor down…
    const spent = f.final.units.filter((u) => u.side === 'a').some((u) => u.weapons.some((w) => w.loaded < w.magazine || w.spares < 2));
    expect(spent).toBe(true);
    const r = recordMission(f.campaign, f.report);
    if (!r.ok) throw new Error(r.reason);
    const alive = r.campaign.agents.filter((a) => a.status === 'active').map((a) => a.id);
    const fresh = passDays(r.campaign, 60);
    if (!fresh.ok) throw new Error(fresh.reason);
    // …the next one starts with full magazines and armor as the first did.
    const next = battleOf(fresh.campaign, alive);
    for (const u of next.units.filter((x) => x.side === 'a')) {
      const before = f.initial.units.find((x) => x.name === u.name)!;
      expect(u.weapons.map((w) => [w.loaded, w.spares])).toEqual(before.weapons.map((w) => [w.loaded, w.spares]));
      expect(u.armor).toEqual(before.armor);
    }
  });

  it('R-CAMP-1: missions are played in order, with the team size they ask for, one team out at a time', () => {
    const c = yardCampaign();
    expect(deployProblems(c, 'm2', [{ agent: 'a1', color: 'Blue' }])).toEqual(['Missions are played in order: The first yard comes first.']);
    expect(deployProblems(c, 'm1', [])).toEqual(['The first yard takes 1 to 6 agents.']);
    expect(deployProblems(c, 'm1', [{ agent: 'a1', color: 'Blue' }, { agent: 'a1', color: 'Red' }])).toEqual(['An agent can be posted only once.']);
    const d = deploy(c, 'm1', [{ agent: 'a1', color: 'Blue' }]);
    if (!d.ok) throw new Error(d.reason);
    expect(deployProblems(d.campaign, 'm1', [{ agent: 'a2', color: 'Red' }])).toContain('A team is already out on a mission.');
    expect(passDays(d.campaign, 3)).toEqual({ ok: false, reason: 'A team is out on a mission: record its debrief first.' });
    expect(callOff(d.campaign).deployment).toBeUndefined();
  });

  it('R-CAMP-4: the code name is colour then animal for that mission', () => {
    const c = yardCampaign();
    const d = deploy(c, 'm1', [{ agent: 'a1', color: 'Blue' }, { agent: 'a2', color: 'Red', designation: 'Beta' }]);
    if (!d.ok) throw new Error(d.reason);
    const setup = battleSetupOf(d.campaign, [c.agents[3]!.agent], 'yard');
    if (typeof setup === 'string') throw new Error(setup);
    expect(setup.sides[0]?.combatants.map((x) => x.character.name)).toEqual([`Blue ${c.agents[0]!.agent.animal}`, `Beta Red ${c.agents[1]!.agent.animal}`]);
  });
});
