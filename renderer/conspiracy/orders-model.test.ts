import { describe, expect, test } from 'vitest';
import { previewCommand, viewFor } from '../../src/hats';
import { duel, withMoney } from '../../src/hats/test-helpers/fixtures';
import { choiceText, greyedGroups, ordersModel } from './orders-model';

describe('the orders dialog lists every choice: the legal ones first, then the rest greyed with the engine\'s reason', () => {
  test('with 6 greenbacks, Equip offers Wiretaps and Cover Identities, then Helicopters and Laboratory with their price against the purse', () => {
    const view = viewFor(withMoney(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red', 6), 'red');
    const equip = ordersModel(view, 'agent-1').possible.find((k) => k.kind === 'agent.equip');
    const texts = equip?.choices.map(choiceText) ?? [];
    const name = view.agents['agent-1']?.name ?? '';
    expect(texts.slice(0, 2)).toEqual([`Buy Wiretaps for ${name} (6 greenbacks)`, `Buy Cover Identities for ${name} (6 greenbacks)`]);
    expect(texts).toContain(`Buy Helicopters for ${name} (12 greenbacks) — Helicopters costs 12 greenbacks; the conspiracy has 6.`);
    expect(texts).toContain(`Buy Laboratory for ${name} (8 greenbacks) — Laboratory costs 8 greenbacks; the conspiracy has 6.`);
    // Legal first: once a greyed one starts, no legal one follows.
    const firstGreyed = equip?.choices.findIndex((c) => c.reason !== null) ?? -1;
    expect(firstGreyed).toBe(2);
    expect(equip?.choices.slice(firstGreyed).every((c) => c.reason !== null)).toBe(true);
  });

  test('the preview names what the chosen Gift does, in full', () => {
    const view = viewFor(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red');
    const heli = ordersModel(view, 'agent-1').possible.find((k) => k.kind === 'agent.equip')?.choices.find((c) => c.command.type === 'agent.equip' && c.command.gift === 'helicopters');
    expect(heli?.reason).toBeNull();
    expect(previewCommand(view, heli!.command).effect).toBe('Helicopters: Combat, Protect and Surveillance reach any Area of the Region at no penalty.');
  });

  test('a kind with no possible choice stays apart, with its one reason', () => {
    const view = viewFor(withMoney(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red', 3), 'red');
    const m = ordersModel(view, 'agent-1');
    expect(m.impossible.find((k) => k.kind === 'action.bribe')?.reason).toMatch(/Bribery costs 10 greenbacks; the conspiracy has 3/);
    expect(m.possible.find((k) => k.kind === 'action.bribe')).toBeUndefined();
  });
});

describe('greyed choices of one reason are listed together (R-HATS-4 range)', () => {
  test('a Recon in Denver: its 70 Surveillance choices out of range share one sentence that says what its range covers', () => {
    const view = viewFor(duel({ agents: [{ template: 'recon', area: 'denver' }] }), 'red');
    const surveil = ordersModel(view, 'agent-1').possible.find((k) => k.kind === 'action.surveil');
    const groups = greyedGroups(surveil?.choices ?? []);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.choices).toHaveLength(70);
    expect(groups[0]?.reason).toBe(`Out of ${view.agents['agent-1']?.name ?? ''}'s Surveillance range (Local: its own Area, Denver).`);
  });

  test('the Gifts not yet unlocked keep a reason each, in the order offered', () => {
    const view = viewFor(duel({ agents: [{ template: 'provocateur', area: 'denver' }] }), 'red');
    const equip = ordersModel(view, 'agent-1').possible.find((k) => k.kind === 'agent.equip');
    const groups = greyedGroups(equip?.choices ?? []);
    expect(groups.every((g) => g.choices.length === 1)).toBe(true);
    expect(groups.map((g) => g.reason)).toEqual(equip?.choices.filter((c) => c.reason !== null).map((c) => c.reason));
  });
});

describe('a greyed choice can be picked to read its preview (command-dialog.ts): the preview gives the same reason', () => {
  test('every greyed choice of a Provocateur with 3 greenbacks and of a Recon: previewed, with the reason the dialog lists', () => {
    const view = viewFor(withMoney(duel({ agents: [{ template: 'provocateur', area: 'denver' }, { template: 'recon', area: 'chicago' }] }), 'red', 3), 'red');
    let greyed = 0;
    for (const actor of ['agent-1', 'agent-2']) {
      const m = ordersModel(view, actor);
      for (const c of [...m.possible, ...m.impossible].flatMap((k) => k.choices)) {
        if (c.reason === null) continue;
        greyed += 1;
        expect(previewCommand(view, c.command).problem).toBe(c.reason);
      }
    }
    expect(greyed).toBeGreaterThan(100);
  });
});
