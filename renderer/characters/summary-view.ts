import { codeName } from '../../src/ops/character/code-names';
import { checkAgent } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import { h } from '../ui/dom';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The running balance of R-OPS-9, how it was traded, and every problem in words. */
export function summaryView(agent: Agent): Node[] {
  const c = checkAgent(agent);
  const b = c.report.budget;
  const name = agent.animal.trim() ? codeName(agent.animal, agent.mission?.color, agent.mission?.designation) : 'No code name yet';
  return [
    h('p', { class: 'codename', 'aria-label': 'Code name' }, name),
    h(
      'p',
      { class: `ready-line ${c.valid ? 'ok' : 'draft'}`, role: 'status', 'aria-label': 'Battle readiness' },
      c.valid ? 'Ready for battle' : 'Draft: not battle-ready',
    ),
    h('h2', { id: 'balance-title' }, 'Balance'),
    h(
      'div',
      { class: 'balance', 'aria-labelledby': 'balance-title' },
      h('output', { class: `big ${b.balance < 0 ? 'over' : ''}`, 'aria-label': 'Skill levels left' }, signed(b.balance)),
      h('span', { class: 'muted' }, b.balance < 0 ? ' levels over budget' : ' skill levels left'),
      h(
        'dl',
        {},
        h('dt', {}, 'Budget (30 + 12 + 6 + faults)'), h('dd', {}, String(b.budget)),
        h('dt', {}, 'Skills'), h('dd', {}, String(b.skillLevels)),
        h('dt', {}, 'Attributes (3 per level)'), h('dd', {}, String(b.attributeLevels)),
        h('dt', {}, 'Gifts (6 each)'), h('dd', {}, String(b.giftLevels)),
        h('dt', {}, h('strong', {}, 'Spent')), h('dd', { 'aria-label': 'Skill levels spent' }, h('strong', {}, String(b.spent))),
      ),
      b.trades.length > 0 ? h('ul', { 'aria-label': 'Trades' }, ...b.trades.map((t) => h('li', {}, t))) : h('p', { class: 'muted' }, 'No trades: everything at the starting levels.'),
    ),
    h('h2', { id: 'problems-title' }, `Problems (${c.problems.length})`),
    c.problems.length > 0
      ? h('ul', { class: 'ag-problems', 'aria-labelledby': 'problems-title' }, ...c.problems.map((p) => h('li', {}, p)))
      : h('p', { class: 'muted' }, 'None. This agent may be taken into battle.'),
  ];
}
