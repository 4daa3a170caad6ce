/**
 * The rulings of this release: R-CORE-5 keyed dice, R-CORE-6 Ironman stored in the game,
 * R-HATS-13 .. R-HATS-17. Each test names the ruling it checks.
 */
import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import threeWay from '../../maps/scenarios/three-way.json';
import { applyHatsCommand, newHatsGame } from './flow/play';
import { parseScenario, type Scenario } from './scenario';
import { knowledgeOf, sideOf } from './view/knowledge';
import { previewCommand } from './view/preview';
import { legalActionsFor } from './view/legal';
import { agentLoyalty, groupLoyalty, hideSubtlety, NO_SIDE } from './rules/modifiers';
import { agentUpkeep, sideIncome } from './rules/phases';
import { traitTotal } from './rules/rolls';
import { NEW_SKILLS, SKILL_INFO } from './data/skills';
import { STANDARD_EVENTS } from './data/events';
import { TECHNOLOGIES } from './data/technologies';
import { playGame } from './sim';
import { skillUnavailable } from './rules/actions/train';
import type { HatsCommand } from './commands';
import type { HatsState, LogEntry } from './state';
import { apply, duel, duelScenario, findSeed, rejects, setRng, spot, withAgent, withGroup, withMoney } from './test-helpers/fixtures';

const rollsOf = (before: HatsState, after: HatsState) => after.log.slice(before.log.length).flatMap((e) => e.rolls);
const linesFor = (s: HatsState, seat: string): LogEntry[] => s.log.filter((e) => e.visibleTo === 'all' || e.visibleTo.includes(seat));
function shipped(json: unknown): Scenario {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

describe('R-CORE-5 keyed dice', () => {
  const two = () => duel({ agents: [{ template: 'scientist', area: 'chicago' }, { template: 'recon', area: 'chicago' }] });
  const research: HatsCommand = { type: 'action.research', seat: 'red', actor: 'agent-1', goal: { kind: 'area', area: 'finance' } };
  const watch: HatsCommand = { type: 'action.surveil', seat: 'red', actor: 'agent-2', area: 'chicago', look: 'agents' };

  test('the order in which a seat gives its orders never changes a result', () => {
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const s = setRng(two(), seed);
      const a1 = apply(s, research);
      const ab = apply(a1, watch);
      const b1 = apply(s, watch);
      const ba = apply(b1, research);
      expect(rollsOf(s, a1)).toEqual(rollsOf(b1, ba));
      expect(rollsOf(a1, ab)).toEqual(rollsOf(s, b1));
      expect(ab.conspiracies.red?.tech).toEqual(ba.conspiracies.red?.tech);
    }
  });

  test('rewinding and giving the same orders again gives the same dice; another seed other dice', () => {
    const s = setRng(two(), 'again');
    const first = rollsOf(s, apply(s, research));
    const equipped = apply(s, { type: 'agent.equip', seat: 'red', agent: 'agent-1', gift: 'laboratory' });
    const later = apply(equipped, research);
    // Buying a Laboratory rolls nothing: the research roll has the same faces (and the +1 it buys).
    expect(rollsOf(equipped, later).map((r) => r.faces)).toEqual(first.map((r) => r.faces));
    const faces = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => JSON.stringify(rollsOf(s, apply(setRng(two(), x), research))[0]?.faces)));
    expect(faces.size).toBeGreaterThan(1);
  });

  test('the counters are per actor and per seat-turn, kept in the state', () => {
    const s = setRng(two(), 'count');
    const t = apply(apply(s, research), watch);
    expect(t.dice).toEqual({ seed: 'count', turn: s.serial, counters: { 'agent-1': 1, 'agent-2': 1 } });
    const next = apply(t, { type: 'turn.end', seat: 'red' });
    expect(next.dice?.turn === next.serial ? next.dice.counters : {}).toEqual({});
  });

  test('games of rules edition 1 (saves of format 1) keep the queued generator', () => {
    const s: HatsState = { ...setRng(two(), 'old'), version: 1, dice: null };
    const t = apply(s, research);
    expect(t.rng).not.toEqual(s.rng);
    expect(t.dice).toBeNull();
  });
});

describe('R-CORE-6 Ironman', () => {
  test('the option is stored in the game (and so in its saves); default off', () => {
    expect(duel().options.ironman).toBe(false);
    expect(newHatsGame({ scenario: duelScenario(), seed: 'i', options: { ironman: true } }).options.ironman).toBe(true);
  });
});

describe('R-HATS-13 fighting a Group reveals nothing of its controller', () => {
  // Red's Killer in Denver; Blue controls the Denver Airport Authority; Blue's Bodyguard is in Chicago, not watching.
  const setup = (seed: string) => {
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] }, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    const known = { ...s, marks: { ...s.marks, red: { 'denver-airport': { kind: 'group' as const, target: 'denver-airport', owner: null, round: 1 } } } };
    return setRng(known, seed);
  };
  const attack: HatsCommand = { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'denver-airport' };

  test('the attacker learns only the outcome: its mark of the controller is not updated', () => {
    const s = setup('g1');
    const t = apply(s, attack);
    expect(t.marks.red?.['denver-airport']).toEqual({ kind: 'group', target: 'denver-airport', owner: null, round: 1 });
    expect(knowledgeOf(t, 'red').groups['denver-airport']?.owner).toBeNull();
    for (const e of linesFor(t, 'red')) expect(e.text).not.toMatch(/Blue Lodge/);
  });

  test("the controller learns who attacked only if it has that Agent spotted", () => {
    const t = apply(setup('g2'), attack);
    const blue = t.log.slice(setup('g2').log.length).filter((e) => e.visibleTo !== 'all' && e.visibleTo.includes('blue'));
    expect(blue.length).toBeGreaterThan(0);
    for (const e of blue) {
      expect(e.text).not.toContain(t.agents['agent-1']?.name ?? 'agent-1');
      expect(e.text).toMatch(/unknown Agent/);
      expect(e.rolls).toEqual([]);
    }
    const watching = spot(setup('g2'), 'blue', 'agent-1');
    const u = apply(watching, attack);
    const named = u.log.slice(watching.log.length).filter((e) => e.visibleTo !== 'all' && e.visibleTo.includes('blue'));
    expect(named.some((e) => e.text.includes(u.agents['agent-1']?.name ?? '?'))).toBe(true);
  });

  test("a waiting Bribery says nothing to the briber about whose the target is", () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'denver' }] });
    const mine = apply(s, { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 0 });
    const indep = apply(s, { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'norad', boost: 0 });
    const first = (t: HatsState) => t.log.slice(s.log.length).find((e) => e.visibleTo !== 'all' && e.visibleTo.includes('red'))?.text.replace(/Denver Airport Authority|Cheyenne Mountain Watch/, 'X');
    expect(first(mine)).toBe(first(indep));
    expect(mine.pending?.seat).toBe('blue');
    expect(knowledgeOf(mine, 'red').pending?.seat).toBe('');
    // The defender's prompt does not name an Agent it has not spotted.
    const prompt = mine.log.slice(s.log.length).find((e) => e.visibleTo !== 'all' && e.visibleTo.includes('blue'));
    expect(prompt?.text).toMatch(/^An unknown Agent tries to bribe your Denver Airport Authority/);
  });

  test('an Assassination names the assassin to the controller only if it is spotted', () => {
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] }, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    const cmd: HatsCommand = { type: 'action.assassinate', seat: 'red', actor: 'agent-1', target: 'denver-airport' };
    const { before, after } = findSeed((seed) => setRng(s, seed), cmd, (a) => (a.groups['denver-airport']?.stunned ?? 0) > 0);
    const blue = after.log.slice(before.log.length).filter((e) => e.visibleTo !== 'all' && e.visibleTo.includes('blue'));
    expect(blue.length).toBeGreaterThan(0);
    for (const e of blue) expect(e.text).not.toContain(after.agents['agent-1']?.name ?? '?');
    expect(after.marks.blue?.['agent-1']).toBeUndefined();
  });
});

describe('R-HATS-14 wound penalties on every roll of the wounded Agent', () => {
  test('Hide and the resistance of its Loyalty carry the wound penalty; an Indoctrination target value does not', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'chicago' }] });
    const agent = s.agents['agent-1'];
    if (!agent) throw new Error('no agent');
    const side = sideOf(s, 'red');
    for (const [wounds, penalty] of [[2, -1], [3, -2]] as const) {
      const hurt = { ...agent, wounds };
      expect(traitTotal(hideSubtlety(hurt, side))).toBe(agent.traits.subtlety + penalty);
      expect(traitTotal(agentLoyalty(hurt, side, 'bribery'))).toBe(agent.traits.loyalty + penalty);
      expect(traitTotal(agentLoyalty(hurt, side, 'subversion'))).toBe(agent.traits.loyalty + penalty);
      expect(traitTotal(agentLoyalty(hurt, side, 'plain'))).toBe(agent.traits.loyalty);
    }
    const hurt = withAgent(s, 'agent-1', { wounds: 2 });
    const t = apply(hurt, { type: 'action.hide', seat: 'red', actor: 'agent-1' });
    expect(t.log.at(-1)?.rolls[0]?.mods).toContainEqual({ label: 'Hurt', value: -1 });
    expect(previewCommand(knowledgeOf(hurt, 'red'), { type: 'action.hide', seat: 'red', actor: 'agent-1' }).rolls[0]?.actor.mods).toContainEqual({ label: 'Hurt', value: -1 });
  });
});

describe('R-HATS-15 Combat only at a spotted target', () => {
  test("a Group whose control this seat has not spotted cannot be attacked; once spotted it can", () => {
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] });
    const cmd: HatsCommand = { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'denver-airport' };
    rejects(s, cmd, /find out who controls Denver Airport Authority first/);
    expect(legalActionsFor(knowledgeOf(s, 'red'), 'agent-1').some((c) => c.type === 'action.combat')).toBe(false);
    const known = { ...s, marks: { ...s.marks, red: { 'denver-airport': { kind: 'group' as const, target: 'denver-airport', owner: 'blue', round: 1 } } } };
    expect(applyHatsCommand(known, cmd)).not.toHaveProperty('rejected');
    // An Agent needs a live mark.
    const agents = duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    rejects(agents, { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' }, /not known/);
  });
});

describe('R-HATS-16 economy', () => {
  test('in every shipped scenario each seat with only its starting Groups and Agents nets 0 to +3 a turn', () => {
    for (const json of [shadowWar, threeWay]) {
      const scenario = shipped(json);
      const s = newHatsGame({ scenario: { ...scenario, events: null }, seed: 'economy' });
      for (const seat of s.seats) {
        const side = sideOf(s, seat.id);
        const upkeep = Object.values(s.agents).filter((a) => a.owner === seat.id).reduce((t, a) => t + agentUpkeep(a, side), 0);
        const net = sideIncome(side) - upkeep;
        expect(net, `${scenario.id}/${seat.id}`).toBeGreaterThanOrEqual(0);
        expect(net, `${scenario.id}/${seat.id}`).toBeLessThanOrEqual(3);
      }
    }
  });

  test('a seat that does nothing still pays its upkeep for ten rounds, events and all', () => {
    for (const json of [shadowWar, threeWay]) {
      const scenario = shipped(json);
      const levels = Object.fromEntries(scenario.seats.map((x) => [x.id, 'passive' as const]));
      for (const seed of ['p1', 'p2', 'p3']) {
        const game = playGame({ scenario: { ...scenario, victory: { ...scenario.victory, turnLimit: 10 } }, seed, levels });
        expect(game.state.round).toBe(10);
        expect(game.state.log.filter((e) => /goes unpaid|deserts/.test(e.text))).toEqual([]);
      }
    }
  });

  test('desertion comes only from unpaid upkeep: a Subversion stops at Terrible', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'chicago' }] }, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    const low = spot(withAgent(s, 'agent-2', { loyaltyMod: -4 }), 'red', 'agent-2');
    const cmd: HatsCommand = { type: 'action.subvert', seat: 'red', actor: 'agent-1', target: 'agent-2', boost: 2 };
    const { after } = findSeed((seed) => withMoney(setRng(low, seed), 'red', 50), cmd, (a) => a.log.some((e) => /wavers/.test(e.text)));
    expect(after.agents['agent-2']?.owner).toBe('blue');
    expect(after.agents['agent-2']?.loyaltyMod).toBe(-4);
  });
});

describe('R-HATS-17 new skills and random events', () => {
  test('Research makes at least two new skills available, each with its own action and exact odds', () => {
    expect(NEW_SKILLS.length).toBeGreaterThanOrEqual(2);
    for (const skill of NEW_SKILLS) {
      expect(TECHNOLOGIES.some((t) => t.effects.some((e) => e.kind === 'unlock-skill' && e.skill === skill)), skill).toBe(true);
      expect(SKILL_INFO[skill].effect.length).toBeGreaterThan(20);
    }
    // A Psychic in Chicago against a spotted Bodyguard, and an Embezzler against the Board of Trade Pit.
    const build = { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { psychic: 1, embezzle: 0 } };
    const s0 = duel({ groups: [] }, { agents: [{ template: 'bodyguard', area: 'chicago' }], groups: ['board-of-trade'] });
    const s = spot({ ...s0, agents: { ...s0.agents, 'agent-1': { ...s0.agents['agent-1']!, skills: build.skills } } }, 'red', 'agent-2');
    const k = knowledgeOf(s, 'red');
    const psychic = previewCommand(k, { type: 'action.psychic', seat: 'red', actor: 'agent-1', target: 'agent-2' });
    expect(psychic.problem).toBeNull();
    expect(psychic.rolls[0]?.against.kind).toBe('opposed');
    expect(psychic.rolls[0]?.chance).toBeGreaterThan(0);
    const skim = previewCommand(k, { type: 'action.embezzle', seat: 'red', actor: 'agent-1', target: 'board-of-trade' });
    expect(skim.problem).toBeNull();
    expect(skim.rolls[0]?.chance).toBeGreaterThan(0);
    const blocked = findSeed((seed) => setRng(s, seed), { type: 'action.psychic', seat: 'red', actor: 'agent-1', target: 'agent-2' }, (a) => a.agents['agent-2']?.blockedUntil === 'red');
    expect(blocked.after.agents['agent-2']?.loyaltyMod).toBe(-1);
    const rich = withMoney(s, 'blue', 20);
    const took = findSeed((seed) => setRng(rich, seed), { type: 'action.embezzle', seat: 'red', actor: 'agent-1', target: 'board-of-trade' }, (a) => (a.conspiracies.blue?.greenbacks ?? 0) < 20);
    expect(took.after.conspiracies.red!.greenbacks - took.before.conspiracies.red!.greenbacks).toBe(20 - took.after.conspiracies.blue!.greenbacks);
  });

  test('Agents may be trained in a new skill only once it is available', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'chicago' }, { template: 'scientist', area: 'chicago' }] });
    const train: HatsCommand = { type: 'action.train', seat: 'red', actor: 'agent-1', target: 'agent-2', trait: { kind: 'skill', skill: 'psychic' } };
    rejects(s, train, /not available to this conspiracy yet: develop Psychic Training \(Psionics, Mediocre\) first/);
    expect(skillUnavailable(s.conspiracies.red!, 'embezzle')).toMatch(/develop Wire Fraud \(Information Management, Fair\) first, or draw an event/);
    expect(skillUnavailable(s.conspiracies.red!, 'combat')).toBeNull();
    const unlocked = { ...s, conspiracies: { ...s.conspiracies, red: { ...s.conspiracies.red!, technologies: ['psychic-training'] } } };
    expect(applyHatsCommand(unlocked, train)).not.toHaveProperty('rejected');
    expect(skillUnavailable(unlocked.conspiracies.red, 'psychic')).toBeNull();
    const recruit: HatsCommand = { type: 'conspiracy.recruit', seat: 'red', area: 'chicago', recruit: { kind: 'custom', build: { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { psychic: 0, surveillance: -1 } } } };
    rejects(s, recruit, /not available/);
    expect(applyHatsCommand(unlocked, recruit)).not.toHaveProperty('rejected');
  });

  test('the shipped table has at least 20 events, each with a mechanical effect', () => {
    expect(STANDARD_EVENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(STANDARD_EVENTS.map((e) => e.id)).size).toBe(STANDARD_EVENTS.length);
    for (const e of STANDARD_EVENTS) {
      expect(e.effect.kind).toMatch(/^(greenbacks|region|stun-group|group-loyalty-drop|heal-all|price|skill|expose-leader|tech-boost|unlock-skill)$/);
      if ('amount' in e.effect) expect(e.effect.amount).not.toBe(0);
    }
  });

  test('one event a round, drawn keyed by the round (R-CORE-5) and announced publicly', () => {
    const scenario = { ...duelScenario(), events: 'standard' };
    const s = newHatsGame({ scenario, seed: 'events' });
    expect(s.event?.round).toBe(1);
    expect(s.log.some((e) => e.visibleTo === 'all' && /^Round 1 event — /.test(e.text))).toBe(true);
    // Whatever is played in round 1, round 2 draws the same event.
    const quiet = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    const busy0 = apply(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' });
    const busy = apply(apply(busy0, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    expect(quiet.event).toEqual(busy.event);
    expect(quiet.event?.round).toBe(2);
    // Off in the set-up: no event.
    expect(newHatsGame({ scenario, seed: 'events', options: { events: false } }).event).toBeNull();
  });

  test("a Region's event changes the rolls and yields it names, this round only", () => {
    const s = withGroup(duel(), 'board-of-trade', {});
    const scandal = { ...s, event: { id: 'scandal', round: s.round, region: 'central', group: null, seat: null } };
    const g = scandal.groups['board-of-trade']!;
    expect(traitTotal(groupLoyalty(g, sideOf(scandal, 'red'), 'plain'))).toBe(traitTotal(groupLoyalty(g, NO_SIDE, 'plain')) - 1);
    const boom = { ...s, event: { id: 'boom-town', round: s.round, region: 'central', group: null, seat: null } };
    expect(sideIncome(sideOf(boom, 'red'))).toBe(sideIncome(sideOf(s, 'red')) + 1);
  });
});
