import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeAtomicWriteFs, writeFileAtomically, type AtomicWriteFs } from './atomic-write';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-atomic-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

/** Real file operations, logged, with an optional failure injected at one step. */
function recordingFs(failAt?: 'write' | 'sync' | 'rename'): { fs: AtomicWriteFs; log: string[] } {
  const log: string[] = [];
  const fail = (step: string): void => {
    if (step === failAt) throw Object.assign(new Error(`injected ${step} failure`), { code: 'EIO' });
  };
  const fs: AtomicWriteFs = {
    mkdir: (d, o) => nodeAtomicWriteFs.mkdir(d, o),
    rm: (f, o) => {
      log.push(`rm ${path.basename(f)}`);
      return nodeAtomicWriteFs.rm(f, o);
    },
    rename: async (from, to) => {
      log.push(`rename ${path.basename(from)} -> ${path.basename(to)}`);
      fail('rename');
      return nodeAtomicWriteFs.rename(from, to);
    },
    open: async (f, flags) => {
      const handle = await nodeAtomicWriteFs.open(f, flags);
      const name = path.basename(f);
      log.push(`open ${name} ${flags}`);
      return {
        writeFile: async (d, e) => {
          log.push(`write ${name}`);
          fail('write');
          await handle.writeFile(d, e);
        },
        sync: async () => {
          log.push(`sync ${name}`);
          fail('sync');
          await handle.sync();
        },
        close: async () => {
          log.push(`close ${name}`);
          await handle.close();
        },
      };
    },
  };
  return { fs, log };
}

describe('writeFileAtomically', () => {
  it('writes a temp file, fsyncs it, renames it over the target, then fsyncs the folder', async () => {
    const file = path.join(dir, 'settings.json');
    const { fs, log } = recordingFs();
    await writeFileAtomically(file, 'new', fs);
    expect(await fsp.readFile(file, 'utf8')).toBe('new');
    const temp = log[0]?.split(' ')[1] ?? '';
    expect(temp).toMatch(/^\.settings\.json\.\d+\.\d+\.tmp$/);
    const folderSteps = process.platform === 'win32' ? [] : [`open ${path.basename(dir)} r`, `sync ${path.basename(dir)}`, `close ${path.basename(dir)}`];
    expect(log).toEqual([`open ${temp} wx`, `write ${temp}`, `sync ${temp}`, `close ${temp}`, `rename ${temp} -> settings.json`, ...folderSteps]);
    expect(await fsp.readdir(dir)).toEqual(['settings.json']);
  });

  for (const step of ['write', 'sync', 'rename'] as const) {
    it(`leaves the old file whole and no temp file when the ${step} step fails`, async () => {
      const file = path.join(dir, 'settings.json');
      await fsp.writeFile(file, 'old');
      const { fs } = recordingFs(step);
      await expect(writeFileAtomically(file, 'new', fs)).rejects.toThrow(`injected ${step} failure`);
      expect(await fsp.readFile(file, 'utf8')).toBe('old');
      expect(await fsp.readdir(dir)).toEqual(['settings.json']);
    });
  }

  it('creates the folder when it does not exist yet', async () => {
    const file = path.join(dir, 'a', 'b', 'settings.json');
    await writeFileAtomically(file, 'x');
    expect(await fsp.readFile(file, 'utf8')).toBe('x');
  });
});
