// What a seat may know of a tactical battle (STYLE.md principle 15): the seat view and everything
// the table derives from it (actions, previews, logs, tracker, the projector's facts). README.md
// "Seat view".
export { ALL_SEEING, humanSides, playersViewer, plays, seatOfSide, seatSides, seatViewers, sidesViewer, type Viewer } from './viewer';
export { commonView, type CommonView } from './common-view';
export { shownCell, sideSight, type SideSight } from './sight';
export { knownCell, knownState, knownUnit, seatView, type PublicSide, type SeatDecision, type SeatView } from './seat-view';
export { defencePreview, seatActions, seatCommands, seatPreview } from './seat-actions';
export { emptyBattleMemory, EMPTY_MEMORY, LOG_LIMIT, memoryOf, remember, type BattleMemory, type LastSeen, type SeatMemory } from './memory';
export { describe as describeEvent, involved, UNSEEN, viewerLines, type DiceEntry, type LogLine } from './log-lines';
export { trackerOf, type Tracker, type TrackSlot, type TrackState, type TrackUnit } from './tracker';
export { publicFacts, publicUnit, type PublicFacts, type PublicUnit } from './public-view';
export { pendingHarm, visibleStates, worstWound, type WoundWord } from './unit-words';
export { battleClock, difficultyParts, faces, level, modifierList, oddsHeadline, percent, rollLine, signed } from './roll-words';
export { replayMemory, type Replayed } from './replay';
export {
  emptyGmMemory,
  GM_LENS,
  gmPlan,
  gmView,
  planWords,
  playersFacts,
  playersLens,
  playersMemory,
  rememberGm,
  replayGm,
  type GmLens,
  type GmMemory,
  type GmPlan,
  type GmReplayed,
  type GmUnit,
  type GmView,
  type PlayersFacts,
} from './gm-view';
export { movePreview, type MovePreview } from './move-preview';
