import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBattleCommand } from '../commands/apply';
import { legalCommands } from '../commands/legal';
import { decisionOf } from '../round/decision';
import { flowAt } from '../round/step';
import { battleHash } from '../save/battle-kind';
import type { BattleState } from '../state/types';
import { asciiBattle, computer, PISTOLEER, RIFLEMAN } from '../test-helpers/squads';
import { playComputer } from './driver';
import { randomArt } from '../test-helpers/random-battle';

describe('computer opponent', () => {
  it('never issues a command the reducer rejects, on random battles (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 16 * 8, maxLength: 16 * 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('recruit', 'veteran'),
        fc.constantFrom('recruit', 'veteran'),
        fc.string({ maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        (cells, perSide, la, lb, seed, pistols, overwatch) => {
          const { map, state } = asciiBattle(randomArt(cells, 16, 8, perSide), {
            seed,
            controllers: [computer(la), computer(lb)],
            gearB: pistols ? PISTOLEER : RIFLEMAN,
          });
          // R-OPS-48: with overwatch on too (watches, watch shots in the middle of moves).
          const s0: BattleState = { ...state, options: { ...state.options, maxRounds: 12, ...(overwatch ? { overwatch: true } : {}) } };
          // playComputer throws on the first rejected command.
          const played = playComputer(s0, map);
          expect(decisionOf(flowAt(played.state, map)).kind).toBe('over');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('is deterministic: the same seed gives the same commands and the same state hash', () => {
    const art = `
      a...o.....#....s
      b...o..O..#....t
      c.........""...u`;
    const run = () => {
      const { map, state } = asciiBattle(art, { seed: 'same', controllers: [computer('veteran'), computer('recruit')] });
      return playComputer(state, map);
    };
    const one = run();
    const two = run();
    expect(two.commands).toEqual(one.commands);
    expect(battleHash(two.state)).toBe(battleHash(one.state));
    // Replaying the logged commands through the reducer gives the same state again.
    const { map, state } = asciiBattle(art, { seed: 'same', controllers: [computer('veteran'), computer('recruit')] });
    let s = state;
    for (const c of one.commands) {
      const r = applyBattleCommand(s, map, c);
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
    }
    expect(battleHash(s)).toBe(battleHash(one.state));
    const other = asciiBattle(art, { seed: 'different', controllers: [computer('veteran'), computer('recruit')] });
    expect(battleHash(playComputer(other.state, other.map).state)).not.toBe(battleHash(one.state));
  });

  it('every command listed as legal is accepted (random play through legalCommands)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { minLength: 12 * 6, maxLength: 12 * 6 }), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (cells, picks) => {
        const { map, state } = asciiBattle(randomArt(cells, 12, 6, 2), { seed: 'legal', controllers: [{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }] });
        let s = state;
        for (const pick of picks) {
          const d = decisionOf(flowAt(s, map));
          let options;
          if (d.kind === 'over') break;
          if (d.kind === 'round-start') options = [{ type: 'round.start' as const }];
          else if (d.kind === 'round-end') options = [{ type: 'round.end' as const }];
          else if (d.kind === 'defence') options = [...d.choices, 'none' as const].map((defence) => ({ type: 'unit.defend' as const, unit: d.unit, defence }));
          else options = d.units.flatMap((id) => legalCommands(s, map, id, 2));
          const c = options[pick % options.length];
          if (!c) break;
          const r = applyBattleCommand(s, map, c);
          if ('rejected' in r) throw new Error(`${JSON.stringify(c)} was listed as legal but: ${r.rejected}`);
          s = r.state;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a veteran picks the target it expects to wound most: the one in the open over the one behind a pillar', () => {
    const { map, state } = asciiBattle(`
      a.......Os
      ..........
      .........t`, { seed: 'target', controllers: [computer('veteran'), computer('veteran')] });
    const s = applyBattleCommand(state, map, { type: 'round.start' });
    if ('rejected' in s) throw new Error(s.rejected);
    let st = s.state;
    st = { ...st, units: st.units.map((u) => ({ ...u, initiative: u.side === 'a' ? 5 : 0 })), group: { value: 5, units: ['a1'] } };
    const played = playComputer(st, map, 3);
    const attack = played.commands.find((c) => c.type === 'unit.attack');
    expect(attack?.type).toBe('unit.attack');
    expect(attack && 'target' in attack ? attack.target : '').toBe('b2');
  });
});
