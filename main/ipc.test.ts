import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToFile } from '../src/agents/agent-file';
import { TIGER } from '../src/agents/test-agents';
import { yardCampaignText } from '../src/campaign/test-helpers/campaign';
import { campaignFileSchema } from '../src/campaign/campaign-file';
import { CONTRACT, DEFAULT_SETTINGS, OPERATION_NAMES, type OperationName } from '../src/contract';
import { registerIpcHandlers, runOperation, type Handlers } from './ipc';
import { SAVE_SAMPLE } from './test-helpers/save-sample';
import { invokeAs, mockIpcMain, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

const agent = agentToFile(TIGER);
const campaign = campaignFileSchema.parse(JSON.parse(yardCampaignText()));
const mapFiles = { name: 'yard.tmx', files: [{ path: 'yard.tmx', data: 'PG1hcC8+' }] };
const mapEntry = {
  id: '0123456789abcdef',
  name: 'yard.tmx',
  title: 'Yard',
  addedAt: '2026-12-01T10:00:00.000Z',
  thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
  summary: { width: 12, height: 8, metersPerTile: 1.5, sides: ['a', 'b'], doors: 2, blocksMove: 15, interpretations: 7, warnings: 0 },
  bytes: 6,
};

/** A good and a bad payload for every operation; typed by OperationName so a new operation must add its own. */
const PAYLOADS: Record<OperationName, { readonly good: unknown; readonly bad: unknown }> = {
  'app.info': { good: undefined, bad: { verbose: true } },
  'app.quit': { good: undefined, bad: 'now' },
  'settings.get': { good: undefined, bad: ['uiScale'] },
  'settings.set': { good: { uiScale: 1.5 }, bad: { uiScale: '2' } },
  'projector.open': { good: undefined, bad: { display: 2 } },
  'projector.close': { good: undefined, bad: 0 },
  'campaigns.list': { good: undefined, bad: { all: true } },
  'campaigns.read': { good: { id: 'nightjar' }, bad: { id: '../nightjar' } },
  'campaigns.write': { good: { id: 'nightjar', file: campaign }, bad: { id: 'nightjar', file: { ...campaign, day: 0 } } },
  'campaigns.delete': { good: { id: 'nightjar' }, bad: { id: 'Night Jar' } },
  'campaigns.backups': { good: { id: 'nightjar' }, bad: {} },
  'campaigns.restoreBackup': { good: { id: 'nightjar', backupId: '000001' }, bad: { id: 'nightjar', backupId: '../1' } },
  'roster.list': { good: undefined, bad: { all: true } },
  'roster.read': { good: { id: 'tiger' }, bad: { id: '../../etc/passwd' } },
  'roster.write': { good: { id: 'tiger', file: agent }, bad: { id: 'tiger', file: { format: 'blacksite-save' } } },
  'roster.delete': { good: { id: 'tiger' }, bad: { id: 'Tiger Team' } },
  'saves.list': { good: undefined, bad: { kind: 'conspiracy-game' } },
  'saves.read': { good: { id: 'night-run' }, bad: { id: '../settings' } },
  'saves.write': { good: { name: 'Night run', save: SAVE_SAMPLE }, bad: { name: 'Night run', save: { format: 'blacksite-save' } } },
  'saves.autosave': { good: { save: SAVE_SAMPLE }, bad: { save: 'text' } },
  'saves.keepForQuit': { good: { save: null }, bad: { step: { base: -1, commands: [], snapshot: null, summary: {}, updatedAt: 'now' } } },
  'saves.delete': { good: { id: 'night-run' }, bad: { id: 'C:\\saves\\x' } },
  'saves.backups': { good: { id: 'autosave:conspiracy-game' }, bad: { id: 'autosave:chess' } },
  'saves.restoreBackup': { good: { id: 'night-run', backupId: '000003' }, bad: { id: 'night-run', backupId: '../3' } },
  'maps.open': { good: undefined, bad: { path: '/etc/passwd' } },
  'maps.cancel': { good: undefined, bad: { id: 'x' } },
  'maps.list': { good: undefined, bad: { all: true } },
  'maps.read': { good: { id: '0123456789abcdef' }, bad: { id: '../../etc' } },
  'maps.add': { good: { entry: mapEntry, files: mapFiles }, bad: { entry: { ...mapEntry, thumbnail: 'javascript:alert(1)' }, files: mapFiles } },
  'maps.remove': { good: { id: '0123456789abcdef' }, bad: { id: 'yard' } },
};

const projector = { open: false, onSecondDisplay: false, fullscreen: false, displayCount: 1 };
const answers: { [N in OperationName]: Awaited<ReturnType<Handlers[N]>> } = {
  'app.info': {
    name: 'Blacksite',
    version: '0.1.0',
    runtime: 'desktop',
    platform: 'linux',
    electronVersion: '41.7.1',
    chromeVersion: '146.0.0.0',
    settingsLocation: '/home/gm/.config/Blacksite/settings.json',
  },
  'app.quit': undefined,
  'settings.get': { settings: DEFAULT_SETTINGS, warning: null },
  'settings.set': { settings: { ...DEFAULT_SETTINGS, uiScale: 1.5 }, warning: null },
  'projector.open': { ...projector, open: true },
  'projector.close': projector,
  'campaigns.list': { campaigns: [{ id: 'nightjar', ok: true, name: 'Nightjar', day: 1, agents: 4, fallen: 0, played: 0, toCome: 2, underWay: false, updatedAt: '2030-01-01T00:00:00.000Z' }], deleted: [], location: '/home/gm/.config/Blacksite/campaigns' },
  'campaigns.read': { id: 'nightjar', file: campaign },
  'campaigns.write': { id: 'nightjar' },
  'campaigns.delete': { id: 'nightjar' },
  'campaigns.backups': { id: 'nightjar', backups: [] },
  'campaigns.restoreBackup': { id: 'nightjar' },
  'roster.list': { agents: [{ id: 'tiger', file: agent }], unreadable: [], location: '/home/gm/.config/Blacksite/roster' },
  'roster.read': { id: 'tiger', file: agent },
  'roster.write': { id: 'tiger' },
  'roster.delete': { id: 'tiger' },
  'saves.list': { saves: [], deleted: [], location: '/home/gm/.config/Blacksite/saves' },
  'saves.read': { id: 'night-run', save: SAVE_SAMPLE, replay: { status: 'match' }, migratedFrom: 1 },
  'saves.write': { id: 'night-run' },
  'saves.autosave': { id: 'autosave:conspiracy-game' },
  'saves.keepForQuit': { kept: true },
  'saves.delete': { id: 'night-run' },
  'saves.backups': { id: 'night-run', backups: [] },
  'saves.restoreBackup': { id: 'night-run' },
  'maps.open': mapFiles,
  'maps.cancel': { cancelled: true },
  'maps.list': { maps: [mapEntry], unreadable: [], location: '/home/gm/.config/Blacksite/maps' },
  'maps.read': mapFiles,
  'maps.add': { id: '0123456789abcdef' },
  'maps.remove': { id: '0123456789abcdef' },
};

function fakeHandlers(): { handlers: Handlers; calls: Array<[OperationName, unknown]> } {
  const calls: Array<[OperationName, unknown]> = [];
  const handler = <N extends OperationName>(name: N) => (input: unknown) => {
    calls.push([name, input]);
    return answers[name];
  };
  const handlers = Object.fromEntries(OPERATION_NAMES.map((name) => [name, handler(name)])) as unknown as Handlers;
  return { handlers, calls };
}

const APP = 'app://blacksite/index.html';
const STRANGERS = ['https://example.com/', 'file:///home/gm/index.html', 'app://evil/index.html', 'devtools://devtools/x', 'about:blank'];

beforeEach(() => resetElectronMock());

describe('IPC handlers', () => {
  it('registers exactly one ipcMain.handle per contract operation and removes them again', () => {
    const unregister = registerIpcHandlers(fakeHandlers().handlers);
    expect([...mockIpcMain.handlers.keys()].sort()).toEqual([...OPERATION_NAMES].sort());
    unregister();
    expect(mockIpcMain.handlers.size).toBe(0);
  });

  it('has sample answers that match the contract', () => {
    for (const name of OPERATION_NAMES) expect(CONTRACT[name].output.safeParse(answers[name]).success, name).toBe(true);
  });

  describe.each(OPERATION_NAMES)('%s', (name) => {
    it('accepts a good payload from our own page and answers the handler value', async () => {
      const { handlers, calls } = fakeHandlers();
      registerIpcHandlers(handlers);
      const reply = await invokeAs(`${APP}#/projector`, name, PAYLOADS[name].good);
      expect(reply).toEqual({ ok: true, value: answers[name] });
      expect(calls).toEqual([[name, PAYLOADS[name].good]]);
    });

    it('refuses a sender that is not our app:// page, with one sentence, without running the handler', async () => {
      const { handlers, calls } = fakeHandlers();
      registerIpcHandlers(handlers);
      for (const url of STRANGERS) {
        expect(await invokeAs(url, name, PAYLOADS[name].good)).toEqual({
          ok: false,
          error: `${name} was refused because it did not come from Blacksite's own pages (app://blacksite).`,
        });
      }
      expect(await invokeAs(null, name, PAYLOADS[name].good)).toEqual({
        ok: false,
        error: `${name} was refused because the window that asked has already gone.`,
      });
      expect(calls).toEqual([]);
    });

    it('refuses an invalid payload with one sentence, without running the handler', async () => {
      const { handlers, calls } = fakeHandlers();
      registerIpcHandlers(handlers);
      const reply = (await invokeAs(APP, name, PAYLOADS[name].bad)) as { ok: boolean; error: string };
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatch(new RegExp(`^${name.replace('.', '\\.')} refused its input: [^\\n]+\\.$`));
      expect(await invokeAs(APP, name, PAYLOADS[name].good, 'extra')).toEqual({
        ok: false,
        error: `${name} takes a single argument but was sent 2.`,
      });
      expect(calls).toEqual([]);
    });
  });

  it('turns a failing handler into a sentence', async () => {
    const frame = { senderFrame: { url: APP } } as never;
    const sentence = await runOperation('app.info', () => Promise.reject(new Error('Blacksite could not look.')), frame, []);
    expect(sentence).toEqual({ ok: false, error: 'Blacksite could not look.' });
    const terse = await runOperation('app.info', () => {
      throw new Error('EACCES: permission denied');
    }, frame, []);
    expect(terse).toEqual({ ok: false, error: 'app.info failed: EACCES: permission denied.' });
  });
});
