import type { BattleCommand } from '../commands/types';
import { unitFates, type FateKind } from '../debrief/fates';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { inDanger } from '../time/aftermath';

/**
 * What the computer sides actually did over many battles (`blacksite sim --json`'s `census`): per
 * side, each command type its units gave and its variants, read from the command log (each melee
 * maneuver, defence, door action, kind of hold and what a switch took in hand), the bleeding and
 * near-death rolls of its units and their fates (R-OPS-32). Plain counts, summed over battles;
 * `unresolved` counts battles that ended with a casualty still in danger (it should be 0).
 */
export interface SideCensus {
  readonly commands: Record<string, number>;
  readonly maneuvers: Record<string, number>;
  readonly defences: Record<string, number>;
  readonly doors: Record<string, number>;
  /** R-OPS-28: holds to a lower initiative `value`, and `until` a named unit acts. */
  readonly holds: Record<string, number>;
  /** R-OPS-34: what a switch took in hand: a `firearm`, the `melee` weapon, or `none` (put away). */
  readonly switches: Record<string, number>;
  readonly rolls: { bleeding: number; nearDeath: number; firstAid: number };
  readonly fates: Record<FateKind, number>;
  /** Flash-bangs that went off where aimed, and the enemies they blinded. */
  readonly flashBangs: { thrown: number; onTarget: number; enemiesBlinded: number };
  /** R-OPS-48: shots its watchers fired at moving enemies, and those that hit. */
  readonly watchShots: { fired: number; hit: number };
}

/** A tally that grows as battles are played (`countStep`, `countEnd` add to it). */
export interface Census {
  battles: number;
  /** Battles that ended with a casualty left bleeding or dying. */
  unresolved: number;
  /** Minutes after the battle until every casualty was stable or dead, summed over battles (R-OPS-32). */
  aftermathMinutes: number;
  /** The rounds of battle, summed. */
  rounds: number;
  readonly sides: Record<string, SideCensus>;
}

function emptySide(): SideCensus {
  return {
    commands: {},
    maneuvers: {},
    defences: {},
    doors: {},
    holds: {},
    switches: {},
    rolls: { bleeding: 0, nearDeath: 0, firstAid: 0 },
    fates: { unhurt: 0, wounded: 0, prisoner: 0, dead: 0, unresolved: 0 },
    flashBangs: { thrown: 0, onTarget: 0, enemiesBlinded: 0 },
    watchShots: { fired: 0, hit: 0 },
  };
}

export function emptyCensus(sides: readonly string[]): Census {
  return { battles: 0, unresolved: 0, aftermathMinutes: 0, rounds: 0, sides: Object.fromEntries(sides.map((s) => [s, emptySide()])) };
}

const bump = (bag: Record<string, number>, key: string, by = 1): void => {
  bag[key] = (bag[key] ?? 0) + by;
};

/** Counts one applied command and its events; `before` is the state it was applied to. */
export function countStep(census: Census, before: BattleState, command: BattleCommand, events: readonly BattleEvent[]): void {
  const sideOfUnit = (id: string) => before.units.find((u) => u.id === id)?.side;
  if ('unit' in command) {
    const side = sideOfUnit(command.unit);
    const c = side === undefined ? undefined : census.sides[side];
    if (c) {
      bump(c.commands, command.type);
      if (command.type === 'unit.melee') bump(c.maneuvers, command.maneuver);
      if (command.type === 'unit.defend') bump(c.defences, command.defence);
      if (command.type === 'unit.dodge-reply') bump(c.defences, command.dodge ? 'dodge' : 'none');
      if (command.type === 'unit.door') bump(c.doors, command.action);
      if (command.type === 'unit.hold') bump(c.holds, 'value' in command.until ? 'value' : 'until');
      if (command.type === 'unit.switch') bump(c.switches, typeof command.to === 'number' ? 'firearm' : command.to);
    }
  }
  let watching: string | null = null;
  for (const e of events) {
    const side = 'unit' in e && typeof e.unit === 'string' ? sideOfUnit(e.unit) : undefined;
    const c = side === undefined ? undefined : census.sides[side];
    if (!c) continue;
    if (e.type === 'watch.fired') {
      c.watchShots.fired++;
      watching = e.unit;
    } else if (e.type === 'unit.fired' && e.unit === watching) {
      if (e.shots.some((s) => s.hit)) c.watchShots.hit++;
      watching = null;
    }
    if (e.type === 'bleeding') c.rolls.bleeding++;
    else if (e.type === 'near-death') c.rolls.nearDeath++;
    else if (e.type === 'first-aid') c.rolls.firstAid++;
    else if (e.type === 'flash-bang.thrown') {
      c.flashBangs.thrown++;
      if (e.roll.outcome === 'success') c.flashBangs.onTarget++;
      c.flashBangs.enemiesBlinded += e.blinded.filter((id) => sideOfUnit(id) !== side).length;
    }
  }
}

/** Counts a finished battle: its fates, rounds, aftermath and whether anyone was left in danger. */
export function countEnd(census: Census, end: BattleState): void {
  for (const f of unitFates(end)) {
    const c = census.sides[f.side];
    if (c) c.fates[f.fate]++;
  }
  census.battles++;
  if (end.units.some(inDanger)) census.unresolved++;
  census.aftermathMinutes += end.aftermath?.minutes ?? 0;
  census.rounds += end.clock.round;
}
