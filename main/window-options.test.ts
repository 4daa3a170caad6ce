import { describe, expect, it } from 'vitest';
import { WINDOW_BACKGROUND, gmWindowOptions, lockedWebPreferences, projectorWindowOptions } from './window-options';

const locked = {
  preload: '/app/build/node/preload.cjs',
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  devTools: false,
};

describe('window options (Electron security checklist)', () => {
  it('locks down the web preferences; DevTools only when asked for', () => {
    expect(lockedWebPreferences('/app/build/node/preload.cjs')).toMatchObject(locked);
    expect(lockedWebPreferences('/app/build/node/preload.cjs', true)).toMatchObject({ ...locked, devTools: true });
    expect(gmWindowOptions('/p', true).webPreferences?.devTools).toBe(true);
  });

  it('gives the GM window the locked preferences, a dark background and no early show', () => {
    const options = gmWindowOptions('/app/build/node/preload.cjs');
    expect(options.webPreferences).toMatchObject(locked);
    expect(options.backgroundColor).toBe(WINDOW_BACKGROUND);
    expect(WINDOW_BACKGROUND).toMatch(/^#[0-3][0-9a-f][0-3][0-9a-f][0-3][0-9a-f]$/);
    expect(options.show).toBe(false);
  });

  it('gives the projector window the same preferences at the chosen place', () => {
    const options = projectorWindowOptions('/app/build/node/preload.cjs', {
      bounds: { x: 1920, y: 0, width: 1280, height: 1024 },
      fullscreen: true,
    });
    expect(options.webPreferences).toMatchObject(locked);
    expect(options).toMatchObject({ x: 1920, y: 0, width: 1280, height: 1024, fullscreen: true, backgroundColor: WINDOW_BACKGROUND });
  });
});
