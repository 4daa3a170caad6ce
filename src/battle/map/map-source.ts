/**
 * How the loader reads the files a map is made of. src/ touches no disk and no network, so the
 * caller supplies a MapSource: Node's file system for the command line and the desktop app
 * (cli/map-files.ts, main/), fetch or dropped File objects in the browser (renderer/maps/).
 * Paths are relative to the folder of the map file, with "/" separators, already normalised by
 * `joinMapPath` ("tiles/a.tsx", "../shared/b.tsj"); the map itself is read by its file name.
 */
import { strToU8 } from 'fflate';

export type MapFile = Uint8Array | 'missing' | 'too-big' | 'not-allowed';

export interface MapSource {
  /**
   * The bytes of a file, or why not: 'missing' (no such file), 'too-big' (more than maxBytes;
   * a source checks the size before reading), 'not-allowed' (outside what the source serves).
   */
  read(path: string, maxBytes: number): Promise<MapFile>;
}

/** A source over files already in memory (tests, fuzzing, the browser's dropped files). */
export function memoryMapSource(files: Readonly<Record<string, Uint8Array | string>>): MapSource {
  return {
    read(path, maxBytes) {
      const file = Object.hasOwn(files, path) ? files[path] : undefined;
      if (file === undefined) return Promise.resolve('missing');
      const bytes = typeof file === 'string' ? strToU8(file) : file;
      return Promise.resolve(bytes.length > maxBytes ? 'too-big' : bytes);
    },
  };
}

/** The folder part of a map-relative path ("" for a file beside the map). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export function baseName(path: string): string {
  const p = path.replace(/\\/g, '/');
  return p.slice(p.lastIndexOf('/') + 1);
}

/**
 * Where the loader looks for a file a map, tileset or template names from `dir`: relative paths
 * from there; an absolute path (Tiled writes one only across drives) by its name beside the map.
 */
export function referencedPath(mapDir: string, dir: string, source: string): string {
  return isAbsolutePath(source) ? joinMapPath(mapDir, baseName(source)) : joinMapPath(dir, source);
}

/** True for "C:\x", "C:/x", "/x" and "\\server\x": paths Tiled writes only across drives. */
export function isAbsolutePath(path: string): boolean {
  return /^([a-zA-Z]:)?[\\/]/.test(path);
}

/**
 * `rel` (as written in a map, tileset or template) seen from the folder `dir`, normalised:
 * backslashes become slashes, "." and "x/.." fold away; leading ".." stay (a tileset one folder
 * up is common). Query strings and URL schemes are not paths here and come back unchanged.
 */
export function joinMapPath(dir: string, rel: string): string {
  const parts = `${dir === '' ? '' : `${dir}/`}${rel.replace(/\\/g, '/')}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** How many folders above the map's own a normalised path reaches ("../../a" is 2). */
export function levelsUp(path: string): number {
  let n = 0;
  for (const part of path.split('/')) {
    if (part !== '..') break;
    n += 1;
  }
  return n;
}
