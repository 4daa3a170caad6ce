import { promises as fs } from 'node:fs';
import path from 'node:path';
import { joinMapPath, levelsUp, type MapFile, type MapSource } from '../src/battle/map';

/**
 * The files of a map on disk, for the command line and the desktop app (one MapSource, so
 * `blacksite map check` and the game read the same files the same way). Only what a map is made
 * of is served: paths the map names relative to its own folder, in that folder, below it, or at
 * most MAX_LEVELS_UP folders above it (Tiled projects keep tilesets in a sibling folder), with
 * the extensions of maps, tilesets, templates and images, and no symbolic link leading elsewhere.
 */
export const MAX_LEVELS_UP = 2;

export const MAP_FILE_EXTENSIONS = ['.tmx', '.tmj', '.json', '.tsx', '.tsj', '.tx', '.tj', '.dd2vtt', '.df2vtt', '.uvtt', '.xml'];
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.bmp'];

export interface NodeMapSource extends MapSource {
  /** The map's file name, the path to pass to loadMap. */
  readonly name: string;
  /** The folder the map is in. */
  readonly dir: string;
}

export function nodeMapSource(mapFile: string): NodeMapSource {
  const full = path.resolve(mapFile);
  const dir = path.dirname(full);
  let top: string = dir;
  for (let i = 0; i < MAX_LEVELS_UP; i++) top = path.dirname(top);
  let realTop: Promise<string> | undefined;
  return {
    name: path.basename(full),
    dir,
    async read(rel: string, maxBytes: number): Promise<MapFile> {
      const p = joinMapPath('', rel);
      const ext = path.extname(p).toLowerCase();
      if (levelsUp(p) > MAX_LEVELS_UP || path.isAbsolute(p) || ![...MAP_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS].includes(ext)) return 'not-allowed';
      const target = path.join(dir, ...p.split('/'));
      try {
        realTop ??= fs.realpath(top);
        const [real, root] = await Promise.all([fs.realpath(target), realTop]);
        // The top may be the file system's root ("/", "C:\\"), which already ends in a separator.
        const inside = root.endsWith(path.sep) ? root : root + path.sep;
        if (real !== root && !real.startsWith(inside)) return 'not-allowed';
        const stat = await fs.stat(real);
        if (!stat.isFile()) return 'missing';
        if (stat.size > maxBytes) return 'too-big';
        const bytes = await fs.readFile(real);
        return bytes.length > maxBytes ? 'too-big' : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
        throw e;
      }
    },
  };
}
