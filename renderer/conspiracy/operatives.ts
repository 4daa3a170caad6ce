/**
 * The seat's own units (its Agents, and Groups with an action Gift) with their traits, upkeep,
 * state and an "Orders" button each; plus recruiting (which says what it costs and adds). A
 * lit-html template: each card keeps its node (keyed by id) through updates.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { ladderWord } from '../../src/core/ladder';
import { actorStatus } from '../../src/hats/board-actors';
import { agentUpkeep, GIFTS, GROUPS, SKILL_INFO, TEMPLATES, readyActors, recruitPrice, type Agent, type SeatView } from '../../src/hats';
import { sideFromKnowledge } from '../../src/hats/view/knowledge';
import { groupGiftText, nameOfArea, recruitPriceText, signed } from './format';

const WOUNDS = ['Unhurt', 'Scratched', 'Hurt (−1 to all rolls)', 'Very hurt (−2 to all rolls)', 'Incapacitated'] as const;
const GIFT = new Map(GIFTS.map((g) => [g.id, g]));

export interface OperativesCallbacks {
  readonly orders: (actor: string) => void;
  readonly dismiss: (agent: string) => void;
  readonly recruit: () => void;
  readonly locate: (area: string) => void;
  /** Chooses (or no longer) the unit to give orders by clicking its target on the map. */
  readonly choose: (actor: string) => void;
  readonly chosen: string | null;
  /** False while the computer plays the seat's Actions (handed over, model/seat-control.ts): no orders from here then. */
  readonly mine?: boolean;
}

function chooseButton(id: string, name: string, mine: boolean, cb: OperativesCallbacks): TemplateResult {
  const on = cb.chosen === id;
  return html`<button type="button" class="btn small choose" ?disabled=${!mine} aria-pressed=${on ? 'true' : 'false'} data-key=${`choose-${id}`}
    title=${on ? 'Stop choosing targets on the map' : `Choose ${name}, then click its target on the map (a ringed Group, Agent or Area)`} @click=${() => cb.choose(id)}>${on ? 'Targeting…' : 'Target on map'}</button>`;
}

/**
 * Its Loyalty now, and how far from its base: Indoctrination raises it; unpaid upkeep (R-HATS-16)
 * and Subversion both lower it, and the state does not say which, so the words do not guess.
 */
export function loyaltyText(a: Pick<Agent, 'traits' | 'loyaltyMod'>): string {
  const mod = a.loyaltyMod === 0 ? '' : a.loyaltyMod > 0 ? ` (Indoctrinated +${a.loyaltyMod})` : ` (${signed(a.loyaltyMod)} from its base ${ladderWord(a.traits.loyalty)}: unpaid upkeep or Subversion)`;
  return `${ladderWord(a.traits.loyalty + a.loyaltyMod)}${mod}`;
}

function agentCard(view: SeatView, a: Agent, ready: boolean, mine: boolean, cb: OperativesCallbacks): TemplateResult {
  const status = actorStatus(view, a.id);
  const template = TEMPLATES.find((t) => t.id === a.template)?.name ?? 'Custom';
  const skills = Object.entries(a.skills).map(([k, v]) => `${SKILL_INFO[k as keyof typeof SKILL_INFO].name} ${ladderWord(v ?? 0)}`).join(' · ');
  const upkeep = agentUpkeep(a, sideFromKnowledge(view));
  const state = a.wounds > 0 ? WOUNDS[a.wounds] ?? '' : ready ? 'Ready' : status ?? 'Ready';
  return html`<li class="operative${ready ? ' ready' : ''}${a.loyaltyMod < 0 ? ' loyalty-lowered' : ''}${cb.chosen === a.id ? ' chosen' : ''}" data-key=${`op-${a.id}`}>
    <div class="op-head">
      <span class="op-name">${a.name}</span>
      <span class="op-template">${template}</span>
      <button type="button" class="btn link" aria-label=${`Show ${nameOfArea(a.area)} on the map`} data-key=${`loc-${a.id}`} @click=${() => cb.locate(a.area)}>${nameOfArea(a.area)}</button>
    </div>
    <p class="op-traits"><abbr title="Subtlety">Sub</abbr> ${ladderWord(a.traits.subtlety)} · <abbr title="Resilience">Res</abbr> ${ladderWord(a.traits.resilience)} · <abbr title="Loyalty">Loy</abbr> ${loyaltyText(a)} · <abbr title="Versatility">Ver</abbr> ${ladderWord(a.traits.versatility)}</p>
    <p class="op-skills">${skills}</p>
    ${a.gifts.length > 0 ? html`<p class="op-gifts">Gifts: ${a.gifts.map((g, i) => html`${i > 0 ? ', ' : ''}<span title=${GIFT.get(g)?.text ?? ''}>${GIFT.get(g)?.name ?? g}</span> <span class="dim">(${GIFT.get(g)?.text ?? ''})</span>`)}</p>` : nothing}
    <div class="op-foot">
      <span class="op-state wounds-${a.wounds}">${state} · upkeep ${upkeep}/turn</span>
      ${chooseButton(a.id, a.name, mine, cb)}
      <button type="button" class="btn small" ?disabled=${!mine} data-key=${`orders-${a.id}`} @click=${() => cb.orders(a.id)}>Orders for ${a.name}</button>
      <button type="button" class="btn small quiet" ?disabled=${!mine} data-key=${`dismiss-${a.id}`} title=${`Dismiss ${a.name}: it leaves for good and costs no more upkeep (R-HATS-19); asks first`} @click=${() => cb.dismiss(a.id)}>Dismiss…</button>
    </div>
  </li>`;
}

export function operativesTemplate(view: SeatView, cb: OperativesCallbacks): TemplateResult {
  const ready = new Set(readyActors(view));
  const mine = cb.mine !== false && view.activeSeat === view.seat && view.phase === 'actions' && view.pending === null;
  const agents = Object.values(view.agents).sort((x, y) => x.name.localeCompare(y.name));
  const acting = GROUPS.filter((g) => view.groups[g.id]?.own && g.gifts.some((x) => x.kind === 'action'));
  return html`<section class="panel operatives-panel" aria-labelledby="ops-title">
    <div class="panel-head">
      <h2 id="ops-title">Operatives (${agents.length})</h2>
      <button type="button" class="btn small" ?disabled=${!mine} data-key="recruit" title=${`Costs ${recruitPriceText(recruitPrice(sideFromKnowledge(view)))}; each recruit adds its upkeep every turn`} @click=${cb.recruit}>Recruit…</button>
    </div>
    ${agents.length === 0 ? html`<p class="empty">No Agents left.</p>` : nothing}
    <ul class="operatives">
      ${repeat(agents, (a) => a.id, (a) => agentCard(view, a, ready.has(a.id), mine, cb))}
      ${repeat(acting, (g) => g.id, (g) => {
        const can = ready.has(g.id);
        return html`<li class="operative group${can ? ' ready' : ''}" data-key=${`op-${g.id}`}>
          <div class="op-head"><span class="op-name">${g.name}</span><span class="op-template">Group</span></div>
          <p class="op-skills">${g.gifts.map((x) => groupGiftText(x)).join(' · ')}</p>
          <div class="op-foot">
            <span class="op-state">${can ? 'Ready' : actorStatus(view, g.id) ?? ''}</span>
            ${chooseButton(g.id, g.name, mine, cb)}
            <button type="button" class="btn small" ?disabled=${!mine} data-key=${`orders-${g.id}`} @click=${() => cb.orders(g.id)}>Orders for ${g.name}</button>
          </div></li>`;
      })}
    </ul>
  </section>`;
}
