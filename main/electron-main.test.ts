import { describe, expect, it, vi } from 'vitest';
import { mockApp, mockProtocol, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

describe('electron-main entry point', () => {
  it('starts the app on import: WebGL fallback switch and app:// scheme before ready', async () => {
    resetElectronMock();
    await import('./electron-main');
    expect(mockApp.requestSingleInstanceLock).toHaveBeenCalledOnce();
    expect(mockApp.commandLine.appendSwitch).toHaveBeenCalledExactlyOnceWith('enable-unsafe-swiftshader');
    expect(mockProtocol.registerSchemesAsPrivileged).toHaveBeenCalledOnce();
    expect(mockApp.whenReady).toHaveBeenCalledOnce();
  });
});
