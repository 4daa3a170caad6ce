import { describe, expect, test } from 'vitest';
import { fudgeWays } from '../core/dice';
import { applyHatsCommand } from './flow/play';
import { knowledgeOf } from './view/knowledge';
import { previewCommand } from './view/preview';
import { addWound, agentFighter, damageTerms, damageValue, woundRowFor } from './rules/combat';
import { groupLoyalty, NO_SIDE } from './rules/modifiers';
import { stunTurns } from './rules/actions/assassinate';
import { traitTotal } from './rules/rolls';
import { sideOf } from './view/knowledge';
import type { HatsCommand } from './commands';
import type { HatsState } from './state';
import { apply, duel, findSeed, rejects, setRng, spot, withAgent, withGroup } from './test-helpers/fixtures';

/** Red Killer (agent-1) and Blue Bodyguard (agent-2) both in Chicago, Blue spotted by Red. */
function faceOff(seed: string, lethality = 2): HatsState {
  const s = duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] }, { lethality });
  return spot(setRng(s, seed), 'red', 'agent-2');
}

describe('R-HATS-1 dice', () => {
  test('every roll is 4dF + trait, logged with its faces (R-CORE-2)', () => {
    const after = apply(faceOff('a'), { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' });
    const rolls = after.log.flatMap((e) => e.rolls);
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    for (const r of rolls) {
      expect(r.faces).toHaveLength(4);
      expect(r.total).toBe(r.base + r.mods.reduce((s, m) => s + m.value, 0) + r.faces.reduce<number>((s, f) => s + f, 0));
    }
  });

  test('an opposed tie goes to the defender: nobody is hurt', () => {
    const { after } = findSeed((seed) => faceOff(seed), { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' }, (a) => a.log.some((e) => /standoff/.test(e.text)));
    expect(after.agents['agent-1']?.wounds).toBe(0);
    expect(after.agents['agent-2']?.wounds).toBe(0);
  });
});

describe('R-HATS-5 surveillance and spotted marks', () => {
  test('Agents whose Subtlety is strictly lower than the result are spotted; a move makes the mark stale', () => {
    for (let i = 0; i < 25; i += 1) {
      const s = setRng(duel({ agents: [{ template: 'recon', area: 'chicago' }] }, { agents: [{ template: 'bodyguard', area: 'chicago' }] }), `sv${i}`);
      const t = apply(s, { type: 'action.surveil', seat: 'red', actor: 'agent-1', area: 'chicago', look: 'agents' });
      const total = t.log.at(-1)?.rolls[0]?.total ?? 0;
      const subtlety = -1; // Bodyguard: Mediocre
      expect(Boolean(t.marks.red?.['agent-2']), `seed ${i}`).toBe(subtlety < total);
      if (subtlety < total) {
        const moved = apply(apply(t, { type: 'turn.end', seat: 'red' }), { type: 'action.move', seat: 'blue', actor: 'agent-2', to: 'detroit' });
        const mark = moved.marks.red?.['agent-2'];
        expect(mark?.kind === 'agent' && mark.stale).toBe(true);
        expect(mark?.kind === 'agent' && mark.area).toBe('chicago');
      }
    }
  });

  test('Group control: spotted Groups show their controller as it was seen', () => {
    const { after } = findSeed(
      (seed) => setRng(duel({ agents: [{ template: 'recon', area: 'denver' }] }), seed),
      { type: 'action.surveil', seat: 'red', actor: 'agent-1', area: 'denver', look: 'groups' },
      (a) => Boolean(a.marks.red?.['denver-airport']),
    );
    expect(after.marks.red?.['denver-airport']).toMatchObject({ kind: 'group', owner: 'blue' });
    expect(knowledgeOf(after, 'red').groups['denver-airport']?.owner).toBe('blue');
    expect(knowledgeOf(after, 'red').groups['oil-barons']?.owner).toBe('unknown');
  });
});

describe('R-HATS-6 hide', () => {
  test('a Subtlety test against Fair; success clears every opponent\'s mark', () => {
    const base = (seed: string) => apply(spot(setRng(duel(), seed), 'blue', 'agent-1'), { type: 'turn.end', seat: 'red' });
    const blueTurn = (seed: string) => apply(base(seed), { type: 'turn.end', seat: 'blue' });
    const { after } = findSeed(blueTurn, { type: 'action.hide', seat: 'red', actor: 'agent-1' }, (a) => (a.log.at(-1)?.rolls[0]?.total ?? -9) >= 0);
    const m = after.marks.blue?.['agent-1'];
    expect(m?.kind === 'agent' && m.stale).toBe(true);
    const failed = findSeed(blueTurn, { type: 'action.hide', seat: 'red', actor: 'agent-1' }, (a) => (a.log.at(-1)?.rolls[0]?.total ?? 0) < 0).after;
    const m2 = failed.marks.blue?.['agent-1'];
    expect(m2?.kind === 'agent' && m2.stale).toBe(false);
  });
});

describe('R-HATS-7 combat', () => {
  test('damage = degree + lethality (armed) + own Scale - loser Scale - Resilience - armor', () => {
    const s = faceOff('x', 3);
    const killer = agentFighter(s.agents['agent-1']!, sideOf(s, 'red'));
    const guard = agentFighter(s.agents['agent-2']!, sideOf(s, 'blue'));
    // Killer wins by 2: 2 + 3 (armed) - 2 (Bodyguard Resilience Great) = 3.
    expect(damageValue(damageTerms(killer, guard, 2, s.options))).toBe(3);
    expect(damageValue(damageTerms(killer, guard, 2, { lethality: 0 }))).toBe(0);
    const grp = { ...guard, scale: 2, armed: false, resilience: 1 };
    expect(damageValue(damageTerms(killer, grp, 1, { lethality: 2 }))).toBe(1 + 2 - 2 - 1);
  });

  test('wound rows: Scratch 1-2, Hurt 3-4, Very Hurt 5-6, Incapacitated 7-8, Eliminated 9+', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map(woundRowFor)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(addWound(2, 3)).toBe(3);
    expect(addWound(2, 1)).toBe(2);
    expect(addWound(0, 9)).toBe(5);
  });

  test('a defender that wins deals damage too; both fighters are spotted by the other side', () => {
    const { after } = findSeed((seed) => faceOff(seed), { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' }, (a) => a.log.some((e) => /beaten back \([1-9]/.test(e.text)));
    expect(after.agents['agent-1']?.wounds ?? 5).toBeGreaterThan(0);
    expect(after.marks.blue?.['agent-1']).toBeDefined();
  });

  test('combat needs a spotted target and the Combat skill', () => {
    const s = duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    rejects(s, { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' }, /not known/);
    rejects(duel({ agents: [{ template: 'scientist', area: 'chicago' }] }), { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'board-of-trade' }, /does not have the combat skill/);
  });
});

describe('R-HATS-8 the other actions, exactly as the text', () => {
  const provocateur = { agents: [{ template: 'provocateur' as const, area: 'denver' }] };

  test('Bribery costs 10, 20 or 40 before the roll and asks the defender, who may pay 5 or 15', () => {
    const s = duel(provocateur);
    rejects(s, { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'board-of-trade', boost: 0 }, /^Out of .*'s \w+ range \((Local|Regional): /);
    const t = apply(s, { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 1 });
    expect(t.conspiracies.red?.greenbacks).toBe(s.conspiracies.red!.greenbacks - 20);
    expect(t.pending).toMatchObject({ seat: 'blue', attackerSeat: 'red', target: 'denver-airport', boost: 1 });
    rejects(t, { type: 'turn.end', seat: 'red' }, /waiting for the defender/);
    expect(knowledgeOf(t, 'red').pending?.seat).toBe('');
    expect(knowledgeOf(t, 'blue').pending?.seat).toBe('blue');
    rejects(t, { type: 'bribe.defend', seat: 'red', pay: 0 }, /No Bribery is waiting/);
    const u = apply(t, { type: 'bribe.defend', seat: 'blue', pay: 2 });
    expect(u.conspiracies.blue?.greenbacks).toBe(s.conspiracies.blue!.greenbacks - 15);
    expect(u.pending).toBeNull();
    const roll = u.log.flatMap((e) => e.rolls).at(-1);
    expect(roll?.mods).toContainEqual({ label: "Defender's payment", value: 2 });
    expect(roll?.mods).toContainEqual({ label: 'Scale', value: 1 });
  });

  test('a Group adds its Scale to Loyalty against Bribery, Infiltration and Subversion, not against Assassination', () => {
    const g = { id: 'oil-barons', owner: null, loyaltyMod: 0, wounds: 0 as const, stunned: 0, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false };
    expect(traitTotal(groupLoyalty(g, NO_SIDE, 'bribery'))).toBe(-1 + 3);
    expect(traitTotal(groupLoyalty(g, NO_SIDE, 'infiltration'))).toBe(2);
    expect(traitTotal(groupLoyalty(g, NO_SIDE, 'plain'))).toBe(-1);
  });

  test('a successful Bribery or Infiltration changes sides; the target may not act until the new owner\'s next turn', () => {
    const { after } = findSeed((seed) => setRng(duel(provocateur), seed), { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'denver-airport' }, (a) => a.groups['denver-airport']?.owner === 'red');
    expect(after.groups['denver-airport']).toMatchObject({ owner: 'red', blockedUntil: 'red', loyaltyMod: 0 });
    expect(after.marks.blue?.['denver-airport']).toMatchObject({ kind: 'group', owner: 'red' });
    expect(after.conspiracies.red?.greenbacks).toBe(44);
  });

  test('Subversion: once per turn per target, and a same-turn Bribery resists as before it', () => {
    const s = duel(provocateur);
    const t = apply(s, { type: 'action.subvert', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 0 });
    expect(t.conspiracies.red?.greenbacks).toBe(s.conspiracies.red!.greenbacks - 5);
    rejects(t, { type: 'action.subvert', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 0 }, /^\S.* has already acted this turn\.$/);
    const two = duel({ agents: [{ template: 'provocateur', area: 'denver' }, { template: 'provocateur', area: 'denver' }] });
    const { after } = findSeed((seed) => setRng(two, seed), { type: 'action.subvert', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 0 }, (a) => a.groups['denver-airport']?.loyaltyMod === -1);
    rejects(after, { type: 'action.subvert', seat: 'red', actor: 'agent-2', target: 'denver-airport', boost: 0 }, /one Subversion attempt per turn/);
    const infil = apply(after, { type: 'action.infiltrate', seat: 'red', actor: 'agent-2', target: 'denver-airport' });
    const resist = infil.log.flatMap((e) => e.rolls).at(-1);
    expect(resist?.mods).toContainEqual({ label: "Before this turn's Subversion", value: 1 });
  });

  test('Indoctrinate raises Loyalty by one when the result beats it, at most +2', () => {
    const s = withGroup(duel(provocateur), 'denver-airport', { owner: 'red' });
    const cmd = { type: 'action.indoctrinate', seat: 'red', actor: 'agent-1', target: 'denver-airport' } as const;
    const loyalty = (x: HatsState) => x.groups['denver-airport']?.loyaltyMod;
    // A roll above the Group's Loyalty raises it by one; a roll at or below it changes nothing.
    for (const from of [0, 1]) {
      const start = withGroup(s, 'denver-airport', { owner: 'red', loyaltyMod: from });
      const won = findSeed((seed) => setRng(start, seed), cmd, (a) => a.log.some((e) => /Loyalty rises/.test(e.text)));
      expect(loyalty(won.after)).toBe(from + 1);
      const lost = findSeed((seed) => setRng(start, seed), cmd, (a) => a.log.some((e) => /unmoved/.test(e.text)));
      expect(loyalty(lost.after)).toBe(from);
    }
    const capped = withGroup(s, 'denver-airport', { owner: 'red', loyaltyMod: 2 });
    rejects(capped, cmd, /two levels/);
    rejects(spot(s, 'red', 'agent-2'), { ...cmd, target: 'agent-2' }, /^Indoctrination works only on the conspiracy's own Agents and Groups\.$/);
  });

  test('Assassination stuns a Group 1, 2 or 3 turns by damage', () => {
    expect([0, 1, 3, 4, 6, 7, 10].map(stunTurns)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] });
    const { after } = findSeed((seed) => setRng(s, seed), { type: 'action.assassinate', seat: 'red', actor: 'agent-1', target: 'denver-airport' }, (a) => (a.groups['denver-airport']?.stunned ?? 0) > 0);
    expect(after.log.some((e) => e.visibleTo === 'all' && /paralysed/.test(e.text))).toBe(true);
    rejects(spot(s, 'red', 'agent-2'), { type: 'action.assassinate', seat: 'red', actor: 'agent-1', target: 'agent-2' }, /^Assassination is made against Groups, not Agents\.$/);
  });

  test('Protect is an Agent action; a Protector may intercept and fight the actor first', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'denver' }] }, { agents: [{ template: 'bodyguard', area: 'denver' }] });
    const blueFirst = apply(s, { type: 'turn.end', seat: 'red' });
    const guarded = apply(blueFirst, { type: 'action.protect', seat: 'blue', actor: 'agent-2', guard: { kind: 'unit', target: 'denver-airport' } });
    expect(guarded.agents['agent-2']?.protecting).toEqual({ kind: 'unit', target: 'denver-airport' });
    const redTurn = apply(guarded, { type: 'turn.end', seat: 'blue' });
    const { after } = findSeed((seed) => setRng(redTurn, seed), { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'denver-airport' }, (a) => a.log.some((e) => /intercepts/.test(e.text)));
    expect(after.log.some((e) => /intercepts/.test(e.text) && e.visibleTo !== 'all' && e.visibleTo.includes('red'))).toBe(true);
  });

  test('a target guarding its own Area that falls in an interception is still named by the next guard', () => {
    // A Three-Way conspiracy-sim game (seed tw9-22-3#1) threw "unknown group agent-11" here. Blue's
    // Recon agent-2 (Very Hurt, Protect Great) and agent-3 both guard Denver; Red's Killer attacks
    // agent-2 there: agent-2 intercepts first (ids in order) and is eliminated in the fight, then
    // agent-3 notices nothing and says whom it watched over (rules/referee.ts runInterceptions).
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] }, { agents: [{ template: 'recon', area: 'denver' }, { template: 'recon', area: 'denver' }] });
    const guard = { kind: 'area', area: 'denver' } as const;
    const set = withAgent(withAgent(s, 'agent-2', { protecting: guard, wounds: 3, skills: { ...s.agents['agent-2']!.skills, protect: 2 } }), 'agent-3', { protecting: guard });
    const name = s.agents['agent-2']!.name;
    const watched = `${s.agents['agent-3']!.name} watched over ${name} but noticed nothing.`;
    const { after } = findSeed(
      (seed) => spot(setRng(set, seed), 'red', 'agent-2'),
      { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' },
      (a) => {
        const at = (text: string) => a.log.findIndex((e) => e.text === text);
        return at(`${name} is eliminated.`) >= 0 && at(`${name} is eliminated.`) < at(watched);
      },
    );
    expect(after.agents['agent-2']).toBeUndefined();
    expect(after.log.findIndex((e) => e.text.startsWith(`${name} intercepts `))).toBeGreaterThanOrEqual(0);
  });

  test('"the tc skill" is Research; Training and Recruiting cost 5 and 10', () => {
    const s = duel({ agents: [{ template: 'scientist', area: 'chicago' }, { template: 'provocateur', area: 'chicago' }] });
    expect(apply(s, { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'area', area: 'finance' } }).conspiracies.red?.greenbacks).toBe(s.conspiracies.red!.greenbacks - 5);
    const train: HatsCommand = { type: 'action.train', seat: 'red', actor: 'agent-2', target: 'agent-1', trait: { kind: 'skill', skill: 'protect' } };
    const trained = apply(s, train);
    expect(trained.conspiracies.red?.greenbacks).toBe(s.conspiracies.red!.greenbacks - 5);
    // The preview says what training buys: the trainer's Indoctrinate against the new level, and a new skill starts at Poor.
    expect(previewCommand(knowledgeOf(s, 'red'), train).notes).toEqual([`The trainer's Indoctrinate must reach Poor: then ${s.agents['agent-1']!.name} has Protect at Poor (a new skill starts at Poor). Paid either way.`]);
    const recruited = apply(s, { type: 'conspiracy.recruit', seat: 'red', area: 'chicago', recruit: { kind: 'template', template: 'recon' } });
    expect(recruited.conspiracies.red?.greenbacks).toBe(s.conspiracies.red!.greenbacks - 10);
    const id = Object.keys(recruited.agents).find((k) => !s.agents[k]);
    expect(recruited.agents[id ?? '']).toMatchObject({ owner: 'red', template: 'recon', blockedUntil: 'red' });
    rejects(s, { type: 'conspiracy.recruit', seat: 'red', area: 'seattle', recruit: { kind: 'template', template: 'recon' } }, /no base/);
  });
});

describe('R-HATS-9 research', () => {
  test('an area rises on a result at least the new level; a technology needs a result strictly above its level', () => {
    for (let i = 0; i < 20; i += 1) {
      const s = setRng(duel({ agents: [{ template: 'scientist', area: 'chicago' }] }), `r${i}`);
      const area = apply(s, { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'area', area: 'finance' } });
      const r1 = area.log.at(-1)?.rolls[0]?.total ?? 0;
      expect(area.conspiracies.red?.tech.finance).toBe(r1 >= -1 ? -1 : -2);
      const tech = apply(s, { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'tech', tech: 'offshore-accounts' } });
      const r2 = tech.log.at(-1)?.rolls[0]?.total ?? 0;
      expect(tech.conspiracies.red?.technologies.includes('offshore-accounts')).toBe(r2 > -2);
    }
    const s = duel({ agents: [{ template: 'scientist', area: 'chicago' }] });
    rejects(s, { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'tech', tech: 'databases' } }, /needs Information Management at Fair/);
  });
});

describe('R-CORE-1 ladder words', () => {
  test('rolls and reasons show traits as ladder words with their numbers', () => {
    const s = duel({ agents: [{ template: 'scientist', area: 'chicago' }] });
    const hidden = apply(s, { type: 'action.hide', seat: 'red', actor: 'agent-1' });
    expect(hidden.log.at(-1)?.rolls[0]?.against).toBe('difficulty Fair (0)');
    rejects(s, { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'tech', tech: 'insider-trading' } }, /Finance at Great \(\+2\)/);
  });
});

describe('R-CORE-4 exact odds before committing', () => {
  test('the preview of an opposed roll is the exact 8dF probability', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'denver' }] });
    const p = previewCommand(knowledgeOf(s, 'red'), { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'denver-airport' });
    expect(p.problem).toBeNull();
    expect(p.cost).toBe(5);
    // Infiltrate Good (+1) against Loyalty Fair + Scale 1 = +1: P(8dF >= 1).
    const ways = fudgeWays(8);
    const exact = ways.slice(9).reduce((a, b) => a + b, 0) / 3 ** 8;
    expect(p.rolls[0]?.chance).toBeCloseTo(exact, 12);
    const own = withGroup(s, 'denver-airport', { owner: 'red' });
    const illegal = previewCommand(knowledgeOf(own, 'red'), { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'denver-airport' });
    expect(illegal.problem).toMatch(/already serves/);
  });
});

describe('refusals change nothing', () => {
  test('malformed and illegal commands are refused with a sentence', () => {
    const s = duel();
    const r = applyHatsCommand(s, { type: 'action.fly', seat: 'red' });
    expect(r).toHaveProperty('rejected');
    rejects(s, { type: 'action.move', seat: 'green', actor: 'agent-1', to: 'detroit' }, /no seat/);
    rejects(s, { type: 'action.move', seat: 'red', actor: 'agent-2', to: 'detroit' }, /not one of this conspiracy/);
  });
});

