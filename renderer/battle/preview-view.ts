/**
 * The attack preview panel (issue 5 point 4, R-CORE-4): before anything is committed, the
 * difficulty and every part of it, the weapon's and the effective accuracy, the exact hit chance
 * of each shot or burst, and a bar of the wound a hit would leave after armor.
 */
import type { AttackPreview, RangedPreview } from '../../src/battle';
import type { Modifier } from '../../src/ops/dice/roll-record';
import { rangedHitChance } from '../../src/ops/dice/odds';
import { WOUND_LEVELS, woundLevelName } from '../../src/ops/data/wound-chart';
import { h } from '../ui/dom';
import { level, oddsHeadline, percent, signed } from './format';

const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** A stacked bar of wound levels with their exact chances, and the same in words for readers. */
export function woundBar(odds: Readonly<Record<string, number>>, label: string): HTMLElement {
  const parts = WOUND_LEVELS.map((lvl, i) => ({ lvl, i, p: odds[lvl] ?? 0 })).filter((x) => x.p > 0);
  const words = parts.map((x) => `${x.lvl === 'none' ? 'no wound' : woundLevelName(x.lvl)} ${percent(x.p)}`).join(', ');
  return h('figure', { class: 'wound-bar' },
    h('div', { class: 'bar', role: 'img', 'aria-label': `${label}: ${words}` },
      ...parts.map((x) => {
        const seg = h('span', { class: `seg w${x.i}`, title: `${x.lvl === 'none' ? 'No wound' : woundLevelName(x.lvl)}: ${percent(x.p)}` });
        seg.style.flexGrow = String(x.p);
        return seg;
      })),
    h('figcaption', {}, `${label}: ${words}`));
}

function rangedView(p: RangedPreview): HTMLElement[] {
  const first = p.attacks[0];
  const headline = first ? oddsHeadline(p.effectiveAccuracy + sum(first.modifiers), p.difficulty, first.hitChance) : `No shot`;
  const rows: HTMLElement[] = [
    h('tr', {}, h('th', { scope: 'row' }, 'Distance'), h('td', {}, `${Number(p.distanceM.toFixed(2))} m`)),
    ...p.difficultyParts.map((m) => h('tr', { class: 'part' }, h('th', { scope: 'row' }, m.reason), h('td', {}, signed(m.value)))),
    h('tr', { class: 'total' }, h('th', { scope: 'row' }, 'Difficulty'), h('td', {}, level(p.difficulty))),
    h('tr', {}, h('th', { scope: 'row' }, `${p.weapon} accuracy`), h('td', {}, level(p.weaponAccuracy))),
    h('tr', { class: 'total' }, h('th', { scope: 'row' }, 'Effective accuracy'), h('td', {}, level(p.effectiveAccuracy))),
  ];
  const shots = p.attacks.map((a) =>
    h('li', {},
      h('span', { class: 'odds' }, `${a.label}: ${oddsHeadline(p.effectiveAccuracy + sum(a.modifiers), p.difficulty, a.hitChance)}`),
      a.modifiers.length > 0 ? h('span', { class: 'mods' }, ` (${a.modifiers.map((m) => `${m.reason} ${signed(m.value)}`).join(', ')})`) : null,
      a.damageBonus !== 0 ? h('span', { class: 'mods' }, ` damage ${signed(a.damageBonus)}`) : null));
  const dodge = p.targetMayDodge && first
    ? h('p', { class: 'note' }, `The target has not acted and may dodge: then ${oddsHeadline(p.effectiveAccuracy + sum(first.modifiers), p.difficulty + 1, rangedHitChance(p.effectiveAccuracy + sum(first.modifiers), p.difficulty + 1))} (R-OPS-14).`)
    : null;
  return [
    h('p', { class: 'headline', 'data-testid': 'hit-chance' }, headline),
    h('table', { class: 'breakdown' }, h('caption', {}, 'Difficulty and accuracy'), h('tbody', {}, ...rows)),
    h('ol', { class: 'shots', 'aria-label': p.mode === 'auto' ? 'Bursts' : 'Shots' }, ...shots),
    h('p', { class: 'summary' }, `${p.roundsFired} round${p.roundsFired === 1 ? '' : 's'} fired · at least one hit ${percent(p.chanceAnyHit)} · expected hits ${p.expectedHits.toFixed(2)}`),
    dodge ?? '',
    woundBar(p.woundOnHit, 'Wound on a hit, after armor'),
  ].filter((x): x is HTMLElement => typeof x !== 'string');
}

export function previewView(title: string, p: AttackPreview | { rejected: string }): HTMLElement {
  const body: HTMLElement[] = [];
  if ('rejected' in p) body.push(h('p', { class: 'refusal', role: 'status' }, p.rejected));
  else if (p.kind === 'ranged') body.push(...rangedView(p));
  else {
    body.push(h('p', { class: 'headline', 'data-testid': 'hit-chance' }, `${p.maneuver}: wins ${percent(p.winChance)} (opposed 2dF, ties to the defender, R-OPS-18)`));
    if (p.targetMayDodge) body.push(h('p', { class: 'note' }, 'The target has not acted and may dodge (+1 to defend).'));
    if (p.woundOnHit) body.push(woundBar(p.woundOnHit, 'Wound if it lands, after armor'));
  }
  return h('section', { class: 'attack-preview', 'aria-label': 'Attack preview' }, h('h3', {}, title), ...body);
}
