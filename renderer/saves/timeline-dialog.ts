import { button, h } from '../ui/dom';

/**
 * The GM's timeline (README.md, "Timeline and redo"): every round or turn of the game as a button,
 * with its first log line; the ones rewound away are listed apart and stay restorable until a new
 * command is given. A native <dialog>: focus is trapped, Escape closes it, the heading names it.
 */

export interface TimelineRow {
  readonly period: number;
  readonly commands: number;
  readonly current: boolean;
  readonly restorable: boolean;
  /** The period's first log line as the screen's eyes may read it, or null. */
  readonly line: string | null;
}

let counter = 0;

/** The row's words: "Round 3 — Red Wolf walks 4.0 m."; period 0 is the set-up, before the first round. */
export function rowLabel(word: string, row: Pick<TimelineRow, 'period' | 'line'>): string {
  const name = row.period === 0 ? `Before ${word} 1` : `${word.charAt(0).toUpperCase()}${word.slice(1)} ${row.period}`;
  return row.line ? `${name} — ${row.line}` : name;
}

/** Resolves to the chosen row, or null when closed without a choice. */
export function timelineDialog(host: HTMLElement, word: string, rows: readonly TimelineRow[]): Promise<TimelineRow | null> {
  counter += 1;
  const titleId = `timeline-title-${counter}`;
  const dialog = h('dialog', { class: 'save-dialog timeline-dialog', 'aria-labelledby': titleId });
  return new Promise((resolve) => {
    let done = false;
    const finish = (row: TimelineRow | null): void => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(row);
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(null);
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.stopPropagation();
    });
    const item = (row: TimelineRow): HTMLLIElement => {
      const b = button(rowLabel(word, row), () => finish(row), { class: 'btn timeline-row', ...(row.current ? { 'aria-current': 'step' } : {}) });
      return h('li', {}, b, row.current ? h('span', { class: 'timeline-now' }, 'now') : null);
    };
    const played = rows.filter((r) => !r.restorable);
    const away = rows.filter((r) => r.restorable);
    const current = played.find((r) => r.current);
    const parts: (Node | null)[] = [
      h('h2', { id: titleId }, 'Timeline'),
      h('p', { class: 'hint' }, `Go back to the start of any ${word}. What is rewound away stays listed below and can be restored until a new command is given. The game as it stands is autosaved first.`),
      h('ul', { class: 'timeline-list', 'aria-label': `${word}s played` }, ...played.map(item)),
      away.length > 0 ? h('h3', { class: 'timeline-away' }, 'Rewound away (restorable)') : null,
      away.length > 0 ? h('ul', { class: 'timeline-list', 'aria-label': `${word}s rewound away` }, ...away.map(item)) : null,
      h('div', { class: 'actions' }, button('Close', () => finish(null))),
    ];
    dialog.append(...parts.filter((p): p is Node => p !== null));
    host.append(dialog);
    dialog.showModal();
    const focus = dialog.querySelector<HTMLButtonElement>(current ? '.timeline-row[aria-current]' : '.timeline-row');
    focus?.focus();
  });
}
