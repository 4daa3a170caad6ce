import { promises as fsp } from 'node:fs';
import path from 'node:path';

/** The file operations an atomic write needs; tests pass a wrapper that fails on purpose. */
export interface AtomicWriteFs {
  open(file: string, flags: string): Promise<{
    writeFile(data: string, encoding: 'utf8'): Promise<void>;
    sync(): Promise<void>;
    close(): Promise<void>;
  }>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
}

export const nodeAtomicWriteFs: AtomicWriteFs = fsp;

let sequence = 0;

/**
 * Replaces `file` with `text` so that a crash or power cut leaves either the old file or the new
 * one, never a torn mix: write a temp file beside it, fsync it, rename it over the target (atomic
 * within one folder), then fsync the folder so the rename itself is durable.
 */
export async function writeFileAtomically(file: string, text: string, fs: AtomicWriteFs = nodeAtomicWriteFs): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  sequence += 1;
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${sequence}.tmp`);
  let handle: Awaited<ReturnType<AtomicWriteFs['open']>> | undefined;
  try {
    handle = await fs.open(temp, 'wx');
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, file);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(dir, fs);
}

async function syncFolder(dir: string, fs: AtomicWriteFs): Promise<void> {
  // Windows cannot open a folder for fsync, and some file systems refuse it; the data itself is
  // already durable by then, only the rename might be replayed, so a failure here is not an error.
  if (process.platform === 'win32') return;
  try {
    const handle = await fs.open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    /* best effort, see above */
  }
}
