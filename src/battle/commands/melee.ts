import { meleeManeuverProblem, resolveMelee as resolveOpsMelee, type Fighter, type MeleeInput, type MeleeManeuver } from '../../ops/combat/melee';
import { findMeleeWeapon } from '../../ops/data/melee-weapons';
import { findStyle } from '../../ops/data/martial-arts';
import type { BattleMap } from '../map/types';
import { inflict } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { AttackCommandData, BattleState, Effect, Unit } from '../state/types';
import { unitById, unitModifiers, withUnit } from '../state/units';
import { finishTurn, reject, type CommandResult } from './actor';
import { diceFor } from '../state/dice';
import { damageReport } from './damage-report';
import { unalerted } from '../mission/access';

type MeleeCommand = Extract<AttackCommandData, { type: 'unit.melee' }>;

/** Hand-to-hand needs the two on touching cells (diagonals included). */
export function adjacent(a: Unit, b: Unit): boolean {
  return Math.max(Math.abs(a.cell.x - b.cell.x), Math.abs(a.cell.y - b.cell.y)) === 1;
}

/** The skill a unit fights with: Melee Weapons for a strike, else its better unarmed skill (R-OPS-18, 20). */
function fighter(u: Unit, maneuver: MeleeManeuver | 'defend'): Fighter {
  const sk = u.stats.skills;
  const brawl = sk['Brawling'] ?? -3;
  const arts = sk['Martial Arts'];
  const weapon = u.melee ? findMeleeWeapon(u.melee) : null;
  const useArts = arts !== undefined && arts >= brawl;
  let skill = useArts ? { name: 'Martial Arts', value: arts } : { name: 'Brawling', value: brawl };
  if (maneuver === 'strike' || (maneuver === 'defend' && weapon?.ok && (sk['Melee Weapons'] ?? -3) > skill.value)) {
    skill = { name: 'Melee Weapons', value: sk['Melee Weapons'] ?? -3 };
  }
  const style = useArts && u.stats.style ? findStyle(u.stats.style) : null;
  return {
    skill,
    body: u.stats.body,
    reactions: u.stats.rea,
    style: style?.ok ? style.value : undefined,
    martialArts: useArts && skill.name === 'Martial Arts' ? arts : undefined,
    weapon: weapon?.ok ? weapon.value : undefined,
    grabbing: u.holding !== null,
    grabbed: u.heldBy !== null,
    modifiers: unitModifiers(u, { combat: true, sight: true, physical: true }),
  };
}

/**
 * The src/ops input of a melee action. The defender dodging defends with its dodge (+1, R-OPS-19);
 * otherwise with `defence`: plainly, or a block it chose (R-OPS-33, its style's bonus applies).
 */
export function meleeInput(attacker: Unit, target: Unit, maneuver: MeleeManeuver, defence: 'defend' | 'block' = 'defend', surprise = false): MeleeInput {
  const a = fighter(attacker, maneuver);
  return {
    maneuver,
    // R-OPS-42: a melee or hand-to-hand attack on a defender that is not alerted is at +2.
    attacker: surprise ? { ...a, modifiers: [...(a.modifiers ?? []), { value: 2, reason: 'surprise: the defender is not alerted (R-OPS-42)' }] } : a,
    defender: fighter(target, 'defend'),
    defense: target.dodging ? 'dodge' : defence,
  };
}

/** Whether the unit holds a weapon a disarm can knock away (R-OPS-34). */
export function holdsWeapon(u: Unit): boolean {
  return u.weapon >= 0 || u.meleeInHand;
}

/** Why this maneuver cannot be made now (R-OPS-19, R-OPS-34), or undefined. */
export function checkMelee(state: BattleState, _map: BattleMap, attacker: Unit, target: Unit, maneuver: MeleeManeuver): string | undefined {
  if (!adjacent(attacker, target)) return `${target.name} is not within reach for hand-to-hand combat.`;
  const problem = meleeManeuverProblem(meleeInput(attacker, target, maneuver));
  if (problem) return problem;
  if (state.ruleset !== 1) {
    if (maneuver === 'strike' && !attacker.meleeInHand) return `${attacker.name} must take the ${attacker.melee ?? 'melee weapon'} in hand first (R-OPS-34).`;
    if (maneuver === 'disarm' && !holdsWeapon(target)) return `${target.name} holds no weapon to knock away.`;
  }
  if (maneuver === 'escape' && attacker.heldBy !== target.id) return `${target.name} is not the one holding ${attacker.name}.`;
  if (maneuver === 'throw' && attacker.holding !== target.id) return `${attacker.name} is not holding ${target.name}.`;
  if (maneuver === 'grab' && target.heldBy !== null) return `${target.name} is already held.`;
  return undefined;
}

export function resolveMelee(state: BattleState, map: BattleMap, cmd: MeleeCommand, defence: 'defend' | 'block'): CommandResult {
  const attacker = unitById(state, cmd.unit);
  const target = unitById(state, cmd.target);
  if (!attacker || !target) return reject('That attack has no attacker or target.');
  const problem = checkMelee(state, map, attacker, target, cmd.maneuver);
  if (problem) return reject(problem);
  const dice = diceFor(state, attacker.id);
  const input = meleeInput(attacker, target, cmd.maneuver, defence, unalerted(state, target));
  const result = resolveOpsMelee(dice.rng, input, {
    wounds: target.condition.wounds,
    armor: target.armor,
    damageReduction: target.stats.damageReduction,
  });
  if (!result.ok) return reject(result.rejected);
  const effects: Effect[] = [];
  let self: Partial<Pick<Unit, 'holding' | 'heldBy'>> = {};
  let blocks = state.blocks;
  const after: BattleEvent[] = [];
  if (result.damage && (result.damage.level !== 'none' || result.damage.armorDegraded)) {
    effects.push({ kind: 'wound', unit: target.id, level: result.damage.level, wear: result.damage.armorDegraded ? 'physical' : null });
  }
  for (const e of result.effects) {
    if (e.kind === 'hold') {
      self = { holding: target.id };
      effects.push({ kind: 'grab', unit: target.id, holder: attacker.id });
    } else if (e.kind === 'hold broken') {
      if (cmd.maneuver === 'escape') {
        self = { heldBy: null };
        effects.push({ kind: 'let-go', unit: target.id });
      } else {
        self = { holding: null };
        effects.push({ kind: 'release', unit: target.id });
      }
    } else if (e.kind === 'next action penalty') {
      effects.push({ kind: 'penalty', unit: target.id, value: e.value });
    } else if (e.kind === 'weapon dropped') {
      effects.push({ kind: 'disarm', unit: target.id });
    } else if (e.kind === 'block advantage') {
      // R-OPS-33: next round the blocker acts before this attacker.
      blocks = [...blocks, { blocker: target.id, attacker: attacker.id }];
      after.push({ type: 'block.advantage', unit: target.id, attacker: attacker.id });
    }
  }
  const event: BattleEvent = {
    type: 'unit.melee',
    unit: attacker.id,
    target: target.id,
    maneuver: cmd.maneuver,
    attacker: result.rolls.attacker,
    defender: result.rolls.defender,
    won: result.attackerWins,
    damage: result.damage ? damageReport(result.damage) : null,
    defence: input.defense ?? 'defend',
  };
  let s = withUnit({ ...dice.commit(state), blocks }, attacker.id, (u) => ({ ...u, ...self }));
  const hurt = inflict(s, effects);
  s = hurt.state;
  return finishTurn(s, attacker.id, [event, ...after, ...hurt.events]);
}
