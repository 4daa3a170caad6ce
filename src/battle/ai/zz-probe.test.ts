import { it } from 'vitest';
import { meleeOdds } from '../../ops/combat/melee';
import { meleeInput } from '../commands/melee';
import { MELEE_MANEUVERS } from '../state/types';
import { battle } from '../test-helpers/set-pieces';
import { operative, RIFLEMAN } from '../test-helpers/squads';
import { AiView, severityOf } from './value';
it('probe', () => {
  const BRAWLER = { character: operative('brawler', { BODY: 2, REA: 2 }, { Brawling: 3 }), gear: { ...RIFLEMAN, melee: 'Knife' } };
  const s = battle('as', [BRAWLER], [{ gear: { firearms: [{ name: 'M16a1', spareMagazines: 1 }, { name: 'Glock 17', spareMagazines: 1 }], armor: 'Light Vest' } }]);
  s.startWith({ a1: 3, b1: 0 });
  const [rifle, pistol] = s.unit('b1').weapons;
  s.set('a1', { holding: 'b1' });
  s.set('b1', { heldBy: 'a1', weapons: [pistol!], weapon: -1 });
  const view = new AiView(s.state, s.map, 'veteran');
  const a = s.unit('a1'); const b = s.unit('b1');
  console.log('threat', view.threatOf(b), 'carried', view.bestCarried(b), JSON.stringify(view.bestShotWith(b, 0)));
  for (const m of MELEE_MANEUVERS) {
    const o = meleeOdds(meleeInput(a, b, m, 'block'), b.armor, b.stats.damageReduction);
    if (o.ok) console.log(m, o.winChance.toFixed(2), o.woundOnHit ? severityOf(o.woundOnHit).toFixed(2) : '-');
  }
});
