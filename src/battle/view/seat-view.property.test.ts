import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computerCommand } from '../ai/driver';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { decisionOf } from '../round/decision';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import type { BattleState, Unit } from '../state/types';
import { randomBattle, trulySeen } from '../test-helpers/random-battle';
import { computer } from '../test-helpers/squads';
import { emptyBattleMemory, memoryOf, remember, type BattleMemory } from './memory';
import { commonView, type CommonView } from './common-view';
import { seatActions, seatCommands, seatPreview } from './seat-actions';
import { knownState, seatView } from './seat-view';
import { trackerOf } from './tracker';
import { playersViewer, seatViewers, sidesViewer, type Viewer } from './viewer';

/**
 * STYLE.md principle 15 as a property: over random battles, for every seat and every state,
 * nothing derived from the seat view (actions, targets, hold choices, previews, tracker, the
 * decision, log lines, the projector's facts) names or locates a unit the true state says that
 * seat does not see. "Sees" is worked out here from the geometry directly, not from the view.
 */

/** Every string and cell inside a value, for scanning derived data. */
function walk(value: unknown, strings: string[], cells: { x: number; y: number }[]): void {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const v of value) walk(v, strings, cells);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.x === 'number' && typeof o.y === 'number' && Object.keys(o).length === 2) cells.push({ x: o.x, y: o.y });
    for (const v of Object.values(o)) walk(v, strings, cells);
  }
}

/** Worked out once per step, checked against every seat. */
const commons = new WeakMap<FlowSnapshot, CommonView>();
function commonOf(flow: FlowSnapshot, memory: BattleMemory): CommonView {
  let c = commons.get(flow);
  if (!c) {
    c = commonView(flow, seatViewers(flow.context.battle), memory);
    commons.set(flow, c);
  }
  return c;
}

function checkSeat(flow: FlowSnapshot, memory: BattleMemory, viewer: Viewer & { kind: 'sides' }, everSeen: ReadonlySet<string>): void {
  const state = flow.context.battle;
  const map = flow.context.map;
  const seen = new Set<string>();
  for (const side of viewer.sides) for (const id of trulySeen(state, map, side)) seen.add(id);
  const own = (u: Unit) => viewer.sides.includes(u.side);
  // Dead bodies show where a seen cell holds them: a body is not a secret once its cell is in view.
  const view = seatView(flow, viewer, memoryOf(memory, viewer));
  const known = new Set(view.known.units.map((u) => u.id));
  const hidden = state.units.filter((u) => !own(u) && !seen.has(u.id) && !(u.status === 'dead' && known.has(u.id)));
  for (const u of view.known.units) expect(own(u) || seen.has(u.id) || u.status === 'dead', `${u.id} in the view`).toBe(true);

  // Everything the seat is shown now.
  // An own unit holding "until X acts" names X, chosen when the seat saw it (R-OPS-28): X must have been seen, not be seen now.
  for (const u of view.own) {
    const awaited = u.hold?.kind === 'until' ? u.hold.unit : null;
    if (awaited === null) continue;
    const other = state.units.find((v) => v.id === awaited);
    expect(everSeen.has(awaited) || (other !== undefined && own(other)), `${u.id} holds for a unit never seen`).toBe(true);
  }
  const derived: unknown[] = [view.own.map((u) => ({ ...u, hold: u.hold?.kind === 'until' ? 'until' : u.hold })), view.inSight, view.decision, view.known.group, view.known.order, view.known.prompt, view.known.deferred, view.known.watches, trackerOf(view)];
  const d = decisionOf(flow);
  const acting = d.kind === 'turn' ? d.units.filter((id) => view.own.some((u) => u.id === id)) : [];
  for (const id of acting) {
    const legal = seatActions(view, map, id);
    derived.push(legal);
    const commands = seatCommands(view, map, id, 3);
    derived.push(commands);
    for (const c of commands) if (c.type === 'unit.attack' || c.type === 'unit.melee') derived.push(seatPreview(view, map, c));
  }
  // R-OPS-49: the projector's common view of the human seats is checked against each seat; its last
  // roll is one this seat read in its own log (which may name a unit it saw then and not now).
  const common = commonOf(flow, memory);
  derived.push({ ...common.facts, lastRoll: null }, common.view.known, common.view.decision);
  const roll = common.facts.lastRoll;
  if (roll) expect(memoryOf(memory, viewer).dice.some((d) => d.title === roll.title && d.lines.join() === roll.lines.join()), `the projector's roll ${roll.title}`).toBe(true);
  const strings: string[] = [];
  const cells: { x: number; y: number }[] = [];
  for (const x of derived) walk(x, strings, cells);
  const text = strings.join('\n');
  for (const u of hidden) {
    expect(text.includes(u.name), `the seat view of ${viewer.sides.join('+')} names ${u.id}`).toBe(false);
    const where = strings.includes(u.id) ? JSON.stringify(derived).match(new RegExp(`.{0,160}"${u.id}".{0,60}`))?.[0] : '';
    expect(strings.includes(u.id), `the seat view of ${viewer.sides.join('+')} holds the id ${u.id}: ${where}`).toBe(false);
  }
  // No cell in it is a hidden unit's (walk and run areas are checked below, as areas).
  const hiddenCells = new Set(hidden.map((u) => `${u.cell.x},${u.cell.y}`));
  const knownCells = new Set(view.known.units.map((u) => `${u.cell.x},${u.cell.y}`));
  for (const c of cells) {
    const k = `${c.x},${c.y}`;
    if (hiddenCells.has(k) && !knownCells.has(k)) {
      // Only an area may include it (it is then open ground as far as the seat knows).
      const inArea = acting.some((id) => {
        const l = seatActions(view, map, id);
        return !('rejected' in l) && [...l.walk, ...l.run].some((w) => w.x === c.x && w.y === c.y);
      });
      expect(inArea, `cell ${k} of a hidden unit in the seat view`).toBe(true);
    }
  }
  // Non-interference: the battle as the seat knows it is the same with every hidden unit gone.
  const without: BattleState = {
    ...state,
    units: state.units.filter((u) => !hidden.includes(u)),
    order: state.order.map((g) => ({ ...g, units: g.units.filter((id) => !hidden.some((u) => u.id === id)) })).filter((g) => g.units.length > 0),
    group: state.group ? { ...state.group, units: state.group.units.filter((id) => !hidden.some((u) => u.id === id)) } : null,
    deferred: state.deferred.filter((e) => !hidden.some((u) => u.id === e.unit)),
    prompt: state.prompt && hidden.some((u) => u.id === state.prompt?.unit) ? null : state.prompt,
  };
  const bodies = view.known.units.filter((u) => u.status === 'dead').map((u) => u.id);
  expect(JSON.stringify(knownState(without, viewer, new Set([...seen, ...bodies]), null, view.floorAt))).toBe(JSON.stringify(view.known));
}

/** The log lines a side read in one command name only the units it knew during that command. */
function checkLines(before: BattleMemory, after: BattleMemory, stateBefore: BattleState, stateAfter: BattleState, map: BattleMap): void {
  for (const side of stateAfter.sides) {
    const knew = new Set([...trulySeen(stateBefore, map, side.id), ...trulySeen(stateAfter, map, side.id)]);
    for (const u of stateAfter.units) if (u.side === side.id || (u.status === 'dead' && stateBefore.units.find((v) => v.id === u.id)?.status === 'dead')) knew.add(u.id);
    const was = before.sides[side.id];
    const now = after.sides[side.id];
    if (!now) continue;
    const fresh = [...now.lines.filter((l) => l.serial >= (was?.serial ?? 0)).map((l) => l.text), ...now.dice.filter((e) => e.serial >= (was?.serial ?? 0)).flatMap((e) => [e.title, e.outcome, ...e.lines])].join('\n');
    for (const u of stateAfter.units) if (!knew.has(u.id)) expect(fresh.includes(u.name), `${side.id} reads ${u.id}'s name`).toBe(false);
  }
}

const runs = (params: fc.Parameters<[number[], number, string, boolean, number[]]>): void => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 18 * 9, maxLength: 18 * 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.string({ maxLength: 5 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
        (tiles, perSide, seed, pistols, picks) => {
          const { map, state: drawn } = randomBattle({ tiles, perSide, seed, pistols }, { width: 18, height: 9, controllers: [{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }], maxRounds: 8 });
          // Half the battles with overwatch (R-OPS-48): a watch is known only to whoever sees the watcher.
          const s0: BattleState = (picks[0] ?? 0) % 2 === 1 ? { ...drawn, options: { ...drawn.options, overwatch: true } } : drawn;
          // Played by the computer's choices mostly, by any legal command sometimes.
          const asComputer = (s: BattleState): BattleState => ({ ...s, sides: s.sides.map((x) => ({ ...x, controller: computer('veteran') })) });
          let flow = flowAt(s0, map);
          let memory = emptyBattleMemory(s0);
          const ever = new Map(s0.sides.map((x) => [x.id, new Set<string>()]));
          for (const pick of picks) {
            if (flow.value === 'over') break;
            for (const side of s0.sides) for (const id of trulySeen(flow.context.battle, map, side.id)) ever.get(side.id)?.add(id);
            for (const side of s0.sides) checkSeat(flow, memory, sidesViewer(side.id), ever.get(side.id) ?? new Set());
            const players = playersViewer(flow.context.battle);
            if (players.kind === 'sides') checkSeat(flow, memory, players, new Set([...ever.values()].flatMap((x) => [...x])));
            const d = decisionOf(flow);
            let c: BattleCommand | undefined;
            if (d.kind === 'turn' && pick % 3 === 0) {
              // A seat picks from what its own view offers (the table lists nothing else).
              const side = flow.context.battle.units.find((u) => u.id === d.units[0])?.side ?? '';
              const view = seatView(flow, sidesViewer(side), memoryOf(memory, sidesViewer(side)));
              const options = d.units.flatMap((id) => seatCommands(view, map, id, 2));
              c = options[pick % Math.max(1, options.length)];
              const refusal = c ? flowSend(flow, c).context.rejection : null;
              if (c && refusal !== null) {
                // The seat's areas treat a cell holding an enemy it cannot see as open ground, so a move
                // there is refused by the rules; the refusal names nobody, and the computer moves instead.
                const to = 'to' in c && typeof c.to === 'object' ? c.to : undefined;
                const there = flow.context.battle.units.filter((u) => to && u.cell.x === to.x && u.cell.y === to.y && u.status !== 'dead');
                expect(there.length > 0 && there.every((u) => u.side !== side && !trulySeen(flow.context.battle, map, side).has(u.id)), `${JSON.stringify(c)}: ${refusal}`).toBe(true);
                for (const u of flow.context.battle.units) expect(refusal.includes(u.name), `the refusal names ${u.id}`).toBe(false);
                c = undefined;
              }
            }
            c ??= computerCommand(flowAt(asComputer(flow.context.battle), map));
            if (!c) break;
            const before = flow.context.battle;
            const next = flowSend(flow, c);
            if (next.context.rejection !== null) throw new Error(`${JSON.stringify(c)}: ${next.context.rejection}`);
            const remembered = remember(memory, map, before, next.context.battle, next.context.events);
            checkLines(memory, remembered, before, next.context.battle, map);
            memory = remembered;
            flow = next;
          }
        },
      ),
      params,
    );
};

describe('the seat view names and places only what the seat sees (fast-check)', () => {
  it('for every seat and every state of random battles: actions, previews, tracker, decision, logs and the projector', () => {
    // No shrinking: a failure prints its battle as drawn, and shrinking a battle of 120 commands takes minutes.
    runs({ numRuns: 20, endOnFailure: true });
  }, 240_000); // about 12 s on a quiet machine; the timeout is for a machine shared with others
  it('a computer unit holds only until an enemy it sees (R-OPS-28; the battle fast-check found)', () => {
    runs({ numRuns: 1, endOnFailure: true, seed: -1929170778, path: '6' });
  });
  it('a seat that runs onto the cell of an enemy it cannot see is refused, and the refusal names nobody (the battle fast-check found)', () => {
    runs({ numRuns: 1, endOnFailure: true, seed: -486519837, path: '12' });
  });
});
