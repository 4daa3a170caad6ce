import { describe, expect, test } from 'vitest';
import { recruitCost, recruitPrice, sideFromKnowledge, viewFor, type PreviewRoll } from '../../src/hats';
import { duel } from '../../src/hats/test-helpers/fixtures';
import { commandLabel, oddsHeadline, percent, recruitPriceText, seatSetupLine, traitLine } from './format';

describe('percent: exact, never rounded to a lie (DESIGN.md Odds)', () => {
  test('certain and impossible only when they are', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
    expect(percent(0.99996)).toBe('>99.9%');
    expect(percent(0.00004)).toBe('<0.1%');
  });
  test('one decimal otherwise', () => {
    expect(percent(0.8123)).toBe('81.2%');
    expect(percent(0.5)).toBe('50.0%');
  });
});

describe('traits and odds in ladder words', () => {
  const roll: PreviewRoll = {
    what: 'Bribery against Loyalty',
    actor: { label: 'Bribery', base: 1, mods: [{ label: 'Extra greenbacks', value: 1 }] },
    against: { kind: 'opposed', trait: { label: 'Loyalty', base: 0, mods: [] } },
    chance: 0.6132,
    unknown: [],
  };
  test('a trait line shows base, modifiers and total', () => {
    expect(traitLine(roll.actor)).toBe('Bribery Good (+1), Extra greenbacks +1 = Great (+2)');
    expect(traitLine({ label: 'Loyalty', base: 0, mods: [] })).toBe('Loyalty Fair (0)');
  });
  test('the headline compares the two totals as words', () => {
    expect(oddsHeadline(roll)).toBe('Great vs Fair: 61.3%');
    expect(oddsHeadline({ ...roll, against: { kind: 'difficulty', value: -1, label: 'Mediocre (-1)', strict: true } })).toBe('Great vs Mediocre: 61.3%');
  });
});

describe('command labels name things as the seat knows them', () => {
  const view = {
    agents: { 'agent-1': { name: 'Ashen Adder' } },
    marks: { 'agent-9': { kind: 'agent', dossier: { name: 'Iron Wolf' } } },
  } as never;
  test('own Agents, spotted Agents and Groups', () => {
    expect(commandLabel(view, { type: 'action.combat', seat: 'a', actor: 'agent-1', target: 'agent-9' })).toBe('Attack Iron Wolf');
    expect(commandLabel(view, { type: 'action.bribe', seat: 'a', actor: 'agent-1', target: 'five-families', boost: 2 })).toBe('Bribe The Five Families (+2)');
    expect(commandLabel(view, { type: 'action.move', seat: 'a', actor: 'agent-1', to: 'st-louis' })).toBe('Move to St. Louis');
    expect(commandLabel(view, { type: 'action.surveil', seat: 'a', actor: 'agent-1', area: 'chicago', look: 'groups' })).toBe('Watch Chicago for Group control');
  });
  test('a unit the seat does not know stays unnamed', () => {
    expect(commandLabel(view, { type: 'action.combat', seat: 'a', actor: 'agent-1', target: 'agent-4' })).toBe('Attack an unknown unit');
  });
});

describe('the price of a recruit names what made it cheaper (recruitPrice)', () => {
  test('a seat with the Twin Cities Foundation pays 7, and is told why; the round\'s event adds its own line', () => {
    const s = duel({ groups: ['board-of-trade', 'twin-cities-foundation'] });
    const side = sideFromKnowledge(viewFor(s, 'red'));
    expect(recruitPrice(side)).toEqual({ cost: 7, list: 10, changes: [{ label: 'Twin Cities Foundation', value: 3 }] });
    expect(recruitPriceText(recruitPrice(side))).toBe('7 greenbacks (10, less 3 from Twin Cities Foundation)');
    const hard = { ...s, event: { id: 'open-recruitment', round: 1, region: null, group: null, seat: null } };
    const p = recruitPrice(sideFromKnowledge(viewFor(hard, 'red')));
    expect(p.cost).toBe(recruitCost(sideFromKnowledge(viewFor(hard, 'red'))));
    expect(recruitPriceText(p)).toBe('2 greenbacks (10, less 3 from Twin Cities Foundation, less 5 from Hard times)');
    expect(recruitPriceText(recruitPrice(sideFromKnowledge(viewFor(s, 'blue'))))).toBe('10 greenbacks');
  });
});

describe('the set-up names Areas, never ids', () => {
  test('a seat\'s line: greenbacks, Agents, Groups and its home Areas by name', () => {
    expect(seatSetupLine({ greenbacks: 60, agents: [1, 2, 3], groups: [1], homeAreas: ['new-york', 'los-angeles'] })).toBe('60 greenbacks · 3 Agents · 1 Group · home New York, Los Angeles');
  });
});
