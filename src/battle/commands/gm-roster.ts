import { agentFromFile, type AgentFile } from '../../agents/agent-file';
import type { AgentLevel } from '../../agents/levels';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { combatantFromAgent } from '../state/from-agent';
import type { GmSource } from '../state/gm';
import { unitOfCombatant } from '../state/setup';
import type { BattleState, TurnGroup } from '../state/types';
import { reject, type CommandResult } from './actor';
import { cellProblem, gmStep, gmTarget } from './gm-edits';

/**
 * Units the GM brings in mid-battle or takes away (src/battle/README.md, "GM mode"). A newcomer
 * gets an id no unit of this battle ever had (`<side>-r<n>`, counted in `state.gm`), so nothing
 * said about a removed unit is ever read as being about another.
 */

/** The code name a unit goes by: a few words, no control characters. */
const NAME = /^[^\p{Cc}]{1,80}$/u;

/** Who joins: a side, a code name, the whole agent, a free cell, where it came from (a random agent's level too). */
export interface GmNewcomer {
  readonly side: string;
  readonly name: string;
  readonly file: AgentFile;
  readonly at: Cell;
  readonly source: GmSource;
  readonly level: AgentLevel | null;
}

export function gmAddUnit(state: BattleState, map: BattleMap, who: GmNewcomer, isPublic: boolean): CommandResult {
  const { side, name, file, at, source, level } = who;
  if (state.phase === 'over') return reject('The battle is over.');
  if (level !== null && source !== 'random') return reject('Only a random agent is drawn at a level.');
  const s = state.sides.find((x) => x.id === side);
  if (!s) return reject(`There is no side "${side}".`);
  const trimmed = name.trim();
  if (!NAME.test(trimmed)) return reject('A unit needs a code name of 1 to 80 characters.');
  if (state.units.length >= 64) return reject('A battle holds at most 64 units.');
  const problem = cellProblem(state, map, at);
  if (problem) return reject(problem);
  let n = state.gm.added + 1;
  while (state.units.some((u) => u.id === `${side}-r${n}`)) n += 1;
  const id = `${side}-r${n}`;
  const agent = agentFromFile(file);
  // Facing the map's middle, as a squad arriving would.
  const facing = at.x < map.width / 2 ? 2 : 6;
  const unit = unitOfCombatant(combatantFromAgent({ ...agent, name: trimmed }), id, side, { x: at.x, y: at.y }, facing);
  if (typeof unit === 'string') return reject(unit);
  // Mid-round it has no initiative yet: it rolls with everyone at the next round's start (R-OPS-4).
  const joined = state.phase === 'turns' ? { ...unit, turn: { moved: 0, acted: true, done: true } } : unit;
  const next: BattleState = { ...state, units: [...state.units, joined], gm: { ...state.gm, added: n } };
  return gmStep(next, { kind: 'added', unit: id, name: trimmed, side, sideName: s.name, at: { x: at.x, y: at.y }, source, level }, isPublic);
}

const without = (groups: readonly TurnGroup[], id: string): TurnGroup[] =>
  groups.map((g) => ({ ...g, units: g.units.filter((u) => u !== id) })).filter((g) => g.units.length > 0);

/**
 * Takes a unit off the battle: out of the initiative order and the acting group, its grips let
 * go, harm still waiting for it dropped, holds waiting on it released (R-OPS-28). Refused while a
 * dodge question is open (it names an attacker and a target).
 */
export function gmRemoveUnit(state: BattleState, id: string, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  if (state.units.length <= 1) return reject(`${u.name} is the last unit on the map: add another before removing it.`);
  const units = state.units
    .filter((v) => v.id !== u.id)
    .map((v) => ({
      ...v,
      holding: v.holding === u.id ? null : v.holding,
      heldBy: v.heldBy === u.id ? null : v.heldBy,
    }));
  const group = state.group ? { ...state.group, units: state.group.units.filter((x) => x !== u.id) } : null;
  const next: BattleState = {
    ...state,
    units,
    order: without(state.order, u.id),
    group,
    deferred: state.deferred.filter((e) => e.unit !== u.id && !(e.kind === 'grab' && e.holder === u.id)),
  };
  return gmStep(next, { kind: 'removed', unit: u.id, name: u.name, side: u.side }, isPublic, true);
}
