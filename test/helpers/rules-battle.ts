/**
 * A saved battle on the shipped office floor, built in Node for test/e2e/table-rules.spec.ts, that
 * stands where the table shows the rules of R-OPS-33..35 at once: the players' gunman a1 beside
 * the locked server-room door with a pistol at its feet and two firearms of its own, and a Kung Fu
 * guard that has just attacked a2 hand to hand, so the players are asked whether a2 blocks. The
 * commands up to that question are real (the round machine and the computer's choices), so the
 * save replays to its snapshot as every save must.
 */
import { loadMapFile } from '../../cli/commands/map';
import { computerCommand, createBattle, decisionOf, flowAt, flowSend, type BattleCommand, type BattleState, type FlowSnapshot } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { battleSave, tacticalBattleKind } from '../../src/battle/save/battle-kind';
import { battleTable } from '../../src/battle/save/table';
import { operative } from '../../src/battle/test-helpers/squads';
import { buildSave, serializeSave } from '../../src/save/index';

type Cell = { readonly x: number; readonly y: number };

const STEPS: readonly Cell[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

function free(map: BattleMap, c: Cell, taken: readonly Cell[]): boolean {
  if (c.x < 0 || c.y < 0 || c.x >= map.width || c.y >= map.height) return false;
  if (map.cells.blocksMove[c.y * map.width + c.x] === 1) return false;
  if (map.doors.some((d) => d.x === c.x && d.y === c.y)) return false;
  return !taken.some((t) => t.x === c.x && t.y === c.y);
}

const around = (c: Cell): Cell[] => STEPS.map((s) => ({ x: c.x + s.x, y: c.y + s.y }));

/** a1 beside a locked door, a2 beside a1, the guard beside a2 (not beside a1), all on open floor. */
function placements(map: BattleMap): { a1: Cell; a2: Cell; guard: Cell; door: Cell } {
  for (const door of map.doors.filter((d) => d.state === 'locked')) {
    for (const a1 of around(door).filter((c) => free(map, c, []))) {
      for (const a2 of around(a1).filter((c) => free(map, c, [a1]))) {
        const guard = around(a2).find((c) => free(map, c, [a1, a2]) && Math.max(Math.abs(c.x - a1.x), Math.abs(c.y - a1.y)) > 1);
        if (guard) return { a1, a2, guard, door };
      }
    }
  }
  throw new Error('no locked door with room around it on the office floor');
}

export interface RulesBattle {
  readonly text: string;
  readonly door: Cell;
}

/** The save's text, at the players' block question; `seed` picks the dice (the first that asks it wins). */
export async function rulesBattleSave(title: string): Promise<RulesBattle> {
  const loaded = await loadMapFile('maps/office-floor.tmj');
  if (!loaded.ok) throw new Error(loaded.reason);
  const map = loaded.map;
  const at = placements(map);
  for (let attempt = 0; attempt < 40; attempt++) {
    const seed = `table-rules-${attempt}`;
    const made = createBattle(map, {
      mapName: 'office-floor',
      seed,
      sides: [
        {
          id: 'a',
          name: 'Red Team',
          controller: { kind: 'human', seat: 0 },
          combatants: [
            { character: operative('Red Fox', {}, { Rifle: 2, Handgun: 2 }), gear: { firearms: [{ name: 'M16a2', spareMagazines: 2 }, { name: 'Glock 17' }], armor: 'Light Vest' }, cell: at.a1 },
            { character: operative('Red Owl', { REA: 2 }, { Brawling: 2, Knife: 2 }), gear: { firearms: [{ name: 'Glock 17' }], melee: 'Knife', armor: 'Light Vest' }, cell: at.a2 },
          ],
        },
        {
          id: 'b',
          name: 'Compound Guards',
          controller: { kind: 'computer', level: 'veteran' },
          combatants: [{ character: operative('Jade Monk', { BODY: 2, REA: 2 }, { 'Martial Arts': 3, Knife: 0 }), gear: { melee: 'Knife', armor: 'Light Vest', style: 'Kung Fu' }, cell: at.guard }],
        },
      ],
    });
    if (!made.ok) throw new Error(made.reason);
    // A pistol dropped at a1's feet (R-OPS-34): the state as a disarm leaves it.
    const pistol = made.state.units.find((u) => u.id === 'a2')?.weapons[0];
    if (!pistol) throw new Error('no pistol');
    const initial: BattleState = { ...made.state, floor: [{ kind: 'firearm', cell: at.a1, weapon: pistol }] };
    const reached = toBlockQuestion(initial, map);
    if (!reached) continue;
    const table = battleTable(
      [
        { id: 'a', colour: 0, letter: 'R', codeColor: 'Red' },
        { id: 'b', colour: 1, letter: 'G', codeColor: 'Jade' },
      ],
      {},
    );
    const now = '2026-01-01T00:00:00.000Z';
    const save = buildSave(tacticalBattleKind, {
      title,
      seed,
      initialState: battleSave(initial, map, table),
      commands: reached.commands,
      state: battleSave(reached.flow.context.battle, map, table),
      appVersion: '0.1.0',
      createdAt: now,
      updatedAt: now,
    });
    return { text: serializeSave(save), door: at.door };
  }
  throw new Error('no seed brought the guard\'s hand-to-hand attack within three rounds');
}

/** Plays on (the players ending their turns) until the players are asked whether a2 blocks. */
function toBlockQuestion(initial: BattleState, map: BattleMap): { flow: FlowSnapshot; commands: BattleCommand[] } | null {
  let flow = flowAt(initial, map);
  const commands: BattleCommand[] = [];
  for (let i = 0; i < 200 && flow.context.battle.clock.round <= 3; i++) {
    const d = decisionOf(flow);
    if (d.kind === 'over') return null;
    let c = computerCommand(flow);
    if (!c && d.kind === 'defence') {
      if (d.choices.includes('block')) return { flow, commands };
      c = { type: 'unit.defend', unit: d.unit, defence: 'none' };
    }
    if (!c && d.kind === 'turn') c = { type: 'unit.end-turn', unit: d.units[0] ?? '' };
    if (!c) return null;
    flow = flowSend(flow, c);
    if (flow.context.rejection !== null) throw new Error(`${JSON.stringify(c)}: ${flow.context.rejection}`);
    commands.push(c);
  }
  return null;
}
