/**
 * The rules reference (both layers): a search over the texts' rules and our
 * rulings with their ids, the house rules in force in the game on screen, and the first-game guide
 * of each layer. One modal <dialog> opened over any screen (F1 or "?", or a screen's button), and the
 * same content as a page at #/help from the main menu. The results list is rendered with lit-html so
 * typing in the search keeps focus and the list's live count.
 */
import { html, render, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { focusBack, h, inTextField } from '../ui/dom';
import { ruleBlocks, searchRules, type Layer, type RuleEntry } from './rules-index';
import { ruleEntries } from './rules-sources';
import { guideLabel } from '../guide/guide-host';
import './help.css';

/** A house rule as the game on screen has it (DECISIONS.md: a named setting, stored in the game). */
export interface HouseRule {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly note?: string;
}

export interface HelpContext {
  /** The layer on screen: its rules come first ('both' from the menu). */
  readonly layer: 'hats' | 'ops' | 'both';
  readonly houseRules: readonly HouseRule[];
  /** Opens the first-game guide of a layer. */
  readonly guide?: (layer: 'hats' | 'ops') => void;
  /** What the search starts with (a ruling's id, when opened from a link to it: rule-links.ts). */
  readonly query?: string;
}

const LAYER_NAME: Readonly<Record<Layer, string>> = { core: 'FUDGE core', ops: 'Black Ops (tactical)', hats: 'Black Hats (conspiracy)' };
const SOURCE_NAME = { ruling: 'Ruling', text: 'Rulebook', fudge: 'FUDGE' } as const;
const LIMIT = 60;

function entryTemplate(e: RuleEntry): TemplateResult {
  return html`<li class="rule ${e.source}" data-id=${e.id}>
    <p class="rule-head">${e.source === 'ruling' ? html`<span class="rule-id">${e.id}</span>` : html`<span class="rule-src">${SOURCE_NAME[e.source]}</span>`}
      <span class="rule-title">${e.title}</span> <span class="rule-where">${LAYER_NAME[e.layer]} · ${e.section}</span></p>
    ${ruleBlocks(e.text).map((b) => (b.kind === 'text'
      ? html`<p class="rule-text">${b.text}</p>`
      : html`<table class="rule-table">${b.head ? html`<thead><tr>${b.head.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>` : ''}<tbody>${b.rows.map((r) => html`<tr>${r.map((c, i) => (i === 0 ? html`<th scope="row">${c}</th>` : html`<td>${c}</td>`))}</tr>`)}</tbody></table>`))}
  </li>`;
}

/**
 * The reference's content, in `host`; returns the search field (focused by the caller). `escape`
 * says what Escape does there: it closes the reference at once, even with text in the search (as
 * VS Code's and Foundry's windows do), and the hint under the search says so.
 */
export function mountReference(host: HTMLElement, ctx: HelpContext, escape: string): HTMLInputElement {
  const entries = ruleEntries();
  let query = ctx.query ?? '';
  let scope: 'mine' | 'all' = ctx.layer === 'both' ? 'all' : 'mine';
  const input = h('input', { type: 'search', id: 'help-search', placeholder: 'Search: Bribery, R-HATS-13, dodge…', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'help-search-hint' });
  input.value = query;
  const list = h('div', { class: 'help-results' });
  const layersFor = (): Layer[] => (scope === 'all' || ctx.layer === 'both' ? ['core', 'ops', 'hats'] : ['core', ctx.layer]);
  const draw = (): void => {
    const hits = searchRules(entries, query, layersFor());
    // Rulings first when nothing is typed: they are what this game decided.
    const shown = (query === '' ? [...hits].sort((a, b) => Number(b.entry.source === 'ruling') - Number(a.entry.source === 'ruling')) : hits).slice(0, LIMIT);
    render(html`
      <p class="help-count" role="status" aria-live="polite">${hits.length === 0 ? 'Nothing matches.' : `${hits.length} ${hits.length === 1 ? 'entry' : 'entries'}${hits.length > LIMIT ? `, the first ${LIMIT} shown` : ''}.`}</p>
      <ol class="rules" aria-label="Rules and rulings">${repeat(shown, (x) => x.entry.id, (x) => entryTemplate(x.entry))}</ol>`, list);
  };
  input.addEventListener('input', () => {
    query = input.value;
    draw();
  });
  const scopeBox = ctx.layer === 'both' ? null : h('label', { class: 'help-scope' }, (() => {
    const box = h('input', { type: 'checkbox' });
    box.addEventListener('change', () => {
      scope = box.checked ? 'all' : 'mine';
      draw();
    });
    return box;
  })(), ` Search the other layer too`);
  const house = ctx.houseRules.length === 0 ? h('p', { class: 'hint' }, 'No game is open: its house rules in force are shown here during a game (lethality, turn limit, Ironman, random events; the battle\'s options).')
    : h('table', { class: 'house-rules' }, h('caption', {}, 'House rules in force in this game'),
      h('tbody', {}, ...ctx.houseRules.map((r) => h('tr', {}, h('th', { scope: 'row' }, h('span', { class: 'rule-id' }, r.id), ` ${r.name}`), h('td', {}, r.value, r.note ? h('span', { class: 'hint' }, ` — ${r.note}`) : '')))));
  const guides = ctx.guide ? h('p', { class: 'help-guides' }, 'First-game guides (Shift+F1 resumes the one of the game on screen): ',
    ...(['hats', 'ops'] as const).map((layer) => {
      const b = h('button', { type: 'button', class: 'btn small', 'data-guide-resume': layer }, guideLabel(layer));
      b.addEventListener('click', () => ctx.guide?.(layer));
      return b;
    })) : null;
  host.replaceChildren(
    house,
    guides ?? '',
    h('div', { class: 'help-search' }, h('label', { for: 'help-search' }, 'Search the rules'), input, scopeBox ?? '',
      h('p', { class: 'hint help-keys', id: 'help-search-hint' }, `Esc ${escape}.`)),
    list,
  );
  draw();
  return input;
}

let open: HTMLDialogElement | null = null;

/** Opens the reference over the current screen (one at a time); Escape or Close closes it and focus goes back. */
export function openHelp(ctx: HelpContext): void {
  if (open) return;
  const back = document.activeElement;
  const body = h('div', { class: 'help-body' });
  const close = h('button', { type: 'button', class: 'btn' }, 'Close');
  const dialog = h('dialog', { class: 'help-dialog', 'aria-labelledby': 'help-title' },
    h('div', { class: 'help-top' }, h('h2', { id: 'help-title' }, 'Rules reference'), close),
    body);
  const done = (): void => {
    if (dialog.open) dialog.close();
    dialog.remove();
    open = null;
    focusBack(back);
  };
  close.addEventListener('click', done);
  // Escape closes at once, from the search too (a search field would only clear its text first),
  // and goes no further: the screen under the reference does not take it as its own.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    done();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    done();
  });
  document.body.append(dialog);
  open = dialog;
  const input = mountReference(body, { ...ctx, guide: ctx.guide ? (layer) => { done(); ctx.guide?.(layer); } : undefined }, 'closes the reference');
  dialog.showModal();
  input.focus();
}

export function helpIsOpen(): boolean {
  return open !== null;
}

/**
 * F1 (and "?" outside text fields) opens the reference with the context of the screen on show;
 * installed once by main.ts. Screens say what they are with setHelpContext.
 */
let context: () => HelpContext = () => ({ layer: 'both', houseRules: [] });
let guideOf: ((layer: 'hats' | 'ops') => void) | undefined;

/** Opens the reference over the current screen, searching for `query` (a ruling's id: rule-links.ts). */
export function openHelpAt(query: string): void {
  openHelp({ ...context(), guide: guideOf, query });
}

export function setHelpContext(get: (() => HelpContext) | null): void {
  context = get ?? (() => ({ layer: 'both', houseRules: [] }));
}

export function currentHelpContext(): HelpContext {
  return context();
}

export function installHelpKeys(guide: (layer: 'hats' | 'ops') => void): void {
  guideOf = guide;
  window.addEventListener('keydown', (event) => {
    // A screen that handles the key itself (the tactical table's "?" opens its keys) has the last word.
    if (event.defaultPrevented) return;
    const typing = inTextField(event.target);
    // Shift+F1 is the guide's (renderer/guide/guide-host.ts): it resumes the first-game guide.
    const isHelpKey = (event.key === 'F1' && !event.shiftKey) || (event.key === '?' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey);
    if (!isHelpKey || helpIsOpen()) return;
    event.preventDefault();
    openHelp({ ...context(), guide });
  });
}

/** The reference as a page (#/help from the main menu). */
export function helpScreen(o: { readonly back: () => void; readonly guide: (layer: 'hats' | 'ops') => void }): { element: HTMLElement } {
  const body = h('div', { class: 'help-body' });
  const back = h('button', { type: 'button', class: 'btn' }, 'Back to the menu');
  back.addEventListener('click', o.back);
  const element = h('section', { class: 'sheet help-page', 'aria-labelledby': 'help-page-title' },
    h('p', { class: 'stamp' }, 'Field manual'),
    h('div', { class: 'help-top' }, h('h2', { id: 'help-page-title', tabindex: '-1' }, 'Rules reference'), back),
    body);
  mountReference(body, { layer: 'both', houseRules: [], guide: o.guide }, 'goes back to the menu');
  // As over a screen: Escape leaves at once, from the search too.
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    o.back();
  });
  return { element };
}
