// The tactical battle engine: state, commands, round machine, computer opponent,
// previews, simulations and the save kind. README.md maps it for the table UI.
// Maps and geometry have their own entry points: ./map/index.ts and ./geometry/index.ts.
export * from './state/types';
export type { BattleEvent, DamageReport, ShotReport } from './state/events';
export {
  createBattle,
  statsOf,
  COMBAT_SKILLS,
  DEFAULT_BATTLE_OPTIONS,
  type BattleSetup,
  type Combatant,
  type FirearmGear,
  type Gear,
  type SetupResult,
  type SideSetup,
} from './state/setup';
export { combatantFromAgent, gearOfAgent } from './state/from-agent';
export { unitById, isFighting, mayStillDodge } from './state/units';
export { floorItemName } from './state/floor';
export { applyBattleCommand, type BattleStep } from './commands/apply';
export { replayCommands, type Replayed } from './commands/replay';
export type { BattleCommand, BattleCommandType } from './commands/types';
export { WALK_METERS, RUN_METERS } from './commands/move';
export { legalActions, legalCommands, type LegalActions } from './commands/legal';
export { decisionOf, flowCommand, controllerOf, type Decision } from './round/decision';
export { battleFlowMachine, type FlowContext, type FlowEvent, type FlowInput } from './round/machine';
export { flowAt, flowSend, stepOf, type FlowSnapshot } from './round/step';
export { flowPosition, type FlowPosition } from './round/position';
export { ROUNDS_PER_MINUTE } from './round/round-flow';
export { previewAttack, type AttackPreview, type MeleePreview, type RangedPreview } from './preview/attack-preview';
export { chooseActNow, chooseCommand } from './ai/choose';
export { chooseDefence } from './ai/defence';
export { computerCommand, playComputer, type PlayedBattle } from './ai/driver';
export { sideVisibility } from './preview/visibility';
export { simulate, wilson, zoneSides, type SimOptions, type SimReport, type SimSide } from './sim/simulate';
export { battleStateSchema, battleCommandSchema } from './save/schema';
export { tacticalBattleKind, battleHash } from './save/battle-kind';
