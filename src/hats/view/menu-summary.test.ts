import { describe, expect, test } from 'vitest';
import { applyHatsCommand } from '../flow/play';
import { viewFor } from './views';
import { actionMenu } from './action-menu';
import { agentsWarning, controlHint, controlIntelligence, standings, turnSummary } from './turn-summary';
import { knowledgeOf } from './knowledge';
import { apply, duel, duelScenario, findSeed, setRng, spot, threeSeatScenario, withAgent, withMoney } from '../test-helpers/fixtures';
import { GIFTS } from '../data/gifts';
import { TECHNOLOGIES } from '../data/technologies';
import type { HatsCommand } from '../commands';
import { knowledgeProblem } from '../reducer';
import { newHatsGame } from '../flow/play';
import type { HatsState } from '../state';

describe('the orders menu: impossible actions are listed with their reason, never hidden', () => {
  test('every kind is listed; an unaffordable one says its price against the purse', () => {
    const s = withMoney(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red', 3);
    const menu = actionMenu(knowledgeOf(s, 'red'), 'agent-1');
    expect(menu.map((m) => m.kind)).toContain('action.bribe');
    const bribe = menu.find((m) => m.kind === 'action.bribe');
    expect(bribe?.legal).toEqual([]);
    expect(bribe?.reason).toMatch(/Bribery costs 10 greenbacks; the conspiracy has 3/);
    const infiltrate = menu.find((m) => m.kind === 'action.infiltrate');
    expect(infiltrate?.reason).toMatch(/Infiltration costs 5 greenbacks; the conspiracy has 3/);
    expect(menu.find((m) => m.kind === 'action.combat')?.reason).toMatch(/does not have the Combat skill/);
    expect(menu.find((m) => m.kind === 'action.psychic')?.reason).toMatch(/not available yet: research Psychic Training/);
    // A Killer with nothing spotted: no target within range, not "out of range" of some Group far away.
    const killer = actionMenu(knowledgeOf(duel({ agents: [{ template: 'killer', area: 'denver' }] }), 'red'), 'agent-1');
    expect(killer.find((m) => m.kind === 'action.combat')?.reason).toMatch(/^No target within range: Combat needs a spotted Agent/);
    const move = menu.find((m) => m.kind === 'action.move');
    expect(move?.reason).toBeNull();
    expect(move?.legal.length).toBeGreaterThan(0);
  });

  test('within a possible kind, every other choice is listed greyed with the reducer\'s refusal: each Gift, each technology', () => {
    const s = withMoney(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red', 6);
    const k = knowledgeOf(s, 'red');
    const equip = actionMenu(k, 'agent-1').find((m) => m.kind === 'agent.equip');
    const gift = (c: HatsCommand) => (c.type === 'agent.equip' ? c.gift : '');
    expect(equip?.legal.map(gift)).toEqual(['wiretaps', 'cover-identities']);
    // Every Gift is offered: the legal ones, then the rest with the reason the reducer gives.
    expect([...(equip?.legal ?? []).map(gift), ...(equip?.blocked ?? []).map((b) => gift(b.command))].sort()).toEqual(GIFTS.map((g) => g.id).sort());
    const why = (id: string) => equip?.blocked.find((b) => gift(b.command) === id)?.reason;
    expect(why('helicopters')).toBe('Helicopters costs 12 greenbacks; the conspiracy has 6.');
    expect(why('laboratory')).toBe('Laboratory costs 8 greenbacks; the conspiracy has 6.');
    for (const b of equip?.blocked ?? []) expect(b.reason).toBe(knowledgeProblem(k, b.command));
    expect(why('body-armor')).toMatch(/must be unlocked by research first/);

    const researcher = withMoney(duel({ agents: [{ build: { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { research: 1, indoctrinate: 0 } }, area: 'chicago' }] }), 'red', 50);
    const research = actionMenu(knowledgeOf(researcher, 'red'), 'agent-1').find((m) => m.kind === 'action.research');
    expect(research?.legal.length).toBeGreaterThan(0);
    const tech = (c: HatsCommand) => (c.type === 'action.research' && c.goal.kind === 'tech' ? c.goal.tech : '');
    const offered = [...(research?.legal ?? []), ...(research?.blocked ?? []).map((b) => b.command)].map(tech).filter(Boolean);
    expect(offered.sort()).toEqual(TECHNOLOGIES.map((t) => t.id).sort());
    expect(research?.blocked.find((b) => tech(b.command) === 'money-laundering')?.reason).toBe('Money Laundering needs Finance at Fair (0) first.');
  });

  test('greyed choices name only what the seat knows: an unspotted Agent is no target, even greyed (R-HATS-12)', () => {
    const s = duel({ agents: [{ template: 'killer', area: 'denver' }] });
    const menu = actionMenu(knowledgeOf(s, 'red'), 'agent-1');
    const named = JSON.stringify(menu.flatMap((m) => [...m.legal, ...m.blocked.map((b) => b.command)]));
    expect(named).not.toContain('agent-2');
    const spotted = spot(s, 'red', 'agent-2');
    const bribe = actionMenu(knowledgeOf(spotted, 'red'), 'agent-1').find((m) => m.kind === 'action.combat');
    expect(JSON.stringify([...(bribe?.legal ?? []), ...(bribe?.blocked ?? []).map((b) => b.command)])).toContain('agent-2');
  });

  test('an Agent that already acted says so for every action but buying gear', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'denver' }] });
    const t = apply(s, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'salt-lake-city' });
    const menu = actionMenu(knowledgeOf(t, 'red'), 'agent-1');
    for (const m of menu.filter((x) => x.kind !== 'agent.equip')) expect(m.reason).toMatch(/already acted/);
    expect(menu.find((m) => m.kind === 'agent.equip')?.legal.length).toBeGreaterThan(0);
  });
});

describe('the turn summary: what touched this seat since its last turn, each line with its Area', () => {
  test("names what another seat did to it, leading to the Area, and the round's own lines", () => {
    const s = duel({ agents: [{ template: 'killer', area: 'chicago' }] }, { agents: [{ template: 'killer', area: 'chicago' }] });
    const redTurn = apply(s, { type: 'turn.end', seat: 'red' });
    const known = { ...redTurn, marks: { ...redTurn.marks, blue: { ...redTurn.marks.blue, 'chicago-outfit': { kind: 'group' as const, target: 'chicago-outfit', owner: 'red', round: 1 } } } };
    const withGroup = { ...known, groups: { ...known.groups, 'chicago-outfit': { ...known.groups['chicago-outfit']!, owner: 'red' } } };
    const { after } = findSeed((seed) => setRng(withGroup, seed), { type: 'action.assassinate', seat: 'blue', actor: 'agent-2', target: 'chicago-outfit' }, (a) => (a.groups['chicago-outfit']?.stunned ?? 0) > 0);
    const back = applyHatsCommand(after, { type: 'turn.end', seat: 'blue' });
    if ('rejected' in back) throw new Error(back.rejected);
    const lines = turnSummary(viewFor(back.state, 'red'));
    const hit = lines.find((l) => /assassinates key people of The Chicago Outfit/.test(l.text));
    expect(hit).toMatchObject({ area: 'chicago', tone: 'loss' });
    expect(lines.some((l) => /^Round 2: income/.test(l.text))).toBe(true);
    // Nothing from its own previous turn, and nothing it could not read.
    for (const l of lines) expect(l.text).not.toMatch(/moves from/);
    expect(turnSummary(viewFor(back.state, 'blue'))).toEqual([]);
  });

  test('standings: exact for the seat itself, "as far as it knows" for the others', () => {
    const s = duel();
    const mine = standings(viewFor(s, 'red'));
    const red = mine.find((x) => x.own);
    expect(red).toMatchObject({ seat: 'red', exact: true, scale: 2, scaleToGo: 10, regionsToGo: null, agents: 1 });
    const blue = mine.find((x) => x.seat === 'blue');
    expect(blue).toMatchObject({ exact: false, scale: 0, agents: 0 });
  });

  test('R-HATS-12: the standings say how many Groups\' controllers this seat knows, and how to learn more when it knows none', () => {
    const s = duel();
    const before = viewFor(s, 'red');
    const others = Object.values(before.groups).filter((g) => !g.destroyed && !g.own).length;
    expect(controlIntelligence(before)).toEqual({ others, known: 0, newest: null });
    expect(controlHint(before)).toMatch(new RegExp(`not spotted who controls any of the ${others} Groups that are not yours.*An Agent with Surveillance can find out`));
    const owner = s.groups.norad?.owner ?? null;
    const spotted: HatsState = { ...s, marks: { ...s.marks, red: { ...s.marks.red, norad: { kind: 'group', target: 'norad', owner, round: s.round } } } };
    const after = viewFor(spotted, 'red');
    expect(controlIntelligence(after)).toMatchObject({ others, known: 1 });
    expect(controlHint(after)).toMatch(new RegExp(`^You know who controls 1 of the ${others} Groups that are not yours; the others' figures count only those`));
  });
});

describe('the turn summary tells what belongs together as one line', () => {
  test('R-HATS-16: each unpaid Agent is one line with what it did to its Loyalty, leading to its Area', () => {
    const red = { agents: [{ template: 'killer' as const, area: 'chicago' }, { template: 'killer' as const, area: 'chicago' }, { template: 'provocateur' as const, area: 'denver' }] };
    const broke = withMoney(duel(red), 'red', 0);
    // The provocateur is at Terrible Loyalty already: unpaid, it deserts.
    const s = withAgent(broke, 'agent-3', { loyaltyMod: -3 - broke.agents['agent-3']!.traits.loyalty });
    const back = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    const unpaid = back.log.filter((e) => / goes unpaid\.$/.test(e.text));
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const lines = turnSummary(viewFor(back, 'red'));
    const told = lines.filter((l) => /goes unpaid/.test(l.text));
    // One line per unpaid Agent, never a second line for the same Agent's Loyalty.
    expect(told).toHaveLength(unpaid.length);
    expect(lines.filter((l) => /Loyalty drops\.$|^.+ deserts and goes independent\.$/.test(l.text) && !/goes unpaid/.test(l.text))).toEqual([]);
    for (const l of told) {
      expect(l.text).toMatch(/^.+ goes unpaid(: its Loyalty drops| and deserts: it is independent now)\.$/);
      expect(l).toMatchObject({ tone: 'loss', public: false });
      expect(l.area).not.toBeNull();
    }
    const deserter = back.agents['agent-3']!;
    expect(told.find((l) => l.text.startsWith(deserter.name))).toMatchObject({ text: `${deserter.name} goes unpaid and deserts: it is independent now.`, area: 'denver' });
  });

  test('R-HATS-17: an event that picks the poorest says whether it was this conspiracy, and names the other only in a duel', () => {
    const scenario = { ...duelScenario(), events: 'standard' };
    // A seed whose round-2 event is the lost notebooks; the Blue Lodge is the poorer.
    let back: HatsState | null = null;
    for (let i = 0; i < 800 && !back; i += 1) {
      const s = withMoney(newHatsGame({ scenario, seed: `notebooks-${i}`, options: { events: true } }), 'blue', 5);
      const t = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
      if (t.event?.id === 'lost-notebooks' && t.round === 2) back = t;
    }
    if (!back) throw new Error('no seed draws the lost notebooks in round 2');
    const red = turnSummary(viewFor(back, 'red'));
    const redLine = red.find((l) => /event — The lost notebooks/.test(l.text));
    expect(redLine?.text).toMatch(/fewest greenbacks may train its Agents in Psychic Assault\. That is Blue Lodge, not yours\.$/);
    expect(redLine).toMatchObject({ tone: 'event', public: true });
    // The Blue Lodge's own turn: told that it was picked, in the event's line, once.
    const blueTurn = apply(back, { type: 'turn.end', seat: 'red' });
    const blue = turnSummary(viewFor(blueTurn, 'blue'));
    const blueLine = blue.filter((l) => /lost notebooks/i.test(l.text));
    expect(blueLine).toHaveLength(1);
    expect(blueLine[0]?.text).toMatch(/That is yours: your Agents may now be trained in Psychic Assault\.$/);
    // Nothing of the Lodge's purse reaches the Red Hand's view.
    for (const l of red) expect(l.text).not.toMatch(/your Agents may now be trained/);
  });

  test('R-HATS-17: the first seat of the round, picked by the round\'s event, is told so at once', () => {
    const scenario = { ...duelScenario(), events: 'standard' };
    let back: HatsState | null = null;
    for (let i = 0; i < 800 && !back; i += 1) {
      const s = withMoney(newHatsGame({ scenario, seed: `notebooks-${i}`, options: { events: true } }), 'red', 5);
      const t = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
      if (t.event?.id === 'lost-notebooks' && t.round === 2) back = t;
    }
    if (!back) throw new Error('no seed draws the lost notebooks in round 2');
    const lines = turnSummary(viewFor(back, 'red')).filter((l) => /lost notebooks/i.test(l.text));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toMatch(/That is yours: your Agents may now be trained in Psychic Assault\.$/);
  });

  test('R-HATS-17: what a round\'s event told the first seat of the round alone is in its summary', () => {
    const scenario = { ...duelScenario(), events: 'standard' };
    let back: HatsState | null = null;
    for (let i = 0; i < 800 && !back; i += 1) {
      const s = newHatsGame({ scenario, seed: `whistle-${i}`, options: { events: true } });
      const t = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
      if (t.event?.id === 'whistleblower' && t.round === 2 && t.event.seat !== null) back = t;
    }
    if (!back) throw new Error('no seed draws the whistleblower in round 2');
    const told = back.log.find((e) => e.visibleTo !== 'all' && e.visibleTo.includes('red') && e.text.startsWith('Whistleblower: '));
    expect(told).toBeDefined();
    expect(turnSummary(viewFor(back, 'red')).map((l) => l.text)).toContain(told?.text);
  });

  test('in a game of three the other conspiracy picked is not named', () => {
    const scenario = { ...duelScenario(), events: 'standard' };
    const s = newHatsGame({ scenario, seed: 'three', options: { events: true } });
    const three = { ...s, seats: [...s.seats, { id: 'green', name: 'Green Cell', controller: 'human' as const }] };
    const line = { serial: s.serial + 1, round: 2, visibleTo: 'all' as const, text: 'Round 2 event — The lost notebooks: The conspiracy with the fewest greenbacks may train its Agents in Psychic Assault.', rolls: [] };
    const view = { ...viewFor(three, 'red'), activeSeat: 'red', log: [line], serial: s.serial + 2 };
    expect(turnSummary(view)[0]?.text).toMatch(/That is another conspiracy, not yours\.$/);
  });
});

describe('R-HATS-11 the briefing warns a conspiracy one loss from defeat by the last with Agents', () => {
  test('one Agent: the warning names the danger and the answer with its price; two Agents, or an edition 2 game, none', () => {
    const s = duel();
    expect(agentsWarning(viewFor(s, 'red'))).toBe('You have one Agent left. If it is killed or bought away, the other conspiracy wins when its turn ends as the last conspiracy with Agents (R-HATS-11). A second Agent guards against that: Recruit, 10 greenbacks.');
    expect(agentsWarning(viewFor({ ...s, version: 2 }, 'red'))).toBeNull();
    expect(agentsWarning(viewFor(duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'provocateur', area: 'chicago' }] }), 'red'))).toBeNull();
    expect(agentsWarning(viewFor({ ...s, scenario: { ...s.scenario, victory: { ...s.scenario.victory, lastWithAgents: false } } }, 'red'))).toBeNull();
  });

  test('with a third conspiracy standing, one Agent is no warning: its loss alone ends nothing', () => {
    const three = newHatsGame({ scenario: threeSeatScenario(), seed: 'three' });
    expect(agentsWarning(viewFor(three, 'red'))).toBeNull();
    const out = { ...three, conspiracies: { ...three.conspiracies, green: { ...three.conspiracies.green!, eliminated: true } } };
    expect(agentsWarning(viewFor(out, 'red'))).toMatch(/^You have one Agent left\. If it is killed or bought away, the other conspiracy wins/);
  });

  test('no Agent: recruit this turn or be out', () => {
    const s = duel();
    const bare = { ...s, agents: Object.fromEntries(Object.entries(s.agents).filter(([, a]) => a.owner !== 'red')) };
    expect(agentsWarning(viewFor(bare, 'red'))).toMatch(/^You have no Agents\. Recruit one this turn: a conspiracy that ends its turn with none is out/);
  });
});
