/**
 * The computer uses the whole book (README "Balance of the conspiracy layer", census): Bribery of
 * a Group by an Agent whose trade it is, sweeteners, Subversion of another's Agent, Training of a
 * characteristic, each where it is worth it; the gentler level is named and explained as data.
 */
import { describe, expect, test } from 'vitest';
import type { HatsCommand } from '../commands';
import type { HatsState } from '../state';
import { actionKind, CENSUS_VARIANTS } from '../stats';
import { apply, duel, spot, withMoney } from '../test-helpers/fixtures';
import { knowledgeOf } from '../view/knowledge';
import { buildContext } from './context';
import { investChoice } from './invest';
import { aiNextCommand } from './choose';
import { AI_LEVEL_INFO } from './levels';
import { PROFILES } from './profiles';
import { scoreCommand } from './score';

const score = (s: HatsState, level: 'timid' | 'cautious' | 'cunning', cmd: HatsCommand): number =>
  scoreCommand(buildContext(knowledgeOf(s, cmd.seat), PROFILES[level], s.log), cmd);

/** A Bribery specialist of Red's own making (Bribery Good, no Infiltrate) in New York, before the Wall Street Trading Desk (Loyalty Mediocre + Scale 2). */
const FIXER = { build: { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { bribery: 1, surveillance: 0, indoctrinate: 0 } }, area: 'new-york' };
const DESK = 'wall-street-desk';

describe('R-HATS-8 Bribery of a Group, and its sweeteners', () => {
  test('an Agent whose trade is Bribery buys a Group worth taking; one with Infiltrate infiltrates it instead', () => {
    const s = withMoney(duel({ agents: [FIXER] }), 'red', 80);
    const bribe: HatsCommand = { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: DESK, boost: 0 };
    for (const level of ['cautious', 'cunning'] as const) expect(score(s, level, bribe)).toBeGreaterThan(PROFILES[level].threshold);
    const both = withMoney(duel({ agents: [{ template: 'provocateur', area: 'new-york' }] }), 'red', 80);
    const infiltrate: HatsCommand = { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: DESK };
    for (const level of ['cautious', 'cunning'] as const) expect(score(both, level, infiltrate)).toBeGreaterThan(score(both, level, { ...bribe, actor: 'agent-1' }));
  });

  test('with money to spare the cunning level sweetens an offer when the chance it adds is worth the price; the cautious level never does', () => {
    const s = withMoney(duel({ agents: [FIXER] }), 'red', 120);
    const offer = (boost: 0 | 1 | 2): HatsCommand => ({ type: 'action.bribe', seat: 'red', actor: 'agent-1', target: DESK, boost });
    const best = ([0, 1, 2] as const).reduce((b, boost) => (score(s, 'cunning', offer(boost)) > score(s, 'cunning', offer(b)) ? boost : b), 0 as 0 | 1 | 2);
    expect(best).toBeGreaterThan(0);
    expect(score(s, 'cautious', offer(1))).toBe(-1);
    // Not from its reserve: short of the sweetened price above it, no sweetener.
    const poorer = withMoney(s, 'red', 25);
    expect(buildContext(knowledgeOf(poorer, 'red'), PROFILES.cunning, poorer.log).spendable).toBeLessThan(20);
    expect(score(poorer, 'cunning', offer(1))).toBe(-1);
  });
});

describe('Subversion of another\'s Agent and Training of a characteristic: investments of an Agent with nothing better to do', () => {
  /** Red's Provocateur in the Great Lakes (no Group there to take), Blue's Provocateur (Loyalty Fair) spotted beside it. */
  const quiet = (money: number): HatsState =>
    withMoney(spot(duel({ agents: [{ template: 'provocateur', area: 'great-lakes' }], groups: ['board-of-trade', 'lake-freighters'] }, { agents: [{ template: 'provocateur', area: 'great-lakes' }] }), 'red', 'agent-2'), 'red', money);

  test('undermining an Agent of Fair Loyalty its own Bribery may buy later is worth its price', () => {
    const s = quiet(60);
    const subvert: HatsCommand = { type: 'action.subvert', seat: 'red', actor: 'agent-1', target: 'agent-2', boost: 0 };
    for (const level of ['cautious', 'cunning'] as const) expect(score(s, level, subvert)).toBeGreaterThan(0);
    const ctx = buildContext(knowledgeOf(s, 'red'), PROFILES.cunning, s.log);
    expect(['action.subvert', 'action.train']).toContain(investChoice(ctx)?.type);
    // The gentler level makes no such investments.
    expect(investChoice(buildContext(knowledgeOf(s, 'red'), PROFILES.timid, s.log))).toBeNull();
  });

  test('a frail Agent with an armed enemy in its Region trains Resilience; nothing that raises its upkeep (R-HATS-2)', () => {
    const s = withMoney(spot(duel({ agents: [{ template: 'provocateur', area: 'chicago' }] }, { agents: [{ template: 'killer', area: 'detroit' }] }), 'red', 'agent-2'), 'red', 60);
    const train = (attribute: 'resilience' | 'subtlety'): HatsCommand => ({ type: 'action.train', seat: 'red', actor: 'agent-1', target: 'agent-1', trait: { kind: 'attribute', attribute } });
    for (const level of ['cautious', 'cunning'] as const) expect(score(s, level, train('resilience'))).toBeGreaterThan(0);
    // A Handler (every characteristic Fair: upkeep 4) would pay more upkeep for any raise.
    const handler = withMoney(duel({ agents: [{ build: { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { research: 0, indoctrinate: -1 } }, area: 'chicago' }] }), 'red', 60);
    const raise: HatsCommand = { type: 'action.train', seat: 'red', actor: 'agent-1', target: 'agent-1', trait: { kind: 'attribute', attribute: 'loyalty' } };
    expect(score(handler, 'cautious', raise)).toBe(-1);
  });
});

describe('the census reports the variants from the command log', () => {
  test('Bribery and Subversion by target and sweetener, the defence paid, Training by kind', () => {
    const kinds = [
      actionKind({ type: 'action.bribe', seat: 'a', actor: 'b', target: 'agent-3', boost: 0 }),
      actionKind({ type: 'action.bribe', seat: 'a', actor: 'b', target: 'motor-city-unions', boost: 2 }),
      actionKind({ type: 'bribe.defend', seat: 'a', pay: 2 }),
      actionKind({ type: 'bribe.defend', seat: 'a', pay: 0 }),
      actionKind({ type: 'action.subvert', seat: 'a', actor: 'b', target: 'agent-3', boost: 1 }),
      actionKind({ type: 'action.train', seat: 'a', actor: 'b', target: 'c', trait: { kind: 'attribute', attribute: 'versatility' } }),
      actionKind({ type: 'action.train', seat: 'a', actor: 'b', target: 'c', trait: { kind: 'skill', skill: 'combat' } }),
      actionKind({ type: 'agent.dismiss', seat: 'a', agent: 'c' }),
    ];
    expect(kinds).toEqual(['action.bribe:agent', 'action.bribe:group+2', 'bribe.defend:+2', 'bribe.defend:none', 'action.subvert:agent+1', 'action.train:characteristic', 'action.train:skill', 'agent.dismiss']);
    const variantsOf = (k: string) => CENSUS_VARIANTS.filter((v) => v.test(k)).map((v) => v.id);
    expect(kinds.map(variantsOf)).toEqual([['bribe-agent'], ['bribe-group', 'bribe-sweetener'], ['defence-2'], ['defence-none'], ['subvert-agent'], ['train-characteristic'], ['train-skill'], ['dismiss']]);
  });
});

describe('a gentler computer level', () => {
  test('named and explained as data, gentlest first, for the set-up', () => {
    expect(AI_LEVEL_INFO.map((l) => l.id)).toEqual(['timid', 'cautious', 'cunning']);
    for (const l of AI_LEVEL_INFO) {
      expect(PROFILES[l.id].level).toBe(l.id);
      expect(l.name.length).toBeGreaterThan(2);
      expect(l.explanation.length).toBeGreaterThan(40);
    }
  });

  test('it never buys Agents or Groups and never sweetens; it plays a whole game without a refused command', () => {
    const s = withMoney(duel({ agents: [FIXER] }), 'red', 120);
    expect(score(s, 'timid', { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: DESK, boost: 0 })).toBeLessThan(0);
    let game = duel({}, {}, {}, 'timid');
    for (let i = 0; i < 400 && game.phase !== 'over' && game.round <= 6; i += 1) {
      const seat = game.pending?.seat ?? game.seats[game.seatIndex]?.id ?? 'red';
      game = apply(game, aiNextCommand(game, seat, 'timid') ?? { type: 'turn.end', seat });
    }
    expect(game.round).toBeGreaterThan(6);
  });
});
