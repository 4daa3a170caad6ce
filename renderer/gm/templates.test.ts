import { describe, expect, it } from 'vitest';
import { FIREARMS } from '../../src/ops/data/firearms';
import { EMPTY_TEMPLATES, FLASH_BANG_METERS, pinTemplate, TEMPLATE_LIMIT, templateCells, templateLabel, templateOutline, unpinTemplate } from './templates';

const MAP = { metersPerTile: 2, width: 20, height: 20 };

describe('measuring templates that stay', () => {
  it("a flash-bang's 2 m radius covers its cell and the four beside it on a 2 m grid; labelled in meters", () => {
    const s = { kind: 'radius', centre: { x: 5, y: 5 }, meters: FLASH_BANG_METERS } as const;
    expect(templateCells(MAP, s).sort((a, b) => a - b)).toEqual([4 * 20 + 5, 5 * 20 + 4, 5 * 20 + 5, 5 * 20 + 6, 6 * 20 + 5]);
    expect(templateLabel(MAP, s, null)).toBe('Radius 2.0 m');
  });

  it("a ruler is labelled with the selected weapon's band word at its length (R-OPS-12)", () => {
    const w = FIREARMS[0];
    const bands = w?.ammo[0]?.ranges;
    if (!w || !bands) throw new Error('no firearm');
    const s = { kind: 'ruler', from: { x: 0, y: 0 }, to: { x: 5, y: 0 } } as const;
    const label = templateLabel(MAP, s, { name: w.name, bands });
    expect(label).toMatch(/^Ruler 10\.0 m · (Terrible|Poor|Mediocre|Fair|Good|Great|Superb)(-\d)? \([+-]?\d\), /);
    expect(label.endsWith(w.name)).toBe(true);
    expect(templateCells(MAP, s)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a 60° cone covers only cells within its reach and half-angle of its axis', () => {
    const s = { kind: 'cone', origin: { x: 10, y: 10 }, toward: { x: 14, y: 10 }, degrees: 60 } as const;
    const cells = templateCells(MAP, s);
    expect(cells).toContain(10 * 20 + 10);
    expect(cells).toContain(10 * 20 + 14);
    expect(cells).toContain(11 * 20 + 12);
    expect(cells).not.toContain(10 * 20 + 9);
    expect(cells).not.toContain(13 * 20 + 11);
    expect(templateLabel(MAP, s, null)).toBe('Cone 60°, 8.0 m');
  });

  it('each is drawn as an outline: the ruler a line, the radius a circle in cells, the cone as aimed', () => {
    expect(templateOutline(MAP, { kind: 'ruler', from: { x: 1, y: 2 }, to: { x: 6, y: 2 } })).toEqual({ kind: 'line', from: { x: 1, y: 2 }, to: { x: 6, y: 2 } });
    expect(templateOutline(MAP, { kind: 'radius', centre: { x: 5, y: 5 }, meters: FLASH_BANG_METERS })).toEqual({ kind: 'circle', centre: { x: 5, y: 5 }, radius: 1 });
    const cone = { kind: 'cone', origin: { x: 10, y: 10 }, toward: { x: 10, y: 4 }, degrees: 60 } as const;
    expect(templateOutline(MAP, cone)).toEqual(cone);
    expect(pinTemplate(EMPTY_TEMPLATES, MAP, cone, null).pinned[0]?.outline).toEqual(cone);
  });

  it('pinned until removed; the board keeps the newest twelve', () => {
    let b = EMPTY_TEMPLATES;
    for (let i = 0; i < TEMPLATE_LIMIT + 2; i++) b = pinTemplate(b, MAP, { kind: 'radius', centre: { x: i, y: 0 }, meters: 2 }, null);
    expect(b.pinned).toHaveLength(TEMPLATE_LIMIT);
    expect(b.pinned[0]?.id).toBe(3);
    b = unpinTemplate(b, 5);
    expect(b.pinned.map((t) => t.id)).not.toContain(5);
    expect(b.pinned).toHaveLength(TEMPLATE_LIMIT - 1);
  });
});
