import { it } from 'vitest';
import { asciiBattle, computer } from './test-helpers/squads';
import { computerCommand } from './ai/driver';
import { applyBattleCommand } from './commands/apply';
it('prof', () => {
  const { map, state } = asciiBattle(`
    a.......o..........s
    b....#..o....O.....t
    c....#.............u
    d......"""....#....v`, { controllers: [computer('veteran'), computer('veteran')], seed: 'y' });
  const times = new Map<string, [number, number]>();
  for (let k = 0; k < 4; k++) {
    let s = state;
    for (;;) {
      const t0 = performance.now();
      const c = computerCommand(s, map);
      const t1 = performance.now();
      if (!c) break;
      const r = applyBattleCommand(s, map, c);
      const t2 = performance.now();
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
      if (k < 2) continue;
      const a = times.get('choose ' + c.type) ?? [0, 0]; a[0] += t1 - t0; a[1]++; times.set('choose ' + c.type, a);
      const b = times.get('apply ' + c.type) ?? [0, 0]; b[0] += t2 - t1; b[1]++; times.set('apply ' + c.type, b);
    }
  }
  for (const [k, [t, n]] of times) console.log(k.padEnd(30), (t / n * 1000).toFixed(0).padStart(7), 'us x', n);
});
