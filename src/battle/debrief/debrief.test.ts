import { describe, expect, it } from 'vitest';
import { createSaveCodec } from '../../save/codec';
import { playComputer } from '../ai/driver';
import { replayCommands } from '../commands/replay';
import { battleSave, tacticalBattleKind } from '../save/battle-kind';
import { mapOfTerrain } from '../save/terrain';
import { asciiBattle, computer } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { debriefFrom, debriefOf, formatBattleTime } from './debrief';

describe('the debrief (R-OPS-32)', () => {
  it('R-OPS-32: after a computer battle: the result, the minutes, each unit\'s fate, rounds fired, hits given and taken, first aid, kills', () => {
    const { map, state } = asciiBattle(
      `
      a....o....s
      b....o....t
      c.........u`,
      { seed: 'debrief', controllers: [computer('veteran'), computer('veteran')] },
    );
    const s0 = { ...state, options: { ...state.options, maxRounds: 40, evacuationMinutes: 5 } };
    const played = playComputer(s0, map);
    const d = debriefOf(s0, map, played.commands);
    if ('error' in d) throw new Error(d.error);
    const end = played.state;
    expect(d.rounds).toBe(end.clock.round);
    expect(d.battleSeconds).toBe(end.clock.round * 4);
    expect(d.aftermathMinutes).toBe(end.aftermath?.minutes);
    expect(d.reason).toBe(end.result?.reason);
    expect(d.title).toBe(end.result?.winner ? `${end.sides.find((x) => x.id === end.result?.winner)?.name ?? ''} wins` : 'No winner');
    expect(d.units.map((u) => u.unit)).toEqual(end.units.map((u) => u.id));
    // Every unit has a fate; nobody left in danger (R-OPS-32).
    expect(d.units.every((u) => ['unhurt', 'wounded', 'prisoner', 'dead'].includes(u.fate))).toBe(true);
    // The tallies agree with the events: each hit given is a hit taken by someone.
    const all = replayCommands(s0, map, played.commands);
    if ('rejected' in all) throw new Error(all.rejected);
    const fired = all.events.flatMap((e) => (e.type === 'unit.fired' ? [e] : []));
    expect(d.units.reduce((n, u) => n + u.roundsFired, 0)).toBe(fired.reduce((n, e) => n + e.roundsSpent, 0));
    expect(d.units.reduce((n, u) => n + u.hitsGiven, 0)).toBe(d.units.reduce((n, u) => n + u.hitsTaken, 0));
    expect(d.units.reduce((n, u) => n + u.hitsGiven, 0)).toBeGreaterThan(0);
    expect(d.units.reduce((n, u) => n + u.firstAidGiven, 0)).toBe(all.events.filter((e) => e.type === 'first-aid').length);
    const deaths = d.units.filter((u) => u.fate === 'dead').length;
    expect(d.units.reduce((n, u) => n + u.kills, 0)).toBeLessThanOrEqual(deaths);
    if (deaths > 0) expect(d.units.reduce((n, u) => n + u.kills, 0)).toBeGreaterThan(0);
    // Per side, the fates add up to its units.
    for (const side of d.sides) expect(Object.values(side.fates).reduce((n, v) => n + v, 0)).toBe(end.units.filter((u) => u.side === side.id).length);
    // The house rules it was played under, the changed ones marked.
    expect(d.houseRules).toContainEqual({ label: 'Evacuation', value: '5 min', changed: true });
    expect(d.houseRules).toContainEqual({ label: 'Round limit', value: '40 rounds', changed: true });
  });

  it('R-OPS-32: a finished battle saved and opened again shows the same debrief, recomputed from the save\'s log', () => {
    const { map, state } = asciiBattle(
      `
      a....o....s
      b.........t`,
      { seed: 'debrief-save', controllers: [computer('veteran'), computer('veteran')] },
    );
    const s0 = { ...state, options: { ...state.options, maxRounds: 30, evacuationMinutes: 20, recoil: 'all-bursts' as const, flashBangRadiusM: 4 } };
    const played = playComputer(s0, map);
    expect(played.state.phase).toBe('over');
    const before = debriefOf(s0, map, played.commands);
    if ('error' in before) throw new Error(before.error);
    // The save holds the first state and the log, and the state at the end as its snapshot.
    const codec = createSaveCodec([tacticalBattleKind]);
    const save = codec.build(tacticalBattleKind, {
      title: 'Debrief',
      seed: 'debrief-save',
      initialState: battleSave(s0, map),
      commands: played.commands,
      state: battleSave(played.state, map),
      appVersion: '0.0.0',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const loaded = codec.loadAs(tacticalBattleKind, codec.serialize(save));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay.status).toBe('match');
    const ground = mapOfTerrain(loaded.save.initialState.terrain);
    if (typeof ground === 'string') throw new Error(ground);
    const after = debriefOf(loaded.save.initialState.battle, ground, loaded.save.commands);
    if ('error' in after) throw new Error(after.error);
    // Fates, minutes, first aid, rounds fired, hits, the result and the house rules, all the same.
    expect(after).toEqual(before);
    expect(after.units.reduce((n, u) => n + u.roundsFired, 0)).toBeGreaterThan(0);
    expect(after.houseRules).toContainEqual({ label: 'Evacuation', value: '20 min', changed: true });
    expect(after.houseRules.filter((r) => r.changed).map((r) => r.label)).toEqual(['Recoil', 'Flash-bang radius', 'Evacuation', 'Round limit']);
  });

  it('counts a kill for the unit that last wounded the dead, not for a friend', () => {
    const { map, state } = asciiBattle('a.s', { seed: 'kill' });
    const s = new Steps(state, map);
    const events = [
      { type: 'unit.fired' as const, unit: 'a1', target: 'b1', weapon: 'M16a1', mode: 'semi' as const, roundsSpent: 2, shots: [{ roll: {} as never, hit: true, damage: null }, { roll: {} as never, hit: false, damage: null }] },
      { type: 'unit.out' as const, unit: 'b1', dead: false },
      { type: 'unit.out' as const, unit: 'b1', dead: true },
      { type: 'unit.out' as const, unit: 'b1', dead: true },
    ];
    const d = debriefFrom(s.state, events);
    expect(d.units.find((u) => u.unit === 'a1')).toMatchObject({ roundsFired: 2, hitsGiven: 1, hitsTaken: 0, kills: 1 });
    expect(d.units.find((u) => u.unit === 'b1')).toMatchObject({ hitsTaken: 1, kills: 0 });
  });

  it('writes a battle\'s length in minutes and seconds', () => {
    expect([formatBattleTime(48), formatBattleTime(60), formatBattleTime(124)]).toEqual(['48 s', '1 min', '2 min 4 s']);
  });
});
