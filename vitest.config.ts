import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'main/**/*.test.ts', 'cli/**/*.test.ts', 'renderer/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    setupFiles: ['test/setup/fast-check-seed.ts'],
  },
});
