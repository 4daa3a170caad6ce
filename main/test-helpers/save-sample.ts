import type { SaveFile } from '../../src/save/index';

/** A small envelope that passes the IPC contract (the game parts are the store's to check). */
export const SAVE_SAMPLE: SaveFile = {
  format: 'blacksite-save',
  formatVersion: 2,
  appVersion: '0.1.0',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T04:05:06.000Z',
  kind: 'conspiracy-game',
  seed: 'sample',
  initialState: {},
  commands: [],
  snapshot: {},
  summary: { title: 'Night run', progress: { unit: 'turn', value: 1 }, sides: ['A', 'B'], mapName: 'Sample' },
};
