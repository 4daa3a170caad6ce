import { describe, expect, test } from 'vitest';
import { aiNextCommand } from './choose';
import { buildContext } from './context';
import { PROFILES } from './profiles';
import { destinationValue, scoreCommand } from './score';
import { LEAN_BRIBE_CHANCE } from './bribery';
import { knowledgeOf } from '../view/knowledge';
import { previewCommand } from '../view/preview';
import { apply, duel, spot, withAgent, withMoney } from '../test-helpers/fixtures';
import type { HatsCommand } from '../commands';
import type { HatsState, Mark } from '../state';

/** Red's Killer (agent-1, Loyalty Good) in Chicago; Blue's Provocateur (agent-2) beside it offers a bribe with a sweetener. */
function bribed(redMoney: number): HatsState {
  const s = spot(duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] }), 'blue', 'agent-1');
  const turn = apply(s, { type: 'turn.end', seat: 'red' });
  return withMoney(apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'agent-1', boost: 1 }), 'red', redMoney);
}

describe('R-HATS-8 the computer answers a Bribery of its own', () => {
  test('it pays 5 for +1 when the chance it saves, times what the Bribery would take, is worth more', () => {
    const s = bribed(50);
    expect(s.pending).toMatchObject({ seat: 'red', target: 'agent-1' });
    for (const level of ['cautious', 'cunning'] as const) expect(aiNextCommand(s, 'red', level)).toEqual({ type: 'bribe.defend', seat: 'red', pay: 1 });
  });

  test('for an Agent it may spend down to nothing (the Agent bought away would take its upkeep along), not beyond', () => {
    expect(aiNextCommand(bribed(5), 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 1 });
    expect(aiNextCommand(bribed(4), 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
  });

  test('it pays nothing for a Group that resists well anyway (Loyalty + Scale, R-HATS-8)', () => {
    // The Motor City Autoworkers: Loyalty Fair + Scale 3 against an unsweetened offer.
    const s = duel({ groups: ['board-of-trade', 'motor-city-unions'] }, { agents: [{ template: 'provocateur', area: 'detroit' }] });
    const turn = apply(s, { type: 'turn.end', seat: 'red' });
    const t = apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'motor-city-unions', boost: 0 });
    expect(t.pending).toMatchObject({ seat: 'red', target: 'motor-city-unions' });
    expect(aiNextCommand(t, 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
  });
});

describe('R-HATS-8 the Bribery defence counts the Gifts an Agent would take along', () => {
  test('against an unsweetened offer for its indoctrinated Killer (Loyalty Great) it pays 5 for +1 when the Killer carries Assault Rifles, Body Armor and Helicopters, not when bare', () => {
    const s = spot(duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] }), 'blue', 'agent-1');
    const turn = apply(s, { type: 'turn.end', seat: 'red' });
    const offer = withMoney(apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'agent-1', boost: 0 }), 'red', 50);
    expect(offer.pending).toMatchObject({ seat: 'red', target: 'agent-1', boost: 0 });
    const loyal = withAgent(offer, 'agent-1', { loyaltyMod: 1 });
    const armed = withAgent(loyal, 'agent-1', { gifts: ['assault-rifles', 'body-armor', 'helicopters'] });
    for (const level of ['cautious', 'cunning'] as const) {
      expect(aiNextCommand(armed, 'red', level)).toEqual({ type: 'bribe.defend', seat: 'red', pay: 1 });
      expect(aiNextCommand(loyal, 'red', level)).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
    }
  });
});

describe('R-HATS-8 the Bribery defence weighs what holding a Group is worth', () => {
  test('it pays for +1 against an unsweetened offer for its Board of Trade Pit (Scale 3), and +2 against a sweetened one', () => {
    const s = duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] });
    const turn = apply(s, { type: 'turn.end', seat: 'red' });
    for (const [boost, pay] of [[0, 1], [1, 2]] as const) {
      const t = withMoney(apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'board-of-trade', boost }), 'red', 50);
      expect(t.pending).toMatchObject({ seat: 'red', target: 'board-of-trade' });
      for (const level of ['cautious', 'cunning'] as const) expect(aiNextCommand(t, 'red', level)).toEqual({ type: 'bribe.defend', seat: 'red', pay });
    }
  });

  test('for a Group it pays nothing when the payment would leave less than its reserve floor (5, the price of the next defence)', () => {
    const s = apply(duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] }), { type: 'turn.end', seat: 'red' });
    const t = withMoney(apply(s, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'board-of-trade', boost: 0 }), 'red', 9);
    expect(aiNextCommand(t, 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
    expect(aiNextCommand(withMoney(t, 'red', 10), 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 1 });
  });
});

/** Red's Agents and a purse and Groups that pay for one more recruit. */
const RICH = ['board-of-trade', 'chicago-outfit', 'motor-city-unions', 'wall-street-desk', 'k-street-lobby'];

describe('what the computers recruit', () => {
  test('a recruit joins where its trainer works (an Area with its own Group), trained on arrival (black-hats.txt "Training")', () => {
    // Red's Provocateur (Indoctrinate Fair) works in Detroit, by its Motor City Autoworkers; home is Chicago.
    const s = withMoney(duel({ agents: [{ template: 'provocateur', area: 'detroit' }, { template: 'killer', area: 'chicago' }], groups: RICH }), 'red', 120);
    const cmd = aiNextCommand(s, 'red', 'cautious');
    expect(cmd).toMatchObject({ type: 'conspiracy.recruit', area: 'detroit', recruit: { template: 'bodyguard' }, trainer: { actor: 'agent-1' } });
  });
});

describe('Embezzlement when cash is short', () => {
  test('a skim scores half again as much when upkeep outruns income', () => {
    // Red's Bookkeeper (Embezzlement Good, Wire Fraud developed) beside Blue's Denver Airport Authority.
    const d = duel({ agents: [{ template: 'provocateur', area: 'denver' }], groups: RICH });
    const red = d.conspiracies.red;
    if (!red) throw new Error('no red');
    const s = withMoney(withAgent({ ...d, conspiracies: { ...d.conspiracies, red: { ...red, technologies: [...red.technologies, 'wire-fraud'] } } }, 'agent-1', { skills: { embezzle: 1, infiltrate: -1 } }), 'red', 60);
    const cmd = { type: 'action.embezzle', seat: 'red', actor: 'agent-1', target: 'denver-airport' } as const;
    const k = knowledgeOf(s, 'red');
    const flush = buildContext(k, PROFILES.cautious, s.log);
    expect(flush.short).toBe(false);
    const short = buildContext({ ...k, conspiracy: { ...k.conspiracy, greenbacks: 0 } }, PROFILES.cautious, s.log);
    expect(short.short).toBe(true);
    expect(scoreCommand(short, cmd)).toBeCloseTo(scoreCommand(flush, cmd) * 1.5, 5);
    expect(scoreCommand(flush, cmd)).toBeGreaterThan(0);
  });
});

/** Red has seen one of Blue's Agents eliminated ("Gone Adder", its log says so) when `dead`. */
function afterAKill(s: HatsState, dead: boolean): HatsState {
  const gone: Mark = { kind: 'agent', target: 'agent-9', area: 'chicago', owner: 'blue', round: 1, stale: true, dossier: { name: 'Gone Adder', template: 'killer', subtlety: 0, resilience: 1, loyalty: 1, combat: 2, wounds: 0, gifts: [] } };
  const log = dead ? [...s.log, { serial: s.serial, round: s.round, visibleTo: ['red'], text: 'Gone Adder is eliminated.', rolls: [], area: 'chicago' }] : s.log;
  return { ...s, marks: { ...s.marks, red: { ...(s.marks.red ?? {}), 'agent-9': gone } }, log };
}

describe('R-HATS-11 going for the kill when the last conspiracy with Agents wins', () => {
  test('a Killer facing a spotted Killer hides, unless it has seen that rival lose an Agent and knows of only this one', () => {
    const s = spot(duel({}, { agents: [{ template: 'killer', area: 'chicago' }] }), 'red', 'agent-2');
    for (const level of ['cautious', 'cunning'] as const) {
      expect(aiNextCommand(afterAKill(s, false), 'red', level)).toMatchObject({ type: 'action.hide' });
      expect(aiNextCommand(afterAKill(s, true), 'red', level)).toMatchObject({ type: 'action.combat', target: 'agent-2' });
    }
  });

  test('a rival is weak only to a seat that saw the elimination, and only where the scenario counts the last with Agents', () => {
    const s = spot(duel({}, { agents: [{ template: 'killer', area: 'chicago' }] }), 'red', 'agent-2');
    const k = knowledgeOf(afterAKill(s, true), 'red');
    expect(buildContext(k, PROFILES.cunning, afterAKill(s, true).log).weak).toEqual(new Map([['blue', 1]]));
    expect(buildContext({ ...k, victory: { ...k.victory, lastWithAgents: false } }, PROFILES.cunning, afterAKill(s, true).log).weak.size).toBe(0);
    const unseen = afterAKill(s, true);
    expect(buildContext(k, PROFILES.cunning, unseen.log.map((e) => ({ ...e, visibleTo: ['blue'] }))).weak.size).toBe(0);
  });

  test('only the last rival standing: with a third conspiracy still in the game, finishing Blue would not end it', () => {
    const s = afterAKill(spot(duel({}, { agents: [{ template: 'killer', area: 'chicago' }] }), 'red', 'agent-2'), true);
    const k = knowledgeOf(s, 'red');
    const third = { id: 'green', name: 'Green Circle', controller: 'cautious' as const, eliminated: false, home: ['dallas'] };
    expect(buildContext({ ...k, seats: [...k.seats, third] }, PROFILES.cunning, s.log).weak.size).toBe(0);
    expect(buildContext({ ...k, seats: [...k.seats, { ...third, eliminated: true }] }, PROFILES.cunning, s.log).weak).toEqual(new Map([['blue', 1]]));
  });
});

/**
 * Red's Provocateur (agent-1, Bribery Mediocre) and Killer in Chicago, where it holds both Groups;
 * Blue's Provocateur (agent-3, Loyalty Fair) or Bodyguard (Loyalty Good) spotted beside them.
 */
function offer(money: number, target: 'provocateur' | 'bodyguard'): HatsState {
  const s = duel({ agents: [{ template: 'provocateur', area: 'chicago' }, { template: 'killer', area: 'chicago' }], groups: ['board-of-trade', 'chicago-outfit'] }, { agents: [{ template: target, area: 'chicago' }] });
  return withMoney(spot(s, 'red', 'agent-3'), 'red', money);
}
const BRIBE: HatsCommand = { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'agent-3', boost: 0 };

describe('R-HATS-8 buying another seat\'s Agent from the lean purse', () => {
  test('a 26% chance at an Agent of Fair Loyalty is worth 10 greenbacks below its reserve, while its lean purse holds them', () => {
    for (const level of ['cautious', 'cunning'] as const) {
      const s = offer(20, 'provocateur');
      const ctx = buildContext(knowledgeOf(s, 'red'), PROFILES[level], s.log);
      expect(ctx.spendable).toBeLessThan(10);
      expect(ctx.lean).toBeGreaterThanOrEqual(10);
      expect(previewChance(s)).toBeGreaterThanOrEqual(LEAN_BRIBE_CHANCE);
      expect(scoreCommand(ctx, BRIBE)).toBeGreaterThan(PROFILES[level].threshold);
    }
  });

  test('not beyond the lean purse, and not a 14% chance at an Agent of Good Loyalty', () => {
    for (const level of ['cautious', 'cunning'] as const) {
      const poor = offer(15, 'provocateur');
      expect(buildContext(knowledgeOf(poor, 'red'), PROFILES[level], poor.log).lean).toBeLessThan(10);
      expect(scoreCommand(buildContext(knowledgeOf(poor, 'red'), PROFILES[level], poor.log), BRIBE)).toBe(-1);
      const loyal = offer(20, 'bodyguard');
      expect(previewChance(loyal)).toBeLessThan(LEAN_BRIBE_CHANCE);
      expect(scoreCommand(buildContext(knowledgeOf(loyal, 'red'), PROFILES[level], loyal.log), BRIBE)).toBe(-1);
    }
  });

  test('while the purse allows one, an Agent with Bribery is drawn to where a spotted Agent of Fair Loyalty works', () => {
    const s = offer(20, 'provocateur');
    const at = (money: number, level: 'cautious' | 'cunning') => {
      const t = withMoney(s, 'red', money);
      return destinationValue(buildContext(knowledgeOf(t, 'red'), PROFILES[level], t.log), 'agent-1', 'chicago');
    };
    for (const level of ['cautious', 'cunning'] as const) expect(at(20, level)).toBeGreaterThan(at(15, level) + 1);
  });

  test('an Area where such an Agent works draws as much as a Group worth taking', () => {
    // Blue's Provocateur (Loyalty Fair) spotted on the Great Lakes; the Twin Cities Foundation (Scale 1, Income 2) stands free in Minneapolis.
    const s = withMoney(duel({ agents: [{ template: 'provocateur', area: 'chicago' }], groups: ['board-of-trade', 'chicago-outfit'] }, { agents: [{ template: 'provocateur', area: 'great-lakes' }] }), 'red', 40);
    const withTarget = spot(s, 'red', 'agent-2');
    for (const level of ['cautious', 'cunning'] as const) {
      const value = (t: HatsState, area: string) => destinationValue(buildContext(knowledgeOf(t, 'red'), PROFILES[level], t.log), 'agent-1', area);
      expect(value(withTarget, 'great-lakes') - value(s, 'great-lakes')).toBeGreaterThanOrEqual(value(s, 'minneapolis'));
    }
  });
});

function previewChance(s: HatsState): number {
  const k = knowledgeOf(s, 'red');
  return previewCommand(k, BRIBE).rolls[0]?.chance ?? 0;
}

describe('R-HATS-17 a Bookkeeper once Wire Fraud makes Embezzlement available', () => {
  test('the cautious conspiracy recruits one from its lean purse (its skim pays its way), not from less', () => {
    const d = duel({ agents: [{ template: 'provocateur', area: 'chicago' }, { template: 'killer', area: 'chicago' }], groups: RICH });
    const red = d.conspiracies.red;
    if (!red) throw new Error('no red');
    const s = { ...d, conspiracies: { ...d.conspiracies, red: { ...red, technologies: [...red.technologies, 'wire-fraud'] } } };
    const ctx = buildContext(knowledgeOf(withMoney(s, 'red', 20), 'red'), PROFILES.cautious, s.log);
    // Below its reserve and two turns of the recruit's upkeep (what any other recruit needs).
    expect(20 - 10).toBeLessThan(ctx.reserve + 8);
    expect(aiNextCommand(withMoney(s, 'red', 20), 'red', 'cautious')).toMatchObject({ type: 'conspiracy.recruit', recruit: { kind: 'custom', build: { skills: { embezzle: 1 } } } });
    expect(aiNextCommand(withMoney(s, 'red', 18), 'red', 'cautious')).not.toMatchObject({ type: 'conspiracy.recruit' });
  });
});

describe('R-HATS-11 a conspiracy with no Agent left recruits while it can pay', () => {
  test('with 15 greenbacks and a Group that pays less than a recruit\'s upkeep, it recruits rather than end its turn and be out', () => {
    const d = duel();
    const s = withMoney({ ...d, agents: Object.fromEntries(Object.entries(d.agents).filter(([, a]) => a.owner !== 'red')) }, 'red', 15);
    for (const level of ['cautious', 'cunning'] as const) {
      const ctx = buildContext(knowledgeOf(s, 'red'), PROFILES[level], s.log);
      // Both of the usual limits say no: the net income after the recruit, and the purse above its reserve.
      expect(ctx.income - 4).toBeLessThan(PROFILES[level].minNetAfterRecruit);
      expect(15 - 10).toBeLessThan(ctx.reserve + 8);
      expect(aiNextCommand(s, 'red', level)).toMatchObject({ type: 'conspiracy.recruit', seat: 'red', area: 'chicago' });
    }
    expect(aiNextCommand(withMoney(s, 'red', 9), 'red', 'cautious')).toEqual({ type: 'turn.end', seat: 'red' });
  });
});

describe('guarding a Group that resists Infiltration poorly', () => {
  test('a Provocateur indoctrinates its Wall Street Trading Desk (Loyalty Mediocre) with no threat in sight, not its Five Families (Loyalty Good)', () => {
    // The early Scale wins of Shadow War take the other seat's home Group (src/hats/README.md "Tuning, ninth pass").
    const s = duel({ homeAreas: ['new-york'], agents: [{ template: 'provocateur', area: 'new-york' }], groups: ['wall-street-desk', 'five-families'] });
    const indoctrinate = (target: string): HatsCommand => ({ type: 'action.indoctrinate', seat: 'red', actor: 'agent-1', target });
    for (const level of ['cautious', 'cunning'] as const) {
      const ctx = buildContext(knowledgeOf(s, 'red'), PROFILES[level], s.log);
      expect(ctx.alerts.size + ctx.enemies.size).toBe(0);
      expect(scoreCommand(ctx, indoctrinate('wall-street-desk'))).toBeGreaterThan(PROFILES[level].threshold);
      expect(scoreCommand(ctx, indoctrinate('five-families'))).toBeLessThan(PROFILES[level].threshold);
    }
  });
});
