import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMap } from '../../src/battle/map';
import { BOMBS } from '../../src/battle/map/test-helpers/map-bombs';
import { bagSource, type FileBag } from './map-files';
import { readMapOffThread, type MakeWorker } from './map-reader';
import type { MapJob, MapWorkerMessage } from './map-worker';

/** A map read off the window's thread (map-reader.ts), with a stand-in for the browser's Worker. */
const enc = new TextEncoder();
const bagOf = (name: string, files: Record<string, string>): FileBag => ({ name, files: new Map(Object.entries(files).map(([p, t]) => [p, enc.encode(t)])) });
const small = bagOf('small.tmj', {
  'small.tmj': JSON.stringify({ orientation: 'orthogonal', width: 2, height: 1, tilewidth: 16, tileheight: 16, layers: [{ type: 'tilelayer', name: 'g', width: 2, height: 1, data: [0, 0] }] }),
});

class FakeWorker {
  onmessage: ((event: MessageEvent<MapWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  jobs: MapJob[] = [];
  constructor(private readonly behaviour: 'works' | 'never-starts' | 'dies' | 'hangs') {}
  postMessage(job: MapJob): void {
    this.jobs.push(job);
    queueMicrotask(() => {
      if (this.behaviour === 'never-starts') return this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
      this.emit({ type: 'ready' });
      if (this.behaviour === 'dies') return this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
      if (this.behaviour === 'hangs') return;
      // The worker's own code (map-worker.ts): the one loader over the files it was sent.
      void loadMap(job.name, bagSource({ name: job.name, files: new Map(job.files) })).then((result) => this.emit({ type: 'result', result }));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
  private emit(data: MapWorkerMessage): void {
    if (!this.terminated) this.onmessage?.({ data } as MessageEvent<MapWorkerMessage>);
  }
}

function worker(behaviour: ConstructorParameters<typeof FakeWorker>[0]): { make: MakeWorker; made: FakeWorker[] } {
  const made: FakeWorker[] = [];
  return {
    made,
    make: () => {
      const w = new FakeWorker(behaviour);
      made.push(w);
      return w as unknown as Worker;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('reading a map off the window\'s thread', () => {
  it('sends the files to a worker, answers with its result and ends the worker', async () => {
    const { make, made } = worker('works');
    const r = await readMapOffThread(small, { makeWorker: make });
    expect(r.ok && r.map.width).toBe(2);
    expect(made[0]?.jobs[0]?.name).toBe('small.tmj');
    expect(made[0]?.terminated).toBe(true);
  });

  it('a bomb is refused in the worker in one sentence', async () => {
    const bomb = BOMBS.zstdWindow();
    const r = await readMapOffThread(bagOf(bomb.map, bomb.files), { makeWorker: worker('works').make });
    expect(r).toEqual({ ok: false, reason: 'Tile layer "ground" has zstd data that declares a 2 GB window for a layer of 320 bytes; Blacksite refuses it unread.' });
  });

  it('Cancel ends the worker and says the map was not added', async () => {
    const { make, made } = worker('hangs');
    const controller = new AbortController();
    const reading = readMapOffThread(small, { makeWorker: make, signal: controller.signal });
    controller.abort();
    expect(await reading).toEqual({ ok: false, cancelled: true, reason: 'You stopped reading the map; it was not added to your maps.' });
    expect(made[0]?.terminated).toBe(true);
  });

  it('a read past its time budget is stopped in one sentence', async () => {
    vi.useFakeTimers();
    const { make, made } = worker('hangs');
    const reading = readMapOffThread(small, { makeWorker: make, budgetMs: 2000 });
    await vi.advanceTimersByTimeAsync(2001);
    expect(await reading).toEqual({ ok: false, reason: 'The map took more than 2 seconds to read, so Blacksite stopped reading it.' });
    expect(made[0]?.terminated).toBe(true);
  });

  it('a worker that stops while reading says so; one that never starts leaves the read to the page', async () => {
    expect(await readMapOffThread(small, { makeWorker: worker('dies').make })).toEqual({ ok: false, reason: 'The map could not be read: its reader stopped before it finished.' });
    const r = await readMapOffThread(small, { makeWorker: worker('never-starts').make });
    expect(r.ok).toBe(true);
  });
});
