import { describe, expect, test } from 'vitest';
import { runAiTurn } from './ai/run-turn';
import { previewCommand } from './view/preview';
import { knowledgeOf } from './view/knowledge';
import { legalSeatCommands } from './view/legal';
import { statsOfLog } from './stats';
import { applyHatsCommand } from './flow/play';
import { apply, duel, rejects, spot, withAgent, withMoney } from './test-helpers/fixtures';
import type { HatsCommand } from './commands';

const twoAgents = { agents: [{ template: 'killer' as const, area: 'chicago' }, { template: 'scientist' as const, area: 'chicago' }] };

describe('R-HATS-19 dismissing an Agent', () => {
  test('free, not the Agent\'s action: it may have acted; it leaves the game and costs no more upkeep', () => {
    let s = duel(twoAgents);
    s = apply(s, { type: 'action.hide', seat: 'red', actor: 'agent-2' });
    const before = s.conspiracies.red?.greenbacks;
    const dismiss: HatsCommand = { type: 'agent.dismiss', seat: 'red', agent: 'agent-2' };
    expect(legalSeatCommands(knowledgeOf(s, 'red'))).toContainEqual(dismiss);
    expect(previewCommand(knowledgeOf(s, 'red'), dismiss)).toMatchObject({ problem: null, cost: 0, rolls: [] });
    s = apply(s, dismiss);
    expect(s.agents['agent-2']).toBeUndefined();
    expect(s.conspiracies.red?.greenbacks).toBe(before);
    expect(s.log.at(-1)?.text).toMatch(/is dismissed and leaves the conspiracy/);
    expect(s.log.at(-1)?.visibleTo).toEqual(['red']);
    // Red's next Maintain pays the Killer only: 5 (highest Good), no Scientist (highest Good: 5).
    s = apply(apply(s, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    expect(s.conspiracies.red?.greenbacks).toBe((before ?? 0) + 5 - 5);
  });

  test('only during its own Actions, and only its own Agents', () => {
    const s = duel(twoAgents);
    rejects(s, { type: 'agent.dismiss', seat: 'blue', agent: 'agent-3' }, /not your turn/);
    rejects(s, { type: 'agent.dismiss', seat: 'red', agent: 'agent-3' }, /not one of this conspiracy's Agents/);
    // A wounded, waiting or incapacitated Agent may be dismissed all the same.
    const hurt = withAgent(s, 'agent-1', { wounds: 4, blockedUntil: 'red' });
    expect(apply(hurt, { type: 'agent.dismiss', seat: 'red', agent: 'agent-1' }).agents['agent-1']).toBeUndefined();
  });

  test('other seats\' marks on it become "last seen"; the last Agent is warned about in the preview', () => {
    let s = spot(duel(), 'blue', 'agent-1');
    const k = knowledgeOf(s, 'red');
    expect(previewCommand(k, { type: 'agent.dismiss', seat: 'red', agent: 'agent-1' }).notes.join(' ')).toMatch(/last Agent/);
    s = apply(s, { type: 'agent.dismiss', seat: 'red', agent: 'agent-1' });
    expect(s.marks.blue?.['agent-1']).toMatchObject({ stale: true });
    // Red ends its turn with no Agent: out, and Blue is the last with Agents (R-HATS-11).
    s = apply(s, { type: 'turn.end', seat: 'red' });
    expect(s.winner).toBe('blue');
  });

  test('the census counts a dismissal apart from Agents lost', () => {
    const s = duel(twoAgents);
    const cmds: HatsCommand[] = [{ type: 'agent.dismiss', seat: 'red', agent: 'agent-2' }];
    const stats = statsOfLog(s, cmds, applyHatsCommand);
    expect(stats.seats.red).toMatchObject({ dismissed: 1, agentsLost: 0 });
    expect(stats.seats.red?.actions['agent.dismiss']).toBe(1);
  });
});

describe('R-HATS-19 the computer dismisses an Agent it cannot pay', () => {
  const three = { agents: [{ template: 'killer' as const, area: 'chicago' }, { template: 'scientist' as const, area: 'chicago' }, { template: 'bodyguard' as const, area: 'chicago' }], groups: ['board-of-trade'] };

  test('upkeep over income and a purse that cannot pay the next Maintain: the Agent worth least per greenback goes, after acting', () => {
    // Income 5 (Board of Trade) against upkeep 5 + 5 + 6; 2 greenbacks in hand.
    const s = withMoney(duel(three), 'red', 2);
    const turn = runAiTurn(s, 'red', 'cautious');
    const types = turn.commands.map((c) => c.type);
    expect(types.filter((t) => t === 'agent.dismiss')).toHaveLength(1);
    // The Agents act first; the dismissal comes just before the turn ends.
    expect(types.slice(-2)).toEqual(['agent.dismiss', 'turn.end']);
    expect(Object.values(turn.state.agents).filter((a) => a.owner === 'red')).toHaveLength(2);
  });

  test('an Agent that would desert when next unpaid goes first; nothing is dismissed while the purse pays', () => {
    let s = withMoney(duel(three), 'red', 2);
    s = withAgent(s, 'agent-3', { loyaltyMod: -4 });
    expect(runAiTurn(s, 'red', 'cunning').commands).toContainEqual({ type: 'agent.dismiss', seat: 'red', agent: 'agent-3' });
    const rich = withMoney(duel(three), 'red', 60);
    expect(runAiTurn(rich, 'red', 'cautious').commands.map((c) => c.type)).not.toContain('agent.dismiss');
  });

  test('it never dismisses its last two Agents for want of money alone', () => {
    const s = withMoney(duel({ ...twoAgents, groups: [] }), 'red', 0);
    expect(runAiTurn(s, 'red', 'cautious').commands.map((c) => c.type)).not.toContain('agent.dismiss');
  });
});
