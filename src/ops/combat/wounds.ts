import { WOUND_ROWS, WOUND_ROW_IDS, type WoundLevel, type WoundRowId } from '../data/wound-chart';
import type { TraitEffect } from '../data/gifts-faults';

/** Marked boxes per row of the wound chart (R-OPS-22), plus death. Plain data kept in game state. */
export interface WoundTrack {
  readonly scratch: number;
  readonly hurt: number;
  readonly light: number;
  readonly serious: number;
  readonly critical: number;
  readonly incapacitated: number;
  readonly nearDeath: number;
  readonly dead: boolean;
}

export const UNWOUNDED: WoundTrack = {
  scratch: 0,
  hurt: 0,
  light: 0,
  serious: 0,
  critical: 0,
  incapacitated: 0,
  nearDeath: 0,
  dead: false,
};

/** Where a wound ended up: its row, a higher one when the row was full, or death past Near Death. */
export type Landed = 'none' | WoundRowId | 'dead';

const CAPACITY: readonly number[] = WOUND_ROWS.map((r) => r.boxes);
const ROW_INDEX: Readonly<Record<WoundRowId, number>> = {
  scratch: 0,
  hurt: 1,
  light: 2,
  serious: 3,
  critical: 4,
  incapacitated: 5,
  nearDeath: 6,
};

function boxesAt(t: WoundTrack, i: number): number {
  switch (i) {
    case 0:
      return t.scratch;
    case 1:
      return t.hurt;
    case 2:
      return t.light;
    case 3:
      return t.serious;
    case 4:
      return t.critical;
    case 5:
      return t.incapacitated;
    default:
      return t.nearDeath;
  }
}

/** A copy of the track with `delta` boxes on row i, built as one literal (attack resolution is hot). */
function withBoxes(t: WoundTrack, i: number, delta: number): WoundTrack {
  return {
    scratch: t.scratch + (i === 0 ? delta : 0),
    hurt: t.hurt + (i === 1 ? delta : 0),
    light: t.light + (i === 2 ? delta : 0),
    serious: t.serious + (i === 3 ? delta : 0),
    critical: t.critical + (i === 4 ? delta : 0),
    incapacitated: t.incapacitated + (i === 5 ? delta : 0),
    nearDeath: t.nearDeath + (i === 6 ? delta : 0),
    dead: t.dead,
  };
}

function landingIndex(track: WoundTrack, from: number): number {
  for (let i = from; i < 7; i += 1) if (boxesAt(track, i) < (CAPACITY[i] ?? 0)) return i;
  return 7;
}

/** The row a wound of this level lands in on this track: up past full rows; 'dead' past Near Death. */
export function landingRow(track: WoundTrack, level: WoundLevel): Landed {
  if (level === 'none') return 'none';
  return WOUND_ROW_IDS[landingIndex(track, ROW_INDEX[level])] ?? 'dead';
}

/** R-OPS-22: mark a wound; a full row moves it up; past Near Death kills. A dead track stays dead. */
export function applyWound(track: WoundTrack, level: WoundLevel): { track: WoundTrack; landed: Landed } {
  if (level === 'none') return { track, landed: 'none' };
  if (track.dead) return { track, landed: 'dead' };
  const i = landingIndex(track, ROW_INDEX[level]);
  const row = WOUND_ROW_IDS[i];
  if (row === undefined) return { track: { ...track, dead: true }, landed: 'dead' };
  return { track: withBoxes(track, i, 1), landed: row };
}

/** The worst marked row, or 'none'. */
export function worstWound(track: WoundTrack): WoundLevel {
  for (let i = WOUND_ROW_IDS.length - 1; i >= 0; i -= 1) {
    const row = WOUND_ROW_IDS[i];
    if (row !== undefined && track[row] > 0) return row;
  }
  return 'none';
}

/** Incapacitated, near death or dead: the character cannot act (R-OPS-22). */
export function isOut(track: WoundTrack): boolean {
  return track.dead || track.incapacitated > 0 || track.nearDeath > 0;
}

export function markedBoxes(track: WoundTrack): number {
  return WOUND_ROW_IDS.reduce((n, row) => n + track[row], 0);
}

/**
 * R-OPS-22: the penalties of all marked boxes add up; Hurt counts only for non-combat actions.
 * `shift` is the sum of the character's 'wound penalty shift' effects: High Pain Threshold moves
 * the total one level toward zero, Low Pain Threshold one level worse once any box is marked.
 */
export function woundPenalty(track: WoundTrack, combat: boolean, shift = 0): number {
  let total = 0;
  for (const row of WOUND_ROWS) {
    if (row.nonCombatOnly && combat) continue;
    total += row.penalty * track[row.id];
  }
  if (shift > 0) return Math.min(0, total + shift);
  if (shift < 0 && markedBoxes(track) > 0) return total + shift;
  return total;
}

/** The wound-penalty shift of a character's gift and fault effects. */
export function painShift(effects: readonly TraitEffect[]): number {
  let s = 0;
  for (const e of effects) if (e.kind === 'wound penalty shift') s += e.levels;
  return s;
}

/** R-OPS-25: moves the worst wound up one row (bleeding), overflowing like a new wound. */
export function worsenWorstWound(track: WoundTrack): { track: WoundTrack; landed: Landed } {
  const worst = worstWound(track);
  if (worst === 'none' || track.dead) return { track, landed: 'none' };
  const i = ROW_INDEX[worst];
  const next = WOUND_ROW_IDS[i + 1];
  if (next === undefined) return { track: { ...track, dead: true }, landed: 'dead' };
  return applyWound(withBoxes(track, i, -1), next);
}
