/**
 * The selected unit's sheet (issue 5 point 6): attributes, skills, the wound track as boxes
 * (R-OPS-22), armor values as they stand (R-OPS-23), ammunition and equipment. An enemy in sight
 * shows only what the eye sees: its code name, wound level and states.
 */
import type { Agent } from '../../src/agents/types';
import type { Unit } from '../../src/battle';
import { ladderWord } from '../../src/core/ladder';
import { findArmor } from '../../src/ops/data/armor';
import { ATTRIBUTES } from '../../src/ops/data/attributes';
import { WOUND_ROWS } from '../../src/ops/data/wound-chart';
import { h } from '../ui/dom';
import { level } from './format';
import { chip } from './tracker-panel';
import { worstWound } from './table-view';

export interface SheetLook {
  readonly colour: number;
  readonly letter: string;
  readonly sideName: string;
}

function states(u: Unit): string[] {
  const out: string[] = [];
  if (u.status === 'dead') out.push('dead');
  else if (u.status === 'out') out.push('out of the fight');
  if (u.dodging) out.push('dodging');
  if (u.hold) out.push('holding');
  if (u.heldBy) out.push('grabbed');
  if (u.holding) out.push('holding someone in a grab');
  if (u.blindRounds > 0) out.push(`blind ${u.blindRounds} round${u.blindRounds === 1 ? '' : 's'}`);
  if (u.condition.bleeding) out.push('bleeding');
  return out;
}

function woundTrack(u: Unit): HTMLElement {
  return h('table', { class: 'wounds' }, h('caption', {}, 'Wound track'),
    h('tbody', {}, ...WOUND_ROWS.map((row) => {
      const marked = u.condition.wounds[row.id];
      return h('tr', {},
        h('th', { scope: 'row' }, row.name),
        h('td', { 'aria-label': `${marked} of ${row.boxes} marked` },
          ...Array.from({ length: row.boxes }, (_, i) => h('span', { class: `box${i < marked ? ' marked' : ''}`, 'aria-hidden': 'true' }, i < marked ? '✕' : ''))),
        h('td', { class: 'pen' }, row.out ? 'out' : row.penalty !== 0 ? String(row.penalty) : ''));
    })));
}

function dl(rows: readonly (readonly [string, string])[], label: string): HTMLElement {
  return h('dl', { class: 'kv', 'aria-label': label }, ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]));
}

export function sheetPanel(u: Unit | undefined, agent: Agent | undefined, look: SheetLook | undefined, own: boolean): HTMLElement {
  const section = h('section', { class: 'panel sheet-panel', 'aria-labelledby': 'bt-sheet-title' });
  if (!u || !look) {
    section.append(h('h2', { id: 'bt-sheet-title' }, 'Unit sheet'), h('p', { class: 'dim' }, 'Select a unit (Tab, N or a click) to read its sheet.'));
    return section;
  }
  const st = states(u);
  section.append(
    h('h2', { id: 'bt-sheet-title' }, chip(look.colour, look.letter), ` ${u.name}`),
    h('p', { class: 'dim' }, own ? `${agent?.name ?? ''}${agent?.specialty ? ` · ${agent.specialty}` : ''} · ${look.sideName}` : `${look.sideName} · seen`),
    h('p', { class: 'states' }, `Wounds: ${worstWound(u) === 'none' ? 'none' : worstWound(u).replace('-', ' ')}${st.length > 0 ? ` · ${st.join(', ')}` : ''}`),
  );
  if (!own) return section;
  const attrs = ATTRIBUTES.map((a) => [a.id, ladderWord(agent ? agent.attributes[a.id] : a.id === 'BODY' ? u.stats.body : a.id === 'REA' ? u.stats.rea : a.id === 'PER' ? u.stats.per : 0)] as const);
  section.append(h('h3', {}, 'Attributes'), dl(attrs, 'Attributes'));
  const skills = Object.entries(u.stats.skills).sort((a, b) => b[1] - a[1]);
  section.append(h('h3', {}, 'Combat skills'), dl(skills.map(([k, v]) => [k, level(v)] as const), 'Combat skills'));
  const others = (agent?.skills ?? []).filter((s) => !(s.name in u.stats.skills));
  if (others.length > 0) section.append(h('p', { class: 'dim small' }, `Other skills: ${others.map((s) => `${s.name}${s.field ? ` (${s.field})` : ''} ${ladderWord(s.rating)}`).join(', ')}`));
  section.append(woundTrack(u));
  if (u.armor) {
    const def = findArmor(u.armor.name);
    const fresh = def.ok ? def.value : undefined;
    section.append(h('h3', {}, 'Armor'), dl([
      ['Worn', u.armor.name],
      ['Ballistic', `${u.armor.ballistic}${fresh && fresh.ballistic !== u.armor.ballistic ? ` (was ${fresh.ballistic})` : ''}${fresh ? `, covers at ${ladderWord(fresh.ballisticCoverage)}` : ''}`],
      ['Physical', `${u.armor.physical}${fresh && fresh.physical !== u.armor.physical ? ` (was ${fresh.physical})` : ''}${fresh ? `, covers at ${ladderWord(fresh.physicalCoverage)}` : ''}`],
    ], 'Armor'));
  } else section.append(h('h3', {}, 'Armor'), h('p', { class: 'dim' }, 'None'));
  section.append(h('h3', {}, 'Weapons and ammunition'), h('ul', { class: 'weapons' },
    ...u.weapons.map((w, i) => h('li', { class: i === u.weapon ? 'in-hand' : '' },
      `${w.name} (${w.ammo}): ${w.loaded}/${w.magazine} loaded, ${w.spares} spare magazine${w.spares === 1 ? '' : 's'}${i === u.weapon ? ' · in hand' : ''}`)),
    u.melee ? h('li', {}, `${u.melee} (melee)`) : null));
  const gear = [
    u.flashBangs > 0 ? `${u.flashBangs} flash-bang${u.flashBangs === 1 ? '' : 's'}` : null,
    u.firstAidKit ? 'first aid kit' : null,
    ...(agent?.gear.equipment ?? []).filter((e) => !/flash|first aid/i.test(e.name)).map((e) => `${e.name}${e.count && e.count > 1 ? ` ×${e.count}` : ''}`),
  ].filter((x): x is string => x !== null);
  section.append(h('h3', {}, 'Equipment'), h('p', {}, gear.length > 0 ? gear.join(', ') : 'None'));
  return section;
}
