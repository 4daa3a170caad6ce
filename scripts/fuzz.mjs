#!/usr/bin/env node
// `npm run fuzz`: the fuzz suites of test/unit/fuzz/ with LONG_FACTOR times their npm-test counts
// (harness.ts), each suite printing its slowest case. Usage: npm run fuzz [-- <vitest filters>].
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const filters = process.argv.slice(2);
const run = spawnSync(process.execPath, [vitest, 'run', '--reporter=dot', ...(filters.length > 0 ? filters : ['test/unit/fuzz/'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BLACKSITE_FUZZ: 'long' },
});
process.exit(run.status ?? 1);
