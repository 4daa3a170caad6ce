import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './test/helpers/chromium';

const port = Number(process.env.BLACKSITE_E2E_PORT ?? 5179);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice fails the run; one that passes on its retry is reported as
  // flaky in the list (2 cores running Chromium's software renderer, a step can miss its timeout).
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The Black Ops first-battle guide starts by itself on a new machine's first battle (renderer/guide): every
    // spec starts as a player who has seen it (the old 'seen' key reads as done: guide-store.ts); guide.spec.ts clears it.
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'blacksite.guide.ops.seen', value: '1' }] }] },
  },
  // The e2e tests drive the same server `npm start` falls back to without Electron.
  webServer: {
    command: `node build/node/start.js --browser --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
