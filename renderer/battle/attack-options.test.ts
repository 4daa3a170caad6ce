import { describe, expect, it } from 'vitest';
import type { LegalActions } from '../../src/battle';
import { attackOptions, attackTargets, keepOption } from './attack-options';

const legal: LegalActions = {
  unit: 'a1',
  walk: [],
  run: [],
  shoot: [{ target: 'b1', modes: ['semi', 'auto'], maxShots: 2 }],
  melee: [{ target: 'b1', maneuvers: ['punch', 'grab'] }, { target: 'b2', maneuvers: ['kick'] }],
  reload: false,
  canThrow: false,
  firstAid: [],
  holdUntil: [],
  holdBelow: 0,
  watch: false,
  dodge: true,
  switchTo: [],
  pickUp: [],
  doors: [],
};

describe('ways to attack a target', () => {
  it('R-OPS-15 and R-OPS-19: semi-automatic shots, full automatic, then melee maneuvers', () => {
    const o = attackOptions(legal, 'b1');
    expect(o.map((x) => x.key)).toEqual(['semi-2', 'semi-1', 'auto', 'melee-punch', 'melee-grab']);
    expect(o[0]?.command).toEqual({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 2 });
    expect(o[3]?.command).toEqual({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
    expect(attackTargets(legal)).toEqual(['b1', 'b2']);
  });

  it('keeps the chosen way when the target changes, if the new target allows it', () => {
    expect(keepOption(attackOptions(legal, 'b1'), 'auto')?.key).toBe('auto');
    expect(keepOption(attackOptions(legal, 'b2'), 'auto')?.key).toBe('melee-kick');
  });
});
