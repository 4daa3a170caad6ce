import fs from 'node:fs';
import path from 'node:path';

/** The file system calls the app:// handler and the fallback server read the built app with (tests pass their own). */
export interface StaticFiles {
  realpath(file: string): Promise<string>;
  isFile(file: string): Promise<boolean>;
  readFile(file: string): Promise<Uint8Array>;
}

// The callback forms: Electron's asar support patches these, so files inside app.asar resolve too.
export const NODE_FILES: StaticFiles = {
  realpath: (file) => new Promise((resolve, reject) => fs.realpath(file, (e, p) => (e ? reject(e) : resolve(p)))),
  isFile: (file) => new Promise((resolve) => fs.stat(file, (e, s) => resolve(!e && s.isFile()))),
  readFile: (file) => new Promise((resolve, reject) => fs.readFile(file, (e, b) => (e ? reject(e) : resolve(b)))),
};

/**
 * Whether `file` is below `root` (not `root` itself), by path (no file system access). A first
 * segment beginning with ".." is refused too: a name like "..\\x" is a file on POSIX but a way
 * up on Windows, and the built app has no such names.
 */
export function isBelow(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * The bytes of `file` when it is a regular file whose real path (every symbolic link followed) is
 * still inside the real path of `root`; null otherwise (missing, a folder, a device, or a link
 * pointing out of the built app). A request path that stays inside `root` by its spelling can
 * still leave it through a link, so the check is made on the resolved paths.
 */
export async function readInside(root: string, file: string, files: StaticFiles = NODE_FILES): Promise<Uint8Array | null> {
  try {
    const [realRoot, real] = await Promise.all([files.realpath(root), files.realpath(file)]);
    if (!isBelow(realRoot, real) || !(await files.isFile(real))) return null;
    return await files.readFile(real);
  } catch {
    return null;
  }
}
