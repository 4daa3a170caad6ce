import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMapProcessReader, type MapProcessDeps, type UtilityProcessLike } from './map-process';

/** "Open map…" reads the map in a utility process with a time and memory budget (main/map-process.ts). */
class FakeChild extends EventEmitter implements UtilityProcessLike {
  readonly sent: unknown[] = [];
  killed = false;
  constructor(readonly pid: number) {
    super();
  }
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  kill(): boolean {
    this.killed = true;
    return true;
  }
}

function setup(workingSetKb = 50_000, budget: MapProcessDeps['budget'] = {}) {
  const children: FakeChild[] = [];
  const reader = createMapProcessReader({
    fork: (modulePath, args, options) => {
      expect(modulePath).toBe('/app/build/node/map-worker.js');
      expect(options.execArgv).toEqual([`--max-old-space-size=${budget.megabytes ?? 768}`]);
      const child = new FakeChild(100 + children.length);
      children.push(child);
      return child;
    },
    metrics: () => children.map((c) => ({ pid: c.pid, memory: { workingSetSize: workingSetKb } })),
    modulePath: '/app/build/node/map-worker.js',
    budget,
  });
  return { reader, children };
}

const files = { name: 'yard.tmj', files: [{ path: 'yard.tmj', data: 'e30=' }] };

afterEach(() => vi.useRealTimers());

describe('the map reader process', () => {
  it('asks for the file and answers with the files it read; the process is stopped after', async () => {
    const { reader, children } = setup();
    const read = reader.read('/maps/yard.tmj');
    expect(children[0]?.sent).toEqual([{ file: '/maps/yard.tmj' }]);
    children[0]?.emit('message', { ok: true, files });
    await expect(read).resolves.toEqual(files);
    expect(children[0]?.killed).toBe(true);
    expect(reader.cancel()).toBe(false);
  });

  it("passes on the loader's sentence; an answer that is not a map's files is refused", async () => {
    const { reader, children } = setup();
    const refused = reader.read('/maps/bomb.tmj');
    children[0]?.emit('message', { ok: false, reason: 'Tile layer "g" has zstd data with more than one frame; Tiled writes one frame per layer.' });
    await expect(refused).rejects.toThrow('Tile layer "g" has zstd data with more than one frame; Tiled writes one frame per layer.');
    const odd = reader.read('/maps/odd.tmj');
    children[1]?.emit('message', { ok: true, files: { name: '/etc/passwd', files: [] } });
    await expect(odd).rejects.toThrow('The map could not be read.');
  });

  it('stops a read past its memory budget (the working set, typed arrays included)', async () => {
    vi.useFakeTimers();
    const { reader, children } = setup(900 * 1024);
    const read = reader.read('/maps/big.tmj');
    const check = expect(read).rejects.toThrow('The map needed more than 768 MB of memory to read, so Blacksite stopped reading it.');
    await vi.advanceTimersByTimeAsync(300);
    await check;
    expect(children[0]?.killed).toBe(true);
  });

  it('stops a read past its time budget', async () => {
    vi.useFakeTimers();
    const { reader, children } = setup(50_000, { ms: 5_000, megabytes: 768 });
    const read = reader.read('/maps/slow.tmj');
    const check = expect(read).rejects.toThrow('The map took more than 5 seconds to read, so Blacksite stopped reading it.');
    await vi.advanceTimersByTimeAsync(5_001);
    await check;
    expect(children[0]?.killed).toBe(true);
  });

  it('a reader that dies says so in one sentence; Cancel answers null and stops the process', async () => {
    const { reader, children } = setup();
    const died = reader.read('/maps/a.tmj');
    children[0]?.emit('exit', 9);
    await expect(died).rejects.toThrow('The map could not be read: its reader stopped before it finished (it may need more memory than Blacksite allows).');
    const cancelled = reader.read('/maps/b.tmj');
    expect(reader.cancel()).toBe(true);
    await expect(cancelled).resolves.toBeNull();
    expect(children[1]?.killed).toBe(true);
    // A late answer from the stopped process changes nothing.
    children[1]?.emit('message', { ok: true, files });
    expect(reader.cancel()).toBe(false);
  });
});
