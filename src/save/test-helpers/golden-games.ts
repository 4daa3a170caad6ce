import type { SaveFile } from '../envelope';
import type { AnyGameKind } from '../game-kind';
import { tacticalBattleKind } from '../../battle/save/battle-kind';
import { goldenBattleSave } from '../../battle/test-helpers/battle-save';
import { gmBattleSave } from '../../battle/test-helpers/gm-battle';
import { conspiracyKind } from '../kinds/conspiracy-kind';
import { conspiracySave } from './conspiracy-games';
import { skirmishKind } from './skirmish-kind';
import { skirmishSave } from './skirmish-save';

/**
 * Seed-pinned golden saves: how each file under test/fixtures/saves/ was made. Goldens of released
 * versions are frozen; those of the current version may be rewritten (UPDATE_GOLDEN_SAVES=1) only
 * until it is released (README.md, "Golden saves").
 */
export interface GoldenGame {
  /** Path under test/fixtures/saves/. */
  readonly file: string;
  readonly kind: AnyGameKind;
  readonly make: () => SaveFile;
}

export const TEST_KIND_GOLDENS: readonly GoldenGame[] = [
  { file: 'test-kind/skirmish-v1.save.json', kind: skirmishKind, make: () => skirmishSave('golden', 6) },
];

/**
 * Goldens of the real game kinds (GAME_KINDS) in the current format. Older versions' goldens stay
 * under their v<N>/ folders, frozen: the golden test loads them through the migrations.
 */
export const GAME_GOLDENS: readonly GoldenGame[] = [
  // Nine seat-turns of the three-way scenario played by the computer players: actions of every
  // common kind, dice, spotting, private and public log lines.
  { file: 'v2/conspiracy-game.save.json', kind: conspiracyKind, make: () => conspiracySave('golden', 9, 'ai') },
  // A computer-vs-computer battle (src/battle/test-helpers/battle-save.ts).
  { file: 'v2/tactical-battle.save.json', kind: tacticalBattleKind, make: goldenBattleSave },
  // The same kind of battle with GM edits of most kinds, public and private (battle/test-helpers/gm-battle.ts).
  { file: 'v2/tactical-battle-gm.save.json', kind: tacticalBattleKind, make: gmBattleSave },
];
