// Entry point of the `blacksite` command, bundled to build/node/blacksite.js (bin/blacksite.mjs runs it).
import { main } from './main';
import { processIo } from './io';

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`blacksite: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
