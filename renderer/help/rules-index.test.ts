import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFudgeFacts, parseHatsText, parseOpsText, parseRulings, ruleBlocks, searchRules } from './rules-index';

const RULES = resolve(import.meta.dirname, '../../assets/rules');
const read = (f: string) => readFileSync(join(RULES, f), 'utf8');
const decisions = read('DECISIONS.md');
const entries = [...parseRulings(decisions), ...parseFudgeFacts(read('fudge-facts.md')), ...parseHatsText(read('black-hats.txt')), ...parseOpsText(read('black-ops-v2.txt'))];

describe('the rules reference', () => {
  test('every ruling id of DECISIONS.md is an entry, with its layer and whole text', () => {
    const ids = [...decisions.matchAll(/^- (R-(?:CORE|OPS|HATS|CAMP|LINK)-\d+)/gm)].map((m) => m[1]);
    const rulings = entries.filter((e) => e.source === 'ruling');
    expect(rulings.map((e) => e.id)).toEqual(ids);
    const r13 = rulings.find((e) => e.id === 'R-HATS-13');
    expect(r13).toMatchObject({ layer: 'hats' });
    expect(r13?.text).toMatch(/A waiting Bribery says nothing to the briber about whose the target is\.$/);
    expect(rulings.find((e) => e.id === 'R-CORE-6')?.layer).toBe('core');
    expect(rulings.find((e) => e.id === 'R-OPS-1')?.layer).toBe('ops');
  });

  test('both rulebooks are cut into sections', () => {
    const ops = entries.filter((e) => e.layer === 'ops' && e.source === 'text');
    expect(ops.map((e) => e.title)).toEqual(expect.arrayContaining(['Initiative', 'Bleeding', 'Armor']));
    const hats = entries.filter((e) => e.layer === 'hats' && e.source === 'text');
    expect(hats.some((e) => /Bribery skill is required/.test(e.text))).toBe(true);
    expect(hats.length).toBeGreaterThan(15);
  });

  test('search: an exact id first, then titles, then text; only the layers asked for', () => {
    const byId = searchRules(entries, 'R-HATS-13', ['core', 'hats']);
    expect(byId[0]?.entry.id).toBe('R-HATS-13');
    const bribery = searchRules(entries, 'bribery defender', ['core', 'hats']);
    expect(bribery.length).toBeGreaterThan(0);
    for (const h of bribery) expect(h.entry.layer === 'hats' || h.entry.layer === 'core').toBe(true);
    expect(bribery.some((h) => h.entry.id === 'R-HATS-8')).toBe(true);
    expect(searchRules(entries, 'dodge', ['core', 'hats']).some((h) => h.entry.layer === 'ops')).toBe(false);
    expect(searchRules(entries, 'dodge', ['core', 'ops', 'hats']).some((h) => h.entry.layer === 'ops')).toBe(true);
    expect(searchRules(entries, 'zzqx nothing', ['core', 'ops', 'hats'])).toEqual([]);
  });

  const shared = resolve(import.meta.dirname, '../../../shared/rules');
  test.skipIf(!existsSync(shared))('the bundled copies are the project rules folder as it stands', () => {
    for (const f of ['DECISIONS.md', 'black-hats.txt', 'black-ops-v2.txt', 'fudge-facts.md']) expect(read(f), f).toBe(readFileSync(join(shared, f), 'utf8'));
  });
});

describe('tables in the rules reference', () => {
  test("black-hats.txt's skills table reads as a header and one row a skill, its split header joined", () => {
    const skills = parseHatsText(read('black-hats.txt')).find((e) => e.text.includes('| Assassination |'));
    const table = ruleBlocks(skills?.text ?? '').find((b) => b.kind === 'table');
    expect(table).toMatchObject({ kind: 'table', head: ['Skill', 'Effects'] });
    const rows = table?.kind === 'table' ? table.rows : [];
    expect(rows.map((r) => r[0])).toEqual(['Assassination', 'Bribery', 'Combat', 'Indoctrinate', 'Infiltrate', 'Protect', 'Research', 'Surveillance']);
    expect(rows.every((r) => r.length === 2)).toBe(true);
  });

  test('a row split over two lines (the Agent templates) is one row; prose around a table stays prose', () => {
    const blocks = ruleBlocks('Five templates.\n| Killer |\nSubtlety: Fair, Resilience: Good |\n| Recon |\nSubtlety: Great |\nAfter.');
    expect(blocks).toEqual([
      { kind: 'text', text: 'Five templates.' },
      { kind: 'table', head: null, rows: [['Killer', 'Subtlety: Fair, Resilience: Good'], ['Recon', 'Subtlety: Great']] },
      { kind: 'text', text: 'After.' },
    ]);
  });

  test("the FUDGE facts' odds table keeps its empty cells in place", () => {
    const odds = parseFudgeFacts(read('fudge-facts.md')).find((e) => e.text.includes('| total |'));
    const table = ruleBlocks(odds?.text ?? '').find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.head).toEqual(['total', '1dF (3)', '2dF (9)', '3dF (27)', '4dF (81)']);
    expect(table?.kind === 'table' && table.rows[0]).toEqual(['+4', '', '', '', '1']);
  });
});
