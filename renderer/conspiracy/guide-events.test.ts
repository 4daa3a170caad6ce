import { describe, expect, it } from 'vitest';
import { GUIDE_STEPS } from '../guide/guide-steps';
import { hatsCommandEvents, hatsUiEvents } from './guide-events';

describe('the board\'s events for the first-game guide', () => {
  it('choosing an Agent, opening its orders, giving one, the Groups and Briefing tabs and End turn are the steps\' own events', () => {
    const steps = new Set(GUIDE_STEPS.hats.map((s) => s.on));
    const events = [
      ...hatsUiEvents({ type: 'choose', actor: 'a1' }),
      ...hatsUiEvents({ type: 'dialog.open', dialog: { kind: 'orders', actor: 'a1', pick: null, choice: null, problem: null } }),
      ...hatsCommandEvents({ type: 'agent.dismiss', seat: 'order', agent: 'a1' }),
      ...hatsUiEvents({ type: 'tab', tab: 'groups' }),
      ...hatsUiEvents({ type: 'tab', tab: 'briefing' }),
      ...hatsCommandEvents({ type: 'turn.end', seat: 'order' }),
    ];
    expect(events).toEqual(['hats.agent', 'hats.orders', 'hats.order', 'hats.tab.groups', 'hats.tab.briefing', 'hats.end-turn']);
    for (const e of events) expect(steps.has(e)).toBe(true);
  });

  it('a Bribery\'s answer is not an order the seat gave; un-choosing an Agent is no event', () => {
    expect(hatsCommandEvents({ type: 'bribe.defend', seat: 'order', pay: 0 })).toEqual([]);
    expect(hatsUiEvents({ type: 'choose', actor: null })).toEqual([]);
  });
});
