/**
 * Counts the map's drawn frames and their main-thread time, and mirrors them on the host element
 * (data-frames, data-redraws, data-frame-ms, data-fps) for the benchmark and tests. The GPU's share is invisible
 * from here, and in software WebGL it can dominate: fps is measured over wall time.
 */
export interface FrameMeter {
  /**
   * A frame was shown: it started at `start` (performance.now()) and rAF said `now`; `redrawn`
   * when the canvas was drawn, false when the last drawing was only slid (canvas-slide.ts).
   */
  drawn(start: number, now: number, redrawn: boolean): void;
  readonly frames: number;
  readonly redraws: number;
  readonly frameMs: number;
}

export function createFrameMeter(host: HTMLElement, since: number): FrameMeter {
  let frames = 0;
  let redraws = 0;
  let frameMs = 0;
  let windowFrames = 0;
  let windowStart = since;
  return {
    drawn(start, now, redrawn) {
      frames += 1;
      if (redrawn) redraws += 1;
      frameMs += performance.now() - start;
      windowFrames += 1;
      if (now - windowStart >= 1000) {
        host.dataset.fps = ((windowFrames * 1000) / (now - windowStart)).toFixed(1);
        windowFrames = 0;
        windowStart = now;
      }
      host.dataset.frameMs = frameMs.toFixed(1);
      host.dataset.frames = String(frames);
      host.dataset.redraws = String(redraws);
    },
    get frames() {
      return frames;
    },
    get redraws() {
      return redraws;
    },
    get frameMs() {
      return frameMs;
    },
  };
}
