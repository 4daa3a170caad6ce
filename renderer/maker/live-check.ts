import { checkDoc, type MakerCheck, type MakerDoc } from '../../src/maker';

/**
 * The maker's live check, run a moment after the last edit (src/maker/check.ts: the map as saved,
 * read by the one loader, and the table checks); a newer edit makes an older run's answer stale.
 */
const DELAY_MS = 350;

export class LiveCheck {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private run = 0;
  result: MakerCheck | undefined;
  busy = false;
  /** Milliseconds the last run took. */
  lastMs = 0;

  constructor(
    private readonly doc: MakerDoc,
    private readonly onto: Parameters<typeof checkDoc>[1],
    private readonly done: (runs: number) => void,
  ) {}

  schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.busy = true;
    this.timer = setTimeout(() => void this.check(), DELAY_MS);
  }

  private async check(): Promise<void> {
    const run = ++this.run;
    const started = performance.now();
    const result = await checkDoc(this.doc, this.onto);
    if (run !== this.run) return;
    this.result = result;
    this.busy = false;
    this.lastMs = performance.now() - started;
    this.done(run);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.run += 1;
  }
}
