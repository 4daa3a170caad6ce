import { beforeEach, describe, expect, it } from 'vitest';
import { UNWOUNDED } from '../ops/combat/wounds';
import { HEALTHY } from '../ops/time/condition';
import { applyBattleCommand } from './commands/apply';
import type { BattleCommand } from './commands/types';
import type { BattleMap } from './map/types';
import { previewAttack } from './preview/attack-preview';
import { FIREARMS } from '../ops/data/firearms';
import { shooterInput } from './commands/ranged-input';
import type { BattleState, Unit } from './state/types';
import { eventTape, type EventTape } from './test-helpers/event-tape';
import { asciiBattle, PISTOLEER } from './test-helpers/squads';
import { Steps, withUnitSet } from './test-helpers/steps';

/** Every ruling of DECISIONS.md the battle engine decides, played through commands. */

/** The events of every command a test applied (the state keeps no log); fresh for each test. */
let tape: EventTape = eventTape();
beforeEach(() => {
  tape = eventTape();
});
const ok = (state: BattleState, map: BattleMap, c: BattleCommand): BattleState => tape.ok(state, map, c);
function no(state: BattleState, map: BattleMap, c: BattleCommand): string {
  const r = applyBattleCommand(state, map, c);
  if (!('rejected' in r)) throw new Error(`${c.type} accepted`);
  return r.rejected;
}
const unit = (s: BattleState, id: string): Unit => {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(id);
  return u;
};

/** A started round whose initiative is set by hand: `values` per unit id, groups rebuilt from them. */
function withInitiative(state: BattleState, map: BattleMap, values: Record<string, number>): BattleState {
  const started = ok(state, map, { type: 'round.start' });
  const units = started.units.map((u) => ({ ...u, initiative: values[u.id] ?? u.initiative }));
  const top = Math.max(...units.map((u) => u.initiative ?? -99));
  return { ...started, units, group: { value: top, units: units.filter((u) => u.initiative === top).map((u) => u.id) } };
}

describe('battle rulings', () => {
  it('R-OPS-4: equal initiative acts simultaneously: harm waits until the whole group has acted', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'sim' });
    let s = withInitiative(state, map, { a1: 1, b1: 1 });
    expect(s.group?.units).toEqual(['a1', 'b1']);
    // Shoot until a hit lands; the target keeps its pre-group condition and may still act.
    s = ok(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'auto' });
    if (s.prompt) s = ok(s, map, { type: 'unit.dodge-reply', unit: 'b1', dodge: false });
    expect(unit(s, 'b1').condition).toEqual(HEALTHY);
    expect(unit(s, 'b1').status).toBe('fighting');
    const waiting = s.deferred.length;
    s = ok(s, map, { type: 'unit.end-turn', unit: 'b1' });
    // The group closed: every deferred wound is now on the track.
    expect(s.deferred).toHaveLength(0);
    if (waiting > 0) expect(unit(s, 'b1').condition.wounds).not.toEqual(UNWOUNDED);
  });

  it('R-OPS-4: a lone actor harms at once', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'lone' });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    s = ok(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'auto' });
    s = ok(s, map, { type: 'unit.dodge-reply', unit: 'b1', dodge: false });
    expect(s.deferred).toHaveLength(0);
    const fired = tape.find('unit.fired');
    const hits = fired ? fired.shots.filter((x) => x.damage && x.damage.level !== 'none').length : 0;
    if (hits > 0) expect(unit(s, 'b1').condition.wounds).not.toEqual(UNWOUNDED);
  });

  it('R-OPS-12: a target beyond twice the Superb distance cannot be shot', () => {
    const { map, state } = asciiBattle(`a${'.'.repeat(90)}s`, { gearA: PISTOLEER, metersPerTile: 2 });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    expect(no(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/out of range/);
  });

  it('R-OPS-13: a wall on the line stops the shot; cover next to the target adds to the difficulty', () => {
    const walled = asciiBattle('a..#..s');
    const s = withInitiative(walled.state, walled.map, { a1: 2, b1: 0 });
    expect(no(s, walled.map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/no line of fire/);
    const open = asciiBattle('a.....s');
    const covered = asciiBattle('a....Os');
    const p1 = previewAttack(withInitiative(open.state, open.map, { a1: 2, b1: 0 }), open.map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    const p2 = previewAttack(withInitiative(covered.state, covered.map, { a1: 2, b1: 0 }), covered.map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    if ('rejected' in p1 || 'rejected' in p2 || p1.kind !== 'ranged' || p2.kind !== 'ranged') throw new Error('no preview');
    expect(p2.difficulty - p1.difficulty).toBe(2);
    expect(p2.difficultyParts.map((m) => m.reason).join()).toMatch(/full cover/);
    expect(p2.attacks[0]?.hitChance).toBeLessThan(p1.attacks[0]?.hitChance ?? 0);
  });

  it('R-OPS-14: a unit that has not acted is asked to dodge; dodging costs its action and adds +1 to hit it', () => {
    const { map, state } = asciiBattle('a.....s');
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    const before = previewAttack(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    if ('rejected' in before || before.kind !== 'ranged') throw new Error('no preview');
    expect(before.targetMayDodge).toBe(true);
    s = ok(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    expect(s.prompt).toMatchObject({ kind: 'defence', unit: 'b1', choices: ['dodge'] });
    expect(no(s, map, { type: 'unit.end-turn', unit: 'b1' })).toMatch(/must first say whether to dodge/);
    s = ok(s, map, { type: 'unit.dodge-reply', unit: 'b1', dodge: true });
    const fired = tape.find('unit.fired');
    if (!fired) throw new Error('no shot');
    const parts = fired.shots[0]?.roll.against;
    expect(parts?.kind === 'difficulty' ? parts.value : NaN).toBe(before.difficulty + 1);
    expect(unit(s, 'b1').dodging).toBe(true);
  });

  it('R-OPS-15: shots spend ammunition; an empty weapon must be reloaded from a spare magazine', () => {
    const { map, state } = asciiBattle('a.....s', { gearA: { firearms: [{ name: 'Glock 17', spareMagazines: 1 }] } });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    s = { ...s, units: s.units.map((u) => (u.id === 'a1' ? { ...u, weapons: u.weapons.map((w) => ({ ...w, loaded: 1 })) } : u)) };
    expect(no(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 2 })).toMatch(/only 1 rounds loaded/);
    expect(no(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'auto' })).toMatch(/no full-automatic/);
    const empty = { ...s, units: s.units.map((u) => (u.id === 'a1' ? { ...u, weapons: u.weapons.map((w) => ({ ...w, loaded: 0 })) } : u)) };
    expect(no(empty, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/empty: reload/);
    const reloaded = ok(empty, map, { type: 'unit.reload', unit: 'a1' });
    expect(unit(reloaded, 'a1').weapons[0]).toMatchObject({ loaded: 17, spares: 0 });
  });

  it('R-OPS-17: an on-target flash-bang blinds everyone within the radius for two rounds', () => {
    for (let i = 0; i < 20; i++) {
      tape = eventTape();
      const { map, state } = asciiBattle('a.....st', { seed: `bang${i}` });
      let s = withInitiative(state, map, { a1: 2, b1: 0, b2: 0 });
      s = ok(s, map, { type: 'unit.throw', unit: 'a1', at: { x: 6, y: 0 } });
      const ev = tape.find('flash-bang.thrown');
      if (!ev || ev.blinded.length === 0) continue;
      expect([...ev.blinded].sort()).toEqual(['b1', 'b2']);
      expect(unit(s, 'b1').blindRounds).toBe(2);
      expect(unit(s, 'a1').flashBangs).toBe(0);
      return;
    }
    throw new Error('no throw landed in 20 tries');
  });

  it('R-OPS-19: a held unit can only try to escape', () => {
    const { map, state } = asciiBattle('as');
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    s = { ...s, units: s.units.map((u) => (u.id === 'b1' ? { ...u, heldBy: 'a1' } : u.id === 'a1' ? { ...u, holding: 'b1' } : u)) };
    s = ok(s, map, { type: 'unit.end-turn', unit: 'a1' });
    expect(no(s, map, { type: 'unit.attack', unit: 'b1', target: 'a1', mode: 'semi', shots: 1 })).toMatch(/held/);
    expect(no(s, map, { type: 'unit.move', unit: 'b1', to: { x: 1, y: 0 } })).toMatch(/held|already there/);
    expect(no(s, map, { type: 'unit.melee', unit: 'b1', target: 'a1', maneuver: 'punch' })).toMatch(/escape/);
    ok(s, map, { type: 'unit.melee', unit: 'b1', target: 'a1', maneuver: 'escape' });
  });

  it('R-OPS-22: an Incapacitated wound takes a unit out of the fight; it cannot act', () => {
    const { map, state } = asciiBattle('a.....s');
    const hurt = { ...state, units: state.units.map((u) => (u.id === 'b1' ? { ...u, condition: { ...HEALTHY, wounds: { ...UNWOUNDED, incapacitated: 1 } }, status: 'out' as const } : u)) };
    const s = ok(hurt, map, { type: 'round.start' });
    expect(s.phase).toBe('over');
    expect(s.result?.winner).toBe('a');
  });

  it('R-OPS-24, R-OPS-25, R-OPS-30: a casualty bleeds on its own minute, 15 rounds after its wound', () => {
    const { map, state } = asciiBattle('a.....s', { seed: 'bleed' });
    const steps = new Steps(state, map);
    for (let round = 1; round <= 3; round++) steps.passRound();
    // Wounded by hand in round 3: its minute counts from there (R-OPS-30).
    steps.state = withUnitSet(steps.state, 'b1', { condition: { ...HEALTHY, wounds: { ...UNWOUNDED, light: 1 }, bleeding: true }, minuteFrom: 3 });
    for (let round = 4; round <= 18; round++) {
      const before = steps.of('bleeding').length;
      steps.passRound();
      expect(steps.of('bleeding').length - before, `round ${round}`).toBe(round === 18 ? 1 : 0);
    }
    expect(steps.state.clock.round).toBe(18);
    const check = steps.of('bleeding')[0];
    expect(check?.roll.faces).toHaveLength(3);
    expect(check?.roll.against).toMatchObject({ kind: 'difficulty', value: 0 });
  });

  it('R-OPS-25, R-OPS-26: First Aid once per minute stops bleeding; near death needs Superb', () => {
    const { map, state } = asciiBattle('ab......st', { seed: 'aid' });
    const dying = { ...HEALTHY, wounds: { ...UNWOUNDED, nearDeath: 1 }, bleeding: true };
    let s: BattleState = { ...state, units: state.units.map((u) => (u.id === 'a2' ? { ...u, condition: dying, status: 'out' as const } : u)) };
    s = withInitiative(s, map, { a1: 2, b1: 1, b2: 0 });
    expect(no(s, map, { type: 'unit.first-aid', unit: 'a1', patient: 'b1' })).toMatch(/not next to/);
    s = ok(s, map, { type: 'unit.first-aid', unit: 'a1', patient: 'a2' });
    const aid = tape.find('first-aid');
    if (!aid) throw new Error('no first aid');
    expect(aid.roll.against).toMatchObject({ kind: 'difficulty', value: 3 });
    expect(unit(s, 'a2').condition.firstAidThisMinute).toBe(true);
    expect(unit(s, 'a2').condition.stabilized).toBe(aid.stopped === 'dying');
  });

  it('R-OPS-27: walking is 6 m before the action; after the action the turn is over', () => {
    const { map, state } = asciiBattle('a.........s');
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    s = ok(s, map, { type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(unit(s, 'a1').turn.moved).toBe(6);
    expect(no(s, map, { type: 'unit.move', unit: 'a1', to: { x: 4, y: 0 } })).toMatch(/walked its 6 m/);
    s = ok(s, map, { type: 'unit.dodge', unit: 'a1' });
    expect(no(s, map, { type: 'unit.move', unit: 'a1', to: { x: 4, y: 0 } })).toMatch(/already acted|not a1's turn|It is not/);
  });

  it('R-OPS-28: holding to a lower value re-enters later; holding until a unit acts re-enters right after it', () => {
    const { map, state } = asciiBattle('a...s...t');
    let s = withInitiative(state, map, { a1: 3, b1: 1, b2: 0 });
    expect(no(s, map, { type: 'unit.hold', unit: 'a1', until: { value: 3 } })).toMatch(/lower/);
    s = ok(s, map, { type: 'unit.hold', unit: 'a1', until: { unit: 'b2' } });
    expect(s.group?.units).toEqual(['b1']);
    s = ok(s, map, { type: 'unit.end-turn', unit: 'b1' });
    expect(s.group?.units).toEqual(['b2']);
    s = ok(s, map, { type: 'unit.end-turn', unit: 'b2' });
    expect(s.group?.units).toEqual(['a1']);
    s = ok(s, map, { type: 'unit.end-turn', unit: 'a1' });
    expect(s.phase).toBe('round-end');

    let t = withInitiative(state, map, { a1: 3, b1: 1, b2: 0 });
    t = ok(t, map, { type: 'unit.hold', unit: 'a1', until: { value: 1 } });
    // Equal value with b1: simultaneous with it (R-OPS-28).
    expect([...(t.group?.units ?? [])].sort()).toEqual(['a1', 'b1']);
  });

  it('R-OPS-29: sniper rifles (PSG1, Dragunov, M24 and the like) are fired with Sniper (PER), every other rifle with Rifle', () => {
    // Every sniper rifle of the table needs Sniper; every assault rifle Rifle.
    const rifles = FIREARMS.filter((f) => f.category === 'sniper rifle' || f.category === 'assault rifle');
    for (const f of rifles) expect([f.name, f.skill]).toEqual([f.name, f.category === 'sniper rifle' ? 'Sniper' : 'Rifle']);
    expect(FIREARMS.filter((f) => f.skill === 'Sniper').map((f) => f.name)).toEqual(expect.arrayContaining(['PSG1', 'Dragunov SVD', 'M24']));
    // A marksman: Sniper Superb, Rifle Poor. The M24 shoots with the first, the M16 with the second.
    const { map, state } = asciiBattle('a.........s', { gearA: { firearms: [{ name: 'M24', spareMagazines: 1 }, { name: 'M16a1', spareMagazines: 1 }], firstAidKit: false } });
    const marksman: BattleState = { ...state, units: state.units.map((u) => (u.id === 'a1' ? { ...u, stats: { ...u.stats, skills: { ...u.stats.skills, Sniper: 3, Rifle: -2 } } } : u)) };
    let s = withInitiative(marksman, map, { a1: 2, b1: 0 });
    const skillOf = (st: BattleState): number | string => {
      const input = shooterInput(st, unit(st, 'a1'), 'semi', 1);
      return typeof input === 'string' ? input : input.skill;
    };
    expect(skillOf(s)).toBe(3);
    const m24 = previewAttack(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    s = ok(s, map, { type: 'unit.switch', unit: 'a1', to: 1 });
    expect(skillOf(s)).toBe(-2);
    const m16 = previewAttack(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    if ('rejected' in m24 || 'rejected' in m16 || m24.kind !== 'ranged' || m16.kind !== 'ranged') throw new Error('no ranged preview');
    // R-OPS-11: effective accuracy starts from the lower of skill and weapon accuracy.
    expect(m24.effectiveAccuracy).toBeGreaterThan(m16.effectiveAccuracy);
  });
});
