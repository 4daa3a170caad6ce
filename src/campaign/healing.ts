import { WOUND_ROW_IDS, type WoundRowId } from '../ops/data/wound-chart';
import { UNWOUNDED, isOut, markedBoxes, type WoundTrack } from '../ops/combat/wounds';

/**
 * R-CAMP-2: the wounded heal in days of rest, one wound box at a time, the worst box first. Each box
 * clears after its row's days; an agent evacuated to hospital (R-OPS-32) heals in half the time.
 * Time is counted in half-days so that the hospital's halves stay exact (Hurt: half a day).
 */
export const HEAL_DAYS: Readonly<Record<WoundRowId, number>> = {
  scratch: 0,
  hurt: 1,
  light: 3,
  serious: 14,
  critical: 28,
  incapacitated: 56,
  nearDeath: 84,
};

/** What an agent carries between missions: its marked boxes and how far the worst one has healed. */
export interface Recovery {
  readonly wounds: WoundTrack;
  /** Half-days of rest already spent on the worst marked box. */
  readonly progress: number;
  /** Evacuated to hospital after its last mission (R-OPS-32): every box heals in half the days. */
  readonly hospital: boolean;
}

export const FIT: Recovery = { wounds: UNWOUNDED, progress: 0, hospital: false };

/** The half-days one box of `row` needs: its days at rest, half of them in hospital. */
export function boxHalfDays(row: WoundRowId, hospital: boolean): number {
  return HEAL_DAYS[row] * (hospital ? 1 : 2);
}

/** The worst marked row, or undefined when no box is marked. */
function worstRow(track: WoundTrack): WoundRowId | undefined {
  for (let i = WOUND_ROW_IDS.length - 1; i >= 0; i -= 1) {
    const row = WOUND_ROW_IDS[i];
    if (row !== undefined && track[row] > 0) return row;
  }
  return undefined;
}

/** The rows of the boxes still marked, in the order they heal (worst first). */
export function healingOrder(track: WoundTrack): WoundRowId[] {
  const out: WoundRowId[] = [];
  for (let i = WOUND_ROW_IDS.length - 1; i >= 0; i -= 1) {
    const row = WOUND_ROW_IDS[i];
    if (row !== undefined) for (let k = 0; k < track[row]; k += 1) out.push(row);
  }
  return out;
}

/** Half-days of rest until every box is clear. */
export function halfDaysUntilFit(r: Recovery): number {
  const total = healingOrder(r.wounds).reduce((sum, row) => sum + boxHalfDays(row, r.hospital), 0);
  return Math.max(0, total - r.progress);
}

/** Whole days until fit (a half day left counts as a day: the calendar moves in days). */
export function daysUntilFit(r: Recovery): number {
  return Math.ceil(halfDaysUntilFit(r) / 2);
}

/** Whole days until the agent can act in a fight again: no Incapacitated or Near Death box (R-OPS-22). */
export function daysUntilAble(r: Recovery): number {
  if (!isOut(r.wounds)) return 0;
  let spent = -r.progress;
  let track = r.wounds;
  for (const row of healingOrder(r.wounds)) {
    spent += boxHalfDays(row, r.hospital);
    track = { ...track, [row]: track[row] - 1 };
    if (!isOut(track)) break;
  }
  return Math.ceil(Math.max(0, spent) / 2);
}

/** One box healed: which row it was, on which day of the rest (1 = the first day). */
export interface HealedBox {
  readonly row: WoundRowId;
  readonly day: number;
}

/**
 * `days` days of rest: boxes clear worst first, one at a time; what is left of the days goes into
 * the next box. Scratches (0 days) clear at once, on the first day. Fit agents stay fit (hospital
 * dropped: there is nothing left to treat).
 */
export function rest(r: Recovery, days: number): { recovery: Recovery; healed: HealedBox[] } {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days of rest must be a whole number from 0, not ${days}`);
  let track = r.wounds;
  let progress = r.progress + 2 * days;
  const healed: HealedBox[] = [];
  let used = 0;
  for (;;) {
    const row = worstRow(track);
    if (row === undefined) break;
    const need = boxHalfDays(row, r.hospital);
    if (progress < need) break;
    progress -= need;
    used += need;
    track = { ...track, [row]: track[row] - 1 };
    healed.push({ row, day: Math.max(1, Math.ceil((used - r.progress) / 2)) });
  }
  const fit = markedBoxes(track) === 0;
  return { recovery: fit ? { wounds: track, progress: 0, hospital: false } : { wounds: track, progress, hospital: r.hospital }, healed };
}

/** The recovery an agent comes back with: the wounds of its last fight, fresh (R-CAMP-2). */
export function recoveryAfter(wounds: WoundTrack, hospital: boolean): Recovery {
  const clean: WoundTrack = { ...wounds, dead: false };
  return markedBoxes(clean) === 0 ? FIT : { wounds: clean, progress: 0, hospital };
}
