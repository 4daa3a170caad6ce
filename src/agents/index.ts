// Agents: the agent file, squads, the builder's commands, random agents and the sheet.
// The rules themselves live in src/ops/character; this module uses them. README.md has the formats.
export * from './types';
export {
  AGENT_FORMAT,
  AGENT_VERSION,
  agentFileSchema,
  agentFileText,
  agentFromFile,
  agentToFile,
  gearSchema,
  readAgentFile,
  type AgentFile,
  type AgentFileInput,
  type AgentFileRead,
} from './agent-file';
export { checkAgent, checkAgentFile, checkJson, type AgentCheck, type AgentCheckJson, type AgentFileCheck } from './check';
export { MAX_ITEM_COUNT, MAX_SPARE_MAGAZINES, accessoryProblem, findAccessory, fittedAccuracy, gearProblems, resolveWeapon, type ResolvedWeapon } from './gear';
export { built, refused, type BuildResult } from './builder-result';
export {
  addCustomSkill,
  addFieldSkill,
  currentRating,
  lowerSkill,
  raiseSkill,
  removeSkill,
  setAttribute,
  setSkillRating,
  skillKey,
  tradeAttribute,
} from './builder-skills';
export { addFault, addGift, removeFault, removeGift, setIdentity, setMission, setStyle } from './builder-traits';
export {
  DEFAULT_SPARE_MAGAZINES,
  addEquipment,
  addMelee,
  addWeapon,
  removeEquipment,
  removeMelee,
  removeWeapon,
  setArmor,
  setEquipmentCount,
  setSpareMagazines,
  setWeaponAmmo,
  setWeaponMagazine,
  toggleAccessory,
} from './builder-gear';
export { FIELD_SKILLS, skillRows, type SkillRow } from './skill-rows';
export { ANIMALS, COLORS, randomPersonName, suggestAnimals } from './names';
export { SPECIALTIES, findSpecialty, type Specialty } from './specialties';
export { BLANK_AGENT, randomAgent, type RandomAgentOptions } from './random-agent';
export { AGENT_LEVELS, agentLevel, type AgentLevel, type AgentLevelInfo } from './levels';
export {
  MAX_SQUAD_SIZE,
  SQUAD_FORMAT,
  SQUAD_VERSION,
  readSquadFile,
  squadFileSchema,
  squadToFile,
  type AgentResolver,
  type Squad,
  type SquadFile,
  type SquadMember,
  type SquadRead,
} from './squad-file';
export { MAX_ROSTER_ID, ROSTER_ID_PATTERN, copyName, importFile, matchesSearch, rosterIdFor, type Imported } from './roster';
export { sheetModel, type SheetModel } from './sheet';
