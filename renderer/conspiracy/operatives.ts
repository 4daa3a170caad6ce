/**
 * The seat's own units (its Agents, and Groups with an action Gift) with their traits, state and
 * an "Orders" button each; plus the conspiracy-wide commands (recruiting).
 */
import { ladderWord } from '../../src/core/ladder';
import { actorStatus } from '../../src/hats/board-actors';
import { GIFTS, GROUPS, SKILL_INFO, TEMPLATES, readyActors, type Agent, type SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { nameOfArea } from './format';

const WOUNDS = ['Unhurt', 'Scratched', 'Hurt', 'Very hurt', 'Incapacitated'] as const;
const giftName = new Map(GIFTS.map((g) => [g.id, g.name]));

export interface OperativesCallbacks {
  readonly orders: (actor: string) => void;
  readonly recruit: () => void;
  readonly locate: (area: string) => void;
}

function traitsLine(a: Agent): string {
  const t = a.traits;
  return `Sub ${ladderWord(t.subtlety)} · Res ${ladderWord(t.resilience)} · Loy ${ladderWord(t.loyalty + a.loyaltyMod)} · Ver ${ladderWord(t.versatility)}`;
}

function skillsLine(a: Agent): string {
  const skills = Object.entries(a.skills).map(([k, v]) => `${SKILL_INFO[k as keyof typeof SKILL_INFO].name} ${ladderWord(v ?? 0)}`);
  return skills.join(' · ');
}

function agentCard(view: SeatView, a: Agent, ready: boolean, myTurn: boolean, cb: OperativesCallbacks): HTMLElement {
  const status = actorStatus(view, a.id);
  const template = TEMPLATES.find((t) => t.id === a.template)?.name ?? 'Custom';
  return h('li', { class: `operative${ready ? ' ready' : ''}`, 'data-key': `op-${a.id}` },
    h('div', { class: 'op-head' },
      h('span', { class: 'op-name' }, a.name),
      h('span', { class: 'op-template' }, template),
      button(nameOfArea(a.area), () => cb.locate(a.area), { class: 'btn link', 'aria-label': `Show ${nameOfArea(a.area)} on the map`, 'data-key': `loc-${a.id}` })),
    h('p', { class: 'op-traits' }, traitsLine(a)),
    h('p', { class: 'op-skills' }, skillsLine(a)),
    a.gifts.length > 0 ? h('p', { class: 'op-gifts' }, `Gifts: ${a.gifts.map((g) => giftName.get(g) ?? g).join(', ')}`) : null,
    h('div', { class: 'op-foot' },
      h('span', { class: `op-state wounds-${a.wounds}` }, a.wounds > 0 ? WOUNDS[a.wounds] ?? '' : ready ? 'Ready' : status ?? 'Ready'),
      button(`Orders for ${a.name}`, () => cb.orders(a.id), { class: 'btn small', disabled: !myTurn, 'data-key': `orders-${a.id}` })),
  );
}

export function operativesPanel(view: SeatView, cb: OperativesCallbacks): HTMLElement {
  const ready = new Set(readyActors(view));
  const myTurn = view.activeSeat === view.seat && view.phase === 'actions' && view.pending === null;
  const agents = Object.values(view.agents).sort((x, y) => x.name.localeCompare(y.name));
  const actingGroups = GROUPS.filter((g) => view.groups[g.id]?.own && g.gifts.some((x) => x.kind === 'action'));
  const list = h('ul', { class: 'operatives' }, ...agents.map((a) => agentCard(view, a, ready.has(a.id), myTurn, cb)));
  for (const g of actingGroups) {
    const can = ready.has(g.id);
    list.append(h('li', { class: `operative group${can ? ' ready' : ''}` },
      h('div', { class: 'op-head' }, h('span', { class: 'op-name' }, g.name), h('span', { class: 'op-template' }, 'Group')),
      h('div', { class: 'op-foot' },
        h('span', { class: 'op-state' }, can ? 'Ready' : actorStatus(view, g.id) ?? ''),
        button(`Orders for ${g.name}`, () => cb.orders(g.id), { class: 'btn small', disabled: !myTurn, 'data-key': `orders-${g.id}` }))));
  }
  return h('section', { class: 'panel operatives-panel', 'aria-labelledby': 'ops-title' },
    h('div', { class: 'panel-head' },
      h('h2', { id: 'ops-title' }, `Operatives (${agents.length})`),
      button('Recruit', cb.recruit, { class: 'btn small', disabled: !myTurn, 'data-key': 'recruit' })),
    agents.length === 0 ? h('p', { class: 'empty' }, 'No Agents left.') : null,
    list);
}
