export { API_GLOBAL_NAME, splitOperationName, type BlacksiteApi, type OperationFunction } from './api';
export { AppInfoSchema, ProjectorStateSchema, type AppInfo, type ProjectorState } from './app';
export {
  CONTRACT,
  OPERATION_NAMES,
  isOperationName,
  type Contract,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type OperationSpec,
  type ValidatedInput,
} from './operations';
export {
  DEFAULT_SETTINGS,
  SETTINGS_DOCUMENT_VERSION,
  SettingsPatchSchema,
  SettingsSchema,
  SettingsSnapshotSchema,
  applySettingsPatch,
  readSettingsDocument,
  unreadableSettingsWarning,
  writeSettingsDocument,
  type HouseRuleValue,
  type ReducedMotion,
  type Settings,
  type SettingsPatch,
  type SettingsSnapshot,
} from './settings';
export { checkOperationInput, type InputCheck } from './validate';
export { okReply, refusedReply, unwrapReply, type IpcReply } from './wire';
export {
  RosterEntrySchema,
  RosterIdSchema,
  RosterListingSchema,
  RosterRefSchema,
  type RosterEntry,
  type RosterListing,
} from './roster';
export {
  BackupRefSchema,
  ReplayReportSchema,
  SaveAutosaveSchema,
  SaveBackupSchema,
  SaveBackupsSchema,
  SaveIdSchema,
  SaveKeepForQuitSchema,
  SaveKeptSchema,
  SaveListingSchema,
  SaveQuitStepSchema,
  SaveNameSchema,
  SaveReadSchema,
  SaveRefSchema,
  SavesListSchema,
  SaveWriteSchema,
  autosaveIdOf,
  saveIdFor,
  type SaveBackup,
  type SaveEnvelopeWire,
  type SaveIdResult,
  type SaveQuitStep,
  type SaveListing,
  type SaveRead,
  type SaveRef,
  type SavesList,
} from './saves';
export { addQuitStep } from './quit-step';
export {
  MapAddSchema,
  MapEntrySchema,
  MapFilesSchema,
  MapIdSchema,
  MapListingSchema,
  MapRefSchema,
  parseUserMapName,
  userMapName,
  type MapEntry,
  type MapFiles,
  type MapListing,
} from './maps';
export {
  CampaignBackupRefSchema,
  CampaignBackupsSchema,
  CampaignEntrySchema,
  CampaignIdSchema,
  CampaignListingSchema,
  CampaignRefSchema,
  type CampaignListing,
} from './campaigns';
