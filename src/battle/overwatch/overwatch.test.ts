import { describe, expect, it } from 'vitest';
import { rangedHitChance } from '../../ops/dice/odds';
import { chooseCommand } from '../ai/choose';
import { playComputer } from '../ai/driver';
import { asciiBattle, computer, PISTOLEER } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import type { BattleState } from '../state/types';
import { sidesViewer } from '../view/viewer';
import { knownState } from '../view/seat-view';
import { watchPreview } from './preview';

/** R-OPS-48, overwatch: a house rule, off unless the battle is set up with it. */

const human = { kind: 'human', seat: 0 } as const;

/** a1 (side A) watches down a corridor; b1 (side B) is to walk across its sights. */
function corridor(overwatch: boolean, seed = 'watch'): Steps {
  const { map, state } = asciiBattle(
    `
    a.........
    #######.##
    .......s..`,
    { controllers: [human, human], seed },
  );
  const s = new Steps({ ...state, options: { ...state.options, ...(overwatch ? { overwatch: true } : {}) } }, map);
  s.startWith({ a1: 3, b1: 0 });
  return s;
}

describe('overwatch (R-OPS-48)', () => {
  it('R-OPS-48: off by default: watching is refused and the battle keeps no watch', () => {
    const s = corridor(false);
    expect(s.state.options.overwatch).toBeUndefined();
    expect(s.no({ type: 'unit.watch', unit: 'a1' })).toMatch(/house rule .*R-OPS-48/);
    expect('watches' in s.state).toBe(false);
  });

  it('R-OPS-48: a watcher fires once, at the first step that ends in its sights, before the rest of the move, at +1 for a moving target', () => {
    const s = corridor(true);
    s.ok({ type: 'unit.watch', unit: 'a1' });
    expect(s.state.watches).toEqual(['a1']);
    expect(s.unit('a1').turn.done).toBe(true);
    // b1 walks north through the gap at x=7 and on east: its first step into a1's sight is (7, 0).
    const events = s.ok({ type: 'unit.move', unit: 'b1', to: { x: 8, y: 0 } });
    const kinds = events.map((e) => e.type);
    expect(kinds.slice(0, 3)).toEqual(['unit.moved', 'watch.fired', 'unit.fired']);
    const fired = s.of('watch.fired')[0];
    expect(fired).toEqual({ type: 'watch.fired', unit: 'a1', target: 'b1', at: { x: 7, y: 0 } });
    const first = s.of('unit.moved')[0];
    expect(first?.path.at(-1)).toEqual({ x: 7, y: 0 });
    const shot = s.of('unit.fired')[0]?.shots[0]?.roll;
    expect(shot?.against.kind === 'difficulty' && shot.against.parts.map((p) => p.reason)).toContain('moving target (R-OPS-48)');
    // The watch is spent: a1 watches no more, and one round was fired.
    expect(s.state.watches).toBeUndefined();
    expect(s.unit('a1').weapons[0]?.loaded).toBe((s.unit('a1').weapons[0]?.magazine ?? 0) - 1);
    // Unless it fell there, b1 walked on to where it was going, its 6 m spent.
    if (s.unit('b1').status === 'fighting') {
      expect(s.unit('b1').cell).toEqual({ x: 8, y: 0 });
      expect(s.of('unit.moved').map((e) => e.path.length)).toEqual([3, 2]);
      expect(s.unit('b1').turn.moved).toBe(6);
    } else expect(s.unit('b1').cell).toEqual({ x: 7, y: 0 });
  });

  it('R-OPS-48, R-CORE-5: the shot is keyed by the round and the watcher: the same move after a rewind rolls the same dice', () => {
    const a = corridor(true, 'keyed');
    a.ok({ type: 'unit.watch', unit: 'a1' });
    const before = a.state;
    const once = a.ok({ type: 'unit.move', unit: 'b1', to: { x: 8, y: 0 } });
    a.state = before;
    const again = a.ok({ type: 'unit.move', unit: 'b1', to: { x: 8, y: 0 } });
    expect(again).toEqual(once);
    // The roll is the watcher's own: its count of rolls this round went up, the mover's did not.
    expect(a.state.rolls['a1']).toBe((before.rolls['a1'] ?? 0) + 1);
    expect(a.state.rolls['b1']).toBe(before.rolls['b1']);
  });

  it('R-OPS-48, R-CORE-4: the move preview names the watcher, where it fires and its exact odds', () => {
    const s = corridor(true, 'odds');
    s.ok({ type: 'unit.watch', unit: 'a1' });
    const [threat, ...more] = watchPreview(s.state, s.map, 'b1', { x: 8, y: 0 }, false);
    expect(more).toEqual([]);
    expect(threat).toMatchObject({ watcher: 'a1', at: { x: 7, y: 0 }, step: 2 });
    if (!threat) return;
    const plan = threat.odds.plan;
    expect(plan.difficultyParts.map((p) => p.reason)).toContain('moving target (R-OPS-48)');
    // One shot: its chance is the 2dF chance of effective accuracy against the difficulty.
    expect(threat.hitChance).toBe(rangedHitChance(plan.effectiveAccuracy + (plan.attacks[0]?.hitModifier ?? 0), plan.difficulty));
    // The shot as rolled has the very difficulty the preview showed.
    s.ok({ type: 'unit.move', unit: 'b1', to: { x: 8, y: 0 } });
    const roll = s.of('unit.fired')[0]?.shots[0]?.roll;
    expect(roll?.against.kind === 'difficulty' ? roll.against.value : null).toBe(plan.difficulty);
    // A move that stays out of its sights is not shot at.
    expect(watchPreview(s.state, s.map, 'b1', { x: 5, y: 2 }, false)).toEqual([]);
  });

  it('R-OPS-48: no shot beyond the weapon\'s range or out of sight; a watch ends when the watcher\'s next turn begins', () => {
    // A corridor 90 cells long with a gap at its far end.
    const row = (c: string, at: number, mark: string) => `${c.repeat(at)}${mark}${c.repeat(89 - at)}`;
    const { map, state } = asciiBattle([row('.', 0, 'a'), row('#', 88, '.'), row('.', 88, 's')].join('\n'), { controllers: [human, human], seed: 'far', gearA: PISTOLEER });
    const s = new Steps({ ...state, options: { ...state.options, overwatch: true } }, map);
    s.startWith({ a1: 3, b1: 0 });
    s.ok({ type: 'unit.watch', unit: 'a1' });
    // 176 m down the corridor: beyond the Glock's reach (twice 80 m, R-OPS-12).
    const events = s.ok({ type: 'unit.move', unit: 'b1', to: { x: 88, y: 0 } });
    expect(events.map((e) => e.type)).not.toContain('watch.fired');
    expect(s.state.watches).toEqual(['a1']);
    s.ok({ type: 'unit.end-turn', unit: 'b1' });
    s.ok({ type: 'round.end' });
    s.ok({ type: 'round.start' });
    // a1's turn in the new round begins: its watch is over.
    const order = s.state.group?.units ?? [];
    if (order.includes('a1')) expect(s.state.watches).toBeUndefined();
    else {
      s.ok({ type: 'unit.end-turn', unit: 'b1' });
      expect(s.state.watches).toBeUndefined();
    }
  });

  it('R-OPS-48: a watch is shown to a seat only while it sees the watcher', () => {
    const s = corridor(true, 'seen');
    s.ok({ type: 'unit.watch', unit: 'a1' });
    const mine = knownState(s.state, sidesViewer('a'), new Set());
    expect(mine.watches).toEqual(['a1']);
    const theirs = knownState(s.state, sidesViewer('b'), new Set());
    expect('watches' in theirs).toBe(false);
    const seeing = knownState(s.state, sidesViewer('b'), new Set(['a1']));
    expect(seeing.watches).toEqual(['a1']);
    // So the seat's move preview warns of the watchers it sees, and of no other.
    expect(watchPreview(theirs, s.map, 'b1', { x: 8, y: 0 }, false)).toEqual([]);
    expect(watchPreview(seeing, s.map, 'b1', { x: 8, y: 0 }, false).map((t) => t.watcher)).toEqual(['a1']);
  });

  it('R-OPS-48: the computer watches when it has nothing worth a shot and an enemy may walk into its sights; a battle with watches plays to its end', () => {
    const s = corridor(true, 'cpu');
    expect(chooseCommand(s.state, s.map, 'a1', 'veteran')).toEqual({ type: 'unit.watch', unit: 'a1' });
    const { map, state } = asciiBattle(
      `
      a....o....s
      b.........t
      c....O....u`,
      { controllers: [computer('veteran'), computer('veteran')], seed: 'cpu-battle' },
    );
    const on: BattleState = { ...state, options: { ...state.options, overwatch: true, maxRounds: 30 } };
    const played = playComputer(on, map, 20_000);
    expect(played.state.phase).toBe('over');
  });
});
