/**
 * Black Hats, the conspiracy war: the public API of the engine (see README.md beside this file).
 */
export { parseScenario, scenarioSchema, type Scenario, type ScenarioResult, type VictoryRules } from './scenario';
export { setupHatsGame, optionsProblem, TURN_LIMITS, type NewGameInput } from './setup';
export { commandProblem, reduceHatsCommand, type HatsResult, type TurnCommand } from './reducer';
export { applyHatsCommand, newHatsGame, snapshotOf, type HatsSnapshot } from './flow/play';
export { parseHatsCommand, hatsCommandSchema, type HatsCommand, type CommandOf, type TraitChoice } from './commands';
export type {
  Agent, AgentDossier, AiLevel, Conspiracy, Controller, GroupState, HatsOptions, HatsState, LogEntry, Mark, PendingBribe, PendingFight, Phase, Seat, SeatId,
} from './state';
export { DEFAULT_OPTIONS, activeSeat } from './state';
export { knowledgeOf, type KnownGroup, type SeatKnowledge, type PublicSeat } from './view/knowledge';
export { viewFor, publicView, type SeatView, type PublicView, type PublicGroup } from './view/views';
export { legalActionsFor, legalSeatCommands, readyActors } from './view/legal';
export { commandEffect, previewCommand, type ActionPreview } from './view/preview';
export type { PreviewRoll } from './rules/action-rule';
export type { RollRecord, TraitValue, Mod } from './rules/rolls';
export { aiNextCommand } from './ai/choose';
export { AI_LEVEL_INFO, type AiLevelInfo } from './ai/levels';
export { runAiTurn, type AiTurn } from './ai/run-turn';
export { playGame, simulate, seatToMove, levelsFor, baseSeeds, AI_LEVELS, type SimSummary, type GameRecord, type Census } from './sim';
export { statsRecorder, statsOfLog, actionKind, endingOf, type GameStats, type RoundSample, type SeatSample, type SeatTally, type GameEnding } from './stats';
export { hatsTurnMachine, eventFor, seatToDecide, type HatsMachineContext, type HatsMachineEvent } from './flow/turn-machine';
export { controlledScale, controlledRegions } from './rules/victory';
export { buildProblems, buildCost, maxSkills, CREATION_BUDGET } from './rules/creation';
export { REGIONS, AREAS, areaOf } from './data/regions';
export { GROUPS, groupData } from './data/groups';
export { BASE_SKILLS, NEW_SKILLS, SKILLS, SKILL_INFO, type SkillId, type NewSkillId } from './data/skills';
export { GIFTS } from './data/gifts';
export { TEMPLATES } from './data/templates';
export { TECHNOLOGIES, TECH_AREAS, TECH_AREA_NAMES } from './data/technologies';
export { UPKEEP_BY_LEVEL } from './data/upkeep';
export { actionMenu, MENU_KINDS, type BlockedChoice, type MenuEntry, type MenuKind } from './view/action-menu';
export { agentsWarning, controlHint, controlIntelligence, turnSummary, standings, type SummaryLine, type SummaryTone, type Standing } from './view/turn-summary';
export { availableSkills, unlockedSkills } from './rules/modifiers';
export { agentUpkeep, groupYield } from './rules/phases';
export { STANDARD_EVENTS, EVENT_BY_ID, type EventData } from './data/events';
export { cellName } from './data/codenames';
export { recruitAreas, recruitCost, recruitPrice, RECRUIT_PRICE, type RecruitPrice } from './rules/actions/recruit';
export { skillUnavailable } from './rules/actions/train';
export { ATTRIBUTES, type AgentBuild, type AttributeId, type TemplateId } from './data/templates';
export { sideFromKnowledge } from './view/knowledge';
export { recruitTrainers, recruitTraits, type Offered } from './view/recruit-menu';
