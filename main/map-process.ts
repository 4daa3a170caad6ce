import { MapFilesSchema, type MapFiles } from '../src/contract/maps';

/**
 * "Open map…" reads the chosen map in a separate process, never in the main process: every
 * window and IPC call waits on the main process, so a map that took seconds there froze the app.
 * One Electron utility process per map (map-worker.ts: the same loader and file rules as
 * `blacksite map check`), with a budget: it is stopped past BUDGET.ms of time or BUDGET.megabytes
 * of memory (its working set, polled through app.getAppMetrics, typed arrays included; V8's own
 * heap is capped too), and when the user cancels. The loader's limits (docs/maps.md "Limits")
 * keep a map far inside the budget; the budget is for whatever they miss. Electron is passed in
 * (`fork`, `metrics`), so this runs under vitest with fakes.
 */
export interface UtilityProcessLike {
  readonly pid?: number | undefined;
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

export interface MapProcessDeps {
  fork(modulePath: string, args: string[], options: { serviceName: string; execArgv: string[]; stdio: 'ignore' }): UtilityProcessLike;
  /** Electron's app.getAppMetrics: each process's working set in kilobytes. */
  metrics(): readonly { readonly pid: number; readonly memory: { readonly workingSetSize: number } }[];
  /** build/node/map-worker.js inside the app. */
  readonly modulePath: string;
  readonly budget?: Partial<MapReadBudget>;
}

export interface MapReadBudget {
  readonly ms: number;
  readonly megabytes: number;
  /** How often the working set is looked at. */
  readonly checkEveryMs: number;
}

/** Enough for the largest map the limits allow (about 256 MB and a few seconds), with room for a slow machine. */
export const BUDGET: MapReadBudget = { ms: 30_000, megabytes: 768, checkEveryMs: 250 };

/** What map-worker.ts answers: the map's files, or the loader's sentence. */
export type MapWorkerReply = { readonly ok: true; readonly files: MapFiles } | { readonly ok: false; readonly reason: string };

export interface MapFileReader {
  /** The map's files, null when cancelled; a refusal is a thrown sentence. */
  read(file: string): Promise<MapFiles | null>;
  /** Stops the read under way; false when there is none. */
  cancel(): boolean;
}

export function createMapProcessReader(deps: MapProcessDeps): MapFileReader {
  const budget = { ...BUDGET, ...deps.budget };
  let current: { stop(): void } | undefined;
  return {
    read(file) {
      current?.stop();
      return new Promise<MapFiles | null>((resolve, reject) => {
        const child = deps.fork(deps.modulePath, [], {
          serviceName: 'Blacksite map reader',
          execArgv: [`--max-old-space-size=${budget.megabytes}`],
          stdio: 'ignore',
        });
        let settled = false;
        // The budget's clocks first: their callbacks (and the child's events) only run once all is set up.
        const timer = setTimeout(
          () => finish(() => reject(new Error(`The map took more than ${budget.ms / 1000} seconds to read, so Blacksite stopped reading it.`))),
          budget.ms,
        );
        const watch = setInterval(() => {
          const kb = deps.metrics().find((m) => m.pid === child.pid)?.memory.workingSetSize ?? 0;
          if (kb > budget.megabytes * 1024) finish(() => reject(new Error(`The map needed more than ${budget.megabytes} MB of memory to read, so Blacksite stopped reading it.`)));
        }, budget.checkEveryMs);
        const finish = (outcome: () => void): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          clearInterval(watch);
          if (current === job) current = undefined;
          child.kill();
          outcome();
        };
        const job = { stop: (): void => finish(() => resolve(null)) };
        current = job;
        child.on('message', (message) => {
          const reply = (message ?? {}) as { ok?: unknown; files?: unknown; reason?: unknown };
          const files = reply.ok === true ? MapFilesSchema.safeParse(reply.files) : undefined;
          if (files?.success) finish(() => resolve(files.data));
          else finish(() => reject(new Error(typeof reply.reason === 'string' ? reply.reason.slice(0, 300) : 'The map could not be read.')));
        });
        child.on('exit', () => finish(() => reject(new Error('The map could not be read: its reader stopped before it finished (it may need more memory than Blacksite allows).'))));
        child.postMessage({ file });
      });
    },
    cancel() {
      if (!current) return false;
      current.stop();
      return true;
    },
  };
}
