import { describe, expect, test } from 'vitest';
import { applyHatsCommand } from './flow/play';
import { newHatsGame } from './flow/play';
import { areaOf, REGION_BY_ID } from './data/regions';
import { subtletyVsSurveillance } from './rules/modifiers';
import { traitTotal } from './rules/rolls';
import { sideOf } from './view/knowledge';
import { apply, duel, duelScenario, findSeed, rejects, spot, threeSeatScenario, withAgent, withGroup, withMoney } from './test-helpers/fixtures';
import type { HatsState } from './state';

describe('R-HATS-2 turn order and phases', () => {
  test('seats play in order; Income is Income + Scale of active Groups, then upkeep by highest attribute', () => {
    const s = duel();
    // Red: 50 + Board of Trade (Income 3 + Scale 2) - Killer upkeep (highest Good: 5).
    expect(s.conspiracies.red?.greenbacks).toBe(50);
    expect(s.seats[s.seatIndex]?.id).toBe('red');
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.seats[t.seatIndex]?.id).toBe('blue');
    // Blue: 50 + Denver Airport (2 + 1) - Bodyguard upkeep (highest Great: 6).
    expect(t.conspiracies.blue?.greenbacks).toBe(47);
    expect(t.phase).toBe('actions');
    const u = apply(t, { type: 'turn.end', seat: 'blue' });
    expect(u.round).toBe(2);
    expect(u.seats[u.seatIndex]?.id).toBe('red');
  });

  test('an incapacitated Group yields nothing', () => {
    const s = withGroup(duel(), 'denver-airport', { stunned: 2 });
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.conspiracies.blue?.greenbacks).toBe(44);
    expect(t.groups['denver-airport']?.stunned).toBe(2);
    const u = apply(t, { type: 'turn.end', seat: 'blue' });
    expect(u.groups['denver-airport']?.stunned).toBe(1);
  });

  test('an unpaid Agent loses a Loyalty level, and below Terrible it deserts', () => {
    let s = withMoney(duel({}, { groups: [] }), 'blue', 0);
    s = withAgent(s, 'agent-2', { traits: { subtlety: -1, resilience: 2, loyalty: -2, versatility: -1 } });
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.agents['agent-2']?.loyaltyMod).toBe(-1);
    expect(t.agents['agent-2']?.owner).toBe('blue');
    const u = apply(apply(t, { type: 'turn.end', seat: 'blue' }), { type: 'turn.end', seat: 'red' });
    expect(u.agents['agent-2']?.owner).toBeNull();
    expect(u.conspiracies.blue?.greenbacks).toBe(0);
  });

  test('End: "until the acting player\'s next turn" marks expire and idle Agents heal a row', () => {
    let s = withAgent(duel(), 'agent-1', { blockedUntil: 'red', wounds: 3 });
    rejects(s, { type: 'action.hide', seat: 'red', actor: 'agent-1' }, /cannot act until/);
    s = apply(s, { type: 'turn.end', seat: 'red' });
    expect(s.agents['agent-1']?.blockedUntil).toBeNull();
    expect(s.agents['agent-1']?.wounds).toBe(2);
  });

  test('a Group with an action Gift acts once per turn; other Groups do not act', () => {
    const s = duel({ groups: ['board-of-trade', 'chicago-outfit'] }, { agents: [{ template: 'bodyguard', area: 'chicago' }] });
    const look = { type: 'action.surveil', seat: 'red', actor: 'chicago-outfit', area: 'chicago', look: 'agents' } as const;
    rejects(s, look, /does not have the surveillance skill/);
    rejects(s, { ...look, actor: 'board-of-trade' }, /no Gift that lets it act/);
    const spotted = { ...s, marks: { ...s.marks, red: { 'agent-2': { kind: 'agent' as const, target: 'agent-2', area: 'chicago', owner: 'blue', round: 1, stale: false, dossier: { name: 'x', template: null, subtlety: -1, resilience: 2, loyalty: 1, combat: 1, wounds: 0 as const, gifts: [] } } } } };
    const t = apply(spotted, { type: 'action.combat', seat: 'red', actor: 'chicago-outfit', target: 'agent-2' });
    rejects(t, { type: 'action.combat', seat: 'red', actor: 'chicago-outfit', target: 'agent-2' }, /already acted|not known/);
  });

  test('it is nobody else\'s turn: the other seat is refused', () => {
    rejects(duel(), { type: 'turn.end', seat: 'blue' }, /not your turn/);
  });
});

describe('R-HATS-3 movement', () => {
  test('any Area of the Region, or gateway to gateway; nothing else', () => {
    const s = duel();
    expect(apply(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' }).agents['agent-1']?.area).toBe('detroit');
    expect(apply(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'denver' }).agents['agent-1']?.area).toBe('denver');
    const inDetroit = withAgent(s, 'agent-1', { area: 'detroit' });
    rejects(inDetroit, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'denver' }, /gateway to gateway/);
    rejects(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'chicago' }, /already/);
    rejects(withAgent(s, 'agent-1', { gifts: ['laboratory'] }), { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' }, /Laboratory/);
    rejects(s, { type: 'action.move', seat: 'red', actor: 'board-of-trade', to: 'detroit' }, /^Board of Trade Pit has no Gift that lets it act\.$/);
  });

  test('an Agent moves once per turn', () => {
    const s = apply(duel(), { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' });
    rejects(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'chicago' }, /already acted/);
  });

  test('wilderness Areas give +1 Subtlety against Surveillance', () => {
    const s = duel();
    const a = s.agents['agent-1'];
    if (!a) throw new Error('no agent');
    const city = traitTotal(subtletyVsSurveillance(a, sideOf(s, 'red')));
    const wild = traitTotal(subtletyVsSurveillance({ ...a, area: 'great-lakes' }, sideOf(s, 'red')));
    expect(areaOf('great-lakes').kind).toBe('wilderness');
    expect(wild).toBe(city + 1);
  });
});

describe('R-HATS-4 range', () => {
  test('Local by default; Helicopters make Surveillance Regional, never Global', () => {
    const s = duel({ agents: [{ template: 'recon', area: 'chicago' }] });
    const name = s.agents['agent-1']?.name ?? '';
    // The refusal says what the range covers, the same sentence for every Area beyond it (the orders dialog lists them together).
    expect(rejects(s, { type: 'action.surveil', seat: 'red', actor: 'agent-1', area: 'detroit', look: 'agents' })).toBe(`Out of ${name}'s Surveillance range (Local: its own Area, Chicago).`);
    const heli = withAgent(s, 'agent-1', { gifts: ['helicopters'] });
    expect(applyHatsCommand(heli, { type: 'action.surveil', seat: 'red', actor: 'agent-1', area: 'detroit', look: 'agents' })).not.toHaveProperty('rejected');
    expect(rejects(heli, { type: 'action.surveil', seat: 'red', actor: 'agent-1', area: 'denver', look: 'agents' })).toBe(`Out of ${name}'s Surveillance range (Regional: the Areas of the ${REGION_BY_ID.get(areaOf('chicago').region)?.name ?? ''} Region).`);
  });
});

describe('R-HATS-11 victory', () => {
  test('controlling Scale 12 at the end of one\'s turn wins', () => {
    const scenario = duelScenario({ groups: ['board-of-trade', 'studio-system', 'oil-barons', 'motor-city-unions', 'senate-committee'] });
    const s = newHatsGame({ scenario, seed: 'v' });
    expect(s.phase).toBe('actions');
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.phase).toBe('over');
    expect(t.winner).toBe('red');
    expect(t.outcome).toMatch(/Scale 14/);
    rejects(t, { type: 'turn.end', seat: 'blue' }, /over/);
  });

  test('the last conspiracy with Agents wins at the end of its turn, before the other can recruit again (edition 3 on)', () => {
    let s = duel();
    expect(s.version).toBeGreaterThanOrEqual(3);
    s = { ...s, agents: Object.fromEntries(Object.entries(s.agents).filter(([, a]) => a.owner !== 'blue')) };
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.phase).toBe('over');
    expect(t.winner).toBe('red');
    expect(t.outcome).toMatch(/Red Hand is the last conspiracy with Agents/);
    // Blue, with 50 greenbacks, never got the turn in which it could have recruited.
    expect(t.conspiracies.blue?.eliminated).toBe(false);
  });

  test('killing the last Agent of the only rival wins when the killer\'s turn ends', () => {
    const make = (seed: string) => {
      let s = duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] }, {}, seed);
      s = withAgent(s, 'agent-2', { wounds: 4 });
      return spot(s, 'red', 'agent-2');
    };
    const { after } = findSeed(make, { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' }, (a) => a.agents['agent-2'] === undefined);
    expect(after.phase).toBe('actions');
    const end = apply(after, { type: 'turn.end', seat: 'red' });
    expect(end.winner).toBe('red');
    expect(end.log.at(-1)?.text).toBe('Game over. Red Hand is the last conspiracy with Agents.');
  });

  test('with a third conspiracy still armed the game goes on, and the one without Agents may recruit at its turn', () => {
    let s = newHatsGame({ scenario: threeSeatScenario(), seed: 'three' });
    s = { ...s, agents: Object.fromEntries(Object.entries(s.agents).filter(([, a]) => a.owner !== 'blue')) };
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.phase).not.toBe('over');
    const u = apply(t, { type: 'conspiracy.recruit', seat: 'blue', recruit: { kind: 'template', template: 'killer' }, area: 'denver' });
    const v = apply(u, { type: 'turn.end', seat: 'blue' });
    expect(v.conspiracies.blue?.eliminated).toBe(false);
    expect(v.phase).not.toBe('over');
  });

  test('games begun under edition 2 keep judging the last with Agents only once the others are out (their saves replay as played)', () => {
    let s: HatsState = { ...duel(), version: 2 };
    s = { ...s, agents: Object.fromEntries(Object.entries(s.agents).filter(([, a]) => a.owner !== 'blue')) };
    s = withMoney(s, 'blue', 0);
    const t = apply(s, { type: 'turn.end', seat: 'red' });
    expect(t.phase).not.toBe('over');
    const u = apply(t, { type: 'turn.end', seat: 'blue' });
    expect(u.conspiracies.blue?.eliminated).toBe(true);
    expect(u.winner).toBe('red');
    expect(u.outcome).toMatch(/last conspiracy with Agents/);
  });

  test('a scenario names its conditions: Regions, and the turn limit', () => {
    const regions = newHatsGame({ scenario: duelScenario({ groups: ['board-of-trade', 'wall-street-desk'] }, {}, { controlRegions: 2 }), seed: 'r' });
    expect(apply(regions, { type: 'turn.end', seat: 'red' }).winner).toBe('red');
    const limit = newHatsGame({ scenario: duelScenario({}, {}, { turnLimit: 1 }), seed: 'l' });
    const end = apply(apply(limit, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    expect(end.phase).toBe('over');
    expect(end.winner).toBe('red');
    expect(end.outcome).toMatch(/turn limit/);
  });
});
