import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * A stand-in for the `electron` module (the binary is not installed here), in the manner of
 * Electron Fiddle's tests/mocks. Use it with:
 *   vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);
 * and call resetElectronMock() in beforeEach.
 */


/** An event as Electron passes it to 'will-navigate' and friends. */
export class MockEvent {
  defaultPrevented = false;
  constructor(readonly url = '') {}
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export interface WindowOpenResponse {
  readonly action: 'allow' | 'deny';
}

export class MockWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => WindowOpenResponse) | null = null;
  readonly setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => WindowOpenResponse) => {
    this.windowOpenHandler = handler;
  });
}

export interface MockDisplay {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
  workArea: { x: number; y: number; width: number; height: number };
}

export function display(id: number, x: number, width = 1920, height = 1080): MockDisplay {
  return { id, bounds: { x, y: 0, width, height }, workArea: { x, y: 0, width, height: height - 40 } };
}

export class MockBrowserWindow extends EventEmitter {
  static instances: MockBrowserWindow[] = [];
  readonly webContents = new MockWebContents();
  destroyed = false;
  shown = false;
  readonly loadURL = vi.fn((_url: string) => Promise.resolve());
  readonly show = vi.fn(() => {
    this.shown = true;
  });
  readonly focus = vi.fn();
  readonly restore = vi.fn();
  readonly isMinimized = vi.fn(() => false);
  readonly close = vi.fn(() => {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('closed');
  });

  constructor(readonly options: Record<string, unknown>) {
    super();
    MockBrowserWindow.instances.push(this);
    mockApp.emit('web-contents-created', new MockEvent(), this.webContents);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  static getFocusedWindow(): MockBrowserWindow | null {
    return null;
  }

  static getAllWindows(): MockBrowserWindow[] {
    return MockBrowserWindow.instances.filter((w) => !w.destroyed);
  }
}

class MockApp extends EventEmitter {
  readonly commandLine = { appendSwitch: vi.fn<(name: string, value?: string) => void>() };
  readonly quit = vi.fn();
  readonly enableSandbox = vi.fn();
  readonly exit = vi.fn();
  readonly getVersion = vi.fn(() => '0.1.0');
  readonly getAppPath = vi.fn(() => '/opt/blacksite/resources/app.asar');
  readonly getPath = vi.fn((name: string) => `/home/gm/.config/Blacksite${name === 'userData' ? '' : `/${name}`}`);
  readonly requestSingleInstanceLock = vi.fn(() => true);
  readonly getAppMetrics = vi.fn((): { pid: number; memory: { workingSetSize: number } }[] => []);
  isPackaged = true;
  ready: () => void = () => undefined;
  readonly whenReady = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        this.ready = resolve;
      }),
  );
}

export const mockApp = new MockApp();

export const mockSession = {
  setPermissionRequestHandler: vi.fn(),
  setPermissionCheckHandler: vi.fn(),
  setDevicePermissionHandler: vi.fn(),
};

export const mockProtocol = {
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn(),
};

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

export const mockIpcMain = {
  handlers: new Map<string, InvokeHandler>(),
  handle: vi.fn((channel: string, handler: InvokeHandler) => {
    if (mockIpcMain.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    mockIpcMain.handlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => {
    mockIpcMain.handlers.delete(channel);
  }),
};

export const mockScreen = {
  displays: [display(1, 0)],
  getAllDisplays: vi.fn(() => mockScreen.displays),
  getPrimaryDisplay: vi.fn(() => mockScreen.displays[0]),
};

/** A utility process as utilityProcess.fork returns it: the test answers for it with `reply` or `exit`. */
export class MockUtilityProcess extends EventEmitter {
  static instances: MockUtilityProcess[] = [];
  static nextPid = 4000;
  readonly pid = MockUtilityProcess.nextPid++;
  readonly sent: unknown[] = [];
  killed = false;
  constructor(
    readonly modulePath: string,
    readonly args: string[],
    readonly options: Record<string, unknown>,
  ) {
    super();
    MockUtilityProcess.instances.push(this);
  }
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  kill(): boolean {
    this.killed = true;
    return true;
  }
  reply(message: unknown): void {
    this.emit('message', message);
  }
}

export const mockDialog = {
  showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve({ canceled: true, filePaths: [] as string[] })),
};

export const mockUtilityProcess = {
  fork: vi.fn((modulePath: string, args: string[] = [], options: Record<string, unknown> = {}) => new MockUtilityProcess(modulePath, args, options)),
};

export const mockContextBridge = { exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>() };
export const mockIpcRenderer = { invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>() };

export const electronMock = {
  app: mockApp,
  BrowserWindow: MockBrowserWindow,
  session: { defaultSession: mockSession },
  protocol: mockProtocol,
  ipcMain: mockIpcMain,
  screen: mockScreen,
  contextBridge: mockContextBridge,
  ipcRenderer: mockIpcRenderer,
  utilityProcess: mockUtilityProcess,
  dialog: mockDialog,
};

export function resetElectronMock(): void {
  vi.clearAllMocks();
  mockApp.removeAllListeners();
  MockBrowserWindow.instances = [];
  MockUtilityProcess.instances = [];
  mockApp.isPackaged = true;
  mockIpcMain.handlers.clear();
  mockScreen.displays = [display(1, 0)];
}

/** Calls a registered ipcMain handler as a renderer frame at `url` would (null: the frame is gone). */
export function invokeAs(url: string | null, channel: string, ...args: unknown[]): Promise<unknown> {
  const handler = mockIpcMain.handlers.get(channel);
  if (!handler) throw new Error(`No handler registered for ${channel}`);
  const senderFrame = url === null ? null : { url };
  return Promise.resolve(handler({ senderFrame }, ...args));
}

