import { describe, expect, it } from 'vitest';
import { chooseCommand, chooseDefence, decisionOf, type BattleCommand } from '../../../src/battle';
import { HEALTHY } from '../../../src/ops/time/condition';
import { defencePreview, memoryOf } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import { battleWaiting } from '../flow';
import { createSession, type BattleSession } from '../session';
import { tableKey } from '../table-keys';
import { shippedBattle } from '../test-battle';
import type { ActionItem } from './actions';
import { tableModel, type TableModel } from './table-model';
import { freshUi } from './ui-state';

type Sendable = Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>;
const ODDS = /^(hit|attacker wins) (\d+(\.\d)?%|<0\.1%|>99\.9%)$/;

function modelOf(session: BattleSession, screen: TableScreen): TableModel {
  const battle = session.flow().context.battle;
  return tableModel({ screen, sides: battle.sides, view: (v) => session.view(v), logs: (v) => memoryOf(session.memory(), v), ui: freshUi(1), map: session.map, meta: session.meta, cursor: { x: 0, y: 0 }, round: battle.clock.round });
}

const share = (odds: string | undefined): number => Number(/(\d+(\.\d)?)%/.exec(odds ?? '')?.[1] ?? NaN);

describe('the prompts show their odds', () => {
  it('a dodge question shows the chance to be hit with each answer, and the D key answers it with the dodge', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'prompt');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    let asked = 0;
    for (let step = 0; step < 3000 && asked < 3; step++) {
      const w = battleWaiting(session.flow());
      if (w.kind === 'over') break;
      const d = decisionOf(session.flow());
      let command: BattleCommand | undefined;
      if (w.kind === 'seat' && w.task === 'prompt' && d.kind === 'defence') {
        const m = modelOf(session, { kind: 'board', seat: w.seat, task: 'prompt' });
        const defence = m.side.defence;
        expect(defence?.unit).toBeTruthy();
        const take = defence?.answers.find((a) => a.id === 'no-defence');
        const dodge = defence?.answers.find((a) => a.id === 'dodge');
        if (d.attacker !== null && m.view?.known.prompt && dodge) {
          asked += 1;
          expect(take?.detail).toMatch(ODDS);
          expect(dodge.detail).toMatch(ODDS);
          // Dodging makes the attack one step harder (R-OPS-14): never a better chance to be hit.
          expect(share(dodge.detail)).toBeLessThanOrEqual(share(take?.detail));
          // An attacker out of sight gives no odds: nothing about it is worked out.
          const unseen = { ...m.view, known: { ...m.view.known, units: m.view.known.units.filter((u) => u.id !== d.attacker) } };
          expect(defencePreview(unseen, map, m.view.known.prompt.attack)).toEqual({ rejected: 'The attacker is not an enemy in sight.' });
          const taken: ActionItem[] = [];
          expect(tableKey('dodge', { model: m, ui: freshUi(1), act: (a) => taken.push(a), change: () => undefined, actNow: () => undefined, say: () => undefined, cursorTo: () => undefined })).toBe(true);
          expect(taken.map((a) => a.command)).toEqual([{ type: 'unit.defend', unit: d.unit, defence: 'dodge' }]);
        }
        command = chooseDefence(session.state(), map, 'veteran');
      } else if (w.kind === 'seat' && w.task === 'turn' && d.kind === 'turn') {
        command = chooseCommand(session.state(), map, d.units[0] ?? '', 'veteran');
      }
      const r = command ? session.send(command as Sendable) : session.aiStep();
      if (!r.ok) throw new Error(r.reason);
    }
    expect(asked).toBeGreaterThan(0);
    session.dispose();
  });

  it('first aid shows its chance to work beside the button', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'aid');
    const first = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    for (let i = 0; i < 50 && !(battleWaiting(first.flow()).kind === 'seat'); i++) {
      const r = first.aiStep();
      if (!r.ok) throw new Error(r.reason);
    }
    const d = decisionOf(first.flow());
    const id = d.kind === 'turn' ? d.units[0] : undefined;
    expect(id).toBeDefined();
    // The same battle with the acting unit bleeding from a light wound: it may treat itself (R-OPS-25).
    const bleeding = {
      ...first.state(),
      units: first.state().units.map((u) => (u.id === id ? { ...u, condition: { ...HEALTHY, wounds: { ...u.condition.wounds, light: 1 }, bleeding: true } } : u)),
    };
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: bleeding });
    const m = modelOf(session, { kind: 'board', seat: '0', task: 'turn' });
    const aid = m.side.actions.find((a) => a.id === 'first-aid');
    expect(aid).toMatchObject({ enabled: true, command: { type: 'unit.first-aid', unit: id, patient: id } });
    expect(aid?.detail).toMatch(/^(\d+(\.\d)?%|<0\.1%|>99\.9%) to work; the action$/);
    expect(m.side.aid?.options.map((o) => o.value)).toContain(id);
    // An untrained medic with a serious wound: no roll of three dice can work, and the button says why.
    const hopeless = {
      ...first.state(),
      units: first.state().units.map((u) =>
        u.id === id ? { ...u, firstAidKit: false, stats: { ...u.stats, skills: { ...u.stats.skills, 'First Aid': -3 } }, condition: { ...HEALTHY, wounds: { ...u.condition.wounds, serious: 1 }, bleeding: true } } : u,
      ),
    };
    const third = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: hopeless });
    const none = modelOf(third, { kind: 'board', seat: '0', task: 'turn' }).side.actions.find((a) => a.id === 'first-aid');
    expect(none?.detail).toMatch(/^0% to work: it needs \w+: stop bleeding from a serious wound \(R-OPS-25\); .+'s First Aid \(Terrible, -\d .+\) reaches \w+ at best$/);
    first.dispose();
    session.dispose();
    third.dispose();
  });
});
