#!/usr/bin/env node
// `npm run fuzz`: the fuzz suites of test/unit/fuzz/ with LONG_FACTOR times their npm-test counts
// (harness.ts), each suite printing its slowest case (wall and CPU time, and the load). A property
// runs hundreds of cases, so vitest's per-test timeout is lifted to an hour; the per-case figure is
// what the report gives (OVER 2 s marks a case past the budget in CPU time).
// Usage: npm run fuzz [-- <vitest filters>]; on a shared machine: nice -n 19 npm run fuzz.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const filters = process.argv.slice(2);
const run = spawnSync(process.execPath, [vitest, 'run', '--reporter=dot', '--testTimeout=3600000', ...(filters.length > 0 ? filters : ['test/unit/fuzz/'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BLACKSITE_FUZZ: 'long' },
});
process.exit(run.status ?? 1);
