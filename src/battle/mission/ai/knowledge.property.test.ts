import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computerCommand } from '../../ai/driver';
import type { BattleCommand } from '../../commands/types';
import { decisionOf } from '../../round/decision';
import { flowAt, flowSend, type FlowSnapshot } from '../../round/step';
import type { BattleEvent } from '../../state/events';
import type { Controller } from '../../state/types';
import { missionSeenUnits } from '../side-sight';
import { missionUnitCommand } from './choose';
import { asciiMission } from '../test-mission';

/**
 * R-OPS-46 as a property: the computer keeps to what its side knows. A mission is played twice
 * with the other side's units (which only keep still) standing in different cells, none of them
 * noticed; the computer's commands are the same in both, command for command, up to the first
 * moment its side could know of them (a roll to notice or to hear, a sight of them, or a path next
 * to one).
 */

const ART = `
....................
..#####......#####..
..#...#......#...#..
..#..............#..
..#####......#####..
....................
.......###..###.....
....................
..#...........#.....
..#...........#.....
....................`;

const OPEN: readonly { x: number; y: number }[] = (() => {
  const rows = ART.split('\n').filter((l) => l.length > 0);
  const out: { x: number; y: number }[] = [];
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch === '.' && out.push({ x, y })));
  return out;
})();

const human = (seat: number): Controller => ({ kind: 'human', seat });
const veteran: Controller = { kind: 'computer', level: 'veteran' };

/** The art with units placed: letters a.. intruders, s.. defenders. */
function placed(intruders: readonly { x: number; y: number }[], guards: readonly { x: number; y: number }[]): string {
  const rows = ART.split('\n').filter((l) => l.length > 0).map((r) => [...r]);
  intruders.forEach((c, i) => {
    const row = rows[c.y];
    if (row) row[c.x] = String.fromCharCode(97 + i);
  });
  guards.forEach((c, i) => {
    const row = rows[c.y];
    if (row) row[c.x] = String.fromCharCode(115 + i);
  });
  return rows.map((r) => r.join('')).join('\n');
}

/** Whether the other side could have learnt of the moved units in this command. */
function perceived(events: readonly BattleEvent[]): boolean {
  return events.some((e) => e.type === 'mission.notice' || e.type === 'mission.heard' || e.type === 'unit.fired' || e.type === 'unit.melee');
}

/**
 * Plays a mission: the computer's side as it chooses, the other ending its turns. Returns the
 * computer's commands up to the first command in which its side could have learnt of the others.
 */
function play(intruders: readonly { x: number; y: number }[], guards: readonly { x: number; y: number }[], computerPlays: 'a' | 'b', seed: string): BattleCommand[] {
  const routes = guards.map((g, i) => ({ post: g, route: [g, OPEN[(i * 37 + 11) % OPEN.length] ?? g] }));
  const { map, state } = asciiMission(placed(intruders, guards), {
    seed,
    controllers: computerPlays === 'b' ? [human(0), veteran] : [veteran, human(1)],
    guards: routes,
    objectives: [{ id: 'z', kind: 'reach', name: 'the far corner', required: true, zone: { x: 19, y: 0, w: 1, h: 1 } }],
    kits: { a: { skills: { Stealth: 8 } }, b: { skills: { Stealth: 8 } }, c: { skills: { Stealth: 8 } } },
    // A dark night (R-OPS-43): units are seen within 2 cells only, so the sides go on unaware of each other.
    light: ART.replace(/[^\n]/g, 'k'),
  });
  let flow: FlowSnapshot = flowAt(state, map);
  const out: BattleCommand[] = [];
  const other = computerPlays === 'b' ? 'a' : 'b';
  for (let i = 0; i < 300; i++) {
    const d = decisionOf(flow);
    if (d.kind === 'over') break;
    const mine = computerCommand(flow);
    const unit = d.kind === 'turn' ? d.units[0] : undefined;
    const c: BattleCommand | undefined = mine ?? (unit ? { type: 'unit.end-turn', unit } : d.kind === 'defence' ? { type: 'unit.defend', unit: d.unit, defence: 'none' } : undefined);
    if (!c) break;
    const before = flow.context.battle;
    // The computer's own side sees the others: from here on its choices may use them.
    if (missionSeenUnits(before, map, computerPlays).size > 0) break;
    // It walked into one it did not know of: its move refused, it waits (ai/choose.ts), having bumped into it.
    if (mine?.type === 'unit.end-turn' && missionUnitCommand(before, map, mine.unit, 'veteran').type !== 'unit.end-turn') break;
    flow = flowSend(flow, c);
    if (flow.context.rejection !== null) throw new Error(flow.context.rejection);
    const events = flow.context.events;
    const moved = events.find((e) => e.type === 'unit.moved');
    const nearOther = moved?.type === 'unit.moved' && moved.path.some((p) => before.units.some((u) => u.side === other && Math.max(Math.abs(u.cell.x - p.x), Math.abs(u.cell.y - p.y)) <= 1));
    if (perceived(events) || nearOther) break;
    if (mine && mine.type !== 'round.start' && mine.type !== 'round.end') out.push(mine);
  }
  return out;
}

const cell = fc.constantFrom(...OPEN);

describe('R-OPS-46: the computer keeps to what its side knows', () => {
  it('gives the same commands, wherever the unnoticed enemies stand, until its side could know of them', () => {
    const compared: number[] = [];
    fc.assert(
      fc.property(fc.uniqueArray(cell, { minLength: 3, maxLength: 3, selector: (c) => `${c.x},${c.y}` }), fc.uniqueArray(cell, { minLength: 6, maxLength: 6, selector: (c) => `${c.x},${c.y}` }), fc.constantFrom<'a' | 'b'>('a', 'b'), fc.string({ maxLength: 4 }), (guards, spots, side, seed) => {
        const free = spots.filter((c) => !guards.some((g) => g.x === c.x && g.y === c.y));
        const first = free.slice(0, 2);
        const second = free.slice(2, 4);
        if (first.length < 2 || second.length < 2) return;
        // The computer plays defenders (the intruders move elsewhere) or intruders (the guards do).
        const runA = side === 'b' ? play(first, guards, 'b', seed) : play(guards.slice(0, 2), [...first, ...guards.slice(2)], 'a', seed);
        const runB = side === 'b' ? play(second, guards, 'b', seed) : play(guards.slice(0, 2), [...second, ...guards.slice(2)], 'a', seed);
        const n = Math.min(runA.length, runB.length);
        compared.push(n);
        expect(runB.slice(0, n)).toEqual(runA.slice(0, n));
      }),
      { numRuns: 25 },
    );
    // The runs went far enough to mean something: on average several commands before anyone knew.
    expect(compared.reduce((a, b) => a + b, 0) / compared.length).toBeGreaterThan(6);
  });
});
