import { playComputer } from '../ai/driver';
import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { battleSave, tacticalBattleKind } from '../save/battle-kind';
import type { BattleState, Unit } from '../state/types';
import { occupiedBy } from '../state/units';
import { buildSave } from '../../save/build-save';
import type { SaveFile } from '../../save/envelope';
import { CREATED_AT, TEST_APP_VERSION, UPDATED_AT } from '../../save/test-helpers/fixed-times';
import { agentFile } from './gm';
import { asciiBattle, computer, PISTOLEER } from './squads';

/** A free cell next to `u` (reading order), if any. */
export function freeCellNear(state: BattleState, map: BattleMap, u: Unit): Cell | undefined {
  for (let r = 1; r < 4; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const c = { x: u.cell.x + dx, y: u.cell.y + dy };
        if (c.x < 0 || c.y < 0 || c.x >= map.width || c.y >= map.height) continue;
        if (map.cells.blocksMove[c.y * map.width + c.x] === 1 || occupiedBy(state, c.x, c.y)) continue;
        return c;
      }
    }
  }
  return undefined;
}

const fighting = (s: BattleState, side: string): Unit[] => s.units.filter((u) => u.side === side && u.status === 'fighting');

/** The GM edits tried at the start of a round: one kind per round, public and private alternating. */
function editsFor(s: BattleState, map: BattleMap, round: number): BattleCommand[] {
  const a = fighting(s, 'a')[0];
  const b = fighting(s, 'b')[0];
  const pub = round % 2 === 0;
  if (!a || !b) return [];
  const near = freeCellNear(s, map, a);
  switch (round) {
    case 1:
      return near ? [{ type: 'gm.move', unit: a.id, to: near, facing: 2, public: pub }, { type: 'gm.note', text: 'The alarm is silent for now.', public: false }] : [];
    case 2:
      return [
        { type: 'gm.wounds', unit: b.id, row: 'scratch', marked: Math.min(3, b.condition.wounds.scratch + 1), public: pub },
        { type: 'gm.ammo', unit: b.id, weapon: 0, loaded: 1, spares: 3, public: !pub },
      ];
    case 3: {
      const at = freeCellNear(s, map, b);
      return at ? [{ type: 'gm.add-unit', side: 'b', name: 'Gray Lynx', agent: agentFile('golden-lynx', 'Assault'), at, source: 'random', public: pub }] : [];
    }
    case 4:
      return [
        { type: 'gm.state', unit: a.id, set: { state: 'blind', rounds: 1 }, public: pub },
        { type: 'gm.armor', unit: a.id, ballistic: 1, physical: 2, public: pub },
        { type: 'gm.face', unit: b.id, facing: (b.facing + 4) % 8, public: pub },
      ];
    case 5:
      return [
        { type: 'gm.state', unit: b.id, set: { state: 'dodging', on: true }, public: pub },
        { type: 'gm.roll', label: 'reinforcements arrive', dice: 4, trait: { name: 'Luck', value: 0 }, difficulty: 1, public: false },
        { type: 'gm.roll', label: 'the alarm', dice: 3, trait: { name: 'Guards', value: -1 }, difficulty: null, public: true },
      ];
    case 6:
      return [{ type: 'gm.door', at: { x: 9, y: 2 }, state: 'locked', public: pub }];
    case 7:
      return [{ type: 'gm.door', at: { x: 9, y: 2 }, state: 'open', public: pub }];
    default:
      return [];
  }
}

/**
 * A computer-vs-computer battle with the GM's edits of most kinds at the start of rounds 1-5:
 * the format 2 golden of GM mode (test/fixtures/saves/v2/tactical-battle-gm.save.json).
 */
export function gmBattleSave(seed = 'golden-gm'): SaveFile {
  const { map, state } = asciiBattle(
    `
    a..o.....#....s
    b..o..O..#....t
    .......""/....u`,
    { seed, controllers: [computer('veteran'), computer('recruit')], gearB: PISTOLEER },
  );
  const initial = { ...state, options: { ...state.options, maxRounds: 8 } };
  let s = initial;
  const commands: BattleCommand[] = [];
  let edited = 0;
  for (let guard = 0; guard < 10_000 && s.phase !== 'over'; guard++) {
    if (s.phase === 'turns' && s.clock.round > edited) {
      edited = s.clock.round;
      for (const c of editsFor(s, map, edited)) {
        const r = applyBattleCommand(s, map, c);
        if ('rejected' in r) continue;
        s = r.state;
        commands.push(c);
      }
    }
    const next = playComputer(s, map, 1);
    if (next.commands.length === 0) break;
    s = next.state;
    commands.push(...next.commands);
  }
  return buildSave(tacticalBattleKind, {
    title: 'Golden GM skirmish',
    seed,
    initialState: battleSave(initial, map),
    commands,
    state: battleSave(s, map),
    appVersion: TEST_APP_VERSION,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  });
}
