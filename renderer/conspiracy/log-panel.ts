/**
 * The intelligence log of one seat (or the public log on the projector) as dated dossier entries:
 * "Turn 3 — ...", newest first, each marked eyes-only or public, with its dice when it had any.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { LogEntry, RollRecord } from '../../src/hats';
import { h } from '../ui/dom';
import { signed } from './format';
import { OUTCOME_WORD, rollOutcomes, type RollOutcome } from './roll-outcome';

const FACE: Record<string, string> = { '1': '+', '-1': '−', '0': '·' };

function rollLine(r: RollRecord, outcome: RollOutcome): string {
  const faces = r.faces.map((f) => FACE[String(f)] ?? String(f)).join('');
  const mods = r.mods.map((m) => ` ${m.label} ${signed(m.value)}`).join('');
  return `${r.trait} ${signed(r.base)}${mods} [${faces}] = ${signed(r.total)}, ${r.against}${outcome ? `: ${OUTCOME_WORD[outcome]}` : ''}`;
}

/** An entry's dice, each roll with whether it succeeded (roll-outcome.ts). */
function rollsLine(rolls: readonly RollRecord[]): string {
  const outcomes = rollOutcomes(rolls);
  return rolls.map((r, i) => rollLine(r, outcomes[i] ?? null)).join(' · ');
}

export function logPanel(entries: readonly LogEntry[], options: { readonly title: string; readonly limit?: number; readonly publicOnly?: boolean }): HTMLElement {
  const newest = [...entries].reverse().slice(0, options.limit ?? entries.length);
  const list = h('ol', { class: 'dossier' });
  for (const e of newest) {
    const eyes = e.visibleTo === 'all' ? 'Public' : 'Eyes only';
    list.append(h('li', { class: `entry ${e.visibleTo === 'all' ? 'public' : 'private'}` },
      h('p', { class: 'entry-date' }, `Turn ${e.round} — `, options.publicOnly ? null : h('span', { class: 'entry-tag' }, eyes)),
      h('p', { class: 'entry-text' }, e.text),
      e.rolls.length > 0 && !options.publicOnly ? h('p', { class: 'entry-rolls' }, rollsLine(e.rolls)) : null));
  }
  return h('section', { class: 'panel log-panel', 'aria-labelledby': 'log-title' },
    h('div', { class: 'panel-head' }, h('h2', { id: 'log-title' }, options.title)),
    newest.length === 0 ? h('p', { class: 'empty' }, 'Nothing on file yet.') : list);
}

const KEYS = new WeakMap<LogEntry, number>();
let nextKey = 0;
/** Log entries are immutable and shared between states: their identity is their key. */
function keyOf(e: LogEntry): number {
  let k = KEYS.get(e);
  if (k === undefined) {
    k = (nextKey += 1);
    KEYS.set(e, k);
  }
  return k;
}

/** The same panel as a lit-html template for the board: entries keep their nodes (and the list its scroll). */
export function logTemplate(entries: readonly LogEntry[], options: { readonly title: string }): TemplateResult {
  const newest = [...entries].reverse();
  return html`<section class="panel log-panel" aria-labelledby="log-title">
    <div class="panel-head"><h2 id="log-title">${options.title}</h2></div>
    ${newest.length === 0 ? html`<p class="empty">Nothing on file yet.</p>` : html`<ol class="dossier">${repeat(newest, keyOf, (e) => html`<li class="entry ${e.visibleTo === 'all' ? 'public' : 'private'}">
      <p class="entry-date">Turn ${e.round} — <span class="entry-tag">${e.visibleTo === 'all' ? 'Public' : 'Eyes only'}</span></p>
      <p class="entry-text">${e.text}</p>
      ${e.rolls.length > 0 ? html`<p class="entry-rolls">${rollsLine(e.rolls)}</p>` : nothing}</li>`)}</ol>`}
  </section>`;
}
