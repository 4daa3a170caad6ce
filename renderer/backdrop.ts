import './pixi-setup';
import { Application, Container, Graphics } from 'pixi.js';

/**
 * The operations-room backdrop behind the main menu: a dark plotting table with a faint grid,
 * contour rings and a slow sweep. The sweep stops when reduced motion is asked for.
 */
export interface Backdrop {
  readonly app: Application;
  setMotion(enabled: boolean): void;
  destroy(): void;
}

export async function createBackdrop(host: HTMLElement, motion: boolean): Promise<Backdrop> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    background: '#0e1319',
    resizeTo: host,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
  });
  app.canvas.dataset.renderer = app.renderer.name;
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);

  const table = new Container();
  const grid = new Graphics();
  const rings = new Graphics();
  const sweep = new Graphics();
  table.addChild(grid, rings, sweep);
  app.stage.addChild(table);

  const draw = (): void => {
    const { width, height } = app.screen;
    const cell = 48;
    grid.clear();
    for (let x = (width % cell) / 2; x < width; x += cell) grid.moveTo(x, 0).lineTo(x, height);
    for (let y = (height % cell) / 2; y < height; y += cell) grid.moveTo(0, y).lineTo(width, y);
    grid.stroke({ width: 1, color: 0x2a3542, alpha: 0.35 });

    const cx = width * 0.68;
    const cy = height * 0.52;
    const max = Math.hypot(width, height) * 0.45;
    rings.clear();
    for (let r = 60; r < max; r += 70) rings.circle(cx, cy, r);
    rings.stroke({ width: 1, color: 0x9aa5b1, alpha: 0.12 });
    rings.moveTo(cx - max, cy).lineTo(cx + max, cy).moveTo(cx, cy - max).lineTo(cx, cy + max);
    rings.stroke({ width: 1, color: 0x9aa5b1, alpha: 0.08 });
    rings.circle(cx, cy, 4).fill({ color: 0xf2a900, alpha: 0.9 });

    sweep.clear();
    sweep.position.set(cx, cy);
    for (let i = 0; i < 24; i += 1) {
      const a0 = -(i + 1) * 0.02;
      const a1 = -i * 0.02;
      sweep
        .moveTo(0, 0)
        .arc(0, 0, max, a0, a1)
        .lineTo(0, 0)
        .fill({ color: 0xf2a900, alpha: 0.07 * (1 - i / 24) });
    }
  };
  draw();
  app.renderer.on('resize', draw);

  let moving = motion;
  const spin = (ticker: { deltaMS: number }): void => {
    if (moving) sweep.rotation += ticker.deltaMS * 0.00035;
  };
  app.ticker.add(spin);

  return {
    app,
    setMotion(enabled) {
      moving = enabled;
    },
    destroy() {
      app.destroy(true, { children: true });
    },
  };
}
