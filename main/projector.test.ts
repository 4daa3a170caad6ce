import type { Display } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProjectorController, pickProjectorPlacement } from './projector';
import { MockBrowserWindow, display, mockScreen, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

const asDisplays = (list: unknown[]): Display[] => list as Display[];
const PRELOAD = '/app/build/node/preload.cjs';

beforeEach(() => resetElectronMock());

describe('projector placement', () => {
  it('goes fullscreen on a display other than the primary one', () => {
    const primary = display(1, 0);
    const beamer = display(2, 1920, 1280, 1024);
    expect(pickProjectorPlacement(asDisplays([beamer, primary]), primary as unknown as Display)).toEqual({
      bounds: beamer.bounds,
      fullscreen: true,
      onSecondDisplay: true,
    });
  });

  it('opens an ordinary centred window when there is one display', () => {
    const only = display(1, 0, 1920, 1080);
    expect(pickProjectorPlacement(asDisplays([only]), only as unknown as Display)).toEqual({
      bounds: { x: 320, y: 160, width: 1280, height: 720 },
      fullscreen: false,
      onSecondDisplay: false,
    });
  });
});

describe('projector window', () => {
  it('opens a locked-down window on the projector route, fullscreen on the second display', () => {
    mockScreen.displays = [display(1, 0), display(2, 1920, 1280, 1024)];
    const projector = createProjectorController(PRELOAD);
    expect(projector.open()).toEqual({ open: true, onSecondDisplay: true, fullscreen: true, displayCount: 2 });
    const [window] = MockBrowserWindow.instances;
    expect(window?.options).toMatchObject({
      x: 1920,
      y: 0,
      width: 1280,
      height: 1024,
      fullscreen: true,
      show: false,
      webPreferences: { preload: PRELOAD, contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true },
    });
    expect(window?.loadURL).toHaveBeenCalledExactlyOnceWith('app://blacksite/index.html#/projector');
    window?.emit('ready-to-show');
    expect(window?.shown).toBe(true);
  });

  it('shows the existing window instead of opening a second one', () => {
    const projector = createProjectorController(PRELOAD);
    projector.open();
    expect(projector.open()).toEqual({ open: true, onSecondDisplay: false, fullscreen: false, displayCount: 1 });
    expect(MockBrowserWindow.instances).toHaveLength(1);
    expect(MockBrowserWindow.instances[0]?.focus).toHaveBeenCalledOnce();
  });

  it('closes, and notices when the user closes it', () => {
    const projector = createProjectorController(PRELOAD);
    projector.open();
    expect(projector.close()).toEqual({ open: false, onSecondDisplay: false, fullscreen: false, displayCount: 1 });
    expect(MockBrowserWindow.instances[0]?.destroyed).toBe(true);
    projector.open();
    MockBrowserWindow.instances[1]?.close();
    expect(projector.state().open).toBe(false);
    expect(projector.close().open).toBe(false);
  });
});
