import { findEquipment } from '../../ops/data/equipment';
import { findFirearm } from '../../ops/data/firearms';
import { unopposedChance } from '../../ops/dice/odds';
import { rollVsDifficulty } from '../../ops/dice/roll-record';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import type { Unit } from '../state/types';
import { unitModifiers } from '../state/units';
import { covertSkill, kitOf } from './access';
import type { MissionBuilder } from './mind';
import { SILENCED_HEARING_METERS } from './readings';
import type { MissionState } from './types';

/**
 * R-OPS-41, being heard: an unsilenced firearm, a flash-bang or a charge is heard by every unit on
 * the map (defenders alerted, knowing the cell it came from); a silenced firearm only by a defender
 * within 30 m that makes a Listen roll (3dF) against the weapon's difficulty, who turns suspicious
 * of the shooter's cell.
 */

/** The Listen difficulty of a silenced shot with this weapon (R-OPS-41), or null when the shot is loud. */
export function silencedDifficulty(m: MissionState, shooter: Unit, weapon: string): number | null {
  if (!kitOf(m, shooter.id).silenced.includes(weapon)) return null;
  const def = findFirearm(weapon);
  const silencer = findEquipment('Silencer');
  if (!def.ok || !silencer.ok || silencer.value.effect.kind !== 'silencer') return null;
  return silencer.value.effect.listenDifficulty[def.value.category] ?? null;
}

/** Heard by everyone: every defender is alerted and learns where it came from. */
export function loudNoise(b: MissionBuilder, what: 'shot' | 'bang' | 'blast', source: string | null, at: Cell): void {
  for (const d of b.defenders()) {
    if (d.id === source) continue;
    b.events.push({ type: 'mission.heard', by: d.id, what, source, at, roll: null, against: null, chance: 1, heard: true });
    b.alert(d, what === 'shot' ? 'heard-shot' : 'heard-blast', at);
  }
}

/** The exact chance a defender hears a silenced shot of difficulty `difficulty` (R-CORE-4). */
export function hearSilencedChance(m: MissionState, listener: Unit, difficulty: number): number {
  const listen = covertSkill(m, listener, 'Listen') ?? listener.stats.per - 2;
  const mods = unitModifiers(listener, { combat: false, sight: false, physical: false });
  return unopposedChance(listen + mods.reduce((s, x) => s + x.value, 0), difficulty);
}

/** A silenced shot: each defender within 30 m that is not alerted rolls Listen (3dF) against the weapon. */
export function silencedShot(b: MissionBuilder, shooter: Unit, difficulty: number, target: string): void {
  for (const d of b.defenders()) {
    if (d.id === target || d.side === shooter.side) continue;
    if (distanceMeters(b.map, d.cell, shooter.cell) > SILENCED_HEARING_METERS + 1e-9) continue;
    if (b.guard(d).awareness === 'alerted') continue;
    const listen = covertSkill(b.m, d, 'Listen') ?? d.stats.per - 2;
    const mods = unitModifiers(d, { combat: false, sight: false, physical: false });
    const roll = b.roll(`l:${d.id}>${shooter.id}`, (rng) =>
      rollVsDifficulty(rng, { kind: 'unopposed', label: `${d.name} listens: a silenced shot`, trait: { name: 'Listen', value: listen }, modifiers: mods, dice: 3 }, difficulty, []),
    );
    const heard = roll.outcome === 'success';
    b.events.push({ type: 'mission.heard', by: d.id, what: 'silenced', source: shooter.id, at: shooter.cell, roll, against: null, chance: hearSilencedChance(b.m, d, difficulty), heard });
    if (heard) b.suspect(d, 'heard-silenced', shooter.cell);
  }
}
