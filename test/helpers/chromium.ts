import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download cannot work offline). Override with CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium found at ${path}: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return path;
}

/** Flags measured in TOOLCHAIN.md: software WebGL that PixiJS accepts, and no network chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
