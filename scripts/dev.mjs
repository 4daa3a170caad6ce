// `npm run dev`: Vite's dev server with reload for the renderer; the desktop window too when Electron is installed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
let electron;
try {
  electron = createRequire(import.meta.url)('electron');
} catch {
  electron = undefined;
}
if (typeof electron === 'string') {
  const build = spawn('npm', ['run', 'build:node'], { stdio: 'inherit' });
  build.on('exit', () => {
    const app = spawn(electron, ['.'], { stdio: 'inherit', env: { ...process.env, BLACKSITE_DEV_URL: url } });
    app.on('exit', () => server.close().then(() => process.exit(0)));
  });
} else {
  console.log(`The Electron binary is not installed here; the app reloads on change at ${url}`);
}
