/**
 * Referee helpers over the true state: fights, wounds, spotting on sight and Protect
 * interception. Only the reducer's resolution steps call these.
 */
import { ladderLabel } from '../../core/ladder';
import { groupData } from '../data/groups';
import type { HatsState, SeatId, WoundRow } from '../state';
import { sideOf } from '../view/knowledge';
import { agentMark, noteWound } from './dossier';
import { addWound, agentFighter, damageTerms, damageValue, groupFighter, WOUND_NAMES, type Fighter } from './combat';
import type { SkillId } from '../data/skills';
import { agentSkill, groupSkill, inRange, agentRange, plainSubtlety, NO_SIDE, type SideFacts } from './modifiers';
import { roll, trait, traitTotal, type RollRecord, type TraitValue } from './rolls';
import type { Tx } from './tx';

export function unitOwner(state: HatsState, id: string): SeatId | null {
  return state.agents[id]?.owner ?? state.groups[id]?.owner ?? null;
}

export function unitArea(state: HatsState, id: string): string {
  const a = state.agents[id];
  return a ? a.area : groupData(id).area;
}

export function unitName(state: HatsState, id: string): string {
  return state.agents[id]?.name ?? groupData(id).name;
}

export function isAgent(state: HatsState, id: string): boolean {
  return state.agents[id] !== undefined;
}

/** An acting unit's skill as it rolls it now, with its own side's modifiers. */
export function actorSkillIn(state: HatsState, id: string, skill: SkillId): TraitValue | null {
  const a = state.agents[id];
  if (a) return agentSkill(a, skill, sideOf(state, a.owner));
  const g = state.groups[id];
  return g ? groupSkill(g, skill, sideOf(state, g.owner)) : null;
}

/**
 * How `seat` may name a unit in a log line: by its name when it owns it, has it spotted now, or it
 * is a Group (Groups are public; their controllers are not); otherwise "an unknown Agent" (R-HATS-13).
 */
export function knownAs(state: HatsState, seat: SeatId, id: string): string {
  if (state.groups[id]) return groupData(id).name;
  const a = state.agents[id];
  if (!a) return 'an unknown Agent';
  if (a.owner === seat) return a.name;
  const m = state.marks[seat]?.[id];
  return m && m.kind === 'agent' && !m.stale ? a.name : 'an unknown Agent';
}

/**
 * The skill an acting unit rolls for Surveillance, Infiltrate, Bribery, Subversion, Indoctrinate and
 * Research. Before rules edition 4 these read a Group's skill without its side, so a Group's roll
 * missed the round's event (a Power grid failure on a police department's Surveillance); from
 * edition 4 it takes it as an Agent's does (R-HATS-17), and previews count it (R-HATS-18).
 */
export function rolledSkill(state: HatsState, id: string, skill: SkillId): TraitValue | null {
  const a = state.agents[id];
  if (a) return agentSkill(a, skill, sideOf(state, a.owner));
  const g = state.groups[id];
  if (!g) return null;
  return groupSkill(g, skill, state.version >= 4 ? sideOf(state, g.owner) : NO_SIDE);
}

export function fighterIn(state: HatsState, id: string): Fighter {
  const a = state.agents[id];
  if (a) return agentFighter(a, sideOf(state, a.owner));
  const g = state.groups[id];
  if (!g) throw new Error(`no unit ${id}`);
  return groupFighter(g, sideOf(state, g.owner));
}

/** Seats (other than `except`) with an Agent in `area`: the ones who see what happens there. */
export function seatsWatching(state: HatsState, area: string, except: SeatId | null): SeatId[] {
  const seats = new Set<SeatId>();
  for (const a of Object.values(state.agents)) if (a.area === area && a.owner !== null && a.owner !== except) seats.add(a.owner);
  return [...seats].sort();
}

/** Gives `seats` a fresh mark on a unit: a dossier for an Agent, its controller for a Group. */
export function reveal(tx: Tx, id: string, seats: readonly SeatId[]): void {
  const s = tx.state;
  const agent = s.agents[id];
  for (const seat of seats) {
    if (agent) {
      if (agent.owner === seat) continue;
      tx.setMark(seat, agentMark(s, agent));
    } else {
      const g = s.groups[id];
      if (!g || g.owner === seat) continue;
      tx.setMark(seat, { kind: 'group', target: id, owner: g.owner, round: s.round });
    }
  }
}

/**
 * Applies damage to a unit; at Eliminated an Agent is removed and a Group destroyed. `dealer` is the
 * seat whose unit struck: from rules edition 4 it is told the wound row it dealt (when it can name
 * the unit), and it and the witnesses keep it in their dossiers (R-HATS-18, rules/dossier.ts).
 */
export function hurt(tx: Tx, id: string, damage: number, witnesses: readonly SeatId[], dealer: SeatId | null = null): void {
  if (damage <= 0) return;
  const s = tx.state;
  const agent = s.agents[id];
  const group = s.groups[id];
  const current = agent?.wounds ?? group?.wounds ?? 0;
  const row = addWound(current, damage);
  const owner = unitOwner(s, id);
  // The dealer is told only of a unit it can name (R-HATS-13: a Group's controller that did not see its attacker learns nothing of it).
  const told = s.version >= 4 && dealer !== null && knownAs(s, dealer, id) === unitName(s, id) ? [...witnesses, dealer] : witnesses;
  const audience = owner ? [...told, owner] : [...told];
  const name = unitName(s, id);
  const area = unitArea(s, id);
  if (agent) {
    if (row >= 5) {
      tx.removeAgent(id);
      tx.staleMarks(id);
      tx.log(audience, `${name} is eliminated.`, [], area);
    } else {
      tx.setAgent(id, { wounds: row as WoundRow, protecting: row >= 4 ? null : agent.protecting });
      tx.log(audience, `${name} is ${WOUND_NAMES[row]}.`, [], area);
      noteWound(tx, id, row as WoundRow, told);
    }
  } else if (group) {
    if (row >= 5) {
      tx.setGroup(id, { destroyed: true, owner: null, wounds: 4, protecting: null });
      tx.log('all', `${name} is destroyed.`, [], area);
    } else {
      tx.setGroup(id, { wounds: row as WoundRow });
      tx.log('all', `${name} is ${WOUND_NAMES[row]}.`, [], area);
    }
  }
}

export interface FightResult {
  readonly winner: 'attacker' | 'defender' | null;
  /** Damage dealt to the loser (0 on a tie or when armor stops it). */
  readonly damage: number;
  readonly rolls: readonly RollRecord[];
}

/**
 * One exchange of Combat between two units (R-HATS-7). Every Agent watching spots the Agents that
 * fight ("any Agent engaging in Combat is automatically spotted by all other Agents in the Area").
 * R-HATS-13: fighting a Group reveals nobody its controller, and a seat that did not see the
 * attacker (a Group's controller with no Agent watching) learns only that its Group was attacked.
 * Games of rules edition 1 keep the older reveal (both sides spotted by all, controllers included).
 */
export function fight(tx: Tx, attackerId: string, defenderId: string): FightResult {
  const s = tx.state;
  const att = fighterIn(s, attackerId);
  const def = fighterIn(s, defenderId);
  const a = roll(tx.rng, att.combat, `opposed by ${def.name}'s ${def.combat.label} ${ladderLabel(traitTotal(def.combat))}`);
  const d = roll(tx.rng, def.combat, `defending against ${att.name}`);
  const attOwner = unitOwner(s, attackerId);
  const defOwner = unitOwner(s, defenderId);
  const areas = [...new Set([unitArea(s, attackerId), unitArea(s, defenderId)])];
  const watchers = [...new Set(areas.flatMap((ar) => seatsWatching(s, ar, null)))];
  const where = unitArea(s, defenderId);
  if (s.version === 1) {
    reveal(tx, attackerId, [...watchers, ...(defOwner ? [defOwner] : [])]);
    reveal(tx, defenderId, [...watchers, ...(attOwner ? [attOwner] : [])]);
  } else {
    // Agents are spotted by whoever watches, and by the Agent they fight; Groups' controllers by nobody.
    if (isAgent(s, attackerId)) reveal(tx, attackerId, [...watchers, ...(defOwner && isAgent(s, defenderId) ? [defOwner] : [])]);
    if (isAgent(s, defenderId)) reveal(tx, defenderId, [...watchers, ...(attOwner ? [attOwner] : [])]);
  }
  const audience = [...new Set([...watchers, ...(attOwner ? [attOwner] : []), ...(defOwner ? [defOwner] : [])])];
  /** The line for every seat of the audience, with the attacker named only where that seat knows it. */
  const say = (line: (attacker: string) => string): void => {
    if (tx.state.version === 1) {
      tx.log(audience, line(att.name), [a, d]);
      return;
    }
    const named = audience.filter((seat) => knownAs(tx.state, seat, attackerId) === att.name);
    const unnamed = audience.filter((seat) => !named.includes(seat));
    tx.log(named, line(att.name), [a, d], where);
    tx.log(unnamed, line('An unknown Agent'), [], where);
  };
  if (a.total === d.total || a.total < d.total) {
    if (a.total === d.total) {
      say((who) => `${who} attacks ${def.name}: a standoff, nobody is hurt.`);
      return { winner: null, damage: 0, rolls: [a, d] };
    }
    const terms = damageTerms(def, att, d.total - a.total, s.options);
    const dmg = damageValue(terms);
    say((who) => `${who} attacks ${def.name} and is beaten back (${Math.max(0, dmg)} damage).`);
    hurt(tx, attackerId, dmg, watchers, defOwner);
    return { winner: 'defender', damage: Math.max(0, dmg), rolls: [a, d] };
  }
  const terms = damageTerms(att, def, a.total - d.total, s.options);
  const dmg = damageValue(terms);
  say((who) => `${who} beats ${def.name} in Combat (${Math.max(0, dmg)} damage).`);
  hurt(tx, defenderId, dmg, watchers, attOwner);
  return { winner: 'attacker', damage: Math.max(0, dmg), rolls: [a, d] };
}

function protectSkill(s: HatsState, id: string, side: SideFacts): TraitValue | null {
  const a = s.agents[id];
  if (a) return agentSkill(a, 'protect', side);
  const g = s.groups[id];
  return g ? groupSkill(g, 'protect', side) : null;
}

function canStillProtect(s: HatsState, id: string, targetArea: string, side: SideFacts): boolean {
  const a = s.agents[id];
  if (a) return a.wounds < 4 && inRange(agentRange(a, 'protect', side), a.area, targetArea);
  const g = s.groups[id];
  if (!g || g.destroyed || g.stunned > 0 || g.wounds >= 4) return false;
  const d = groupData(id);
  return inRange(d.range, d.area, targetArea);
}

/**
 * Protect interception (black-hats.txt): each Protector guarding the target tests Protect (-2 when
 * guarding a whole Area) against the acting unit's Subtlety; on success the two fight, and the
 * action goes on only if the actor beats (damages) the Protector. Returns whether it goes on.
 */
export function runInterceptions(tx: Tx, actorId: string, targetId: string): boolean {
  const s0 = tx.state;
  const targetOwner = unitOwner(s0, targetId);
  const actorOwner = unitOwner(s0, actorId);
  if (targetOwner === null || targetOwner === actorOwner) return true;
  const targetArea = unitArea(s0, targetId);
  // Named once: the target may guard its own Area and fall to the actor in an earlier interception.
  const targetName = unitName(s0, targetId);
  const side = sideOf(s0, targetOwner);
  const protectors = [...Object.values(s0.agents), ...Object.values(s0.groups)]
    .filter((u) => u.owner === targetOwner && u.protecting !== null && u.id !== actorId)
    .filter((u) => (u.protecting?.kind === 'unit' ? u.protecting.target === targetId : u.protecting?.area === targetArea))
    .map((u) => u.id)
    .sort();
  for (const pid of protectors) {
    const s = tx.state;
    if (!s.agents[actorId] && !s.groups[actorId]) return false;
    if (unitOwner(s, pid) !== targetOwner || !canStillProtect(s, pid, targetArea, side)) continue;
    const skill = protectSkill(s, pid, side);
    if (!skill) continue;
    const order = s.agents[pid]?.protecting ?? s.groups[pid]?.protecting;
    const test = order?.kind === 'area' ? trait(skill.label, skill.base, [...skill.mods, { label: 'Guarding an Area', value: -2 }]) : skill;
    const actorAgent = s.agents[actorId];
    const subtlety = actorAgent ? traitTotal(plainSubtlety(actorAgent, sideOf(s, actorAgent.owner))) : 0;
    const seen = roll(tx.rng, test, `against ${unitName(s, actorId)}'s Subtlety ${ladderLabel(subtlety)}`);
    // R-HATS-12: a guard that notices nothing learns neither who came nor how subtle it was.
    const r = seen.total < subtlety && s.version >= 2 ? { ...seen, against: 'against the Subtlety of whoever came' } : seen;
    if (r.total < subtlety) {
      tx.log([targetOwner], `${unitName(s, pid)} watched over ${targetName} but noticed nothing.`, [r], targetArea);
      continue;
    }
    const name = unitName(s, actorId);
    tx.log([targetOwner, ...(actorOwner ? [actorOwner] : [])], `${unitName(s, pid)} intercepts ${name}.`, [r], targetArea);
    const result = fight(tx, actorId, pid);
    if (result.winner !== 'attacker' || result.damage <= 0) {
      if (actorOwner) tx.log([actorOwner], `${name}'s action is cancelled.`, [], targetArea);
      return false;
    }
  }
  return true;
}
