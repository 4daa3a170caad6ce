/**
 * The "before you commit" panel of an action dialog (R-CORE-4): the choice in full, what it does,
 * the price, the traits compared and the exact odds, all from the engine's previewCommand on this
 * seat's knowledge.
 */
import type { ActionPreview, PreviewRoll } from '../../src/hats';
import { h } from '../ui/dom';
import { oddsHeadline, percent, traitLine } from './format';
import { withRuleLinks } from '../help/rule-links';

function against(r: PreviewRoll): string {
  if (r.against.kind === 'opposed') return traitLine(r.against.trait);
  return `${r.against.strict ? 'must beat' : 'must reach'} ${r.against.label}`;
}

function rollBlock(r: PreviewRoll): HTMLElement {
  const bar = h('span', { class: 'odds-fill' });
  bar.style.width = `${(r.chance * 100).toFixed(2)}%`;
  return h('div', { class: 'roll' },
    h('h3', {}, r.what),
    h('table', { class: 'traits' },
      h('tbody', {},
        h('tr', {}, h('th', { scope: 'row' }, 'Yours'), h('td', {}, traitLine(r.actor))),
        h('tr', {}, h('th', { scope: 'row' }, 'Against'), h('td', {}, against(r))))),
    h('p', { class: 'odds', 'data-chance': String(r.chance) }, oddsHeadline(r)),
    h('div', { class: 'odds-bar', role: 'img', 'aria-label': `Chance of success ${percent(r.chance)}` }, bar),
  );
}

/** `choice`: the chosen option's full name, repeated here because the closed list may cut it short. */
export function previewView(p: ActionPreview, greenbacks: number, choice?: string): HTMLElement {
  const cost = p.cost > 0 ? `${p.cost} greenbacks (the conspiracy has ${greenbacks})` : 'Free';
  return h('section', { class: 'preview', 'aria-label': 'Before you commit', 'aria-live': 'polite' },
    choice ? h('p', { class: 'choice-name' }, choice) : null,
    p.effect ? h('p', { class: 'effect' }, h('span', { class: 'k' }, 'What it does '), p.effect) : null,
    h('p', { class: 'cost' }, h('span', { class: 'k' }, 'Cost '), cost),
    ...(p.rolls.length > 0 ? p.rolls.map(rollBlock) : [h('p', { class: 'no-roll' }, 'No roll: it simply happens.')]),
    p.notes.length > 0 ? h('ul', { class: 'notes' }, ...p.notes.map((n) => h('li', {}, n))) : null,
    p.problem ? h('p', { class: 'problem', role: 'alert' }, ...withRuleLinks(p.problem)) : null,
  );
}
