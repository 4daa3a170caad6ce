// The battle's one entry point for a command is the round machine's step (round/step.ts): it
// applies the command's rule and then runs the flow. Re-exported here, where callers look for it.
export { applyBattleCommand, type BattleStep } from '../round/step';
