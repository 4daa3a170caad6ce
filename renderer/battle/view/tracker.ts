/**
 * The initiative tracker: a list named "Initiative", one item per slot (a simultaneous group is
 * one slot, R-OPS-4), the acting units marked, dodgers and holders shown, held units of the seat
 * with an "Act now" button (R-OPS-28), the round and the battle clock. Lists only what the seat
 * view holds (src/battle/view trackerOf).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { Tracker, TrackUnit } from '../../../src/battle/view';
import { battleClock, signed } from '../format';
import type { SideLook } from '../model/side-model';
import { chip } from './parts';

export interface TrackerLook {
  readonly sideOf: (sideId: string) => SideLook;
  /** Held units this seat may release now; others show no control. */
  readonly actNow?: readonly string[];
  readonly onActNow?: (unitId: string) => void;
  readonly onSelect?: (unitId: string) => void;
}

function unitRow(u: TrackUnit, look: TrackerLook): TemplateResult {
  const side = look.sideOf(u.side);
  const name = look.onSelect
    ? html`<button type="button" class="linkish" aria-label=${`${u.name}, ${side.name}, ${u.state}`} @click=${() => look.onSelect?.(u.id)}>${u.name}</button>`
    : html`<span>${u.name}</span>`;
  return html`<li class="tu ${u.state}" data-unit=${u.id}>
    ${chip(side)}${name}
    <span class="tu-state">${u.state === 'holding' && u.hold ? `holding ${u.hold}` : u.state}</span>
    ${u.state === 'holding' && look.actNow?.includes(u.id) ? html`<button type="button" class="btn small" aria-label=${`Act now: ${u.name}`} @click=${() => look.onActNow?.(u.id)}>Act now</button>` : nothing}
  </li>`;
}

export function trackerTemplate(t: Tracker, look: TrackerLook): TemplateResult {
  return html`<section class="panel tracker" data-guide="tracker" aria-labelledby="bt-tracker-title">
    <h2 id="bt-tracker-title">Initiative</h2>
    <p class="clock"><span class="round">Round ${t.round}</span> · <span class="time" title="Battle clock: 4 seconds a round (R-OPS-24)">${battleClock(t.round)}</span></p>
    <ol class="slots" aria-label="Initiative">
      ${repeat(t.slots, (s) => s.value, (s) => html`<li class="slot${s.current ? ' current' : ''}" aria-current=${s.current ? 'step' : nothing}>
        <span class="value" title="Initiative value">${signed(s.value)}</span>
        ${s.units.length > 1 ? html`<span class="simul">together</span>` : nothing}
        <ul class="members">${repeat(s.units, (u) => u.id, (u) => unitRow(u, look))}</ul>
      </li>`)}
      ${t.holding.length > 0 ? html`<li class="slot held"><span class="value">Hold</span><ul class="members">${repeat(t.holding, (u) => u.id, (u) => unitRow(u, look))}</ul></li>` : nothing}
    </ol>
  </section>`;
}
