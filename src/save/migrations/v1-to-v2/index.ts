import type { JsonObject, Migration } from '../index';
import { battleV1toV2 } from './battle';
import { conspiracyV1toV2 } from './conspiracy';

/**
 * Format 1 -> 2. Frozen once format 2 is released (src/save/README.md, "Versions and migrations").
 * Each game kind's part lives in its own file and works on the plain JSON of one game state (the
 * save's `initialState` and `snapshot`); commands are upgraded by the kind's part when their shape
 * changed. Nothing here imports live game code.
 */
export const v1ToV2: Migration = {
  from: 1,
  to: 2,
  description: 'Format 2: the shapes of this release (see the parts in migrations/v1-to-v2/).',
  migrate(save: JsonObject): JsonObject {
    const kind = save['kind'];
    const upgraded = kind === 'tactical-battle' ? battleV1toV2(save) : kind === 'conspiracy-game' ? conspiracyV1toV2(save) : save;
    return { ...upgraded, formatVersion: 2 };
  },
};
