/**
 * The selected unit's sheet: attributes, skills, the wound track as boxes (R-OPS-22), armor values
 * as they stand (R-OPS-23), ammunition and equipment. An enemy in sight shows only what the eye
 * sees: its code name, wound level and states.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Agent } from '../../../src/agents/types';
import { visibleStates, worstWound } from '../../../src/battle/view';
import { ladderWord } from '../../../src/core/ladder';
import { findArmor } from '../../../src/ops/data/armor';
import { ATTRIBUTES } from '../../../src/ops/data/attributes';
import { WOUND_ROWS } from '../../../src/ops/data/wound-chart';
import { level } from '../format';
import type { SheetModel } from '../model/side-model';
import { chip } from './parts';

const kv = (rows: readonly (readonly [string, string])[], label: string): TemplateResult =>
  html`<dl class="kv" aria-label=${label}>${rows.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`;

export function sheetTemplate(m: SheetModel | null, agent: Agent | undefined): TemplateResult {
  if (!m) return html`<section class="panel sheet-panel" aria-labelledby="bt-sheet-title"><h2 id="bt-sheet-title">Unit sheet</h2><p class="dim">Select a unit (Tab, N or a click) to read its sheet.</p></section>`;
  const u = m.unit;
  const states = visibleStates(u);
  const wound = worstWound(u);
  const head = html`<h2 id="bt-sheet-title">${chip(m.side)} ${u.name}</h2>
    <p class="dim">${m.own ? `${agent?.name ?? ''}${agent?.specialty ? ` · ${agent.specialty}` : ''} · ${m.side.name}` : `${m.side.name} · seen`}</p>
    <p class="states">Wounds: ${wound === 'none' ? 'none' : wound.replace('-', ' ')}${states.length > 0 ? ` · ${states.join(', ')}` : ''}</p>`;
  if (!m.own) return html`<section class="panel sheet-panel" aria-labelledby="bt-sheet-title">${head}</section>`;
  const attrs = ATTRIBUTES.map((a) => [a.id, ladderWord(agent ? agent.attributes[a.id] : a.id === 'BODY' ? u.stats.body : a.id === 'REA' ? u.stats.rea : a.id === 'PER' ? u.stats.per : 0)] as const);
  const skills = Object.entries(u.stats.skills).sort((a, b) => b[1] - a[1]);
  const others = (agent?.skills ?? []).filter((s) => !(s.name in u.stats.skills));
  const def = u.armor ? findArmor(u.armor.name) : null;
  const fresh = def?.ok ? def.value : undefined;
  const gear = [
    u.flashBangs > 0 ? `${u.flashBangs} flash-bang${u.flashBangs === 1 ? '' : 's'}` : null,
    u.firstAidKit ? 'first aid kit' : null,
    ...(agent?.gear.equipment ?? []).filter((e) => !/flash|first aid/i.test(e.name)).map((e) => `${e.name}${e.count && e.count > 1 ? ` ×${e.count}` : ''}`),
  ].filter((x): x is string => x !== null);
  return html`<section class="panel sheet-panel" aria-labelledby="bt-sheet-title">
    ${head}
    <h3>Attributes</h3>${kv(attrs, 'Attributes')}
    <h3>Combat skills</h3>${kv(skills.map(([k, v]) => [k, level(v)] as const), 'Combat skills')}
    ${others.length > 0 ? html`<p class="dim small">Other skills: ${others.map((s) => `${s.name}${s.field ? ` (${s.field})` : ''} ${ladderWord(s.rating)}`).join(', ')}</p>` : nothing}
    <table class="wounds"><caption>Wound track</caption><tbody>
      ${WOUND_ROWS.map((row) => {
        const marked = u.condition.wounds[row.id];
        return html`<tr><th scope="row">${row.name}</th>
          <td aria-label=${`${marked} of ${row.boxes} marked`}>${Array.from({ length: row.boxes }, (_, i) => html`<span class="box${i < marked ? ' marked' : ''}" aria-hidden="true">${i < marked ? '✕' : ''}</span>`)}</td>
          <td class="pen">${row.out ? 'out' : row.penalty !== 0 ? String(row.penalty) : ''}</td></tr>`;
      })}
    </tbody></table>
    <h3>Armor</h3>
    ${u.armor
      ? kv([
          ['Worn', u.armor.name],
          ['Ballistic', `${u.armor.ballistic}${fresh && fresh.ballistic !== u.armor.ballistic ? ` (was ${fresh.ballistic})` : ''}${fresh ? `, covers at ${ladderWord(fresh.ballisticCoverage)}` : ''}`],
          ['Physical', `${u.armor.physical}${fresh && fresh.physical !== u.armor.physical ? ` (was ${fresh.physical})` : ''}${fresh ? `, covers at ${ladderWord(fresh.physicalCoverage)}` : ''}`],
        ], 'Armor')
      : html`<p class="dim">None</p>`}
    <h3>Weapons and ammunition</h3>
    <ul class="weapons">
      ${u.weapons.map((w, i) => html`<li class=${i === u.weapon ? 'in-hand' : ''}>${w.name} (${w.ammo}): ${w.loaded}/${w.magazine} loaded, ${w.spares} spare magazine${w.spares === 1 ? '' : 's'}${i === u.weapon ? ' · in hand' : ''}</li>`)}
      ${u.melee ? html`<li>${u.melee} (melee)</li>` : nothing}
    </ul>
    <h3>Equipment</h3><p>${gear.length > 0 ? gear.join(', ') : 'None'}</p>
  </section>`;
}
