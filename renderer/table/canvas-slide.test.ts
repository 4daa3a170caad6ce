import { describe, expect, it } from 'vitest';
import { slideOrDraw, SLIDE_MARGIN } from './canvas-slide';

const at = (x: number, y: number, scale = 1) => ({ x, y, scale });

describe('slideOrDraw: the map pans by sliding its last drawn canvas', () => {
  it('slides by the camera offset while only the camera moved, within the overhang', () => {
    expect(slideOrDraw(at(-100, -50), at(-130, -20), SLIDE_MARGIN, false)).toEqual({ kind: 'slide', dx: -30, dy: 30 });
    expect(slideOrDraw(at(0, 0), at(SLIDE_MARGIN, -SLIDE_MARGIN), SLIDE_MARGIN, false)).toEqual({ kind: 'slide', dx: SLIDE_MARGIN, dy: -SLIDE_MARGIN });
  });

  it('draws when the slide would bare an edge of the canvas', () => {
    expect(slideOrDraw(at(0, 0), at(SLIDE_MARGIN + 1, 0), SLIDE_MARGIN, false)).toEqual({ kind: 'draw' });
    expect(slideOrDraw(at(0, 0), at(0, -SLIDE_MARGIN - 0.5), SLIDE_MARGIN, false)).toEqual({ kind: 'draw' });
  });

  it('draws when the zoom changed, when what is drawn changed, and before the first draw', () => {
    expect(slideOrDraw(at(0, 0), at(0, 0, 1.25), SLIDE_MARGIN, false)).toEqual({ kind: 'draw' });
    expect(slideOrDraw(at(0, 0), at(4, 0), SLIDE_MARGIN, true)).toEqual({ kind: 'draw' });
    expect(slideOrDraw(null, at(0, 0), SLIDE_MARGIN, false)).toEqual({ kind: 'draw' });
  });

  it('with no overhang (the naive baseline) every move draws', () => {
    expect(slideOrDraw(at(0, 0), at(1, 0), 0, false)).toEqual({ kind: 'draw' });
    expect(slideOrDraw(at(0, 0), at(0, 0), 0, false)).toEqual({ kind: 'slide', dx: 0, dy: 0 });
  });
});
