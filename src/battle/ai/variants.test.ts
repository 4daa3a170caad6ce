import { describe, expect, it } from 'vitest';
import type { BattleCommand } from '../commands/types';
import { battle, choose, VEST } from '../test-helpers/set-pieces';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import type { Steps } from '../test-helpers/steps';
import { playComputer } from './driver';

/**
 * The variants of the book's actions in the computer's hands, each in a set piece where it is
 * the right play: which blow, which door action, which kind of hold, what a switch takes in hand.
 */

/** A Superb brawler (Body Great) with a knife: the Compound Guards' kind of fighter. */
const BRAWLER = { character: operative('brawler', { BODY: 2, REA: 2 }, { Brawling: 3 }), gear: { ...RIFLEMAN, melee: 'Knife' } };
/** Better with a knife than with its fists (Melee Weapons Superb, Brawling Terrible). */
const KNIFEMAN = { character: operative('knifeman', { BODY: 2, REA: 2 }, { 'Melee Weapons': 3, Brawling: -3 }), gear: { ...RIFLEMAN, melee: 'Knife' } };
const RIFLE_AND_PISTOL = { gear: { firearms: [{ name: 'M16a1', spareMagazines: 1 }, { name: 'Glock 17', spareMagazines: 1 }], armor: VEST } };

/** The side-A unit holds b1, whose pistol was knocked from its hand; b1 still carries its rifle. */
function holdingDisarmed(holder: typeof BRAWLER): Steps {
  const s = battle('as', [holder], [RIFLE_AND_PISTOL]);
  s.startWith({ a1: 3, b1: 0 });
  const [rifle] = s.unit('b1').weapons;
  if (!rifle) throw new Error('no gun');
  s.set('a1', { holding: 'b1' });
  s.set('b1', { heldBy: 'a1', weapons: [rifle], weapon: -1 });
  return s;
}

/** Plays the unit's commands until its turn ends or its target is asked how it defends; returns them. */
function turnOf(s: Steps, id: string): BattleCommand[] {
  const out: BattleCommand[] = [];
  for (let i = 0; i < 6 && !s.unit(id).turn.done && s.unit(id).hold === null && s.state.prompt === null; i++) {
    const c = choose(s, id);
    out.push(c);
    s.ok(c);
  }
  return out;
}

describe('the computer uses each variant where it is right', () => {
  it('R-OPS-19: holding an enemy that still carries a rifle, it keeps the hold and punches rather than throw it free', () => {
    const s = holdingDisarmed(BRAWLER);
    const c = choose(s, 'a1');
    expect(c).toMatchObject({ type: 'unit.melee', target: 'b1', maneuver: 'punch' });
    // With nothing left to shoot with, the captive is thrown (Body+2 and -2 on its next turn).
    const harmless = holdingDisarmed(BRAWLER);
    harmless.set('b1', { weapons: [] });
    expect(choose(harmless, 'a1')).toMatchObject({ type: 'unit.melee', maneuver: 'throw' });
  });

  it('R-OPS-19, R-OPS-34: a holder better with its knife than its fists draws the knife (free) and strikes', () => {
    const s = holdingDisarmed(KNIFEMAN);
    const turn = turnOf(s, 'a1');
    expect(turn).toContainEqual({ type: 'unit.switch', unit: 'a1', to: 'melee' });
    expect(turn[turn.length - 1]).toMatchObject({ type: 'unit.melee', maneuver: 'strike' });
    expect(s.unit('a1').holding).toBe('b1');
  });

  it('R-OPS-19, R-OPS-36: beside an unarmed enemy a friend holds (no grab, no disarm, it cannot dodge), it kicks', () => {
    const s = battle('as\nb.', [{ ...BRAWLER, gear: { melee: 'Knife', armor: VEST } }, { gear: RIFLEMAN }], [{ gear: { armor: VEST } }]);
    s.startWith({ a1: 3, a2: 0, b1: 0 });
    s.set('a2', { holding: 'b1' });
    s.set('b1', { heldBy: 'a2' });
    const turn = turnOf(s, 'a1');
    expect(turn[turn.length - 1]).toMatchObject({ type: 'unit.melee', target: 'b1', maneuver: 'kick' });
  });

  it('R-OPS-34: its rifle spent, it puts it away (free) before a blow beside an enemy free to knock it from its hands', () => {
    const s = battle('as', [BRAWLER], [{ gear: RIFLEMAN }]);
    s.startWith({ a1: 3, b1: 0 });
    const rifle = s.unit('a1').weapons[0];
    if (!rifle) throw new Error('no gun');
    s.set('a1', { weapons: [{ ...rifle, loaded: 0, spares: 0, partials: [] }] });
    const turn = turnOf(s, 'a1');
    expect(turn[0]).toEqual({ type: 'unit.switch', unit: 'a1', to: 'none' });
    expect(turn[1]).toMatchObject({ type: 'unit.melee', target: 'b1' });
    expect(s.unit('a1').weapon).toBe(-1);
  });

  it('R-OPS-28: with two enemies in sight still to act and nothing worth a shot, it holds to just below the later one', () => {
    const s = battle('a............................Os\n................................\n.............................Ot', [{ gear: { firearms: [{ name: 'Glock 17' }], armor: VEST } }], [{ gear: RIFLEMAN }]);
    s.startWith({ a1: 3, b1: 1, b2: -1 });
    expect(choose(s, 'a1')).toEqual({ type: 'unit.hold', unit: 'a1', until: { value: -2 } });
    // With one such enemy it waits for that one by name.
    const one = battle('a............................Os', [{ gear: { firearms: [{ name: 'Glock 17' }], armor: VEST } }], [{ gear: RIFLEMAN }]);
    one.startWith({ a1: 3, b1: 1 });
    expect(choose(one, 'a1')).toEqual({ type: 'unit.hold', unit: 'a1', until: { unit: 'b1' } });
  });

  it('R-OPS-35: it shuts an open door through which an enemy in a room shoots at it, when its own way leads elsewhere', () => {
    const s = battle(
      `
      #######
      #..s..#
      #.....#
      ###/###
      ...a.t.`,
      [{ gear: RIFLEMAN }],
      [{ gear: RIFLEMAN }],
    );
    s.state = { ...s.state, doors: s.state.doors.map((d) => ({ ...d, state: 'open' })) };
    s.startWith({ a1: 3, b1: 0, b2: 0 });
    const c = choose(s, 'a1');
    expect(c).toEqual({ type: 'unit.door', unit: 'a1', at: { x: 3, y: 3 }, action: 'close' });
  });

  it('R-OPS-35: a locked door on its way is kicked by the strong, picked with a Lock Pick Set, blown with a Door Charge when nothing else is likely', () => {
    const art = `
      ....#.....
      a...!....s
      ....#.....`;
    const forced = (fighter: Parameters<typeof battle>[1][number]): string[] => {
      const s = battle(art, [fighter], [{ gear: RIFLEMAN }], 'force');
      return playComputer(s.state, s.map, 600).commands.flatMap((c) => (c.type === 'unit.door' ? [c.action] : []));
    };
    expect(forced({ character: operative('strong', { BODY: 3 }), gear: RIFLEMAN })[0]).toBe('kick');
    expect(forced({ character: operative('picker', { BODY: -1, TECH: 2 }, { 'Pick Locks': 3 }), gear: { ...RIFLEMAN, lockPicks: true } })[0]).toBe('pick');
    expect(forced({ character: operative('sapper', { BODY: -1 }), gear: { ...RIFLEMAN, doorCharges: 1 } })[0]).toBe('charge');
  });
});
