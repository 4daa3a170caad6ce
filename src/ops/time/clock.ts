/** R-OPS-24: a combat round is 4 seconds; 15 rounds make the minute of bleeding and near-death checks. */
export const ROUND_SECONDS = 4;
export const ROUNDS_PER_MINUTE = 15;

/** True after the round that completes a minute of combat (rounds counted from 1). */
export function minuteEndsAfterRound(round: number): boolean {
  return round > 0 && round % ROUNDS_PER_MINUTE === 0;
}

/** Whole minutes elapsed after `rounds` combat rounds. */
export function minutesOf(rounds: number): number {
  return Math.floor(rounds / ROUNDS_PER_MINUTE);
}
