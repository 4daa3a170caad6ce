/**
 * The seat's technology (R-HATS-9, R-HATS-10): each of the seven areas at its level, what the
 * conspiracy has developed and what each does, what it may research now and what needs the area
 * raised first; and the new skills it has made available (R-HATS-17). From its own view only.
 */
import { ladderLabel } from '../../src/core/ladder';
import { SKILL_INFO, TECHNOLOGIES, TECH_AREAS, TECH_AREA_NAMES, unlockedSkills, type SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { openDialog, type DialogHandle } from './dialog';
import { withRuleLinks } from '../help/rule-links';

export function techDialog(host: HTMLElement, o: { readonly view: SeatView; readonly onClose: () => void }): DialogHandle {
  const c = o.view.conspiracy;
  const rows = TECH_AREAS.map((area) => {
    const level = c.tech[area];
    const techs = TECHNOLOGIES.filter((t) => t.area === area);
    return h('tr', {},
      h('th', { scope: 'row' }, TECH_AREA_NAMES[area], h('span', { class: 'level' }, ladderLabel(level))),
      h('td', {}, h('ul', { class: 'tech-list' }, ...techs.map((t) => {
        const done = c.technologies.includes(t.id);
        const state = done ? 'developed' : level >= t.level ? 'researchable' : 'locked';
        const note = done ? 'Developed' : level >= t.level ? `Research it: a result above ${ladderLabel(t.level)}, 5 + ${t.cost} greenbacks` : `Needs ${TECH_AREA_NAMES[area]} at ${ladderLabel(t.level)}`;
        return h('li', { class: `tech ${state}` }, h('strong', {}, t.name), ` — ${t.text} `, h('span', { class: 'tech-state' }, `(${note})`));
      }))));
  });
  const skills = unlockedSkills(c);
  return openDialog(host, {
    title: 'Technology',
    className: 'tech',
    escapable: true,
    onClose: o.onClose,
    body: (close) => [
      h('p', { class: 'hint' }, ...withRuleLinks('Raising an area needs a Research result at least the new level; a technology needs a result above its level (R-HATS-9). Every conspiracy starts at Poor in each area.')),
      h('table', { class: 'tech-table' }, h('tbody', {}, ...rows)),
      h('p', {}, h('strong', {}, 'New skills available: '), skills.length === 0 ? 'none yet (Psychic Training and Wire Fraud make them available).' : skills.map((s) => `${SKILL_INFO[s].name}: ${SKILL_INFO[s].effect}`).join(' ')),
      h('div', { class: 'actions' }, button('Close', close, { class: 'btn primary' })),
    ],
  });
}
