/**
 * The rules reference's index (pure, unit-tested): the two rulebooks cut into their sections, and
 * our rulings (DECISIONS.md) one entry per id, each with the layer it belongs to; and a search over
 * them that ranks an exact ruling id first, then titles, then text.
 */
export type Layer = 'core' | 'ops' | 'hats';
export type Source = 'ruling' | 'text' | 'fudge';

export interface RuleEntry {
  /** "R-HATS-13" for a ruling; "black-hats:12" for a text section. */
  readonly id: string;
  readonly layer: Layer;
  readonly source: Source;
  readonly title: string;
  readonly section: string;
  readonly text: string;
}

/** Campaigns (R-CAMP) are the tactical layer's; the link between the layers (R-LINK) is a conspiracy game's house rule. */
const LAYER_OF_RULING: Readonly<Record<string, Layer>> = { CORE: 'core', OPS: 'ops', HATS: 'hats', CAMP: 'ops', LINK: 'hats' };

/** DECISIONS.md: "- R-XXX-n text" items with their continuation lines, under ## and ### headings. */
export function parseRulings(md: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  let section = '';
  let current: { id: string; layer: Layer; lines: string[]; section: string } | null = null;
  const flush = (): void => {
    if (!current) return;
    const text = current.lines.join(' ').replace(/\s+/g, ' ').trim();
    out.push({ id: current.id, layer: current.layer, source: 'ruling', title: firstSentence(text), section: current.section, text });
    current = null;
  };
  for (const line of md.split('\n')) {
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      section = (heading[1] ?? '').trim();
      continue;
    }
    const item = /^- (R-(CORE|OPS|HATS|CAMP|LINK)-\d+)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      current = { id: item[1] ?? '', layer: LAYER_OF_RULING[item[2] ?? ''] ?? 'core', lines: [item[3] ?? ''], section };
      continue;
    }
    if (current && /^\s+\S/.test(line)) current.lines.push(line.trim());
    else flush();
  }
  flush();
  return out;
}

function firstSentence(text: string): string {
  const m = /^(.{10,110}?[.:;])(\s|$)/.exec(text);
  return (m?.[1] ?? text.slice(0, 100)).replace(/[.:;]$/, '');
}

/**
 * Black Ops: the contents list at the top names the sections; each later line equal to one of them
 * starts that section.
 */
export function parseOpsText(text: string): RuleEntry[] {
  const lines = text.split('\n').map((l) => l.trim());
  const start = lines.indexOf('Contents');
  const contents: string[] = [];
  let i = start + 1;
  for (; i < lines.length; i += 1) {
    const l = lines[i] ?? '';
    if (contents.includes(l)) break;
    contents.push(l);
  }
  const names = new Set(contents);
  const out: RuleEntry[] = [];
  let title = '';
  let body: string[] = [];
  const flush = (): void => {
    if (title && body.join('').trim()) out.push({ id: `black-ops:${out.length + 1}`, layer: 'ops', source: 'text', title, section: 'Black Ops for FUDGE', text: body.join('\n').trim() });
  };
  for (; i < lines.length; i += 1) {
    const l = lines[i] ?? '';
    if (names.has(l) && l.length < 40) {
      flush();
      title = l;
      body = [];
    } else body.push(l);
  }
  flush();
  return out;
}

/** Black Hats: one paragraph a line, tables as "|" rows; each paragraph (with the table after it) an entry. */
export function parseHatsText(text: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const body = current.join('\n').trim();
    if (body) out.push({ id: `black-hats:${out.length + 1}`, layer: 'hats', source: 'text', title: firstSentence(body.replace(/\|/g, ' ')), section: 'Black Hats', text: body });
    current = [];
  };
  for (const line of text.split('\n')) {
    const isTable = /^\s*\|/.test(line) || line.trim() === '|';
    if (!isTable && line.trim().length > 60) flush();
    if (line.trim()) current.push(line.trim());
  }
  flush();
  return out;
}

/** FUDGE facts (markdown): one entry per "## " section. */
export function parseFudgeFacts(md: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  let title = '';
  let body: string[] = [];
  const flush = (): void => {
    if (title) out.push({ id: `fudge:${out.length + 1}`, layer: 'core', source: 'fudge', title, section: 'FUDGE core', text: body.join('\n').trim() });
  };
  for (const line of md.split('\n')) {
    const h = /^##\s+(.*)$/.exec(line);
    if (h) {
      flush();
      title = (h[1] ?? '').trim();
      body = [];
    } else if (!/^#\s/.test(line)) body.push(line);
  }
  flush();
  return out;
}

export interface SearchHit {
  readonly entry: RuleEntry;
  readonly score: number;
}

/** Entries matching every word of `query` (case-insensitive), best first; all of the layer's for an empty query. */
export function searchRules(entries: readonly RuleEntry[], query: string, layers: readonly Layer[]): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  const inLayer = entries.filter((e) => layers.includes(e.layer));
  if (words.length === 0) return inLayer.map((entry) => ({ entry, score: 0 }));
  const hits: SearchHit[] = [];
  for (const entry of inLayer) {
    const id = entry.id.toLowerCase();
    const title = entry.title.toLowerCase();
    const text = entry.text.toLowerCase();
    let score = 0;
    let all = true;
    for (const w of words) {
      if (id === w) score += 100;
      else if (id.includes(w)) score += 40;
      else if (title.includes(w)) score += 10;
      else if (text.includes(w)) score += 1 + Math.min(3, text.split(w).length - 2);
      else all = false;
    }
    if (all) hits.push({ entry, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id, undefined, { numeric: true }));
}

/** A piece of an entry's text as shown: prose, or a table (the texts' "|" rows, a row's cells sometimes split over lines). */
export type RuleBlock = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'table'; readonly head: readonly string[] | null; readonly rows: readonly (readonly string[])[] };

const isTableLine = (l: string): boolean => /^\s*\|/.test(l) || /\|\s*$/.test(l);
const isSeparator = (l: string): boolean => /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(l);

function cells(row: string): string[] {
  const t = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return t.trim() === '' ? [] : t.split('|').map((c) => c.trim());
}

/**
 * An entry's text cut into prose and tables. A table's width is its separator row's ("|---|---|"),
 * else two columns; lines are joined until a row has that many cells, so black-hats.txt's header
 * split over "|", "Skill |", "Effects |" and its templates' "| Killer |" + "Subtlety: … |" read as rows.
 */
export function ruleBlocks(text: string): RuleBlock[] {
  const lines = text.split('\n');
  const out: RuleBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const start = i;
    if (!isTableLine(lines[i] ?? '')) {
      while (i < lines.length && !isTableLine(lines[i] ?? '')) i += 1;
      const prose = lines.slice(start, i).join('\n').trim();
      if (prose) out.push({ kind: 'text', text: prose });
      continue;
    }
    while (i < lines.length && isTableLine(lines[i] ?? '')) i += 1;
    const block = lines.slice(start, i);
    const separator = block.find(isSeparator);
    const width = separator ? cells(separator).length : 2;
    const rows: string[][] = [];
    let head: string[] | null = null;
    let pending = '';
    for (const line of block) {
      if (line === separator) {
        // The row before the separator is the header.
        head = rows.pop() ?? null;
        continue;
      }
      pending = pending ? `${pending} ${line.trim()}` : line.trim();
      const row = cells(pending);
      if (row.length >= width) {
        rows.push(row);
        pending = '';
      }
    }
    if (cells(pending).length > 0) rows.push(cells(pending));
    out.push({ kind: 'table', head, rows });
  }
  return out;
}
