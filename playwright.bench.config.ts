import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench`, browser half: figures printed by test/bench/*.bench.spec.ts, never pass/fail on time.
export default defineConfig({
  ...base,
  testDir: 'test/bench',
  testMatch: /.*\.bench\.spec\.ts/,
  timeout: 300_000,
});
