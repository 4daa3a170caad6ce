import { describe, expect, it } from 'vitest';
import { checkAgent } from '../agents/check';
import { agentToFile, readAgentFile } from '../agents/agent-file';
import { NO_RECORD } from '../agents/service-record';
import type { Agent } from '../agents/types';
import { TIGER } from '../agents/test-agents';
import { skillRating } from '../ops/character/derived-skills';
import { attributeStepEp, missionAward, raiseOption, raiseOptions, rolledKey, skillStepEp, spendEp, type SpendingWindow } from './experience';

const withEp = (a: Agent, earned: number): Agent => ({ ...a, record: { ...NO_RECORD, missions: 1, ep: { earned, spent: 0 } } });
const after = (rolled: string[]): SpendingWindow => ({ mission: 'm1', missionTitle: 'the warehouse', rolled: rolled.map(rolledKey), raised: [] });

describe('R-CAMP-3: experience points', () => {
  it('each agent that took part earns 1 EP, +1 per objective it completed, +1 if the mission succeeded, at most 4', () => {
    expect(missionAward({ objectives: 0, succeeded: false })).toBe(1);
    expect(missionAward({ objectives: 0, succeeded: true })).toBe(2);
    expect(missionAward({ objectives: 1, succeeded: true })).toBe(3);
    expect(missionAward({ objectives: 2, succeeded: true })).toBe(4);
    expect(missionAward({ objectives: 5, succeeded: true })).toBe(4);
  });

  it('a skill level costs 1 EP up to Fair, Fair to Good 2, Good to Great 4, Great to Superb 8, Superb to Legendary 16; an attribute triple', () => {
    expect([-2, -1, 0, 1, 2, 3, 4].map(skillStepEp)).toEqual([1, 1, 1, 2, 4, 8, 16]);
    expect([0, 1, 2, 3, 4].map(attributeStepEp)).toEqual([3, 6, 12, 24, 48]);
  });

  it('raising a skill rolled in the mission spends its EP, raises it one level and is kept in the record', () => {
    const tiger = withEp(TIGER, 4);
    // TIGER: Handgun Great (REA Great): Great to Superb costs 8; Martial Arts Good to Great costs 4.
    expect(raiseOption(tiger, after(['Handgun']), { trait: 'skill', name: 'Handgun' }, false).reason).toBe('Handgun Great to Superb costs 8 EP; Jack Doe has 4.');
    const r = spendEp(tiger, after(['Martial Arts']), { trait: 'skill', name: 'Martial Arts' }, false);
    if (!r.ok) throw new Error(r.reason);
    expect(skillRating(r.agent, 'Martial Arts')).toBe(2);
    expect(r.agent.record?.ep).toEqual({ earned: 4, spent: 4 });
    expect(r.agent.record?.development).toEqual([{ trait: 'skill', name: 'Martial Arts', from: 'Good', to: 'Great', ep: 4, mission: 'm1' }]);
  });

  it('only a skill rolled in that mission may be raised after it', () => {
    const tiger = withEp(TIGER, 10);
    const o = raiseOption(tiger, after(['Handgun']), { trait: 'skill', name: 'Martial Arts' }, false);
    expect(o.reason).toBe('Jack Doe did not roll Martial Arts in the warehouse: only a skill rolled in that mission can be raised (R-CAMP-3).');
    expect(raiseOption(tiger, undefined, { trait: 'skill', name: 'Martial Arts' }, false).reason).toBe('Jack Doe has no mission to learn from yet: EP are spent after a mission (R-CAMP-3).');
  });

  it('one level per trait per mission', () => {
    const tiger = withEp(TIGER, 20);
    const first = spendEp(tiger, after(['Brawling']), { trait: 'skill', name: 'Brawling' }, false);
    if (!first.ok) throw new Error(first.reason);
    const again = spendEp(first.agent, first.window, { trait: 'skill', name: 'Brawling' }, false);
    expect(again).toEqual({ ok: false, reason: 'Brawling was raised after the warehouse already: one level per trait per mission (R-CAMP-3).' });
    // Another trait is still open; an attribute too, once.
    const body = spendEp(first.agent, first.window, { trait: 'attribute', name: 'TECH' }, false);
    expect(body.ok && body.agent.attributes.TECH).toBe(1);
    expect(body.ok && body.agent.record?.ep?.spent).toBe(2 + 6);
  });

  it('Superb to Legendary, and a Gift (6 EP), need the GM approval; skills stop at ATT+2 (R-OPS-7)', () => {
    const tiger = withEp(TIGER, 40);
    // Rifle Superb (REA Great): ATT+2 = Legendary, so only the approval stands in the way.
    expect(raiseOption(tiger, after(['Rifle']), { trait: 'skill', name: 'Rifle' }, false).reason).toBe("Rifle Superb to Legendary needs the GM's approval (R-CAMP-3).");
    const legendary = spendEp(tiger, after(['Rifle']), { trait: 'skill', name: 'Rifle' }, true);
    expect(legendary.ok && legendary.raise.ep).toBe(16);
    expect(raiseOption(tiger, after([]), { trait: 'gift', name: 'Lucky' }, false).reason).toBe("A new Gift needs the GM's approval (R-CAMP-3).");
    const gift = spendEp(tiger, after([]), { trait: 'gift', name: 'lucky' }, true);
    expect(gift.ok && gift.agent.gifts).toEqual(['Combat Reflexes', 'Lucky']);
    expect(gift.ok && gift.raise.ep).toBe(6);
    // Knowledge (History) Fair with MEN Fair: ATT+2 is Great; at Great it could not go on.
    const scholar: Agent = { ...tiger, skills: tiger.skills.map((s) => (s.name === 'Knowledge' ? { ...s, rating: 2 } : s)) };
    expect(raiseOption(scholar, after(['Knowledge (History)']), { trait: 'skill', name: 'Knowledge', field: 'History' }, true).reason).toBe('Knowledge (History) stops at MEN+2 (Great) (R-OPS-7): raise Mental first.');
  });

  it('a never-learned skill cannot be raised; the EP list says why for each trait', () => {
    const tiger = withEp(TIGER, 3);
    expect(raiseOption(tiger, after(['Stealth']), { trait: 'skill', name: 'Stealth' }, false).reason).toBe('Jack Doe has no Stealth to raise: it was never learned, so it cannot have been rolled (R-OPS-7).');
    const list = raiseOptions(tiger, after(['Brawling']), false);
    const brawling = list.find((o) => o.label === 'Brawling');
    // Brawling at its default (REA Great - 2 = Fair): Fair to Good costs 2.
    expect(brawling).toMatchObject({ from: 0, to: 1, ep: 2 });
    expect(brawling?.reason).toBeUndefined();
    expect(list.find((o) => o.label === 'Body')?.reason).toBe('Body Good to Great costs 12 EP; Jack Doe has 3.');
  });

  it('an agent with experience stays valid: creation rules judge it as built, before its raises', () => {
    let a = withEp(TIGER, 40);
    let window = after(['Rifle', 'Handgun', 'Brawling']);
    for (const request of [
      { trait: 'attribute', name: 'REA' },
      { trait: 'skill', name: 'Brawling' },
      { trait: 'skill', name: 'Handgun' },
    ] as const) {
      const r = spendEp(a, window, request, true);
      if (!r.ok) throw new Error(r.reason);
      a = r.agent;
      window = r.window;
    }
    expect(checkAgent(TIGER).valid).toBe(true);
    const check = checkAgent(a);
    expect(check.problems).toEqual([]);
    expect(check.skills.Handgun).toBe(3);
    // It travels: the agent file keeps the raises, and reads back valid.
    const read = readAgentFile(JSON.parse(JSON.stringify(agentToFile(a))));
    expect(read.ok && checkAgent(read.agent).valid).toBe(true);
    // A hand-made file claiming raises it did not pay for is refused by the check.
    const cheat: Agent = { ...a, record: { ...a.record!, ep: { earned: 40, spent: 2 } } };
    expect(checkAgent(cheat).problems).toContain('The record\'s raises cost 36 EP, but it shows only 2 EP spent (R-CAMP-3).');
  });
});
