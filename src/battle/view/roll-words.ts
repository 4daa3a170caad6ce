import { ladderWord } from '../../core/ladder';
import type { Modifier, RollRecord } from '../../ops/dice/roll-record';

/**
 * Words and numbers of the tactical table (DESIGN.md "Odds"): exact percentages that never round
 * to a lie, ladder words beside numbers, and one line per roll with its faces, modifiers, total
 * and outcome (R-CORE-2). In the core because the seat's log lines are made here (./log-lines.ts).
 */

/** "81.5%"; never "100%" or "0%" for something that is not certain: ">99.9%", "<0.1%". */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const text = (p * 100).toFixed(1);
  if (text === '100.0') return '>99.9%';
  if (text === '0.0') return '<0.1%';
  return `${text}%`;
}

/** "+2", "0", "-1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "Good (+1)". */
export function level(n: number): string {
  return `${ladderWord(n)} (${signed(n)})`;
}

/** "Good vs Fair: 81.5%" — the odds headline of DESIGN.md. */
export function oddsHeadline(mine: number, against: number, chance: number): string {
  return `${ladderWord(mine)} vs ${ladderWord(against)}: ${percent(chance)}`;
}

/** "range 15.0 m +0, dodge +1" (an empty list reads "none"). */
export function modifierList(mods: readonly Modifier[]): string {
  if (mods.length === 0) return 'none';
  return mods.map((m) => `${m.reason} ${m.value >= 0 ? '+' : ''}${m.value}`).join(', ');
}

const FACE: Record<number, string> = { [-1]: '−', 0: '0', 1: '+' };

/** "[+ 0 −]": the dice faces as FUDGE dice show them. */
export function faces(record: Pick<RollRecord, 'faces'>): string {
  return `[${record.faces.map((f) => FACE[f] ?? String(f)).join(' ')}]`;
}

function against(r: RollRecord): string {
  switch (r.against.kind) {
    case 'difficulty':
      return ` vs ${level(r.against.value)}`;
    case 'at most':
      return ` vs at most ${level(r.against.value)}`;
    case 'opposed':
      return ` vs ${r.against.total} (${ladderWord(r.against.total)})`;
    case 'none':
      return '';
  }
}

function outcome(r: RollRecord): string {
  if (r.outcome === 'rolled') return '';
  if (r.kind === 'coverage') return r.outcome === 'success' ? ' → armor protects' : ' → armor misses';
  if (r.kind === 'ranged') return r.outcome === 'success' ? ' → hit' : ' → miss';
  return r.outcome === 'success' ? ' → success' : ' → failure';
}

/**
 * One roll in full, audit-ready (R-CORE-2):
 * "Rifle shot 1 of 2: Rifle Good (+1), laser sight +1, dice [+ 0] = 3 (Great) vs Fair (0) → hit".
 */
export function rollLine(r: RollRecord): string {
  const mods = r.modifiers.length > 0 ? `, ${modifierList(r.modifiers)}` : '';
  const trait = r.kind === 'coverage' ? '' : ` ${r.trait.name} ${level(r.trait.value)}${mods},`;
  return `${r.label}:${trait} dice ${faces(r)} = ${r.total} (${ladderWord(r.total)})${against(r)}${outcome(r)}`;
}

/** The difficulty parts of a ranged roll, when it has them. */
export function difficultyParts(r: RollRecord): readonly Modifier[] {
  return r.against.kind === 'difficulty' ? r.against.parts : [];
}

/** Battle time at the start of a round, "0:08" (one round is 4 seconds, R-OPS-24). */
export function battleClock(round: number): string {
  const seconds = Math.max(0, round - 1) * 4;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
