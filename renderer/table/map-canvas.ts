import '../pixi-setup';
import { Application } from 'pixi.js';

/**
 * The map's host element and its Pixi application: a focusable "application" region with a
 * status line for screen readers, and a transparent WebGL canvas filling it (the chunked terrain
 * is a DOM layer under the canvas, terrain-layer.ts). No ticker: the map draws only when asked.
 * The canvas overhangs the host by `margin` CSS px on every side (canvas-slide.ts: a pan slides
 * it instead of redrawing it); the host clips it.
 */
export interface MapCanvas {
  readonly host: HTMLElement;
  /** Polite announcements (the cell under the keyboard cursor...). */
  readonly status: HTMLElement;
  readonly app: Application;
}

export async function createMapCanvas(margin: number): Promise<MapCanvas> {
  const host = document.createElement('div');
  host.className = 'table-map';
  host.tabIndex = 0;
  host.setAttribute('role', 'application');
  host.setAttribute('aria-roledescription', 'tactical map');
  host.setAttribute('aria-label', 'Tactical map. Arrow keys pan, plus and minus zoom, Shift and arrows move the cursor, Tab selects the next unit.');
  host.style.cssText = 'position:absolute;inset:0;overflow:hidden;outline-offset:-3px;touch-action:none;background:#0e1319;';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);margin:0;';
  host.appendChild(status);

  const app = new Application();
  await app.init({
    preference: 'webgl',
    backgroundAlpha: 0,
    width: Math.max(1, host.clientWidth || 1280) + 2 * margin,
    height: Math.max(1, host.clientHeight || 720) + 2 * margin,
    // No multisampling: it multiplies fill cost in software WebGL. Tokens are baked into
    // antialiased textures instead (token-layer.ts); the rest is axis-aligned or textured.
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    autoStart: false,
    sharedTicker: false,
  });
  app.ticker.stop();
  app.canvas.dataset.renderer = app.renderer.name;
  app.canvas.style.cssText = `position:absolute;left:${-margin}px;top:${-margin}px;display:block;width:calc(100% + ${2 * margin}px);height:calc(100% + ${2 * margin}px);will-change:transform;`;
  host.appendChild(app.canvas);
  host.dataset.renderer = app.renderer.name;
  return { host, status, app };
}
