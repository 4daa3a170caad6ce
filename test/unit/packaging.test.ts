import { extractFile, listPackage } from '@electron/asar';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

// The Electron binary cannot be downloaded here, so electron-builder packs the
// `dir` target against a stub Electron folder (TOOLCHAIN.md) and the test opens the app.asar.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
/** The stub says it is the Electron that is installed, as the real binary would. */
const ELECTRON_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;

let work: string;
let unpacked: string;
let asar: string;

/** Runs a command in the project; on failure, a reason with the end of its output. */
async function step(command: string, args: string[]): Promise<string | null> {
  try {
    await run(command, args, { cwd: ROOT, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, CI: 'true' } });
    return null;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `\`${command} ${args.join(' ')}\` failed: ${`${stdout}\n${stderr}`.trim().split('\n').slice(-5).join(' | ')}`;
  }
}

/**
 * A real Electron binary carries a fuse wire: a sentinel, the wire version (1), its length, then
 * one byte per fuse ('0' off, '1' on). The stub carries Electron's defaults after its script, so
 * the test can see which fuses electron-builder flipped.
 */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;
const DEFAULT_FUSES = '10110001';

function readFuses(binary: Buffer): Record<(typeof FUSES)[number], boolean> {
  const at = binary.indexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length;
  expect(at).toBeGreaterThanOrEqual(FUSE_SENTINEL.length);
  expect(binary[at]).toBe(1);
  expect(binary[at + 1]).toBe(FUSES.length);
  return Object.fromEntries(FUSES.map((name, i) => [name, binary[at + 2 + i] === '1'.charCodeAt(0)])) as Record<(typeof FUSES)[number], boolean>;
}

async function stubElectron(dir: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true });
  const script = Buffer.from('#!/bin/sh\necho "stub Electron: packaging test only" >&2\nexit 1\n# ');
  const wire = Buffer.concat([Buffer.from(FUSE_SENTINEL), Buffer.from([1, FUSES.length]), Buffer.from(DEFAULT_FUSES), Buffer.from('\n')]);
  await writeFile(join(dir, 'electron'), Buffer.concat([script, wire]));
  await chmod(join(dir, 'electron'), 0o755);
  await writeFile(join(dir, 'version'), `${ELECTRON_VERSION}\n`);
  await writeFile(join(dir, 'LICENSE'), 'Stub Electron licence for the packaging test.\n');
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<!doctype html><title>stub</title>\n');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'blacksite-pack-'));
  // Building is part of the test only when an earlier step (npm run build) has not done it. A
  // build that fails fails the test: there would be nothing to pack, and nothing proven.
  const needNode = !existsSync(join(ROOT, 'build/node/electron-main.js')) || !existsSync(join(ROOT, 'build/node/preload.cjs'));
  const builtNode = needNode ? await step('npm', ['run', 'build:node']) : null;
  if (builtNode !== null) throw new Error(builtNode);
  const builtWeb = existsSync(join(ROOT, 'dist/index.html')) ? null : await step('npx', ['vite', 'build']);
  if (builtWeb !== null) throw new Error(builtWeb);

  const stub = join(work, 'electron-stub');
  const out = join(work, 'release');
  await stubElectron(stub);
  const packed = await step('npx', [
    'electron-builder',
    '--linux',
    'dir',
    '--publish',
    'never',
    `-c.electronDist=${stub}`,
    '--config',
    'electron-builder.yml',
    `-c.directories.output=${out}`,
  ]);
  if (packed !== null) throw new Error(packed);
  unpacked = join(out, 'linux-unpacked');
  asar = join(unpacked, 'resources', 'app.asar');
}, 180_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('packaging (electron-builder, dir target against a stub Electron)', () => {
  it('packs an app.asar holding package.json, the main process, the preload and the renderer', () => {
    const files = listPackage(asar, { isPack: false }).map((f) => f.replaceAll('\\', '/'));
    for (const wanted of ['/package.json', '/build/node/electron-main.js', '/build/node/preload.cjs', '/dist/index.html']) {
      expect(files).toContain(wanted);
    }
    // Every library is bundled; nothing but our built output, assets and maps goes in.
    expect(files.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const topLevel = new Set(files.map((f) => f.split('/')[1]));
    for (const entry of topLevel) expect(['package.json', 'build', 'dist', 'assets', 'maps']).toContain(entry);
  });

  it('points the packaged package.json at the bundled main process', () => {
    const pkg = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as { main?: string };
    expect(pkg.main).toBe('build/node/electron-main.js');
  });

  it('flips the Electron fuses that would let the packaged binary run as Node, load code outside app.asar or a changed app.asar', async () => {
    expect(readFuses(await readFile(join(unpacked, 'blacksite')))).toEqual({
      runAsNode: false,
      enableCookieEncryption: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('declares the app id, product name, release folder and the four installer targets', async () => {
    // js-yaml comes with electron-builder, which reads this same file.
    const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
    const config = z
      .object({
        appId: z.string(),
        productName: z.string(),
        directories: z.object({ output: z.string() }),
        files: z.array(z.string()),
        linux: z.object({ target: z.array(z.string()) }),
        win: z.object({ target: z.array(z.string()) }),
        mac: z.object({ target: z.array(z.string()) }),
      })
      .parse(yaml.load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8')));
    expect(config.appId).toBe('org.blacksite.app');
    expect(config.productName).toBe('Blacksite');
    expect(config.directories.output).toBe('release');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.files.filter((f) => !f.startsWith('!'))).toEqual(['package.json', 'build/node/**/*', 'dist/**/*', 'assets/**/*', 'maps/**/*']);
  });
});
