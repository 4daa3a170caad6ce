import { ladderLabel } from '../../src/core/ladder';
import { ATTRIBUTES, ATTRIBUTE_IDS, FREE_ATTRIBUTE_LEVELS, type AttributeId } from '../../src/ops/data/attributes';
import { setAttribute, tradeAttribute } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import { button, h } from '../ui/dom';
import type { Apply } from './apply';
import { keyed, select, smallButton } from './ui';

/** Attributes (R-OPS-6): Fair plus four free levels, Terrible..Superb, one-for-one trades. */
export function attributesView(agent: Agent, apply: Apply, trade: { from: AttributeId; to: AttributeId }): Node[] {
  const used = ATTRIBUTE_IDS.reduce((sum, id) => sum + agent.attributes[id], 0);
  const rows = ATTRIBUTES.map((att) => {
    const v = agent.attributes[att.id];
    return h(
      'tr',
      { 'data-row': `att-${att.id}` },
      h('td', {}, h('strong', {}, att.name), ' ', h('span', { class: 'muted mono' }, att.id)),
      h('td', { class: 'muted' }, att.description),
      h('td', { class: 'rating num' }, ladderLabel(v)),
      h(
        'td',
        { class: 'steps' },
        smallButton('−', `Lower ${att.name}`, () => apply((a) => setAttribute(a, att.id, v - 1)), { disabled: v <= -3, key: `att-${att.id}-lower` }),
        smallButton('+', `Raise ${att.name}`, () => apply((a) => setAttribute(a, att.id, v + 1)), { disabled: v >= 3, key: `att-${att.id}-raise` }),
      ),
    );
  });
  const spare = FREE_ATTRIBUTE_LEVELS - used;
  const names = ATTRIBUTES.map((a) => [a.id, a.name] as const);
  return [
    h(
      'p',
      { class: 'muted' },
      `Every attribute starts at Fair with ${FREE_ATTRIBUTE_LEVELS} free levels to add. `,
      h('strong', { class: 'mono' }, `${used} of ${FREE_ATTRIBUTE_LEVELS} used`),
      spare > 0 ? ` — the ${spare} unused become ${spare * 3} skill levels.` : spare < 0 ? ` — ${-spare} more cost ${-spare * 3} skill levels.` : '.',
    ),
    h('table', { class: 'ledger', 'aria-label': 'Attributes' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Attribute'), h('th', {}, 'What it measures'), h('th', { class: 'num' }, 'Rating'), h('th', { class: 'num' }, 'Change'))),
      h('tbody', {}, ...rows)),
    h(
      'div',
      { class: 'inline-form' },
      h('span', { class: 'mono' }, 'Trade one level from'),
      select('Lower this attribute', names, trade.from, (v) => (trade.from = v as AttributeId), 'trade-from'),
      h('span', { class: 'mono' }, 'to'),
      select('Raise this attribute', names, trade.to, (v) => (trade.to = v as AttributeId), 'trade-to'),
      keyed(button('Trade one level', () => apply((a) => tradeAttribute(a, trade.from, trade.to))), 'trade-go'),
    ),
  ];
}
