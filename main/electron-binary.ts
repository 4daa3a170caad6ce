import { createRequire } from 'node:module';

/**
 * Where the Electron binary is, or why it is missing. The `electron` npm package resolves to the
 * binary's path and throws "Electron failed to install correctly" when its download was skipped
 * (ELECTRON_SKIP_BINARY_DOWNLOAD=1, an offline install).
 */
export function findElectronBinary(
  load: (id: string) => unknown = createRequire(import.meta.url),
): { ok: true; path: string } | { ok: false; reason: string } {
  try {
    const path = load('electron');
    if (typeof path === 'string' && path.length > 0) return { ok: true, path };
    return { ok: false, reason: 'the electron package did not name a binary' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) };
  }
}
