import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import { flowAt } from '../round/step';
import { createBattle } from '../state/setup';
import { operative } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { defencePreview } from './seat-actions';
import { seatView } from './seat-view';
import { sidesViewer } from './viewer';

/** a1 punches b1, a Kung Fu artist (Martial Arts Great) who may block (R-OPS-33, R-OPS-20). */
function punched() {
  const { map } = mapFromAscii('..');
  const made = createBattle(map, {
    mapName: 'duel',
    seed: 'block-odds',
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'human', seat: 0 }, combatants: [{ character: operative('a', { REA: 2 }), gear: { armor: 'Light Vest' }, cell: { x: 0, y: 0 } }] },
      { id: 'b', name: 'B', controller: { kind: 'human', seat: 1 }, combatants: [{ character: operative('b', { REA: 2 }, { 'Martial Arts': 3 }), gear: { armor: 'Light Vest', style: 'Kung Fu' }, cell: { x: 1, y: 0 } }] },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  const s = new Steps(made.state, map);
  s.startWith({ a1: 2, b1: 0 });
  s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'punch' });
  return { s, map };
}

describe('the odds of a block, before it is chosen (R-OPS-33)', () => {
  it('R-OPS-33: the defender\'s seat sees the attacker\'s chance against its block, lower than against a plain defence with Kung Fu\'s +1', () => {
    const { s, map } = punched();
    const prompt = s.state.prompt;
    expect(prompt).toMatchObject({ kind: 'defence', unit: 'b1', choices: ['dodge', 'block'] });
    if (!prompt) throw new Error('no prompt');
    const view = seatView(flowAt(s.state, map), sidesViewer('b'), null);
    const known = { ...view, known: { ...view.known, prompt: null } };
    const plain = defencePreview(known, map, prompt.attack);
    const block = defencePreview(known, map, prompt.attack, 'block');
    if ('rejected' in plain || 'rejected' in block || plain.kind !== 'melee' || block.kind !== 'melee') throw new Error('no melee odds');
    expect(block.winChance).toBeGreaterThan(0);
    expect(block.winChance).toBeLessThan(plain.winChance);
  });
});
