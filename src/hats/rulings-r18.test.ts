import { describe, expect, test } from 'vitest';
import { buildContext } from './ai/context';
import { PROFILES } from './ai/profiles';
import { scoreCommand } from './ai/score';
import type { HatsCommand } from './commands';
import type { ActiveEvent, HatsState } from './state';
import { checkPreview } from './test-helpers/preview-truth';
import { apply, duel, findSeed, spot, withAgent, withGroup } from './test-helpers/fixtures';
import { knowledgeOf } from './view/knowledge';
import { previewCommand } from './view/preview';

const event = (s: HatsState, id: string, region: string | null, group: string | null = null): HatsState =>
  ({ ...s, event: { id, round: s.round, region, group, seat: null } satisfies ActiveEvent });

/** Red's Provocateur (Infiltrate Good) in New York, before the Five Families (Loyalty Good + Scale 2). */
const atTheFamilies = (): HatsState => duel({ agents: [{ template: 'provocateur', area: 'new-york' }] });
const infiltrate: HatsCommand = { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'five-families' };
const chanceOf = (s: HatsState, cmd: HatsCommand): number => previewCommand(knowledgeOf(s, cmd.seat), cmd).rolls[0]?.chance ?? NaN;

describe('R-HATS-18 previews count public events', () => {
  test('a Group in the Region of "Wave of patriotism" or "Scandal" resists at +1 or -1, in the preview as in the roll', () => {
    const plain = atTheFamilies();
    expect(chanceOf(plain, infiltrate)).toBeCloseTo(0.141, 3);
    const proud = event(plain, 'patriotism', 'northeast');
    const shamed = event(plain, 'scandal', 'northeast');
    expect(chanceOf(proud, infiltrate)).toBeCloseTo(0.064, 3);
    expect(chanceOf(shamed, infiltrate)).toBeCloseTo(0.261, 3);
    // Another Region's scandal changes nothing here.
    expect(chanceOf(event(plain, 'scandal', 'mountain'), infiltrate)).toBeCloseTo(0.141, 3);
    for (const s of [plain, proud, shamed]) expect(checkPreview(s, infiltrate).problems).toEqual([]);
    const shown = previewCommand(knowledgeOf(shamed, 'red'), infiltrate).rolls[0];
    expect(shown?.against.kind === 'opposed' ? shown.against.trait.mods : []).toContainEqual({ label: 'Scandal', value: -1 });
  });

  test('Assassination and Subversion count the event too; a Leadership purge (public) counts a level down', () => {
    const s = duel({ agents: [{ template: 'killer', area: 'new-york' }, { template: 'provocateur', area: 'new-york' }] });
    const strike: HatsCommand = { type: 'action.assassinate', seat: 'red', actor: 'agent-1', target: 'five-families' };
    const subvert: HatsCommand = { type: 'action.subvert', seat: 'red', actor: 'agent-2', target: 'five-families', boost: 0 };
    expect(chanceOf(event(s, 'patriotism', 'northeast'), strike)).toBeLessThan(chanceOf(s, strike));
    expect(chanceOf(event(s, 'scandal', 'northeast'), subvert)).toBeGreaterThan(chanceOf(s, subvert));
    const purged = withGroup(s, 'five-families', { loyaltyMod: -1, purges: 1 });
    expect(chanceOf(purged, subvert)).toBeGreaterThan(chanceOf(s, subvert));
    for (const x of [event(s, 'patriotism', 'northeast'), purged]) {
      expect(checkPreview(x, strike).problems).toEqual([]);
      expect(checkPreview(x, subvert).problems).toEqual([]);
    }
  });

  test('a Group acting under a Region\'s event rolls with it (rules edition 4); an edition 3 game keeps its old rolls', () => {
    const s = event(duel({ groups: ['board-of-trade', 'lapd-intelligence'] }), 'blackout', 'west-coast');
    const look: HatsCommand = { type: 'action.surveil', seat: 'red', actor: 'lapd-intelligence', area: 'los-angeles', look: 'agents' };
    const shown = previewCommand(knowledgeOf(s, 'red'), look).rolls[0]?.actor;
    expect(shown?.mods).toContainEqual({ label: 'Power grid failure', value: -1 });
    expect(checkPreview(s, look).problems).toEqual([]);
    const old: HatsState = { ...s, version: 3 };
    expect(previewCommand(knowledgeOf(old, 'red'), look).rolls[0]?.actor.mods).toEqual([]);
    expect(checkPreview(old, look).problems).toEqual([]);
  });
});

describe('R-HATS-18 previews count a rival Agent\'s wounds the seat dealt or has seen since', () => {
  /** Red's two Killers (Combat Great) against Blue's Killer (Combat Great), all in Chicago, Blue's spotted. */
  const make = (seed: string): HatsState =>
    spot(duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'killer', area: 'chicago' }] }, { agents: [{ template: 'killer', area: 'chicago' }] }, {}, seed), 'red', 'agent-3');
  const first: HatsCommand = { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-3' };
  const second: HatsCommand = { type: 'action.combat', seat: 'red', actor: 'agent-2', target: 'agent-3' };

  test('after one Killer hurts it, the second one\'s odds count the wound: 41.6% before, 58.4% after', () => {
    const { before, after } = findSeed(make, first, (a) => a.agents['agent-3']?.wounds === 2);
    expect(chanceOf(before, second)).toBeCloseTo(0.416, 3);
    expect(chanceOf(after, second)).toBeCloseTo(0.584, 3);
    const shown = previewCommand(knowledgeOf(after, 'red'), second).rolls[0];
    expect(shown?.against.kind === 'opposed' ? shown.against.trait.mods : []).toContainEqual({ label: 'Hurt', value: -1 });
    expect(checkPreview(after, second)).toMatchObject({ problems: [] });
    // Red is told the wound it dealt.
    expect(after.log.some((e) => e.visibleTo !== 'all' && e.visibleTo.includes('red') && /is Hurt\./.test(e.text))).toBe(true);
  });

  test('a wound the seat did not see is not counted until it spots the Agent again; then it is', () => {
    const hurt = withAgent(make('x'), 'agent-3', { wounds: 3 });
    expect(chanceOf(hurt, second)).toBeCloseTo(0.416, 3);
    const seen = spot(hurt, 'red', 'agent-3');
    expect(chanceOf(seen, second)).toBeCloseTo(0.739, 3);
  });

  test('a wound dealt in an earlier turn may have healed: counted, and named as unknown', () => {
    const { after } = findSeed(make, first, (a) => a.agents['agent-3']?.wounds === 2);
    const later = apply(apply(after, { type: 'turn.end', seat: 'red' }), { type: 'turn.end', seat: 'blue' });
    const p = previewCommand(knowledgeOf(later, 'red'), second);
    expect(p.rolls[0]?.unknown.map((u) => u.kind)).toEqual(expect.arrayContaining(['healing', 'technologies']));
    expect(p.notes.join(' ')).toMatch(/may have healed since round 1/);
    // Blue's Killer rested through its turn and healed a row: the log shows what the preview could not know.
    expect(later.agents['agent-3']?.wounds).toBe(1);
  });

  test('an edition 3 game keeps its dossiers as they were (its replay is unchanged)', () => {
    const { after } = findSeed((seed) => ({ ...make(seed), version: 3 }), first, (a) => a.agents['agent-3']?.wounds === 2);
    const m = after.marks.red?.['agent-3'];
    expect(m?.kind === 'agent' ? m.dossier.wounds : null).toBe(0);
  });
});

describe('R-HATS-18 what the seat cannot know is named and not counted; the log shows it after the roll', () => {
  test('a rival Group\'s controller\'s technologies and Indoctrination', () => {
    let s = duel({ agents: [{ template: 'provocateur', area: 'denver' }] });
    s = { ...s, conspiracies: { ...s.conspiracies, blue: { ...(s.conspiracies.blue ?? { technologies: [] }), technologies: ['cult-techniques'] } } } as HatsState;
    s = withGroup(s, 'denver-airport', { loyaltyMod: 1 });
    const cmd: HatsCommand = { type: 'action.infiltrate', seat: 'red', actor: 'agent-1', target: 'denver-airport' };
    const p = previewCommand(knowledgeOf(s, 'red'), cmd);
    expect(p.rolls[0]?.unknown.map((u) => u.kind)).toEqual(['technologies', 'loyalty-changes']);
    expect(p.notes.join(' ')).toMatch(/technologies of whoever controls Denver Airport Authority are unknown/);
    const after = apply(s, cmd);
    const rolled = after.log.find((e) => e.rolls.length === 2)?.rolls[1];
    expect(rolled?.mods).toEqual(expect.arrayContaining([{ label: 'Cult Techniques', value: 1 }, { label: 'Indoctrinated', value: 1 }]));
    expect(checkPreview(s, cmd).problems).toEqual([]);
  });

  test('an own unit is known in full: no unknowns', () => {
    const s = duel({ agents: [{ template: 'provocateur', area: 'chicago' }] });
    const p = previewCommand(knowledgeOf(s, 'red'), { type: 'action.indoctrinate', seat: 'red', actor: 'agent-1', target: 'board-of-trade' });
    expect(p.rolls[0]?.unknown).toEqual([]);
  });
});

describe('R-HATS-18 the same holds for the computer\'s choices', () => {
  test('it values an Infiltration by the odds with the event counted', () => {
    const score = (s: HatsState) => scoreCommand(buildContext(knowledgeOf(s, 'red'), PROFILES.cunning, s.log), infiltrate);
    const plain = atTheFamilies();
    expect(score(event(plain, 'scandal', 'northeast'))).toBeGreaterThan(score(plain));
    expect(score(plain)).toBeGreaterThan(score(event(plain, 'patriotism', 'northeast')));
  });

  test('it values a second blow at an Agent it has just hurt by the odds with the wound counted', () => {
    const make = (seed: string): HatsState =>
      spot(duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'killer', area: 'chicago' }] }, { agents: [{ template: 'killer', area: 'chicago' }, { template: 'scientist', area: 'denver' }] }, {}, seed), 'red', 'agent-3');
    const { before, after } = findSeed(make, { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-3' }, (a) => a.agents['agent-3']?.wounds === 2);
    const second: HatsCommand = { type: 'action.combat', seat: 'red', actor: 'agent-2', target: 'agent-3' };
    const score = (s: HatsState) => scoreCommand(buildContext(knowledgeOf(s, 'red'), PROFILES.cautious, s.log), second);
    expect(score(after)).toBeGreaterThan(score(before));
  });
});
