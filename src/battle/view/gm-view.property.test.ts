import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computerCommand } from '../ai/driver';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { flowAt, flowSend } from '../round/step';
import { GM_UNIT_STATES, type GmUnitState } from '../state/gm';
import type { BattleState } from '../state/types';
import { agentFile } from '../test-helpers/gm';
import { randomBattle, TILES_WITH_DOORS, trulySeen } from '../test-helpers/random-battle';
import { computer } from '../test-helpers/squads';
import { emptyGmMemory, gmPlan, playersFacts, rememberGm } from './gm-view';

/**
 * The players' display at a GM table as a property: over random battles where the GM makes edits of every kind
 * (public and private), notes, rolls and lets the computer play, the players' display's facts
 * never name or place a unit the players' side has not seen, and never hold a private roll, a GM
 * note or the computer's plan. "Seen" is worked out from the geometry here, not from the view.
 */

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** A GM command of kind `k` (0..11) on the battle, from the numbers `n`; it may be refused (then skipped). */
function gmCommand(s: BattleState, map: BattleMap, k: number, n: number, serial: number): BattleCommand | null {
  const units = s.units;
  const u = units[n % Math.max(1, units.length)];
  const pub = n % 2 === 0;
  const cell = { x: n % map.width, y: Math.floor(n / map.width) % map.height };
  if (!u && k < 9) return null;
  const id = u?.id ?? '';
  switch (k) {
    case 0:
      return { type: 'gm.move', unit: id, to: cell, facing: n % 8, public: pub };
    case 1:
      return { type: 'gm.face', unit: id, facing: (n >> 3) % 8, public: pub };
    case 2:
      return { type: 'gm.wounds', unit: id, row: 'scratch', marked: n % 3, public: pub };
    case 3:
      return { type: 'gm.ammo', unit: id, weapon: 0, loaded: n % 4, spares: n % 3, public: pub };
    case 4:
      return { type: 'gm.armor', unit: id, ballistic: 0, physical: n % 2, public: pub };
    case 5: {
      const other = units[(n >> 2) % Math.max(1, units.length)]?.id ?? id;
      const sets: Record<(typeof GM_UNIT_STATES)[number], GmUnitState> = {
        dodging: { state: 'dodging', on: n % 3 !== 0 },
        holding: { state: 'holding', until: n % 3 === 0 ? null : n % 3 === 1 ? { unit: other } : { value: -2 } },
        blind: { state: 'blind', rounds: n % 3 },
        grabbed: { state: 'grabbed', by: n % 3 === 0 ? null : other },
        out: { state: 'out', on: n % 4 === 0 },
      };
      const set = sets[GM_UNIT_STATES[(n >> 4) % GM_UNIT_STATES.length] ?? 'blind'];
      return { type: 'gm.state', unit: id, set, public: pub };
    }
    case 6:
      return { type: 'gm.add-unit', side: n % 3 === 0 ? 'a' : 'b', name: `Added${serial}x`, agent: agentFile(`p${n % 5}`), at: cell, source: 'random', public: pub };
    case 7:
      return { type: 'gm.remove-unit', unit: id, public: pub };
    case 8: {
      const door = s.doors[n % Math.max(1, s.doors.length)];
      return door ? { type: 'gm.door', at: { x: door.x, y: door.y }, state: (['open', 'closed', 'locked'] as const)[n % 3] ?? 'open', public: pub } : null;
    }
    case 9:
      return pub ? { type: 'gm.note', text: `Announcement ${serial}.`, public: true } : { type: 'gm.note', text: `SECRETNOTE${serial}`, public: false };
    default:
      return { type: 'gm.roll', label: pub ? `open roll ${serial}` : `SECRETROLL${serial}`, dice: 1 + (n % 4), trait: { name: 'Luck', value: (n % 5) - 2 }, difficulty: n % 3 === 0 ? null : 0, public: pub };
  }
}

describe("the players' display at a GM table (fast-check)", () => {
  it('never shows an unseen unit, a private roll, a GM note or the computer\'s plan, whatever the GM does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 16 * 8, maxLength: 16 * 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.string({ maxLength: 5 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(20), fc.nat(4000)), { minLength: 80, maxLength: 80 }),
        (tiles, perSide, seed, pistols, picks) => {
          const { map, state: s0 } = randomBattle({ tiles, perSide, seed, pistols }, { width: 16, height: 8, controllers: [{ kind: 'human', seat: 0 }, computer('veteran')], maxRounds: 6, tileSet: TILES_WITH_DOORS });
          const players = ['a'];
          let flow = flowAt(s0, map);
          let memory = emptyGmMemory(s0);
          const ever = new Set<string>();
          const secrets: string[] = [];
          let serial = 0;
          for (const [k, n] of picks) {
            if (flow.value === 'over') break;
            const s = flow.context.battle;
            for (const id of trulySeen(s, map, 'a')) ever.add(id);
            const plan = gmPlan(flow);
            if (plan) secrets.push(plan.text);
            // The GM acts about half the time; otherwise the battle goes on (side a played by the computer's choices too).
            let c: BattleCommand | null | undefined = k < 12 ? gmCommand(s, map, k, n, serial++) : null;
            if (c && flowSend(flow, c).context.rejection !== null) c = null;
            c ??= computerCommand(flowAt({ ...s, sides: s.sides.map((x) => ({ ...x, controller: computer('veteran') })) }, map));
            if (!c) break;
            if (c.type === 'gm.note' && !c.public) secrets.push(c.text);
            if (c.type === 'gm.roll' && !c.public) secrets.push(c.label);
            const next = flowSend(flow, c);
            if (next.context.rejection !== null) throw new Error(`${JSON.stringify(c)}: ${next.context.rejection}`);
            memory = rememberGm(memory, map, players, s, next.context.battle, next.context.events);
            flow = next;
            const after = flow.context.battle;
            for (const id of trulySeen(after, map, 'a')) ever.add(id);
            const facts = playersFacts(flow, memory, players, { lines: 400, rolls: 400 });
            const text = strings(facts, []).join('\n');
            const seenNow = trulySeen(after, map, 'a');
            for (const u of facts.units) {
              const own = u.side === 'a';
              expect(own || seenNow.has(u.id) || u.states.dead, `${u.id} on the players' display unseen`).toBe(true);
            }
            // Names: only own units and units the players saw at some time (a line tells what they saw then).
            for (const u of [...after.units, ...s.units]) {
              if (u.side === 'a' || ever.has(u.id)) continue;
              expect(text.includes(u.name), `the players' display names ${u.id} (never seen)`).toBe(false);
            }
            for (const secret of secrets) expect(text.includes(secret), `the players' display holds "${secret}"`).toBe(false);
          }
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
