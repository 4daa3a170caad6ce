#!/usr/bin/env node
// The `blacksite` command. `npm install` builds it (the "prepare" script) into build/node/.
import { existsSync } from 'node:fs';

const built = new URL('../build/node/blacksite.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('blacksite: the command is not built yet; run `npm run build:node` in the project folder.\n');
  process.exit(2);
}
await import(built.href);
