import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitName, fullName, nameForms, planTags, TAG_FONT_PX, tagRows, tagWorldScale, type TagInput, type TagMetrics } from './token-label';

// Every character 6 units wide: widths are easy to reason about.
const measure = (text: string): number => [...text].length * 6;

const metrics = (over: Partial<TagMetrics> = {}): TagMetrics => ({
  cellPx: 40,
  tagPx: 1,
  tagHeight: 14,
  tagOffset: 0.53,
  counterHalf: 0.45,
  gapPx: 3,
  maxWidth: 200,
  minCellPx: 20,
  ...over,
});

const tag = (id: string, x: number, y: number, name = 'Red Tiger', full = false): TagInput => ({ id, x, y, name, full });

describe('nameForms', () => {
  it('drops leading words before cutting the animal (R-OPS-10: the animal is the kept name)', () => {
    expect(nameForms('Alpha Red Tiger')).toEqual(['Alpha Red Tiger', 'Red Tiger', 'Tiger', `Tige${ELLIPSIS}`, `Tig${ELLIPSIS}`, `Ti${ELLIPSIS}`]);
  });
  it('copes with odd spacing and empty names', () => {
    expect(nameForms('  Ox  ')).toEqual(['Ox']);
    expect(nameForms('   ')).toEqual([]);
  });
});

describe('fitName', () => {
  it('keeps the whole name when it fits', () => {
    expect(fitName('Red Tiger', 54, measure)).toBe('Red Tiger');
  });
  it('falls back to the animal, then to a cut animal, then to nothing', () => {
    expect(fitName('Red Tiger', 53, measure)).toBe('Tiger');
    expect(fitName('Red Tiger', 29, measure)).toBe(`Tig${ELLIPSIS}`);
    expect(fitName('Red Tiger', 17, measure)).toBeNull();
  });
});

describe('fullName', () => {
  it('is the whole name unless it is wider than the cap', () => {
    expect(fullName('Alpha Red Tiger', 200, measure)).toBe('Alpha Red Tiger');
    expect(fullName('Alpha Red Tiger', 60, measure)).toBe(`Alpha Red${ELLIPSIS}`);
  });
});

describe('planTags', () => {
  const place = (tags: TagInput[], over: Partial<TagMetrics> = {}) => planTags(tags, metrics(over), measure);

  it('puts a lone name whole under its counter', () => {
    expect(place([tag('a', 3, 3, 'Alpha Red Tiger')]).get('a')).toEqual({ text: 'Alpha Red Tiger', slot: 'below' });
  });

  it('shortens the names of side-by-side units so they never touch', () => {
    // One cell apart: 40 px less the 3 px gap = 37 px each, room for "Tiger" (30) but not "Red Tiger" (54).
    const plan = place([tag('a', 3, 3, 'Red Tiger'), tag('b', 4, 3, 'Red Wolf'), tag('c', 8, 3, 'Red Heron')]);
    expect(plan.get('a')?.text).toBe('Tiger');
    expect(plan.get('b')?.text).toBe('Wolf');
    expect(plan.get('c')?.text).toBe('Red Heron');
  });

  it('moves a name above its counter when a counter right below leaves no room', () => {
    const plan = place([tag('top', 3, 3, 'Red Tiger'), tag('bottom', 3, 4, 'Red Wolf')]);
    expect(plan.get('top')).toEqual({ text: 'Red Tiger', slot: 'above' });
    expect(plan.get('bottom')).toEqual({ text: 'Red Wolf', slot: 'below' });
  });

  it('leaves the middle of a column of three without a tag: its name is one hover away', () => {
    const plan = place([tag('a', 3, 2), tag('b', 3, 3), tag('c', 3, 4)]);
    expect(plan.get('a')?.slot).toBe('above');
    expect(plan.get('b')?.text).toBeNull();
    expect(plan.get('c')?.slot).toBe('below');
    expect(place([tag('a', 3, 2), tag('b', 3, 3, 'Red Tiger', true), tag('c', 3, 4)]).get('b')?.text).toBe('Red Tiger');
  });

  it('keeps a name clear of counters diagonally below, moving it above when that is freer', () => {
    // Room: twice (1 - 0.45 cell = 22 px, less the 3 px gap) = 38 px: "Tiger" fits, "Red Tiger" does not.
    expect(place([tag('a', 3, 3, 'Red Tiger'), tag('b', 4, 4, 'Ox'), tag('c', 2, 2, 'Ox')]).get('a')).toEqual({ text: 'Tiger', slot: 'below' });
    expect(place([tag('a', 3, 3, 'Red Tiger'), tag('b', 4, 4, 'Ox')]).get('a')).toEqual({ text: 'Red Tiger', slot: 'above' });
  });

  it('shows the selected or acting unit in full, whatever its neighbours', () => {
    const plan = place([tag('a', 3, 3, 'Red Tiger'), tag('b', 4, 3, 'Red Wolf', true)]);
    expect(plan.get('a')?.text).toBe('Tiger');
    expect(plan.get('b')?.text).toBe('Red Wolf');
  });

  it('leaves every other tag off when cells are too small to read, but keeps the full ones', () => {
    const plan = place([tag('a', 3, 3), tag('b', 9, 3, 'Red Wolf', true)], { cellPx: 12 });
    expect(plan.get('a')?.text).toBeNull();
    expect(plan.get('b')?.text).toBe('Red Wolf');
  });

  it('counts tags on neighbouring rows as one line when tags are taller than a cell', () => {
    // Zoomed out: tags keep their size while cells shrink to 22 px; a 28 px tag reaches the next row's.
    const tags = [tag('a', 3, 3, 'Red Tiger'), tag('b', 5, 4, 'Red Wolf')];
    expect(place(tags, { cellPx: 22, tagHeight: 28 }).get('a')).toEqual({ text: 'Tiger', slot: 'below' });
    expect(place(tags, { cellPx: 22, tagHeight: 14 }).get('a')).toEqual({ text: 'Red Tiger', slot: 'below' });
  });

  it('never lets a shortened tag touch another tag or cover another counter (property)', () => {
    const names = fc.constantFrom('Red Tiger', 'Alpha Red Tiger', 'Ox', 'Blue Snow Leopard', 'Gray Hippopotamus');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ x: fc.integer({ min: 0, max: 10 }), y: fc.integer({ min: 0, max: 6 }), name: names, full: fc.boolean() }), {
          selector: (t) => `${t.x},${t.y}`,
          maxLength: 24,
        }),
        fc.integer({ min: 20, max: 120 }),
        fc.constantFrom(1, 1.5, 2),
        (cells, cellPx, tagPx) => {
          const tags = cells.map((c, i) => tag(String(i), c.x, c.y, c.name, c.full));
          const m = metrics({ cellPx, tagPx });
          const plan = planTags(tags, m, measure);
          const box = (t: TagInput): { x0: number; x1: number; y0: number; y1: number } | null => {
            const p = plan.get(t.id);
            if (!p?.text) return null;
            const w = (measure(p.text) * m.tagPx) / 2;
            const [r0, r1] = tagRows(t, p.slot, m);
            return { x0: t.x * cellPx - w, x1: t.x * cellPx + w, y0: r0 * cellPx, y1: r1 * cellPx };
          };
          for (const a of tags) {
            const ba = box(a);
            if (!ba || a.full) continue;
            for (const b of tags) {
              if (a === b) continue;
              const counter = { x0: (b.x - m.counterHalf) * cellPx, x1: (b.x + m.counterHalf) * cellPx, y0: (b.y - m.counterHalf) * cellPx, y1: (b.y + m.counterHalf) * cellPx };
              const clear = (o: { x0: number; x1: number; y0: number; y1: number }, gap: number): boolean =>
                o.y1 <= ba.y0 || ba.y1 <= o.y0 || o.x1 + gap <= ba.x0 + 1e-9 || ba.x1 + gap <= o.x0 + 1e-9;
              expect(clear(counter, m.gapPx)).toBe(true);
              const bb = box(b);
              if (bb && !b.full) expect(clear(bb, m.gapPx)).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('tagWorldScale', () => {
  // Tags are baked at 0.3 of the tile (token-art.ts tagStyle): 10 px on 32 px tiles, 77 px on 256 px tiles.
  it('keeps the zoom-1 size of a 32 px tile when zoomed out, as before', () => {
    expect(10 * 0.5 * tagWorldScale(10, 0.5)).toBeCloseTo(10);
    expect(tagWorldScale(10, 1)).toBe(1);
  });

  it('stops growing a small map zoomed in to fit the window: the selected name is no banner', () => {
    // A 12x8 map of 32 px tiles fitted at the camera's top zoom (4): the tag was 38 px letters.
    expect(10 * 4 * tagWorldScale(10, 4)).toBeCloseTo(TAG_FONT_PX.max);
  });

  it('shrinks the tags of a map with large tiles shown whole', () => {
    // A Dungeondraft export (256 px tiles) at 0.3: 77 px letters scaled by 1/zoom were 77 px on screen.
    expect(77 * 0.3 * tagWorldScale(77, 0.3)).toBeCloseTo(TAG_FONT_PX.max);
  });

  it('keeps every tag between the bounds on screen at any tile size and zoom', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 120 }), fc.double({ min: 0.05, max: 8, noNaN: true }), (font, zoom) => {
        const screen = font * zoom * tagWorldScale(font, zoom);
        expect(screen).toBeGreaterThanOrEqual(TAG_FONT_PX.min - 1e-9);
        expect(screen).toBeLessThanOrEqual(TAG_FONT_PX.max + 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});
