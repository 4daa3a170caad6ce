import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the Electron binary is, or why it is missing — found the way the `electron` package's
 * own index.js finds it (its path.txt, names the binary under dist/; ELECTRON_OVERRIDE_DIST_PATH
 * overrides the folder) but without loading that file: when the download was skipped
 * (ELECTRON_SKIP_BINARY_DOWNLOAD=1, an offline install) it tries the download again on load,
 * which prints "Downloading Electron binary...", a fetch error with its stack trace, then throws.
 * `npm start` then says one line and serves the app to a browser (start.ts).
 */
export interface ElectronInstall {
  /** The electron package's folder, or undefined when the package is not installed. */
  readonly packageDir: string | undefined;
  readonly overrideDist: string | undefined;
  exists(file: string): boolean;
  /** A file's text, or undefined when it cannot be read. */
  read(file: string): string | undefined;
}

export function nodeElectronInstall(): ElectronInstall {
  let packageDir: string | undefined;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    packageDir = undefined;
  }
  return {
    packageDir,
    overrideDist: process.env['ELECTRON_OVERRIDE_DIST_PATH'],
    exists: existsSync,
    read: (file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export function findElectronBinary(install: ElectronInstall = nodeElectronInstall()): { ok: true; path: string } | { ok: false; reason: string } {
  if (install.packageDir === undefined) return { ok: false, reason: 'the electron package is not installed' };
  const name = install.read(path.join(install.packageDir, 'path.txt'))?.trim();
  if (install.overrideDist !== undefined && install.overrideDist !== '') {
    const binary = path.join(install.overrideDist, name || 'electron');
    return install.exists(binary) ? { ok: true, path: binary } : { ok: false, reason: `there is no Electron binary at ${binary}` };
  }
  if (!name) return { ok: false, reason: 'its binary was never downloaded' };
  const binary = path.join(install.packageDir, 'dist', name);
  return install.exists(binary) ? { ok: true, path: binary } : { ok: false, reason: 'its binary is missing' };
}
