import type { BattleState, Unit } from './types';

/**
 * Copies of a unit and of the battle state for the rules' hottest steps (a round's start and end,
 * a group's opening, a turn's end): a new object the caller fills in before anyone else sees it,
 * then hands on as read-only. States are never mutated; only the fresh copy is written to.
 *
 * Why not `{ ...u, x }`: Node 20's V8 copies a spread object of this size several times slower
 * than Node 22's and 24's, into a shape holding most fields out of line, and those copies were the
 * largest part of replaying a save there (src/save/save.bench.ts). A literal of every field is one
 * fixed shape that every V8 builds inline.
 *
 * The fields are listed in the order createBattle and unitOfCombatant (setup.ts) write them, so a
 * battle played from its set-up serialises byte for byte as before (the goldens compare bytes).
 * `Required<...>` makes a field added to the type, optional ones included, a compile error here
 * until it is copied too; copy.test.ts checks every field of real units and states survives.
 */
export type Fresh<T> = { -readonly [K in keyof T]: T[K] };

export function copyUnit(u: Unit): Fresh<Required<Unit>> {
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    stats: u.stats,
    cell: u.cell,
    facing: u.facing,
    condition: u.condition,
    armor: u.armor,
    weapons: u.weapons,
    weapon: u.weapon,
    melee: u.melee,
    flashBangs: u.flashBangs,
    firstAidKit: u.firstAidKit,
    lockPicks: u.lockPicks,
    doorCharges: u.doorCharges,
    initiative: u.initiative,
    hold: u.hold,
    turn: u.turn,
    dodging: u.dodging,
    holding: u.holding,
    heldBy: u.heldBy,
    blindRounds: u.blindRounds,
    nextActionPenalty: u.nextActionPenalty,
    status: u.status,
    minuteFrom: u.minuteFrom,
    meleeInHand: u.meleeInHand,
    pendingPenalty: u.pendingPenalty,
  };
}

type Occasional = 'mission' | 'watches';

/**
 * A battle copy: a plain battle's has no `mission` key at all (its saves keep their bytes), a
 * mission's has it; likewise `watches` (R-OPS-48) only while someone watches.
 */
export function copyBattle(s: BattleState): Fresh<Required<Omit<BattleState, Occasional>> & Pick<BattleState, Occasional>> {
  const copy: Fresh<Required<Omit<BattleState, Occasional>> & Pick<BattleState, Occasional>> = {
    version: s.version,
    ruleset: s.ruleset,
    seed: s.seed,
    map: s.map,
    options: s.options,
    sides: s.sides,
    units: s.units,
    objectives: s.objectives,
    rng: s.rng,
    rolls: s.rolls,
    clock: s.clock,
    phase: s.phase,
    order: s.order,
    group: s.group,
    deferred: s.deferred,
    prompt: s.prompt,
    blocks: s.blocks,
    floor: s.floor,
    doors: s.doors,
    result: s.result,
    gm: s.gm,
    aftermath: s.aftermath,
  };
  // Added after the literal, so a plain battle's copy has no such key (and no slow spread of the rest).
  if (s.mission !== undefined) copy.mission = s.mission;
  if (s.watches !== undefined) copy.watches = s.watches;
  return copy;
}
