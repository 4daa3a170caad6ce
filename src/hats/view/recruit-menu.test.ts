import { describe, expect, test } from 'vitest';
import { TEMPLATE_BY_ID } from '../data/templates';
import { commandProblem } from '../reducer';
import { apply, duel } from '../test-helpers/fixtures';
import { knowledgeOf } from './knowledge';
import { recruitTrainers, recruitTraits } from './recruit-menu';

describe('recruiting: every trainer and trait is offered, the impossible ones with the recruit rule\'s own reason', () => {
  // Red: a Killer (no Indoctrinate) and two Provocateurs (Indoctrinate Fair), one in Chicago, one in Denver.
  const s = duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'provocateur', area: 'chicago' }, { template: 'provocateur', area: 'denver' }] });

  test('trainers: the one who can first; no Indoctrinate, out of range and already acted each say so', () => {
    const offered = recruitTrainers(knowledgeOf(s, 'red'), 'chicago');
    expect(offered.map((t) => [t.value, t.reason])).toEqual([
      ['agent-2', null],
      ['agent-1', 'The trainer needs the Indoctrinate skill.'],
      ['agent-3', 'The trainer is out of range of the recruit.'],
    ]);
    // The reason is the reducer's: the same command is refused with the same words.
    const cmd = { type: 'conspiracy.recruit' as const, seat: 'red', area: 'chicago', recruit: { kind: 'template' as const, template: 'provocateur' as const }, trainer: { actor: 'agent-3', trait: { kind: 'attribute' as const, attribute: 'loyalty' as const } } };
    expect(commandProblem(s, cmd)).toBe('The trainer is out of range of the recruit.');
    const acted = apply(s, { type: 'action.hide', seat: 'red', actor: 'agent-2' });
    expect(recruitTrainers(knowledgeOf(acted, 'red'), 'chicago').find((t) => t.value === 'agent-2')?.reason).toMatch(/already acted/);
  });

  test('traits: not past Great, not a skill Versatility has no room for, not Psychic Assault before research (R-HATS-17)', () => {
    const why = (template: 'killer' | 'scientist', id: string) => {
      const build = TEMPLATE_BY_ID.get(template)?.build;
      if (!build) throw new Error(template);
      return recruitTraits(knowledgeOf(s, 'red'), build).find((t) => (t.value.kind === 'skill' ? t.value.skill : t.value.attribute) === id)?.reason;
    };
    expect(why('killer', 'loyalty')).toBeNull();
    expect(why('killer', 'assassination')).toBeNull();
    expect(why('killer', 'combat')).toBe('Combat is already Great (+2).');
    expect(why('killer', 'bribery')).toBe('Versatility Mediocre (-1) allows no further skill.');
    expect(why('scientist', 'psychic')).toMatch(/not available to this conspiracy yet/);
    const build = TEMPLATE_BY_ID.get('killer')?.build;
    const traits = build ? recruitTraits(knowledgeOf(s, 'red'), build) : [];
    expect(traits).toHaveLength(4 + 10);
    const firstGreyed = traits.findIndex((t) => t.reason !== null);
    expect(traits.slice(firstGreyed).every((t) => t.reason !== null)).toBe(true);
  });
});
