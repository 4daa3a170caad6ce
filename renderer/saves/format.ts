import type { SaveKind, SaveSummary } from '../../src/save/index';

/** Words the save screens print; pure, so they are tested without a page. */
export const KIND_LABELS: Readonly<Record<SaveKind, string>> = {
  'tactical-battle': 'Tactical battle',
  'conspiracy-game': 'Conspiracy game',
};

/** "Turn 10", "Round 5". */
export function progressText(progress: SaveSummary['progress']): string {
  return `${progress.unit === 'round' ? 'Round' : 'Turn'} ${progress.value}`;
}

/** A date for a listing in the reader's own locale and time zone ("2 Jan 2025, 04:05"). */
export function savedAtText(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown date';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "12:04": the autosave indicator's clock. */
export function clockText(date: Date, locale?: string): string {
  return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** The export file name: the save's title as a slug, ".blacksite.json". */
export function exportFileName(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || 'blacksite-save'}.blacksite.json`;
}

/** A name for an imported save that no save in `taken` (ids) already uses: "X", then "X (2)", "X (3)"... */
export function freeName(title: string, taken: ReadonlySet<string>, idOf: (name: string) => string | null): string {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? title : `${title} (${n})`;
    const id = idOf(name);
    if (id === null || !taken.has(id)) return name;
  }
}

/** "1 command", "33 commands". */
export function commandsText(n: number): string {
  return `${n} ${n === 1 ? 'command' : 'commands'}`;
}
