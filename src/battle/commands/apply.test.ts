import { describe, expect, it } from 'vitest';
import { asciiBattle } from '../test-helpers/squads';
import type { BattleMap } from '../map/types';
import type { BattleState } from '../state/types';
import { applyBattleCommand } from './apply';
import type { BattleCommand } from './types';

function play(state: BattleState, map: BattleMap, ...commands: BattleCommand[]): BattleState {
  let s = state;
  for (const c of commands) {
    const r = applyBattleCommand(s, map, c);
    if ('rejected' in r) throw new Error(`${c.type} rejected: ${r.rejected}`);
    s = r.state;
  }
  return s;
}

function rejection(state: BattleState, map: BattleMap, c: BattleCommand): string {
  const r = applyBattleCommand(state, map, c);
  if (!('rejected' in r)) throw new Error(`${c.type} was accepted`);
  return r.rejected;
}

const actor = (s: BattleState): string => s.group?.units[0] ?? '';

describe('applyBattleCommand', () => {
  it('R-OPS-4: starting a round rolls 1dF + Reactions for every unit and opens the highest group', () => {
    const { map, state } = asciiBattle(`
      a.........s
      b.........t`);
    const started = applyBattleCommand(state, map, { type: 'round.start' });
    if ('rejected' in started) throw new Error(started.rejected);
    const s = started.state;
    expect(s.phase).toBe('turns');
    expect(s.clock.round).toBe(1);
    const first = started.events[0];
    expect(first?.type).toBe('round.started');
    if (first?.type !== 'round.started') return;
    expect(first.rolls).toHaveLength(4);
    for (const r of first.rolls) {
      expect(r.roll.faces).toHaveLength(1);
      expect(r.roll.total).toBe(1 + (r.roll.faces[0] ?? 0));
    }
    const top = Math.max(...s.units.map((u) => u.initiative ?? -99));
    expect(s.group?.value).toBe(top);
    expect(s.group?.units).toEqual(s.units.filter((u) => u.initiative === top).map((u) => u.id));
  });

  it('rejects out-of-turn, unstarted and impossible commands without changing the state', () => {
    const { map, state } = asciiBattle(`
      a...#.....s
      ..........t`);
    expect(rejection(state, map, { type: 'unit.end-turn', unit: 'a1' })).toMatch(/round has not started/);
    const s = play(state, map, { type: 'round.start' });
    const idle = s.units.find((u) => !s.group?.units.includes(u.id));
    if (idle) expect(rejection(s, map, { type: 'unit.end-turn', unit: idle.id })).toMatch(/not .*turn/);
    expect(rejection(s, map, { type: 'round.end' })).toMatch(/Not everyone has acted/);
    const me = actor(s);
    expect(rejection(s, map, { type: 'unit.move', unit: me, to: { x: 100, y: 0 } })).toMatch(/off the map/);
    expect(rejection(s, map, { type: 'unit.move', unit: me, to: { x: 4, y: 0 } })).toMatch(/Nobody can stand/);
    expect(rejection(s, map, { type: 'unit.reload', unit: me })).toMatch(/fully loaded/);
    expect(rejection(s, map, { type: 'unit.attack', unit: me, target: me, mode: 'semi' })).toMatch(/itself/);
  });

  it('R-OPS-27: walks up to 6 m before the action, runs up to 24 m as the action', () => {
    const { map, state } = asciiBattle(`
      a..................
      ...................
      ..................s`);
    let s = play(state, map, { type: 'round.start' });
    while (actor(s) !== 'a1') s = play(s, map, { type: 'unit.end-turn', unit: actor(s) });
    expect(rejection(s, map, { type: 'unit.move', unit: 'a1', to: { x: 4, y: 0 } })).toMatch(/8\.0 m away; a can walk 6\.0 m/);
    s = play(s, map, { type: 'unit.move', unit: 'a1', to: { x: 2, y: 0 } });
    s = play(s, map, { type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    expect(rejection(s, map, { type: 'unit.move', unit: 'a1', to: { x: 4, y: 0 } })).toMatch(/walked its 6 m/);
    const run = applyBattleCommand(s, map, { type: 'unit.run', unit: 'a1', to: { x: 12, y: 0 } });
    expect('state' in run).toBe(true);
  });
});
