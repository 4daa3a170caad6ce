import { defineConfig } from 'vitest/config';

// `npm run bench`: figures, not pass/fail tests (STYLE.md). Each *.bench.ts prints its own lines.
export default defineConfig({
  test: {
    include: ['src/**/*.bench.ts', 'main/**/*.bench.ts', 'bench/**/*.bench.ts'],
    benchmark: { include: ['src/**/*.bench.ts', 'main/**/*.bench.ts', 'bench/**/*.bench.ts'] },
    environment: 'node',
  },
});
