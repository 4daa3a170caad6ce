import { describe, expect, it } from 'vitest';
import type { BattleCommand } from '../../src/battle';
import { flowAt, flowSend, type FlowSnapshot } from '../../src/battle/round/step';
import { asciiBattle } from '../../src/battle/test-helpers/squads';
import { ALL_SEEING, emptyBattleMemory, remember, seatView, sidesViewer, type BattleMemory } from '../../src/battle/view';
import type { TableMeta } from './setup-model';
import { ghostViews, tableView } from './table-view';

const meta: TableMeta = { sides: [{ id: 'a', colour: 0, letter: 'A', codeColor: 'blue' }, { id: 'b', colour: 1, letter: 'B', codeColor: 'red' }], agents: {} };

describe('last-seen ghosts on the seat\'s map', () => {
  it('name whose mark it is and its round, from the seat view\'s memory only; none for the all-seeing GM', () => {
    // a sees 7 tiles (14 m); b1 runs east out of its sight.
    const { map, state } = asciiBattle(`
      a....s............
      ..................`, { controllers: [{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }], seed: 'ghosts' });
    let flow: FlowSnapshot = flowAt({ ...state, options: { ...state.options, sightMeters: 14 } }, map);
    let memory: BattleMemory = emptyBattleMemory(state);
    const send = (c: BattleCommand) => {
      const before = flow.context.battle;
      flow = flowSend(flow, c);
      expect(flow.context.rejection).toBeNull();
      memory = remember(memory, map, before, flow.context.battle, flow.context.events);
    };
    send({ type: 'round.start' });
    const forA = () => seatView(flow, sidesViewer('a'), memory.sides.a ?? null);
    expect(ghostViews(forA(), meta)).toEqual([]);
    const b = flow.context.battle;
    flow = flowAt({ ...b, units: b.units.map((u) => ({ ...u, initiative: u.side === 'b' ? 3 : 1 })), group: { value: 3, units: ['b1'] } }, map);
    send({ type: 'unit.run', unit: 'b1', to: { x: 17, y: 0 } });

    const view = forA();
    const mark = view.marks[0];
    const b1 = flow.context.battle.units.find((u) => u.id === 'b1');
    expect(mark).toBeDefined();
    const ghosts = ghostViews(view, meta);
    // Where the seat last saw it (not where it stands), in its side's colour, by the name it saw and the round.
    expect(ghosts).toEqual([{ x: mark?.cell.x, y: mark?.cell.y, side: 1, label: `${b1?.name ?? '?'} · R${flow.context.battle.clock.round}` }]);
    expect(ghosts[0]?.x).not.toBe(b1?.cell.x);
    expect(tableView({ view, meta, selectedId: null, actingId: null }).ghosts).toEqual(ghosts);
    // b's seat has its own mark, of a's unit; the GM sees everything and keeps no ghosts.
    expect(ghostViews(seatView(flow, sidesViewer('b'), memory.sides.b ?? null), meta).map((g) => g.side)).toEqual([0]);
    expect(ghostViews(seatView(flow, ALL_SEEING, null), meta)).toEqual([]);
  });
});
