import { describe, expect, it } from 'vitest';
import { asciiBattle, operative } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { createBattle } from '../state/setup';
import { mapFromAscii } from '../map/ascii-map';

const FISTS = { armor: 'Light Vest' };

/** Two fighters side by side; a1 a Kung Fu artist when `style` is given. */
function brawl(seed: string, style?: string): Steps {
  const { map } = mapFromAscii('..');
  const fighter = (name: string, withStyle: boolean) => ({
    character: operative(name, { REA: 2 }, withStyle ? { 'Martial Arts': 3 } : {}),
    gear: { ...FISTS, ...(withStyle && style ? { style } : {}) },
  });
  const made = createBattle(map, {
    mapName: 'duel',
    seed,
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ ...fighter('a', false), cell: { x: 0, y: 0 } }] },
      { id: 'b', name: 'B', controller: { kind: 'human', seat: 1 }, combatants: [{ ...fighter('b', true), cell: { x: 1, y: 0 } }] },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return new Steps(made.state, map);
}

describe('defences (R-OPS-33, R-OPS-38)', () => {
  it('R-OPS-33: a melee attack asks its target how it defends: dodge (if it has not acted), block, or take it', () => {
    const s = brawl('ask');
    s.startWith({ a1: 2, b1: 0 });
    s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    expect(s.state.prompt).toMatchObject({ kind: 'defence', unit: 'b1', choices: ['dodge', 'block'] });
    expect(s.of('defence.offered')).toEqual([{ type: 'defence.offered', unit: 'b1', attacker: 'a1', choices: ['dodge', 'block'] }]);
    expect(s.no({ type: 'unit.end-turn', unit: 'a1' })).toMatch(/must first say how it defends/);
    s.ok({ type: 'unit.defend', unit: 'b1', defence: 'block' });
    const melee = s.of('unit.melee')[0];
    expect(melee?.defence).toBe('block');
    // The defender fights with Martial Arts (Kung Fu not given here: no style bonus).
    expect(melee?.defender.label).toBe('block (Martial Arts)');
  });

  it('R-OPS-33, R-OPS-20: a style with block as a key maneuver adds +1 to the block', () => {
    const s = brawl('style', 'Kung Fu');
    s.startWith({ a1: 2, b1: 0 });
    s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'kick' });
    s.ok({ type: 'unit.defend', unit: 'b1', defence: 'block' });
    expect(s.of('unit.melee')[0]?.defender.modifiers).toContainEqual({ value: 1, reason: 'Kung Fu block (R-OPS-20)' });
    const judo = brawl('judo', 'Judo');
    judo.startWith({ a1: 2, b1: 0 });
    judo.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'kick' });
    judo.ok({ type: 'unit.defend', unit: 'b1', defence: 'block' });
    expect(judo.of('unit.melee')[0]?.defender.modifiers.map((m) => m.reason).join()).not.toMatch(/block/);
  });

  it('R-OPS-33: a successful block does no damage, and next round the blocker acts just before its attacker', () => {
    for (let i = 0; i < 30; i++) {
      const s = brawl(`block-${i}`);
      s.startWith({ a1: 2, b1: 0 });
      s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
      s.ok({ type: 'unit.defend', unit: 'b1', defence: 'block' });
      const melee = s.of('unit.melee')[0];
      if (melee?.won !== false) continue;
      expect(melee.damage).toBeNull();
      expect(s.state.blocks).toEqual([{ blocker: 'b1', attacker: 'a1' }]);
      expect(s.of('block.advantage')).toEqual([{ type: 'block.advantage', unit: 'b1', attacker: 'a1' }]);
      s.passRound();
      s.ok({ type: 'round.start' });
      const a = s.unit('a1').initiative ?? NaN;
      const b = s.unit('b1').initiative ?? NaN;
      expect(b).toBeGreaterThan(a);
      expect(s.state.blocks).toEqual([]);
      if (s.of('block.first').length > 0) expect(b).toBe(a + 0.5);
      expect(s.state.group?.units[0]).toBe('b1');
      return;
    }
    throw new Error('no block held in 30 tries');
  });

  it('R-OPS-38: no dodge against a disarm or an escape; R-OPS-36: a held unit may not dodge', () => {
    const s = brawl('struggle');
    s.startWith({ a1: 2, b1: 0 });
    s.set('b1', { weapon: -1, melee: 'Knife', meleeInHand: true });
    s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'disarm' });
    expect(s.state.prompt).toBeNull();
    const held = brawl('held');
    held.startWith({ a1: 2, b1: 0 });
    held.set('b1', { heldBy: 'a1' });
    held.set('a1', { holding: 'b1' });
    held.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'throw' });
    expect(held.state.prompt?.choices).toEqual(['block']);
    expect(held.no({ type: 'unit.defend', unit: 'b1', defence: 'dodge' })).toMatch(/cannot dodge this attack \(R-OPS-38\)/);
  });

  it('R-OPS-38: a shot offers only the dodge; a unit that has acted is not asked at all', () => {
    const { map, state } = asciiBattle('a....s');
    const s = new Steps(state, map);
    s.startWith({ a1: 2, b1: 0 });
    s.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    expect(s.state.prompt?.choices).toEqual(['dodge']);
    expect(s.no({ type: 'unit.defend', unit: 'b1', defence: 'block' })).toMatch(/Only a melee or hand-to-hand attack can be blocked/);
    s.ok({ type: 'unit.defend', unit: 'b1', defence: 'none' });
    expect(s.of('dodge.declined')).toHaveLength(1);
  });

  it('R-OPS-36: a unit holding another may not fire a firearm', () => {
    const { map, state } = asciiBattle('as');
    const s = new Steps(state, map);
    s.startWith({ a1: 2, b1: 0 });
    s.set('a1', { holding: 'b1' });
    s.set('b1', { heldBy: 'a1' });
    expect(s.no({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/cannot fire a firearm \(R-OPS-36\)/);
  });
});
