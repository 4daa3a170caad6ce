import { describe, expect, it } from 'vitest';
import type { Character } from '../ops/character/types';
import { HEALTHY } from '../ops/time/condition';
import { MARTIAL_ARTS_STYLES } from '../ops/data/martial-arts';
import type { BattleCommand } from './commands/types';
import { mapFromAscii } from './map/ascii-map';
import { createBattle, type Gear } from './state/setup';
import type { DefenceChoice } from './state/types';
import { operative } from './test-helpers/squads';
import { Steps } from './test-helpers/steps';
import { playComputer } from './ai/driver';
import { inDanger } from './time/aftermath';
import { RIFLEMAN } from './test-helpers/squads';

/**
 * The rules that had no battle-level test, each played through the battle's
 * reducer (the round machine) as a table would play it: commands in, events and state out.
 */

interface Side {
  readonly character?: Character;
  readonly gear: Gear;
}

/** One fighter a side on an ASCII map (`a` and `s` mark them), humans at both seats. */
function duel(art: string, a: Side, b: Side, seed: string): Steps {
  const { map, units } = mapFromAscii(art, { metersPerTile: 2 });
  const made = createBattle(map, {
    mapName: 'duel',
    seed,
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ character: a.character ?? operative('a'), gear: a.gear, cell: units['a']?.[0] ?? { x: 0, y: 0 } }] },
      { id: 'b', name: 'B', controller: { kind: 'human', seat: 1 }, combatants: [{ character: b.character ?? operative('s'), gear: b.gear, cell: units['s']?.[0] ?? { x: 1, y: 0 } }] },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  return new Steps(made.state, map);
}

/** Applies an attack and answers the defence prompt it raises (if any) with `defence`, or with none. */
function attack(s: Steps, c: BattleCommand, defence: DefenceChoice | 'none' = 'none'): void {
  s.ok(c);
  const prompt = s.state.prompt;
  if (!prompt) return;
  const answer = defence !== 'none' && prompt.choices.includes(defence) ? defence : 'none';
  s.ok({ type: 'unit.defend', unit: prompt.unit, defence: answer });
}

const shot = (unit: string, target: string): BattleCommand => ({ type: 'unit.attack', unit, target, mode: 'semi', shots: 1 });
const VEST = 'Light Vest';

describe('battle-level rulings', () => {
  it('R-OPS-15: a bolt action (M24, rate of fire ½) fires once every two rounds', () => {
    const s = duel('a.........s', { gear: { firearms: [{ name: 'M24', spareMagazines: 1 }], armor: VEST } }, { gear: { armor: 'Bomb Blast Suit' } }, 'bolt');
    s.startWith({ a1: 3, b1: 0 });
    attack(s, shot('a1', 'b1'));
    expect(s.of('unit.fired')).toHaveLength(1);
    expect(s.of('unit.fired')[0]).toMatchObject({ weapon: 'M24', roundsSpent: 1 });
    s.passRound();
    s.set('b1', { condition: HEALTHY, status: 'fighting' });
    s.startWith({ a1: 3, b1: 0 });
    expect(s.no(shot('a1', 'b1'))).toMatch(/bolt action: it fires once every two rounds \(R-OPS-15\)/);
    // Anything else is still allowed in the round it cycles: a move.
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 0 } });
    s.passRound();
    s.set('b1', { condition: HEALTHY, status: 'fighting' });
    s.startWith({ a1: 3, b1: 0 });
    attack(s, shot('a1', 'b1'));
    expect(s.of('unit.fired')).toHaveLength(2);
  });

  it('R-OPS-16: buckshot is +1 to hit and -1 damage per range level above Fair; none at Fair or closer, none with slugs', () => {
    // Shotgun bands 2/3/5/10/20/30/40 m at 2 m a tile: 5 tiles Fair, 10 Good, 15 Great.
    const spread = (tiles: number, ammo: string) => {
      const s = duel(`a${'.'.repeat(tiles - 1)}s`, { gear: { firearms: [{ name: 'Mossberg 500TP8-SP', ammo }], armor: VEST } }, { gear: { armor: VEST } }, `buck-${tiles}-${ammo}`);
      s.startWith({ a1: 3, b1: 0 });
      attack(s, shot('a1', 'b1'));
      const fired = s.of('unit.fired')[0];
      const hit = fired?.shots[0]?.roll.modifiers.find((m) => m.reason === 'buckshot spread (R-OPS-16)')?.value ?? 0;
      return { hit, fired };
    };
    expect(spread(5, 'buckshot').hit).toBe(0);
    expect(spread(10, 'buckshot').hit).toBe(1);
    expect(spread(15, 'buckshot').hit).toBe(2);
    expect(spread(15, 'magnum buckshot').hit).toBe(2);
    expect(spread(15, 'slug').hit).toBe(0);
    // The damage roll of a buckshot hit at Great carries the -2.
    let checked = 0;
    for (let i = 0; i < 20 && checked === 0; i++) {
      const s = duel(`a${'.'.repeat(14)}s`, { gear: { firearms: [{ name: 'Mossberg 500TP8-SP', ammo: 'buckshot' }], armor: VEST } }, { gear: { armor: VEST } }, `buck-dmg-${i}`);
      s.startWith({ a1: 3, b1: 0 });
      attack(s, shot('a1', 'b1'));
      const dmg = s.of('unit.fired')[0]?.shots[0]?.damage;
      if (!dmg) continue;
      expect(dmg.damageRoll.modifiers).toContainEqual({ value: -2, reason: 'buckshot spread (R-OPS-16)' });
      expect(dmg.damageRoll.trait.value).toBe(7);
      checked++;
    }
    expect(checked).toBe(1);
  });

  it('R-OPS-23: armor wears in battle: each hit whose damage beat the armor lowers that value by one for the rest of the battle', () => {
    let wornBallistic = 0;
    let wornPhysical = 0;
    for (let i = 0; i < 25; i++) {
      const s = duel('a.s', { gear: { firearms: [{ name: 'Desert Eagle' }], melee: 'Machete', armor: VEST } }, { gear: { armor: VEST } }, `wear-${i}`);
      s.startWith({ a1: 3, b1: 0 });
      attack(s, shot('a1', 'b1'));
      const report = s.of('unit.fired')[0]?.shots[0]?.damage;
      const armor = s.unit('b1').armor;
      if (report?.armorDegraded) {
        wornBallistic++;
        expect(armor).toMatchObject({ ballistic: 2, physical: 3 });
      } else {
        expect(armor?.ballistic).toBe(3);
      }
      // The wear stays: the next round's hit is resolved against the worn value.
      if (report?.armorDegraded && s.unit('b1').status === 'fighting') {
        s.passRound();
        expect(s.unit('b1').armor?.ballistic).toBe(2);
      }
      // Hand to hand wears the physical value the same way (R-OPS-21).
      const m = duel('as', { gear: { melee: 'Machete', armor: VEST }, character: operative('a', { BODY: 3 }, { 'Melee Weapons': 3 }) }, { gear: { armor: VEST } }, `wear-m-${i}`);
      m.startWith({ a1: 3, b1: 0 });
      attack(m, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'strike' });
      const hit = m.of('unit.melee')[0]?.damage;
      if (hit?.armorDegraded) {
        wornPhysical++;
        expect(m.unit('b1').armor).toMatchObject({ physical: 2, ballistic: 3 });
      } else {
        expect(m.unit('b1').armor?.physical).toBe(3);
      }
    }
    expect(wornBallistic).toBeGreaterThan(0);
    expect(wornPhysical).toBeGreaterThan(0);
  });

  it('R-OPS-19: a kick is Body+2, a punch Body+1; no kick while grabbing or grabbed', () => {
    const s = duel('as', { gear: { armor: VEST }, character: operative('a', { BODY: 2 }) }, { gear: { armor: VEST } }, 'kick');
    s.startWith({ a1: 3, b1: 2 });
    attack(s, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'kick' });
    const kick = s.of('unit.melee')[0];
    expect(kick?.attacker.label).toBe('kick (Brawling)');
    expect(s.state.group?.units).toEqual(['b1']);
    attack(s, { type: 'unit.melee', unit: 'b1', target: 'a1', maneuver: 'punch' });
    expect(s.of('unit.melee')[1]?.attacker.label).toBe('punch (Brawling)');
    // The damage values, shown on the first hit of each found over a few seeds.
    const damageOf = (maneuver: 'kick' | 'punch') => {
      for (let i = 0; i < 40; i++) {
        const t = duel('as', { gear: { armor: VEST }, character: operative('a', { BODY: 2 }) }, { gear: {} }, `dmg-${maneuver}-${i}`);
        t.startWith({ a1: 3, b1: 0 });
        attack(t, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver });
        const d = t.of('unit.melee')[0]?.damage;
        if (d) return d.damageRoll.trait;
      }
      return undefined;
    };
    expect(damageOf('kick')).toEqual({ name: 'kick: Body+2', value: 4 });
    expect(damageOf('punch')).toEqual({ name: 'punch: Body+1', value: 3 });
    const held = duel('as', { gear: { armor: VEST } }, { gear: { armor: VEST } }, 'no-kick');
    held.startWith({ a1: 3, b1: 0 });
    held.set('a1', { holding: 'b1' });
    held.set('b1', { heldBy: 'a1' });
    expect(held.no({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'kick' })).toMatch(/kick/i);
  });

  it('R-OPS-19, R-OPS-36: a grab holds the target (it can only try to escape); the holder\'s throw does Body+2, lets go and costs the victim -2 on its next turn', () => {
    let thrown = 0;
    for (let i = 0; i < 40 && thrown < 2; i++) {
      const s = duel('as', { gear: { armor: VEST }, character: operative('a', { BODY: 2 }, { Brawling: 3 }) }, { gear: { firearms: [{ name: 'Glock 17' }], armor: VEST } }, `grab-${i}`);
      s.startWith({ a1: 3, b1: 0 });
      attack(s, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'grab' });
      if (!s.of('unit.melee')[0]?.won) continue;
      expect(s.unit('a1').holding).toBe('b1');
      expect(s.unit('b1').heldBy).toBe('a1');
      // b1's turn: held, it can only try to escape.
      expect(s.no(shot('b1', 'a1'))).toMatch(/held/);
      expect(s.no({ type: 'unit.move', unit: 'b1', to: { x: 1, y: 1 } })).toBeTruthy();
      expect(s.no({ type: 'unit.dodge', unit: 'b1' })).toBeTruthy();
      s.ok({ type: 'unit.end-turn', unit: 'b1' });
      s.passRound();
      s.startWith({ a1: 3, b1: 0 });
      attack(s, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'throw' });
      const throwEvent = s.of('unit.melee')[1];
      expect(throwEvent?.maneuver).toBe('throw');
      if (!throwEvent?.won) continue;
      thrown++;
      expect(throwEvent.damage?.damageRoll.trait).toEqual({ name: 'throw: Body+2', value: 4 });
      expect(s.unit('a1').holding).toBeNull();
      expect(s.unit('b1').heldBy).toBeNull();
      // The victim's next turn (this round): its rolls carry the -2, and only that turn's.
      const b1 = s.unit('b1');
      expect(b1.nextActionPenalty + b1.pendingPenalty).toBe(-2);
      if (b1.status !== 'fighting') continue;
      attack(s, shot('b1', 'a1'));
      expect(s.of('unit.fired')[0]?.shots[0]?.roll.modifiers).toContainEqual(expect.objectContaining({ value: -2 }));
      s.passRound();
      s.startWith({ a1: 0, b1: 3 });
      expect(s.unit('b1').nextActionPenalty).toBe(0);
    }
    expect(thrown).toBeGreaterThan(0);
  });

  it('R-OPS-19, R-OPS-34: a disarm is Body against Reactions and drops the weapon on the victim\'s cell, where anyone beside it may pick it up', () => {
    let dropped = 0;
    for (let i = 0; i < 30 && dropped === 0; i++) {
      const s = duel('as', { gear: { armor: VEST }, character: operative('a', { BODY: 3 }) }, { gear: { firearms: [{ name: 'Glock 17' }], armor: VEST } }, `disarm-${i}`);
      s.startWith({ a1: 3, b1: 0 });
      attack(s, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'disarm' });
      const e = s.of('unit.melee')[0];
      expect(e?.attacker.trait.name).toBe('Body');
      expect(e?.defender.trait.name).toBe('Reactions');
      if (!e?.won) {
        expect(s.unit('b1').weapon).toBe(0);
        continue;
      }
      dropped++;
      expect(s.of('weapon.dropped')[0]).toMatchObject({ unit: 'b1', item: 'Glock 17', cell: { x: 1, y: 0 } });
      expect(s.unit('b1').weapons).toEqual([]);
      expect(s.state.floor).toHaveLength(1);
      // The disarmer's side picks it up next round, from beside the cell.
      s.passRound();
      s.startWith({ a1: 3, b1: 0 });
      s.ok({ type: 'unit.pick-up', unit: 'a1', item: 0 });
      expect(s.unit('a1').weapons.map((w) => w.name)).toEqual(['Glock 17']);
      expect(s.state.floor).toEqual([]);
    }
    expect(dropped).toBe(1);
  });

  it('R-OPS-20: each martial-arts style adds +1 to the roll of its key maneuvers only; Martial Arts above Fair adds its levels to the damage', () => {
    for (const style of MARTIAL_ARTS_STYLES) {
      for (const maneuver of ['punch', 'kick', 'grab'] as const) {
        const s = duel('as', { gear: { armor: VEST, style: style.name }, character: operative('a', { BODY: 1 }, { 'Martial Arts': 3 }) }, { gear: {} }, `style-${style.name}-${maneuver}`);
        s.startWith({ a1: 3, b1: 0 });
        attack(s, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver });
        const e = s.of('unit.melee')[0];
        expect(e?.attacker.trait).toEqual({ name: 'Martial Arts', value: 3 });
        const bonus = e?.attacker.modifiers.filter((m) => m.reason === `${style.name} ${maneuver} (R-OPS-20)`) ?? [];
        expect(bonus, `${style.name} ${maneuver}`).toEqual((style.keyManeuvers as readonly string[]).includes(maneuver) ? [{ value: 1, reason: `${style.name} ${maneuver} (R-OPS-20)` }] : []);
        if (e?.damage) expect(e.damage.damageRoll.modifiers).toContainEqual({ value: 3, reason: 'Martial Arts above Fair (R-OPS-20)' });
      }
      // The style's block bonus on defence (R-OPS-33).
      const d = duel('as', { gear: { armor: VEST } }, { gear: { style: style.name }, character: operative('s', {}, { 'Martial Arts': 2 }) }, `style-block-${style.name}`);
      d.startWith({ a1: 3, b1: 0 });
      attack(d, { type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' }, 'block');
      const blockBonus = d.of('unit.melee')[0]?.defender.modifiers.some((m) => m.reason === `${style.name} block (R-OPS-20)`);
      expect(blockBonus, `${style.name} block`).toBe((style.keyManeuvers as readonly string[]).includes('block'));
    }
  });

  it('R-OPS-17, R-OPS-36: blindness covers the victim\'s next two turns: -3 on its shots in them, none after', () => {
    // b1 has acted this round when the flash-bang lands: blind in the next two rounds.
    let landed = 0;
    for (let i = 0; i < 20 && landed === 0; i++) {
      const s = duel('a....s', { gear: { firearms: [{ name: 'Glock 17', spareMagazines: 3 }], flashBangs: 1, armor: VEST }, character: operative('a', {}, { Throwing: 3 }) }, { gear: { firearms: [{ name: 'Glock 17', spareMagazines: 3 }], armor: 'Bomb Blast Suit' } }, `blind-${i}`);
      s.startWith({ a1: 0, b1: 3 });
      s.ok({ type: 'unit.end-turn', unit: 'b1' });
      s.ok({ type: 'unit.throw', unit: 'a1', at: { x: 5, y: 0 } });
      const thrown = s.of('flash-bang.thrown')[0];
      if (!thrown?.blinded.includes('b1')) continue;
      landed++;
      s.passRound();
      const blindShot = (n: number) => {
        s.set('a1', { condition: HEALTHY, status: 'fighting', armor: { name: 'Bomb Blast Suit', ballistic: 10, physical: 4 } });
        s.startWith({ a1: 0, b1: 3 });
        attack(s, shot('b1', 'a1'));
        const mods = s.of('unit.fired')[n]?.shots[0]?.roll.modifiers ?? [];
        s.passRound();
        return mods.some((m) => m.value === -3 && /blind/.test(m.reason));
      };
      expect(blindShot(0)).toBe(true);
      expect(blindShot(1)).toBe(true);
      expect(blindShot(2)).toBe(false);
    }
    expect(landed).toBe(1);
  });

  it('R-OPS-30, R-OPS-31, R-OPS-32: over a real battle\'s length each casualty checks on its own minute, and none is left in danger at the end', () => {
    // Two squads of six riflemen across a 40x20 field with low walls, played by the computer to 45 rounds.
    const rows = Array.from({ length: 20 }, (_, y) => Array.from({ length: 40 }, (_, x) => ((x === 14 || x === 25) && y % 3 !== 0 ? 'o' : '.')).join(''));
    const { map } = mapFromAscii(rows, { metersPerTile: 2 });
    let checks = 0;
    let battles = 0;
    /** The rounds (mod 15) the casualties' minutes run from: more than one, when the clock is each one's own. */
    const residues = new Set<number>();
    for (const seed of ['clock-1', 'clock-2']) {
      const line = (x: number, prefix: string) => Array.from({ length: 6 }, (_, i) => ({ character: operative(`${prefix}${i + 1}`), gear: RIFLEMAN, cell: { x, y: 2 + i * 3 } }));
      const made = createBattle(map, {
        mapName: 'field',
        seed,
        sides: [
          { id: 'a', name: 'A', controller: { kind: 'computer', level: 'veteran' }, combatants: line(2, 'a') },
          { id: 'b', name: 'B', controller: { kind: 'computer', level: 'recruit' }, combatants: line(37, 'b') },
        ],
        options: { maxRounds: 45 },
      });
      if (!made.ok) throw new Error(made.reason);
      const played = playComputer(made.state, map, 100_000, (before, _command, events) => {
        for (const e of events) {
          // After the last shot the aftermath counts in minutes (R-OPS-32), not rounds.
          if (e.type === 'battle.over' || e.type === 'aftermath.minute') break;
          if (e.type !== 'bleeding' && e.type !== 'near-death') continue;
          const u = before.units.find((x) => x.id === e.unit);
          const from = u?.minuteFrom;
          expect(from, `${e.unit} checks with no minute of its own`).not.toBeNull();
          if (from === null || from === undefined) continue;
          const round = before.clock.round;
          expect(round).toBeGreaterThan(from);
          expect((round - from) % 15, `${e.type} of ${e.unit} at round ${round}, its minute from ${from}`).toBe(0);
          // R-OPS-31: the minute's Body roll carries no wound penalty.
          expect(e.roll.modifiers.filter((m) => /wound/i.test(m.reason))).toEqual([]);
          checks++;
          residues.add(from % 15);
        }
      });
      battles++;
      const end = played.state;
      expect(end.result).not.toBeNull();
      expect(end.units.filter(inDanger)).toEqual([]);
      expect(end.aftermath).not.toBeNull();
    }
    expect(battles).toBe(2);
    expect(checks).toBeGreaterThan(0);
    // Casualties wounded at different rounds check at different rounds: not one global clock.
    expect(residues.size).toBeGreaterThan(1);
  });
});
