import { FAULTS, GIFTS, type TraitDef, type TraitEffect } from '../../src/ops/data/gifts-faults';
import { MARTIAL_ARTS_STYLES } from '../../src/ops/data/martial-arts';
import { MAX_FAULTS } from '../../src/ops/character/violations';
import { addFault, addGift, removeFault, removeGift, setStyle } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import { h } from '../ui/dom';
import type { Apply } from './apply';
import { keyed, select } from './ui';
import { withRuleLinks } from '../help/rule-links';

/** What the engine does with a trait, in words; roleplaying traits say so. */
export function effectWords(effect: TraitEffect): string | null {
  switch (effect.kind) {
    case 'initiative':
      return `+${effect.bonus} to initiative (R-OPS-4)`;
    case 'dodge when surprised':
      return 'may dodge when surprised (R-OPS-14)';
    case 'wound penalty shift':
      return effect.levels > 0 ? 'wound penalties one level milder' : 'wound penalties one level worse';
    case 'sees in darkness':
      return 'no penalty in darkness';
    case 'damage reduction':
      return `-${effect.amount} damage from every hit`;
    case 'roleplaying':
      return null;
  }
}

function traitList(defs: readonly TraitDef[], taken: readonly string[], toggle: (name: string, on: boolean) => void, kind: string, full: boolean): HTMLElement {
  return h(
    'div',
    { role: 'group', 'aria-label': kind },
    ...defs.map((d, i) => {
      const on = taken.some((t) => t.toLowerCase() === d.name.toLowerCase());
      const effect = effectWords(d.effect);
      const id = `${kind.toLowerCase()}-${i}`;
      const box = keyed(h('input', { type: 'checkbox', id, disabled: !on && full }), id);
      box.checked = on;
      box.addEventListener('change', () => toggle(d.name, box.checked));
      return h(
        'div',
        { class: 'trait' },
        box,
        h('label', { for: id }, d.name),
        h('small', {}, d.description, effect ? h('span', { class: 'effect' }, ` Engine: ${effect}.`) : ' Played at the table.'),
      );
    }),
  );
}

/** Gifts and faults from the data with their effects (R-OPS-9), and the martial-arts style (R-OPS-20). */
export function traitsView(agent: Agent, apply: Apply): Node[] {
  const gifts = traitList(GIFTS, agent.gifts, (name, on) => apply((a) => (on ? addGift(a, name) : removeGift(a, name))), 'Gifts', false);
  const faults = traitList(FAULTS, agent.faults, (name, on) => apply((a) => (on ? addFault(a, name) : removeFault(a, name))), 'Faults', agent.faults.length >= MAX_FAULTS);
  return [
    h('p', { class: 'muted' }, `One gift is free; each more costs 6 skill levels. Every agent has at least one fault and at most ${MAX_FAULTS}; the first pays for nothing, each more pays 6 skill levels.`),
    h('div', { class: 'traits' }, h('div', {}, h('h3', {}, `Gifts (${agent.gifts.length})`), gifts), h('div', {}, h('h3', {}, `Faults (${agent.faults.length} of ${MAX_FAULTS})`), faults)),
    h('h3', {}, 'Martial-arts style'),
    h(
      'div',
      { class: 'inline-form' },
      select('Martial-arts style', [['', 'None'], ...MARTIAL_ARTS_STYLES.map((s) => [s.name, `${s.name}: +1 to ${s.keyManeuvers.join(', ')}`] as const)], agent.style ?? '', (v) => apply((a) => setStyle(a, v || null)), 'style'),
      h('span', { class: 'muted' }, ...withRuleLinks('Needs the Martial Arts skill (R-OPS-20).')),
    ),
  ];
}
