import type { Settings } from '../../src/contract';

/**
 * Whether the screens may animate: the app's "Motion" setting, or with "system" the operating
 * system's prefers-reduced-motion. main.ts writes the answer to <html data-motion>, which the
 * tactical map (no camera easing, no pings), the board's callouts and the backdrop read.
 */
export function motionAllowed(setting: Settings['reducedMotion'], systemReduces: boolean): boolean {
  if (setting === 'on') return false;
  if (setting === 'off') return true;
  return !systemReduces;
}
