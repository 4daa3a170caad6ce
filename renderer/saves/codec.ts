import { createSaveCodec, type SaveCodec } from '../../src/save/index';
import { GAME_KINDS } from '../../src/save/kinds/index';

let codec: SaveCodec | undefined;

/** The save format with every game kind of this build: the same checks the desktop host runs. */
export function saveCodec(): SaveCodec {
  codec ??= createSaveCodec(GAME_KINDS);
  return codec;
}
