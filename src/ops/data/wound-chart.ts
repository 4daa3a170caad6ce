/**
 * The wound chart of the text with its boxes (R-OPS-22). `from` is the least damage that lands in
 * the row; `penalty` applies to every roll per marked box, `nonCombatOnly` rows only outside combat
 * actions; `out` rows take the character out of the fight.
 */
export const WOUND_ROW_IDS = ['scratch', 'hurt', 'light', 'serious', 'critical', 'incapacitated', 'nearDeath'] as const;
export type WoundRowId = (typeof WOUND_ROW_IDS)[number];
/** A hit's damage row; 'none' for 0 or less. */
export type WoundLevel = 'none' | WoundRowId;
export const WOUND_LEVELS: readonly WoundLevel[] = ['none', ...WOUND_ROW_IDS];

export interface WoundRowDef {
  readonly id: WoundRowId;
  readonly name: string;
  readonly from: number;
  readonly boxes: number;
  readonly penalty: number;
  readonly nonCombatOnly: boolean;
  readonly out: boolean;
}

export const WOUND_ROWS: readonly WoundRowDef[] = [
  { id: 'scratch', name: 'Scratch', from: 1, boxes: 3, penalty: 0, nonCombatOnly: false, out: false },
  { id: 'hurt', name: 'Hurt', from: 3, boxes: 2, penalty: -1, nonCombatOnly: true, out: false },
  { id: 'light', name: 'Light Wound', from: 5, boxes: 2, penalty: -1, nonCombatOnly: false, out: false },
  { id: 'serious', name: 'Serious Wound', from: 7, boxes: 2, penalty: -2, nonCombatOnly: false, out: false },
  { id: 'critical', name: 'Critical Wound', from: 9, boxes: 1, penalty: -3, nonCombatOnly: false, out: false },
  { id: 'incapacitated', name: 'Incapacitated', from: 11, boxes: 1, penalty: 0, nonCombatOnly: false, out: true },
  { id: 'nearDeath', name: 'Near Death', from: 12, boxes: 1, penalty: 0, nonCombatOnly: false, out: true },
];

/** Index into WOUND_LEVELS of a final damage: 0 = none, 1 = scratch ... 7 = near death. */
export function woundLevelIndex(damage: number): number {
  if (damage <= 0) return 0;
  if (damage >= 12) return 7;
  if (damage === 11) return 6;
  return Math.ceil(damage / 2);
}

export function woundLevel(damage: number): WoundLevel {
  return WOUND_LEVELS[woundLevelIndex(damage)] ?? 'none';
}

export function woundLevelName(level: WoundLevel): string {
  return level === 'none' ? 'no wound' : (WOUND_ROWS.find((r) => r.id === level)?.name ?? level);
}
