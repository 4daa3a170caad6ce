import type { SaveEnvelopeWire, SaveQuitStep } from './saves';

/**
 * The kept game with a hand-over step added (saves.keepForQuit): its commands after the first
 * `base` ones, and the game after them. Null when the step does not follow what is held (nothing
 * held, or a log of another length: another game, an undo, a lost step); the window then hands
 * over the whole game. What is finally written is checked by the store like any save (schemas,
 * and a replay of the log to the snapshot), so a step can never make a save that does not load.
 */
export function addQuitStep(held: SaveEnvelopeWire | null, step: SaveQuitStep): SaveEnvelopeWire | null {
  if (held === null || held.commands.length !== step.base) return null;
  return { ...held, commands: [...held.commands, ...step.commands], snapshot: step.snapshot, summary: step.summary, updatedAt: step.updatedAt };
}
