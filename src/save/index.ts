// The save format: envelope, validation, migrations, replay and rewind. Pure: no files,
// no clock. main/save-store.ts puts these on disk; README.md explains how a game engine plugs in.
export { SAVE_FORMAT, CURRENT_FORMAT_VERSION, SAVE_KINDS, KIND_NAMES, MAX_SAVE_BYTES, MAX_SAVE_DEPTH, MAX_SAVE_VALUES, type SaveKind } from './format';
export {
  saveEnvelopeSchema,
  saveSummarySchema,
  kindSummarySchema,
  thumbnailSchema,
  type SaveFile,
  type SaveSummary,
  type KindSummary,
  type SaveThumbnail,
} from './envelope';
export { defineGameKind, periodOf, type GameKind, type AnyGameKind } from './game-kind';
export { createSaveCodec, type SaveCodec, type LoadedSave } from './codec';
export { buildSave, serializeSave, type BuildSaveInput } from './build-save';
export { readSave, readEnvelope, type SaveRefusal, type RefusalStage, type ParsedSave, type ParsedEnvelope } from './read-save';
export { migrateSave } from './migrate';
export { MIGRATIONS, type Migration, type JsonObject, type JsonValue } from './migrations/index';
export { replayLog, verifyReplay, type ReplayOutcome, type ReplayReport } from './replay';
export { rewindTo, rewindToPeriodStart, periodStarts, undoLast, type RewindResult, type PeriodStart } from './rewind';
export { isPrefix, keepRedo, moveTo, rememberRedo, timeline, type TimelineEntry, type TimelineResult } from './timeline';
export { canonicalJson, stableHash, stateHash, firstDifference } from './canonical';
