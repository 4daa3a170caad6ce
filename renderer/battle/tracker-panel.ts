/**
 * The initiative tracker (issue 5 point 5): a list named "Initiative", one item per slot (a
 * simultaneous group is one slot, R-OPS-4), the acting units marked, dodgers and holders shown,
 * held units of the seat with an "Act now" button (R-OPS-28), the round and the battle clock.
 */
import { h, button } from '../ui/dom';
import { battleClock, signed } from './format';
import type { Tracker, TrackUnit } from '../../src/battle/view';

export interface TrackerLook {
  readonly sideOf: (sideId: string) => { readonly colour: number; readonly letter: string; readonly name: string };
  /** Held units this seat may release now; others show no control. */
  readonly canActNow?: (unitId: string) => boolean;
  readonly actNow?: (unitId: string) => void;
  readonly select?: (unitId: string) => void;
}

const STATE_WORD: Record<TrackUnit['state'], string> = {
  acting: 'acting',
  waiting: 'waiting',
  done: 'done',
  dodging: 'dodging',
  holding: 'holding',
  out: 'out',
};

export function chip(colour: number, letter: string): HTMLElement {
  return h('span', { class: `chip c${colour}`, 'aria-hidden': 'true' }, letter);
}

function unitRow(u: TrackUnit, look: TrackerLook): HTMLElement {
  const side = look.sideOf(u.side);
  const name = look.select ? button(u.name, () => look.select?.(u.id), { class: 'linkish', 'aria-label': `${u.name}, ${side.name}, ${STATE_WORD[u.state]}` }) : h('span', {}, u.name);
  return h('li', { class: `tu ${u.state}`, 'data-unit': u.id },
    chip(side.colour, side.letter), name,
    h('span', { class: 'tu-state' }, u.state === 'holding' && u.hold ? `holding ${u.hold}` : STATE_WORD[u.state]),
    u.state === 'holding' && look.canActNow?.(u.id) ? button('Act now', () => look.actNow?.(u.id), { class: 'btn small', 'aria-label': `Act now: ${u.name}` }) : null);
}

export function trackerPanel(t: Tracker, look: TrackerLook): HTMLElement {
  return h('section', { class: 'panel tracker', 'aria-labelledby': 'bt-tracker-title' },
    h('h2', { id: 'bt-tracker-title' }, 'Initiative'),
    h('p', { class: 'clock' }, h('span', { class: 'round' }, `Round ${t.round}`), ' · ', h('span', { class: 'time', title: 'Battle clock: 4 seconds a round (R-OPS-24)' }, battleClock(t.round))),
    h('ol', { class: 'slots', 'aria-label': 'Initiative' },
      ...t.slots.map((s) => h('li', { class: `slot${s.current ? ' current' : ''}`, 'aria-current': s.current ? 'step' : undefined },
        h('span', { class: 'value', title: 'Initiative value' }, signed(s.value)),
        s.units.length > 1 ? h('span', { class: 'simul' }, 'together') : null,
        h('ul', { class: 'members' }, ...s.units.map((u) => unitRow(u, look))))),
      t.holding.length > 0
        ? h('li', { class: 'slot held' }, h('span', { class: 'value' }, 'Hold'), h('ul', { class: 'members' }, ...t.holding.map((u) => unitRow(u, look))))
        : null));
}
