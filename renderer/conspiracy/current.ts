/** The conspiracy game in progress in this window (the setup screen starts it, the board plays it). */
import type { ConspiracySession } from './session';

let current: ConspiracySession | null = null;

export function currentSession(): ConspiracySession | null {
  return current;
}

export function setCurrentSession(session: ConspiracySession | null): void {
  current?.stop();
  current = session;
}
