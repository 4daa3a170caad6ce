import { loadMap, MAP_LIMITS } from '../src/battle/map';
import { MAX_MAP_BYTES, type MapFiles } from '../src/contract/maps';
import { nodeMapSource } from './map-files';

/**
 * "Open map…" on the desktop: a file dialog, then the chosen map and only the files it names
 * (tilesets, templates, images; main/map-files.ts decides which are served), checked by the one
 * loader before anything goes to the renderer. The dialog itself is passed in, so this runs
 * under vitest without Electron.
 */
export type ShowOpenDialog = () => Promise<{ canceled: boolean; filePaths: string[] }>;

export const MAP_DIALOG_FILTERS = [
  { name: 'Battle maps (Tiled, Universal VTT)', extensions: ['tmx', 'tmj', 'json', 'dd2vtt', 'df2vtt', 'uvtt'] },
];

/** The chosen map's files (read by `read`: in the desktop app a utility process, map-process.ts), or null when cancelled. */
export async function openMapWithDialog(show: ShowOpenDialog, read: (file: string) => Promise<MapFiles | null> = readMapFiles): Promise<MapFiles | null> {
  const chosen = await show();
  const file = chosen.filePaths[0];
  if (chosen.canceled || file === undefined) return null;
  return read(file);
}

/** The map at `file` and every file it is made of, as the renderer receives them; refusals are thrown sentences. */
export async function readMapFiles(file: string): Promise<MapFiles> {
  const source = nodeMapSource(file);
  const loaded = await loadMap(source.name, source);
  if (!loaded.ok) throw new Error(loaded.reason);
  const files: { path: string; data: string }[] = [];
  let bytes = 0;
  for (const p of loaded.files) {
    const read = await source.read(p, MAP_LIMITS.maxFileBytes);
    // A missing or unreadable image is left out: the table draws stand-in art for its tiles.
    if (typeof read === 'string') continue;
    bytes += read.length;
    if (bytes > MAX_MAP_BYTES) throw new Error(`The map and its files are larger than ${MAX_MAP_BYTES / 1024 / 1024} MB together; a map may be at most that.`);
    files.push({ path: p, data: Buffer.from(read).toString('base64') });
  }
  return { name: source.name, files };
}
