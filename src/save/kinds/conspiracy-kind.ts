import { applyHatsCommand, hatsCommandSchema, type HatsCommand, type HatsState } from '../../hats/index';
import { canonicalJson } from '../canonical';
import { defineGameKind } from '../game-kind';
import { hatsStateSchema } from './conspiracy-state';

/**
 * Why a conspiracy command must stand (R-HATS-12): undo is only for commands that
 * told nobody else anything new: it rolled no dice, spotted nothing, wrote no log line that any
 * other seat (or the public board) can read, asked no one for a Bribery payment, and did not hand
 * the turn over.
 */
export function conspiracyUndoRefusal(before: HatsState, command: HatsCommand, after: HatsState): string | undefined {
  if (command.type === 'turn.end') return 'The turn has been handed over, so it cannot be undone.';
  // Queued dice (rules edition 1) move the generator; keyed dice (R-CORE-5) count the roller's rolls.
  if (canonicalJson(before.rng) !== canonicalJson(after.rng) || canonicalJson(before.dice) !== canonicalJson(after.dice)) return 'Dice were rolled, so that action cannot be undone.';
  if (after.pending !== null && before.pending === null) return 'Another player has been asked to answer, so that action cannot be undone.';
  if (canonicalJson(before.marks) !== canonicalJson(after.marks)) return 'Something was spotted, so that action cannot be undone.';
  const fresh = after.log.filter((e) => !before.log.some((b) => b.serial === e.serial && b.text === e.text));
  // A line only the acting seat can read tells nobody else anything; any other line does.
  const toOthers = fresh.some((e) => e.visibleTo === 'all' || e.visibleTo.some((seat) => seat !== command.seat));
  if (toOthers) return 'That action revealed information to other players, so it cannot be undone.';
  return undefined;
}

/** Black Hats games in the save format: the engine's reducer, its command schema, a state schema. */
export const conspiracyKind = defineGameKind<HatsState, HatsCommand>({
  kind: 'conspiracy-game',
  stateSchema: hatsStateSchema,
  commandSchema: hatsCommandSchema,
  apply: applyHatsCommand,
  // A seat's turn (R-HATS-2) is the rewind point: `serial` counts them from 1.
  period: (state) => state.serial,
  // What the load list calls "Turn N" is the round, as the board's header counts it; the seat-turn
  // serial would say "Turn 3" for a two-seat game the board shows at "Turn 2".
  summarize: (state) => ({
    progress: { unit: 'turn', value: state.round },
    sides: state.seats.map((s) => s.name),
    mapName: state.scenario.name,
  }),
  undoRefusal: conspiracyUndoRefusal,
});
