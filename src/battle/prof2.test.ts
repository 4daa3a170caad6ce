import { it } from 'vitest';
import { asciiBattle, computer } from './test-helpers/squads';
import { applyBattleCommand } from './commands/apply';
import { findPath } from './geometry/movement';
it('prof2', () => {
  const { map, state } = asciiBattle(`
    a.......o..........s
    b....#..o....O.....t
    c....#.............u
    d......"""....#....v`, { controllers: [computer('veteran'), computer('veteran')], seed: 'y' });
  const r = applyBattleCommand(state, map, { type: 'round.start' });
  if ('rejected' in r) throw new Error();
  const s = r.state;
  const me = s.group!.units[0]!;
  const u = s.units.find((x) => x.id === me)!;
  const to = { x: u.cell.x + (u.side === 'a' ? 1 : -1), y: u.cell.y };
  let t0 = performance.now();
  for (let i = 0; i < 1000; i++) applyBattleCommand(s, map, { type: 'unit.move', unit: me, to });
  console.log('move', ((performance.now() - t0)).toFixed(3), 'us each');
  t0 = performance.now();
  for (let i = 0; i < 1000; i++) findPath(map, u.cell, to, { maxMeters: 6 });
  console.log('findPath', ((performance.now() - t0)).toFixed(3), 'us each');
  t0 = performance.now();
  for (let i = 0; i < 1000; i++) applyBattleCommand(s, map, { type: 'unit.end-turn', unit: me });
  console.log('end', ((performance.now() - t0)).toFixed(3), 'us each');
});
