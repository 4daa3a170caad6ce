import { planRangedAttack } from '../../ops/combat/ranged-plan';
import { fireWeapon } from './fire';
import type { BattleMap } from '../map/types';
import { inflict } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { AttackCommandData, BattleState, DefenceChoice, Unit } from '../state/types';
import { mayStillDodge, unitById, withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { rangedInput } from './ranged-input';
import { checkMelee, resolveMelee } from './melee';
import { unalerted } from '../mission/access';

/** The attacker and target of an attack command, or why it cannot be made. */
export function attackParties(state: BattleState, cmd: AttackCommandData): { attacker: Unit; target: Unit } | string {
  const attacker = actorFor(state, cmd.unit);
  if (typeof attacker === 'string') return attacker;
  const target = unitById(state, cmd.target);
  if (!target) return `There is no unit "${cmd.target}".`;
  if (target.id === attacker.id) return `${attacker.name} cannot attack itself.`;
  if (target.side === attacker.side) return `${target.name} is on ${attacker.name}'s side.`;
  if (target.status !== 'fighting') return `${target.name} is already out of the fight.`;
  return { attacker, target };
}

/**
 * The last answer of attackProblem by identity of its (immutable) arguments: the computer checks
 * its attack and the reducer then checks the very same state, map and command objects again.
 */
let lastCheck: { state: BattleState; map: BattleMap; cmd: AttackCommandData; problem: string | undefined } | undefined;

/** Every check of an attack that needs no dice; undefined when it may go ahead. */
export function attackProblem(state: BattleState, map: BattleMap, cmd: AttackCommandData): string | undefined {
  if (lastCheck && lastCheck.state === state && lastCheck.map === map && lastCheck.cmd === cmd) return lastCheck.problem;
  const problem = checkAttack(state, map, cmd);
  lastCheck = { state, map, cmd, problem };
  return problem;
}

function checkAttack(state: BattleState, map: BattleMap, cmd: AttackCommandData): string | undefined {
  const parties = attackParties(state, cmd);
  if (typeof parties === 'string') return parties;
  if (cmd.type === 'unit.melee') return checkMelee(state, map, parties.attacker, parties.target, cmd.maneuver);
  if (parties.attacker.heldBy) return `${parties.attacker.name} is held and can only try to escape (R-OPS-19).`;
  if (parties.attacker.holding) return `${parties.attacker.name} is holding someone and cannot fire a firearm (R-OPS-36).`;
  const input = rangedInput(state, map, parties.attacker, parties.target, cmd.mode, cmd.shots);
  if (typeof input === 'string') return input;
  const plan = planRangedAttack(input);
  return plan.ok ? undefined : plan.rejected;
}

/** Hand-to-hand maneuvers that are a contest of skill: the ones a block meets (R-OPS-33). */
const BLOCKABLE: readonly string[] = ['punch', 'kick', 'strike', 'grab', 'throw'];

/**
 * What the target of an attack may choose besides taking it (empty: nobody is asked). A dodge is
 * offered to a unit that has not acted, only against an attack it changes: shots, melee and
 * hand-to-hand attacks, grabs; never a disarm or an escape (R-OPS-14, R-OPS-38); a held unit may
 * not dodge (R-OPS-36). A block meets any melee or hand-to-hand attack of skill (R-OPS-33).
 */
export function defenceChoices(state: BattleState, target: Unit, cmd: AttackCommandData): DefenceChoice[] {
  // R-OPS-42: an attack on a defender that is not alerted can be neither dodged nor blocked.
  if (unalerted(state, target)) return [];
  const choices: DefenceChoice[] = [];
  const struggle = cmd.type === 'unit.melee' && (cmd.maneuver === 'escape' || (cmd.maneuver === 'disarm' && state.ruleset !== 1));
  if (!struggle && mayStillDodge(target)) choices.push('dodge');
  // A dodging unit defends with its dodge (+1, R-OPS-19); saves of format 1 knew no block.
  if (cmd.type === 'unit.melee' && BLOCKABLE.includes(cmd.maneuver) && !target.dodging && state.ruleset !== 1) choices.push('block');
  return choices;
}

/**
 * An attack: checked, then either paused for the target's answer (how it defends: R-OPS-14,
 * R-OPS-33) or resolved at once.
 */
export function applyAttack(state: BattleState, map: BattleMap, cmd: AttackCommandData): CommandResult {
  const problem = attackProblem(state, map, cmd);
  if (problem) return reject(problem);
  const target = unitById(state, cmd.target);
  const choices = target ? defenceChoices(state, target, cmd) : [];
  if (target && choices.length > 0) {
    return {
      state: { ...state, prompt: { kind: 'defence', unit: target.id, attack: cmd, choices } },
      events: [{ type: 'defence.offered', unit: target.id, attacker: cmd.unit, choices }],
    };
  }
  return resolveAttack(state, map, cmd, 'defend');
}

/** R-OPS-14: the answer of saves of format 1 (dodge or not), read as `unit.defend`. */
export function applyDodgeReply(state: BattleState, map: BattleMap, unit: string, dodge: boolean): CommandResult {
  return applyDefend(state, map, unit, dodge ? 'dodge' : 'none');
}

/** The attacked unit answers how it defends; the attack then resolves against its choice. */
export function applyDefend(state: BattleState, map: BattleMap, unit: string, defence: DefenceChoice | 'none'): CommandResult {
  const prompt = state.prompt;
  if (!prompt) return reject('Nobody has been asked how to defend.');
  if (prompt.unit !== unit) return reject(`It is ${unitById(state, prompt.unit)?.name ?? prompt.unit} who must answer.`);
  if (defence !== 'none' && !prompt.choices.includes(defence)) {
    return reject(defence === 'dodge' ? `${unitById(state, unit)?.name ?? unit} cannot dodge this attack (R-OPS-38).` : 'Only a melee or hand-to-hand attack can be blocked (R-OPS-33).');
  }
  let s: BattleState = { ...state, prompt: null };
  const events: BattleEvent[] = [];
  if (defence === 'dodge') {
    s = withUnit(s, unit, (u) => ({ ...u, dodging: true, hold: null, turn: { ...u.turn, acted: true, done: true } }));
    events.push({ type: 'unit.dodged', unit, reactive: true });
  } else if (defence === 'block') {
    events.push({ type: 'unit.blocks', unit, attacker: prompt.attack.unit });
  } else {
    events.push({ type: 'dodge.declined', unit });
  }
  const problem = attackProblem(s, map, prompt.attack);
  if (problem) return reject(problem);
  const resolved = resolveAttack(s, map, prompt.attack, defence === 'block' ? 'block' : 'defend');
  if ('rejected' in resolved) return resolved;
  return { state: resolved.state, events: [...events, ...resolved.events] };
}

function resolveAttack(state: BattleState, map: BattleMap, cmd: AttackCommandData, defence: 'defend' | 'block'): CommandResult {
  if (cmd.type === 'unit.melee') return resolveMelee(state, map, cmd, defence);
  const attacker = unitById(state, cmd.unit);
  const target = unitById(state, cmd.target);
  if (!attacker || !target) return reject('That attack has no attacker or target.');
  const input = rangedInput(state, map, attacker, target, cmd.mode, cmd.shots);
  if (typeof input === 'string') return reject(input);
  const shot = fireWeapon(state, attacker, target, input);
  if ('rejected' in shot) return reject(shot.rejected);
  const hurt = inflict(shot.state, shot.effects);
  return finishTurn(hurt.state, attacker.id, [shot.fired, ...hurt.events]);
}
