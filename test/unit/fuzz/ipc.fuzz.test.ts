import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { promises as fsp, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { agentFileSchema, agentToFile } from '../../../src/agents/agent-file';
import { TIGER } from '../../../src/agents/test-agents';
import { yardCampaignText } from '../../../src/campaign/test-helpers/campaign';
import { createCampaignStore } from '../../../main/campaign-store';
import { CONTRACT, OPERATION_NAMES, type OperationName } from '../../../src/contract';
import { createHandlers } from '../../../main/handlers';
import { createMapLibrary } from '../../../main/map-library';
import { runOperation, type Handlers } from '../../../main/ipc';
import { createProjectorController } from '../../../main/projector';
import { openSavesHost } from '../../../main/quit-autosave';
import { createRosterStore } from '../../../main/save-roster';
import { createSettingsStore } from '../../../main/settings-store';
import { resetElectronMock } from '../../../main/test-helpers/electron-mock';
import { BIG, expectOneSentence, jsonMutations, params, reportTimings, timedAsync } from './harness';

vi.mock('electron', async () => (await import('../../../main/test-helpers/electron-mock')).electronMock);

// Every IPC operation, handed payloads from our own page that are anything at all: mutations of a
// good payload, values of every kind structured clone can carry, nesting past any stack. Each is
// answered (a value of the contract's shape) or refused with one sentence; none throws, and a
// refused payload writes nothing to the user-data folder. The handlers are the real ones, over
// temporary folders.
const APP = 'app://blacksite/index.html';
const SAVE = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/saves/v2/tactical-battle.save.json'), 'utf8')) as Record<string, unknown>;
const agent = agentToFile(TIGER);
const CAMPAIGN = JSON.parse(yardCampaignText('fuzz', 'Nightjar')) as Record<string, unknown>;
const GOOD: Record<OperationName, unknown> = {
  'app.info': undefined,
  'app.quit': undefined,
  'settings.get': undefined,
  'settings.set': { uiScale: 1.25, houseRules: { recoil: 'all-bursts' } },
  'projector.open': undefined,
  'projector.close': undefined,
  'roster.list': undefined,
  'roster.read': { id: 'tiger' },
  'roster.write': { id: 'tiger', file: agent },
  'roster.delete': { id: 'tiger' },
  'saves.list': undefined,
  'saves.read': { id: 'night-run' },
  'saves.write': { name: 'Night run', save: SAVE },
  'saves.autosave': { save: SAVE },
  'saves.keepForQuit': { save: SAVE },
  'saves.delete': { id: 'night-run' },
  'saves.backups': { id: 'night-run' },
  'saves.restoreBackup': { id: 'night-run', backupId: '000001' },
  'maps.open': undefined,
  'maps.cancel': undefined,
  'maps.list': undefined,
  'maps.read': { id: '0123456789abcdef' },
  'maps.add': {
    entry: {
      id: '0123456789abcdef',
      name: 'yard.tmj',
      title: 'Yard',
      addedAt: '2026-12-01T12:00:00Z',
      thumbnail: 'data:image/png;base64,AAAA',
      summary: { width: 4, height: 4, metersPerTile: 1.5, sides: ['a', 'b'], doors: 0, blocksMove: 0, interpretations: 0, warnings: 0 },
      bytes: 4,
    },
    files: { name: 'yard.tmj', files: [{ path: 'yard.tmj', data: 'e30=' }] },
  },
  'maps.remove': { id: '0123456789abcdef' },
  'campaigns.list': undefined,
  'campaigns.read': { id: 'nightjar' },
  'campaigns.write': { id: 'nightjar', file: CAMPAIGN },
  'campaigns.delete': { id: 'nightjar' },
  'campaigns.backups': { id: 'nightjar' },
  'campaigns.restoreBackup': { id: 'nightjar', backupId: '000001' },
};

let root: string;
let handlers: Handlers;
const quit = vi.fn();

/** Names, sizes and hashes of every file under the user-data folder. */
async function tree(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.push(`${path.relative(dir, file)} ${createHash('sha1').update(await fsp.readFile(file)).digest('hex')}`);
  }
  return out.sort();
}

beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-ipc-fuzz-'));
  const warn = () => undefined;
  const saves = openSavesHost(root, warn);
  await saves.ready;
  handlers = createHandlers({
    settings: createSettingsStore({ dir: root, warn }),
    projector: createProjectorController('/app/build/node/preload.cjs'),
    appInfo: () => ({ name: 'Blacksite', version: '0.1.0', runtime: 'desktop', platform: 'linux', electronVersion: '45.5.0', chromeVersion: null, settingsLocation: path.join(root, 'settings.json') }),
    quit,
    roster: createRosterStore({ dir: path.join(root, 'roster'), schema: agentFileSchema }),
    saves,
    campaigns: createCampaignStore({ dir: path.join(root, 'campaigns') }),
    // The map library over the temporary folder; the file dialog is always cancelled (no Electron here).
    maps: { library: createMapLibrary(path.join(root, 'maps')), showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }) },
  });
  // Something to read, list, back up and restore.
  for (const name of ['roster.write', 'saves.write', 'saves.write', 'settings.set', 'campaigns.write', 'campaigns.write'] as const) {
    const reply = await runOperation(name, handlers[name] as never, { senderFrame: { url: APP } } as never, [GOOD[name]]);
    expect(reply, name).toMatchObject({ ok: true });
  }
});
afterAll(() => fsp.rm(root, { recursive: true, force: true }));
beforeEach(() => resetElectronMock());

/** Values structured clone can carry besides JSON: dates, maps, typed arrays, undefined, NaN. */
const cloneable = fc.anything({ maxDepth: 3, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withBigInt: false, withSparseArray: true });
const deep = fc.integer({ min: 100, max: BIG }).map((n) => {
  let v: unknown = 0;
  for (let i = 0; i < n; i += 1) v = i % 2 ? [v] : { save: v };
  return v;
});

async function call(name: OperationName, payload: unknown): Promise<void> {
  const before = await tree(root);
  const reply = await timedAsync(`ipc ${name}`, () => runOperation(name, handlers[name] as never, { senderFrame: { url: APP } } as never, [payload]));
  if (reply.ok) {
    expect(CONTRACT[name].output.safeParse(reply.value).success, name).toBe(true);
    return;
  }
  expectOneSentence(reply.error);
  expect(await tree(root), `${name} refused (${reply.error}) but wrote`).toEqual(before);
}

reportTimings('IPC payloads');

describe.each(OPERATION_NAMES)('fuzzing IPC payloads: %s', (name) => {
  const good = GOOD[name];
  const mutated = good === undefined ? fc.constant(undefined) : fc.oneof(...Object.values(jsonMutations(JSON.stringify(good)))).map((text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  });
  test('mutated payloads, any values, deep values: answered or refused in one sentence; a refusal writes nothing', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(mutated, cloneable, deep), (payload) => call(name, payload)), params(12));
  });
});
