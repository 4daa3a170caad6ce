/**
 * The combat log and the region named "Dice log": newest last, each a live region (role log), each
 * roll with its faces, modifiers, total and outcome (R-CORE-2). Only the seat's own lines, made in
 * the core (src/battle/view log-lines.ts); lit-html's repeat keeps every line's node, so the live
 * region announces only the new ones and a reader's scroll position survives.
 */
import { html, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { DiceEntry, LogLine } from '../../../src/battle/view';

/** Lines kept in the page; the session's memory keeps more. */
export const SHOWN = 60;

export function diceEntryTemplate(d: Pick<DiceEntry, 'round' | 'title' | 'outcome' | 'lines'> & { readonly serial?: number }): TemplateResult {
  return html`<li class="dice-entry" data-serial=${d.serial ?? 0}>
    <p class="dt"><span class="r">R${d.round}</span> ${d.title} — <strong>${d.outcome}</strong></p>
    <ul class="rolls">${d.lines.map((t) => html`<li>${t}</li>`)}</ul>
  </li>`;
}

export function logsTemplate(lines: readonly LogLine[], dice: readonly DiceEntry[]): TemplateResult {
  return html`
    <section class="panel log combat-log" aria-labelledby="bt-combat-title">
      <h2 id="bt-combat-title">Combat log</h2>
      <ol class="log-list" role="log" aria-label="Combat log entries" aria-live="polite">
        ${repeat(lines.slice(-SHOWN), (l) => l.serial, (l) => html`<li data-serial=${l.serial}><span class="r">R${l.round}</span> ${l.text}</li>`)}
      </ol>
    </section>
    <section class="panel log dice-log" role="region" aria-label="Dice log">
      <h2>Dice log</h2>
      <ol class="log-list" role="log" aria-label="Rolls" aria-live="polite">${repeat(dice.slice(-SHOWN), (d) => d.serial, (d) => diceEntryTemplate(d))}</ol>
    </section>`;
}

/** Keeps each log scrolled to its newest entry, unless the reader scrolled up to read. */
export function followLogs(host: HTMLElement, wasAtEnd: ReadonlyMap<Element, boolean>): void {
  for (const list of host.querySelectorAll<HTMLElement>('.log-list')) if (wasAtEnd.get(list) !== false) list.scrollTop = list.scrollHeight;
}

export function logsAtEnd(host: HTMLElement): Map<Element, boolean> {
  const out = new Map<Element, boolean>();
  for (const list of host.querySelectorAll<HTMLElement>('.log-list')) out.set(list, list.scrollHeight - list.scrollTop - list.clientHeight < 8);
  return out;
}
