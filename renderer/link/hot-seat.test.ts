import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { computerCommandAt } from '../../src/battle/ai/driver';
import type { BattleCommand } from '../../src/battle/commands/types';
import { decisionOf, flowAt, flowSend, stepOf } from '../../src/battle';
import { applyHatsCommand } from '../../src/hats/flow/play';
import { apply, duel, spot } from '../../src/hats/test-helpers/fixtures';
import { linkBattle, linkOutcome } from '../../src/link/firefight';
import { battleSeats, battleWaiting } from '../battle/flow';
import { tableFlowMachine, tableScreen } from '../flow/table-flow';

/**
 * R-LINK-1 at one desk: both conspiracies are human seats, so the fight between their Agents is
 * played hot-seat at the Black Ops table: each squad is its seat's, and the table flow (the same
 * machine as every hot-seat battle) puts a hand-over wall before each change of seat.
 */
describe('a conspiracy fight played out hot-seat (R-LINK-1)', () => {
  // Both seats of the duel are human; Red's Killer attacks Blue's Bodyguard in Chicago.
  const start = spot(duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] }, { firefights: true }, 'hot-seat'), 'red', 'agent-2');
  const waiting = apply(start, { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' });
  const fight = waiting.fight;

  it('each squad is played by its own seat at the table, and the battle is a hot-seat one', () => {
    expect(start.seats.map((s) => s.controller)).toEqual(['human', 'human']);
    expect(fight).toMatchObject({ seat: 'red', attackerSeat: 'red', defenderSeat: 'blue' });
    const b = linkBattle(waiting, fight!);
    if (typeof b === 'string') throw new Error(b);
    expect(b.initial.sides.map((s) => s.controller)).toEqual([{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }]);
    expect(battleSeats(b.initial)).toEqual(['0', '1']);
  });

  it('played to its end, every board a seat sees comes after its hand-over wall; the conspiracy takes the battle', () => {
    const b = linkBattle(waiting, fight!);
    if (typeof b === 'string') throw new Error(b);
    const humans = battleSeats(b.initial);
    let flow = flowAt(b.initial, b.map);
    let [table] = initialTransition(tableFlowMachine, { humans, waiting: battleWaiting(flow), pace: 0 });
    const commands: BattleCommand[] = [];
    const walls: string[] = [];
    let boardSeat: string | null = null;
    for (let i = 0; i < 20_000 && table.context.waiting.kind !== 'over'; i += 1) {
      const screen = tableScreen(table);
      if (screen.kind === 'handover') {
        walls.push(screen.seat);
        [table] = transition(tableFlowMachine, table, { type: 'handover.confirm' });
        continue;
      }
      if (screen.kind === 'board') {
        // A seat's board never follows another seat's board without a wall between them.
        if (boardSeat !== screen.seat) expect(walls.at(-1)).toBe(screen.seat);
        boardSeat = screen.seat;
      } else boardSeat = null;
      // The seats' hands are stood in for by the computer's choice for the same unit.
      const battle = flow.context.battle;
      const asComputer = { ...battle, sides: battle.sides.map((s) => ({ ...s, controller: { kind: 'computer', level: 'veteran' } as const })) };
      const command = computerCommandAt(asComputer, flow.context.map, decisionOf(flow));
      if (!command) throw new Error('the battle waits for nobody');
      flow = flowSend(flow, command);
      const step = stepOf(flow);
      if ('rejected' in step) throw new Error(step.rejected);
      commands.push(command);
      [table] = transition(tableFlowMachine, table, { type: 'game.changed', waiting: battleWaiting(flow) });
    }
    expect(tableScreen(table)).toEqual({ kind: 'over' });
    expect(flow.context.battle.phase).toBe('over');
    expect(walls.length).toBeGreaterThan(2);
    expect(walls[0]).toBe('0');
    expect(new Set(walls)).toEqual(new Set(['0', '1']));
    // Back on the board, the battle is the action (R-LINK-2), replayed from the commands (R-LINK-3).
    const settled = applyHatsCommand(waiting, { type: 'fight.resolve', seat: 'red', play: { mode: 'battle', commands } });
    if ('rejected' in settled) throw new Error(settled.rejected);
    expect(settled.state.fight).toBeUndefined();
    const o = linkOutcome(flow.context.battle);
    expect(settled.events.some((e) => /played out as a firefight on an office floor/.test(e.text))).toBe(true);
    if (o.winner === 'defender' && o.attackerOut > 0) expect(settled.state.agents['agent-1']?.wounds ?? 5).toBeGreaterThan(0);
  });
});
