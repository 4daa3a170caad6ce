import type { AnyGameKind } from '../game-kind';
import { tacticalBattleKind } from '../../battle/save/battle-kind';
import { conspiracyKind } from './conspiracy-kind';

/**
 * The game kinds this build of Blacksite saves and loads: what the app, the save store and
 * `blacksite save verify` build their codec from (createSaveCodec(GAME_KINDS)). An engine joins by
 * adding its GameKind here (README.md, "Plugging in a game engine"); the tactical battle joins
 * when its reducer exists.
 */
export const GAME_KINDS: readonly AnyGameKind[] = [tacticalBattleKind, conspiracyKind];

export { conspiracyKind };
