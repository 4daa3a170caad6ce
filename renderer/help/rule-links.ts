/**
 * Our rulings' ids in the words a screen shows ("Higher: Agents die sooner (R-HATS-7)") are links
 * into the rules reference: a click opens it searching for that id, the ruling first. An id is jargon
 * to a new player unless it leads somewhere.
 */
import { html, type TemplateResult } from 'lit-html';
import { h } from '../ui/dom';
import { openHelpAt } from './help-view';

export type RulePiece = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'rule'; readonly id: string };

const RULE_ID = /\bR-(?:CORE|OPS|HATS|CAMP|LINK)-\d+\b/g;

/** The text cut at each ruling id (pure). */
export function rulePieces(text: string): RulePiece[] {
  const pieces: RulePiece[] = [];
  let at = 0;
  for (const m of text.matchAll(RULE_ID)) {
    if (m.index > at) pieces.push({ kind: 'text', text: text.slice(at, m.index) });
    pieces.push({ kind: 'rule', id: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

const TITLE = (id: string): string => `Open ${id} in the rules reference`;

/** `text` as DOM nodes, each ruling id a button that opens the reference at it. */
export function withRuleLinks(text: string): (Node | string)[] {
  return rulePieces(text).map((p) => {
    if (p.kind === 'text') return p.text;
    const b = h('button', { type: 'button', class: 'rule-link', title: TITLE(p.id) }, p.id);
    b.addEventListener('click', () => openHelpAt(p.id));
    return b;
  });
}

/** The same for a lit-html template. */
export function ruleLinked(text: string): TemplateResult {
  return html`${rulePieces(text).map((p) => (p.kind === 'text' ? p.text : html`<button type="button" class="rule-link" title=${TITLE(p.id)} @click=${() => openHelpAt(p.id)}>${p.id}</button>`))}`;
}
