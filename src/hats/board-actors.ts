/**
 * For the board (renderer/conspiracy): why one of a seat's units cannot act now, in the rules' own
 * words, judged on that seat's knowledge only (the reducer's check, not a copy of it).
 */
export { actorProblem as actorStatus } from './rules/actors';
