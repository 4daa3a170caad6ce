import { sheetModel } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';

function boxes(n: number): string {
  return '☐ '.repeat(n).trim();
}

function table(label: string, head: readonly string[], rows: readonly (readonly (string | number)[])[], numeric: readonly number[] = []): HTMLElement {
  return h(
    'table',
    { class: 'ledger', 'aria-label': label },
    h('thead', {}, h('tr', {}, ...head.map((t, i) => h('th', { class: numeric.includes(i) ? 'num' : '' }, t)))),
    h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((c, i) => h('td', { class: numeric.includes(i) ? 'num' : '' }, String(c)))))),
  );
}

/** The printable character sheet: a paper dossier page with a print stylesheet. */
export function sheetView(agent: Agent, back: () => void): Screen {
  const s = sheetModel(agent);
  const bought = s.skills.filter((k) => k.bought);
  const defaults = s.skills.filter((k) => !k.bought);
  const element = h(
    'article',
    { class: 'ag-dossier paper-sheet', 'aria-labelledby': 'sheet-title' },
    h('div', { class: 'toolbar no-print' }, button('Print', () => window.print(), { class: 'btn primary' }), button('Back to the builder', back)),
    h('div', { class: `stamp-mark ${s.battleReady ? 'ready' : ''}`, 'aria-hidden': 'true' }, s.battleReady ? 'Cleared' : 'Draft'),
    h('div', { class: 'classification' }, h('strong', {}, 'Classified'), h('span', {}, 'Black Ops agent record'), h('span', {}, 'Eyes only')),
    h('h1', { id: 'sheet-title' }, s.name),
    h(
      'div',
      { class: 'sheet-head' },
      h('div', {}, h('span', { class: 'ag-label' }, 'Code name'), h('span', { class: 'ag-value' }, s.codeName)),
      h('div', {}, h('span', { class: 'ag-label' }, 'Specialty'), h('span', { class: 'ag-value' }, s.specialty || '—')),
      h('div', {}, h('span', { class: 'ag-label' }, 'Status'), h('span', { class: 'ag-value' }, s.battleReady ? 'Ready for battle' : 'Draft')),
      h('div', {}, h('span', { class: 'ag-label' }, 'Levels'), h('span', { class: 'ag-value' }, `${s.budget.spent} of ${s.budget.budget}`)),
    ),
    h('h2', {}, 'Attributes'),
    h('div', { class: 'sheet-attributes' }, ...s.attributes.map((a) => h('div', { class: 'attr-box' }, h('span', { class: 'ag-label' }, `${a.name} (${a.id})`), h('span', { class: 'ag-value' }, a.word)))),
    h(
      'div',
      { class: 'sheet-columns' },
      h('div', {}, h('h2', {}, 'Trained skills'), table('Trained skills', ['Skill', 'Att', 'Rating'], bought.map((k) => [k.label, k.attribute, k.word]))),
      h('div', {}, h('h2', {}, 'Defaults'), h('p', { class: 'sheet-defaults' }, defaults.map((k) => `${k.label} ${k.word}`).join(' · '))),
    ),
    h('h2', {}, 'Firearms'),
    s.weapons.length > 0
      ? table('Firearms', ['Weapon', 'Skill', 'Ammo', 'Dmg', 'Acc', 'RoF', 'Magazine', 'Ranges (m)', 'Fitted'], s.weapons.map((w) => [w.name, w.skill, w.ammo, w.damage, w.accuracy, w.rof, w.magazine, w.ranges, w.accessories]), [3])
      : h('p', { class: 'muted' }, 'None carried.'),
    h(
      'div',
      { class: 'sheet-columns' },
      h(
        'div',
        {},
        h('h2', {}, 'Close combat and armor'),
        table('Melee and armor', ['Item', 'Value'], [
          ...s.melee.map((m) => [m.name, `damage ${m.damage}`]),
          ...(s.armor ? [[s.armor.name, `ballistic ${s.armor.ballistic}; physical ${s.armor.physical}${s.armor.modifier ? `; ${s.armor.modifier} to physical actions` : ''}`]] : []),
          ...(s.style ? [['Style', s.style]] : []),
        ]),
        h('h2', {}, 'Equipment'),
        s.equipment.length > 0 ? h('ul', { class: 'sheet-list' }, ...s.equipment.map((e) => h('li', {}, h('strong', {}, e.name), ` — ${e.note}`))) : h('p', { class: 'muted' }, 'None.'),
      ),
      h(
        'div',
        {},
        h('h2', {}, 'Wounds'),
        table('Wound track', ['Wound', 'Damage', 'Boxes'], s.wounds.map((w) => [w.name, w.from, boxes(w.boxes)])),
        h('h2', {}, 'Gifts and faults'),
        h('ul', { class: 'sheet-list' }, ...s.traits.map((t) => h('li', {}, h('strong', {}, `${t.kind}: ${t.name}`), ` — ${t.effect}`))),
      ),
    ),
    s.problems.length > 0 ? h('div', {}, h('h2', {}, 'Problems'), h('ul', { class: 'ag-problems' }, ...s.problems.map((p) => h('li', {}, p)))) : null,
    agent.notes ? h('div', {}, h('h2', {}, 'Notes'), h('p', { class: 'mono' }, agent.notes)) : null,
    h('p', { class: 'sheet-foot muted mono' }, `Budget ${s.budget.budget} skill levels; ${s.budget.trades.join(' ') || 'no trades.'}`),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') back();
  });
  return { element };
}
