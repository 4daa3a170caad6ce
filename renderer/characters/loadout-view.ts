import { ladderWord } from '../../src/core/ladder';
import { ARMORS } from '../../src/ops/data/armor';
import { EQUIPMENT } from '../../src/ops/data/equipment';
import { FIREARMS } from '../../src/ops/data/firearms';
import { MELEE_WEAPONS } from '../../src/ops/data/melee-weapons';
import {
  ACCESSORIES,
  MAX_ITEM_COUNT,
  MAX_SPARE_MAGAZINES,
  accessoryProblem,
  addEquipment,
  addMelee,
  addWeapon,
  fittedAccuracy,
  removeEquipment,
  removeMelee,
  removeWeapon,
  resolveWeapon,
  setArmor,
  setEquipmentCount,
  setSpareMagazines,
  setWeaponAmmo,
  setWeaponMagazine,
  toggleAccessory,
} from '../../src/agents/index';
import type { Agent, WeaponLoadout } from '../../src/agents/types';
import { button, h } from '../ui/dom';
import type { Apply } from './apply';
import { keyed, select } from './ui';

export interface LoadoutForms {
  weapon: string;
  equipment: string;
  variant: string;
}

/** Equipment that is fitted to weapons is chosen per weapon, so it is not offered loose. */
const LOOSE_EQUIPMENT = EQUIPMENT.filter((e) => e.effect.kind !== 'sight' && e.effect.kind !== 'silencer');

function numberInput(label: string, value: number, min: number, max: number, onChange: (n: number) => void, key: string): HTMLInputElement {
  const el = keyed(h('input', { type: 'number', 'aria-label': label, min, max, step: 1 }), key);
  el.value = String(value);
  el.addEventListener('change', () => onChange(Number(el.value)));
  return el;
}

function weaponView(agent: Agent, w: WeaponLoadout, i: number, apply: Apply): HTMLElement {
  const r = resolveWeapon(w);
  if (!r) return h('p', { class: 'status error' }, `${w.name}: not in the tables.`);
  const { weapon, ammo, magazine } = r;
  const label = `${weapon.name} (weapon ${i + 1})`;
  return h(
    'fieldset',
    { class: 'weapon', 'data-row': `weapon-${i}` },
    h('legend', {}, `${weapon.name} — ${weapon.category}, fired with ${weapon.skill}`),
    h(
      'div',
      { class: 'ag-row' },
      h('span', {}, 'Ammunition ', select(`Ammunition for ${label}`, weapon.ammo.map((a) => [a.name, `${a.label} (damage ${a.damage})`] as const), ammo.name, (v) => apply((a) => setWeaponAmmo(a, i, v)), `w${i}-ammo`)),
      h('span', {}, 'Magazine ', select(`Magazine for ${label}`, ammo.magazines.map((m) => [String(m), `${m} rounds`] as const), String(magazine), (v) => apply((a) => setWeaponMagazine(a, i, Number(v))), `w${i}-mag`)),
      h('span', {}, 'Spare magazines ', numberInput(`Spare magazines for ${label}`, w.spareMagazines, 0, MAX_SPARE_MAGAZINES, (n) => apply((a) => setSpareMagazines(a, i, n)), `w${i}-spare`)),
    ),
    h(
      'div',
      { class: 'ag-row', role: 'group', 'aria-label': `Accessories for ${label}` },
      ...ACCESSORIES.map((acc) => {
        const on = w.accessories.includes(acc);
        const problem = on ? undefined : accessoryProblem(weapon, acc);
        const id = `w${i}-acc-${acc.replace(/\s+/g, '-').toLowerCase()}`;
        const box = keyed(h('input', { type: 'checkbox', id, disabled: problem !== undefined, title: problem }), id);
        box.checked = on;
        box.addEventListener('change', () => apply((a) => toggleAccessory(a, i, acc)));
        return h('span', { title: problem }, box, h('label', { for: id }, ` ${acc}`));
      }),
    ),
    h(
      'div',
      { class: 'ag-row ag-stats' },
      `Accuracy ${ladderWord(fittedAccuracy(weapon, w.accessories))} (base ${ladderWord(weapon.accuracy)}${weapon.builtInScope ? ', scope built in' : ''}) · damage ${ammo.damage} · RoF ${weapon.semiMax || '½'}${weapon.autoRate ? ` / auto ${weapon.autoRate}` : ''} · ranges ${ammo.ranges.join('/')} m`,
    ),
    h('div', { class: 'ag-row' }, keyed(button(`Remove ${weapon.name}`, () => apply((a) => removeWeapon(a, i)), { class: 'btn danger' }), `w${i}-remove`)),
  );
}

/** Weapons with ammunition and accessories, armor, melee weapons and equipment. */
export function loadoutView(agent: Agent, apply: Apply, forms: LoadoutForms, refresh: () => void): Node[] {
  const equipDef = LOOSE_EQUIPMENT.find((e) => e.name === forms.equipment);
  const melee = MELEE_WEAPONS.map((m) => {
    const id = `melee-${m.name.replace(/\s+/g, '-').toLowerCase()}`;
    const on = agent.gear.melee.includes(m.name);
    const box = keyed(h('input', { type: 'checkbox', id }), id);
    box.checked = on;
    box.addEventListener('change', () => apply((a) => (on ? removeMelee(a, m.name) : addMelee(a, m.name))));
    return h('span', {}, box, h('label', { for: id }, ` ${m.name} (BODY+${m.damageBonus})`));
  });
  const nodes: (Node | null)[] = [
    h('h3', {}, 'Firearms'),
    ...agent.gear.weapons.map((w, i) => weaponView(agent, w, i, apply)),
    agent.gear.weapons.length === 0 ? h('p', { class: 'muted' }, 'No firearm yet.') : null,
    h(
      'div',
      { class: 'inline-form' },
      select('Firearm to add', FIREARMS.map((f) => [f.name, `${f.name} — ${f.category}, accuracy ${ladderWord(f.accuracy)}`] as const), forms.weapon, (v) => (forms.weapon = v), 'weapon-pick'),
      keyed(button('Add weapon', () => apply((a) => addWeapon(a, forms.weapon))), 'weapon-add'),
    ),
    h('h3', {}, 'Melee weapons'),
    h('div', { class: 'inline-form', role: 'group', 'aria-label': 'Melee weapons' }, ...melee),
    h('h3', {}, 'Armor'),
    h(
      'div',
      { class: 'inline-form' },
      select(
        'Armor',
        [['', 'None'], ...ARMORS.map((a) => [a.name, `${a.name} — ballistic ${a.ballistic} at ${ladderWord(a.ballisticCoverage)}, physical ${a.physical} at ${ladderWord(a.physicalCoverage)}${a.modifier ? `, ${a.modifier} to physical actions` : ''}`] as const)],
        agent.gear.armor ?? '',
        (v) => apply((a) => setArmor(a, v || null)),
        'armor',
      ),
    ),
    h('h3', {}, 'Equipment'),
    h(
      'table',
      { class: 'ledger', 'aria-label': 'Equipment' },
      h('tbody', {},
        ...agent.gear.equipment.map((e, i) => {
          const def = EQUIPMENT.find((d) => d.name === e.name);
          const name = `${e.name}${e.variant ? ` (${e.variant})` : ''}`;
          return h(
            'tr',
            { 'data-row': `equip-${i}` },
            h('td', {}, h('strong', {}, name), h('br'), h('small', { class: 'muted' }, def?.description ?? '')),
            h('td', { class: 'num' }, numberInput(`How many ${name}`, e.count ?? 1, 1, MAX_ITEM_COUNT, (n) => apply((a) => setEquipmentCount(a, i, n)), `eq${i}-count`)),
            h('td', { class: 'steps' }, keyed(button(`Remove ${name}`, () => apply((a) => removeEquipment(a, i)), { class: 'btn small danger' }), `eq${i}-remove`)),
          );
        })),
    ),
    h(
      'div',
      { class: 'inline-form' },
      select('Equipment to add', LOOSE_EQUIPMENT.map((e) => e.name), forms.equipment, (v) => {
        forms.equipment = v;
        forms.variant = '';
        refresh();
      }, 'equip-pick'),
      equipDef?.variants ? select(`Kind of ${equipDef.name}`, equipDef.variants, forms.variant || (equipDef.variants[0] ?? ''), (v) => (forms.variant = v), 'equip-variant') : null,
      keyed(button('Add equipment', () => apply((a) => addEquipment(a, forms.equipment, equipDef?.variants ? forms.variant || equipDef.variants[0] : undefined))), 'equip-add'),
    ),
  ];
  return nodes.filter((n): n is Node => n !== null);
}
