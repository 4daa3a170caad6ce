// `npm start`: the desktop app when Electron is installed, otherwise the same app for a browser.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { findElectronBinary } from './electron-binary';
import { startWebServer } from './web-server';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function serveForBrowser(): Promise<void> {
  const asked = argValue('--port') ?? process.env.BLACKSITE_PORT;
  const root = resolve(projectRoot, 'dist');
  // The usual port when it is free; any free port when it is taken, unless one was asked for.
  const web = await startWebServer({ root, port: Number(asked ?? 5178) }).catch((error: NodeJS.ErrnoException) => {
    if (asked === undefined && error.code === 'EADDRINUSE') return startWebServer({ root, port: 0 });
    throw error;
  });
  process.stdout.write(`Blacksite is running at ${web.url} — open it in a browser (Ctrl+C stops it).\n`);
  const stop = (): void => {
    void web.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function run(): Promise<void> {
  const forceBrowser = process.argv.includes('--browser');
  const electron = forceBrowser ? undefined : findElectronBinary();
  if (electron?.ok) {
    const child = spawn(electron.path, [projectRoot], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  if (electron && !electron.ok) {
    process.stdout.write('The Electron binary is not installed here (offline install), so Blacksite runs in your browser instead.\n');
  }
  await serveForBrowser();
}

run().catch((error: unknown) => {
  process.stderr.write(`blacksite: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
