import { bench, describe } from 'vitest';
import { openRng, seedRng } from '../core/rng';
import { findArmor, findFirearm, freshArmor } from './data/index';
import { rangedAttackOdds, resolveRangedAttack, UNWOUNDED, type HitTarget, type RangedAttackInput } from './index';

// >= 500,000 ranged attack resolutions and >= 50,000 full odds computations
// (hit chance and wound distribution with armor) per second on one core. Figures, not pass/fail.
function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
const glock = must(findFirearm('Glock 17'));
const ak = must(findFirearm('AK-47'));
const vest = freshArmor(must(findArmor('Standard Vest')));
const target: HitTarget = { wounds: UNWOUNDED, armor: vest };
const shot: RangedAttackInput = { weapon: glock, skill: 1, distanceM: 15, cover: 'partial', woundPenalty: -1, roundsLoaded: 17 };
const burst: RangedAttackInput = { weapon: ak, skill: 2, distanceM: 30, mode: 'auto', roundsLoaded: 30 };
const rng = openRng(seedRng('bench'));

function perSecond(label: string, fn: () => void, target: number): void {
  for (let i = 0; i < 20_000; i += 1) fn(); // warm up the JIT
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < 500) {
    for (let i = 0; i < 5_000; i += 1) fn();
    n += 5_000;
    elapsed = performance.now() - t0;
  }
  const rate = (n / elapsed) * 1000;
  console.log(`ops bench: ${label}: ${Math.round(rate).toLocaleString('en-US')} per second (target >= ${target.toLocaleString('en-US')})`);
}

perSecond('ranged attack resolutions (one semi shot, armor)', () => void resolveRangedAttack(rng, shot, target), 500_000);
perSecond('ranged attack resolutions (full-auto AK-47, 7 bursts)', () => void resolveRangedAttack(rng, burst, target), 500_000);
perSecond('full odds computations (hit chance + wound distribution with armor)', () => void rangedAttackOdds(shot, target), 50_000);
perSecond('full odds computations (full-auto, 7 bursts)', () => void rangedAttackOdds(burst, target), 50_000);

describe('Black Ops rules engine', () => {
  bench('resolveRangedAttack: one semi shot', () => void resolveRangedAttack(rng, shot, target));
  bench('resolveRangedAttack: full-auto burst fire', () => void resolveRangedAttack(rng, burst, target));
  bench('rangedAttackOdds: one shot with armor', () => void rangedAttackOdds(shot, target));
});
