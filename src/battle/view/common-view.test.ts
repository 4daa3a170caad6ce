import { describe, expect, it } from 'vitest';
import type { BattleCommand } from '../commands/types';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import { asciiBattle } from '../test-helpers/squads';
import { commonView } from './common-view';
import { emptyBattleMemory, memoryOf, remember, type BattleMemory } from './memory';
import { seatView } from './seat-view';
import { shownCell } from './sight';
import { ALL_SEEING, seatViewers, sidesViewer } from './viewer';

const human = (seat: number) => ({ kind: 'human', seat }) as const;

/**
 * Two seats, each with a unit the other sees and one the other does not:
 * a (side A) and s (side B) face each other along the top row; b (side A) and t (side B) sit
 * walled off in the bottom row, each out of every other unit's sight.
 */
const ART = `
  a...s.
  ######
  b#t###`;

function hotSeat(): { flow: FlowSnapshot; memory: BattleMemory } {
  const { map, state } = asciiBattle(ART, { controllers: [human(0), human(1)], seed: 'common' });
  let flow = flowAt(state, map);
  let memory = emptyBattleMemory(state);
  const send = (c: BattleCommand) => {
    const before = flow.context.battle;
    flow = flowSend(flow, c);
    expect(flow.context.rejection).toBeNull();
    memory = remember(memory, map, before, flow.context.battle, flow.context.events);
  };
  send({ type: 'round.start' });
  return { flow, memory };
}

describe('R-OPS-49: the projector\'s common view of the human seats', () => {
  it('in hot-seat: only the units, cells and rolls every seat knows, never one seat\'s own view', () => {
    const { flow, memory } = hotSeat();
    const state = flow.context.battle;
    const map = flow.context.map;
    const seats = seatViewers(state);
    expect(seats).toEqual([sidesViewer('a'), sidesViewer('b')]);
    const at = (x: number, y: number) => state.units.find((u) => u.cell.x === x && u.cell.y === y)?.id ?? '?';
    const [a, s, b, t] = [at(0, 0), at(4, 0), at(0, 2), at(2, 2)];
    // Each seat knows three units: its two and the enemy facing it.
    for (const v of seats) expect(seatView(flow, v, memoryOf(memory, v)).known.units).toHaveLength(3);

    const { view, facts } = commonView(flow, seats, memory);
    expect(view.known.units.map((u) => u.id).sort()).toEqual([a, s].sort());
    expect(facts.units.map((u) => u.id).sort()).toEqual([a, s].sort());
    expect(view.own).toEqual([]);
    // As the eye sees them: no unit's ammunition or kit.
    for (const u of view.known.units) expect(u.weapons.every((w) => w.spares === 0 && w.loaded === 0)).toBe(true);
    // The tracker and the acting unit: only a and s.
    const tracked = facts.tracker.slots.flatMap((x) => x.units.map((u) => u.id));
    expect(tracked.sort()).toEqual([a, s].sort());
    expect([a, s, null]).toContain(facts.actingId);
    // No fog on the top row; fog on b's and t's cells (each seen by one seat only).
    const seen = new Set(facts.seen ?? []);
    for (let x = 0; x < 6; x++) expect(seen.has(x)).toBe(true);
    for (const id of [b, t]) {
      const u = state.units.find((x) => x.id === id);
      expect(u && seen.has(u.cell.y * map.width + u.cell.x), `${id}'s cell`).toBe(false);
    }
    // The last roll is an initiative both seats read, never b's or t's.
    const roll = facts.lastRoll;
    expect(roll).not.toBeNull();
    expect([`Initiative: ${state.units.find((u) => u.id === a)?.name}`, `Initiative: ${state.units.find((u) => u.id === s)?.name}`]).toContain(roll?.title);
    for (const v of seats) expect(memoryOf(memory, v).dice.some((d) => d.title === roll?.title)).toBe(true);
    // Whose move it is, by side only.
    expect(view.decision.kind).toBe('other');
  });

  it('every cell without fog is one each seat sees or one a unit every seat knows stands on', () => {
    const { flow, memory } = hotSeat();
    const seats = seatViewers(flow.context.battle);
    const { facts } = commonView(flow, seats, memory);
    const held = new Set(facts.units.map((u) => u.cell.y * flow.context.map.width + u.cell.x));
    for (const v of seats) {
      const cells = seatView(flow, v, memoryOf(memory, v)).cells ?? new Uint8Array();
      expect((facts.seen ?? []).filter((c) => !shownCell(cells[c] ?? 0) && !held.has(c))).toEqual([]);
    }
  });

  it('one human seat: its own view; none: everything', () => {
    const { flow, memory } = hotSeat();
    const one = commonView(flow, [sidesViewer('a')], memory);
    expect(one.view).toEqual(seatView(flow, sidesViewer('a'), memoryOf(memory, sidesViewer('a'))));
    const none = commonView(flow, [], memory);
    expect(none.view.viewer).toEqual(ALL_SEEING);
    expect(none.facts.seen).toBeNull();
    expect(none.facts.units).toHaveLength(4);
  });
});
