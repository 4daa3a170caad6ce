import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampCamera, easeCamera, panByScreen, zoomAt, type CameraLimits } from './camera';
import { screenToWorld } from './coords';

const view = { width: 1280, height: 720 };
const limits: CameraLimits = { worldWidth: 8192, worldHeight: 4096, minZoom: 0.25, maxZoom: 4, view };

describe('camera', () => {
  it('keeps the world point under the cursor fixed while zooming (away from the edges, where the clamp takes over)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2500, max: 5700, noNaN: true }),
        fc.double({ min: 1500, max: 2600, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.double({ min: 0.7, max: 1.4, noNaN: true }),
        fc.integer({ min: 0, max: 1280 }),
        fc.integer({ min: 0, max: 720 }),
        (x, y, zoom, factor, sx, sy) => {
          const cam = { x, y, zoom };
          const anchor = { x: sx, y: sy };
          const before = screenToWorld(cam, view, anchor);
          const after = screenToWorld(zoomAt(cam, factor, anchor, view, limits), view, anchor);
          return Math.abs(before.x - after.x) < 1e-6 && Math.abs(before.y - after.y) < 1e-6;
        },
      ),
    );
  });

  it('clamps zoom and keeps the view over the map, with a little slack past the edges', () => {
    // At zoom 4 the screen is 320 x 180 world px; 12% of it may show past an edge.
    expect(clampCamera({ x: -50, y: 99999, zoom: 100 }, limits)).toEqual({ x: 160 - 38.4, y: 4096 - 90 + 21.6, zoom: 4 });
    expect(zoomAt({ x: 100, y: 100, zoom: 0.3 }, 0.1, { x: 0, y: 0 }, view, limits).zoom).toBe(0.25);
  });

  it('never shows more than the slack of blank screen past an edge, and centres a map smaller than the screen', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), fc.double({ min: -1e5, max: 1e5, noNaN: true }), fc.double({ min: 0.25, max: 4, noNaN: true }), (x, y, zoom) => {
        const c = clampCamera({ x, y, zoom }, limits);
        const left = screenToWorld(c, view, { x: 0, y: 0 });
        const right = screenToWorld(c, view, { x: view.width, y: view.height });
        const slackX = (view.width * 0.12) / c.zoom + 1e-6;
        const slackY = (view.height * 0.12) / c.zoom + 1e-6;
        const fitsX = right.x - left.x >= limits.worldWidth + 2 * slackX - 2e-6;
        const fitsY = right.y - left.y >= limits.worldHeight + 2 * slackY - 2e-6;
        if (fitsX) expect(c.x).toBe(limits.worldWidth / 2);
        else expect(left.x >= -slackX && right.x <= limits.worldWidth + slackX).toBe(true);
        if (fitsY) expect(c.y).toBe(limits.worldHeight / 2);
        else expect(left.y >= -slackY && right.y <= limits.worldHeight + slackY).toBe(true);
      }),
    );
  });

  it('pans opposite to a drag, scaled by zoom', () => {
    expect(panByScreen({ x: 1000, y: 1000, zoom: 2 }, 100, -40, limits)).toEqual({ x: 950, y: 1020, zoom: 2 });
  });

  it('eases toward the target and settles exactly on it', () => {
    const target = { x: 500, y: 200, zoom: 2 };
    let cam = { x: 0, y: 0, zoom: 1 };
    cam = easeCamera(cam, target, 16, true);
    expect(cam.x).toBeGreaterThan(0);
    expect(cam.x).toBeLessThan(500);
    for (let i = 0; i < 200; i += 1) cam = easeCamera(cam, target, 16, true);
    expect(cam).toEqual(target);
  });

  it('jumps straight to the target when motion is reduced', () => {
    const target = { x: 500, y: 200, zoom: 2 };
    expect(easeCamera({ x: 0, y: 0, zoom: 1 }, target, 16, false)).toEqual(target);
  });
});
