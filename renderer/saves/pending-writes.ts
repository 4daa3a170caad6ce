/**
 * Writes still under way when a game screen goes (its last autosave, from the save controller's
 * dispose): the screens that list saves wait for them, so the game just left is listed (the load
 * screen and the menu's Continue used to list before it was written).
 */
const pending = new Set<Promise<unknown>>();

/** Keeps `write` until it settles, failed or not. */
export function trackWrite(write: Promise<unknown>): void {
  pending.add(write);
  const done = (): void => void pending.delete(write);
  write.then(done, done);
}

/**
 * Resolves once every write tracked so far has settled (a failure is the writer's to report). The
 * router builds the next screen before it disposes the last one (router.ts), so a screen that lists
 * saves as it is built first lets that dispose run (one task), then waits for what it wrote.
 */
export async function writesSettled(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  // trackWrite forgets each write as it settles, so the set empties; a write tracked meanwhile is waited for too.
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** For tests: forget every tracked write. */
export function resetWrites(): void {
  pending.clear();
}
