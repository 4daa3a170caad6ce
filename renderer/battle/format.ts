// The tactical table's words and numbers live beside the seat's log lines in the core
// (src/battle/view/roll-words.ts); the panels import them from here.
export { battleClock, difficultyParts, faces, level, modifierList, oddsHeadline, percent, rollLine, signed } from '../../src/battle/view';
