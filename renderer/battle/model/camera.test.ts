import { describe, expect, it } from 'vitest';
import { chooseCommand, chooseDefence, decisionOf, type BattleCommand, type BattleEvent } from '../../../src/battle';
import { easeCamera } from '../../table/camera';
import { motionAllowed } from '../../ui/motion';
import { battleWaiting, seatViewer } from '../flow';
import { createSession } from '../session';
import { shippedBattle } from '../test-battle';
import { actingFocus, shooterToShow } from './camera';
import { choicesFor } from './choices';

type Sendable = Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>;

describe('the table camera', () => {
  it('cuts to an enemy shooter the seat sees, never to an unseen one or to its own', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'camera');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const seen: string[] = [];
    let unseen = 0;
    let own = 0;
    session.onChange((events: readonly BattleEvent[]) => {
      const view = session.view(seatViewer(session.state(), '0'));
      const shot = [...events].reverse().find((e) => e.type === 'unit.fired' || e.type === 'unit.melee');
      const cut = shooterToShow(view, events);
      if (!shot || (shot.type !== 'unit.fired' && shot.type !== 'unit.melee')) {
        expect(cut).toBeNull();
        return;
      }
      const mine = view.own.some((u) => u.id === shot.unit);
      const known = view.known.units.find((u) => u.id === shot.unit);
      if (mine) {
        own += 1;
        expect(cut).toBeNull();
      } else if (known) {
        seen.push(shot.unit);
        expect(cut).toEqual(known.cell);
      } else {
        unseen += 1;
        expect(cut).toBeNull();
      }
    });
    for (let step = 0; step < 2500 && seen.length < 2; step++) {
      const w = battleWaiting(session.flow());
      if (w.kind === 'over') break;
      const d = decisionOf(session.flow());
      const command = w.kind !== 'seat' ? undefined : d.kind === 'turn' ? chooseCommand(session.state(), map, d.units[0] ?? '', 'veteran') : chooseDefence(session.state(), map, 'veteran');
      const r = command ? session.send(command as Sendable) : session.aiStep();
      if (!r.ok) throw new Error(r.reason);
    }
    expect(seen.length, `enemy shots seen (own ${own}, unseen ${unseen})`).toBeGreaterThan(0);
    session.dispose();
  });

  it('follows the seat\'s acting unit: on a new seat, then only when another unit takes the turn', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'follow');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    for (let i = 0; i < 50 && battleWaiting(session.flow()).kind !== 'seat'; i++) session.aiStep();
    const view = session.view(seatViewer(session.state(), '0'));
    const choices = choicesFor(view, map, null);
    const acting = choices.acting;
    if (!acting) throw new Error('nobody acts');
    expect(actingFocus(view, choices, true, null)).toEqual({ shown: acting.id, centre: acting.cell });
    // The same unit still acting: the camera stays where the seat put it.
    expect(actingFocus(view, choices, false, acting.id)).toEqual({ shown: acting.id, centre: null });
    // Another unit of the seat takes the turn: the camera goes to it.
    expect(actingFocus(view, choices, false, 'someone-else')).toEqual({ shown: acting.id, centre: acting.cell });
    // No turn of its own (watching the computer): a fresh seat starts on its first fighting unit.
    const none = choicesFor(null, map, null);
    const first = view.own.find((u) => u.status === 'fighting');
    expect(actingFocus(view, none, true, null)).toEqual({ shown: first?.id, centre: first?.cell });
    expect(actingFocus(view, none, false, 'x')).toEqual({ shown: 'x', centre: null });
    session.dispose();
  });

  it('with motion reduced the camera jumps to the cut instead of easing there', () => {
    const from = { x: 0, y: 0, zoom: 1 };
    const to = { x: 400, y: 240, zoom: 1 };
    expect(easeCamera(from, to, 16, false)).toEqual(to);
    const eased = easeCamera(from, to, 16, true);
    expect(eased.x).toBeGreaterThan(0);
    expect(eased.x).toBeLessThan(to.x);
  });
});

describe('reduced motion', () => {
  it('follows the app\'s Motion setting, and the system\'s prefers-reduced-motion when it says "system"', () => {
    expect(motionAllowed('on', false)).toBe(false);
    expect(motionAllowed('off', true)).toBe(true);
    expect(motionAllowed('system', true)).toBe(false);
    expect(motionAllowed('system', false)).toBe(true);
  });
});
