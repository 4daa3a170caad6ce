import type { JsonObject, JsonValue } from '../index';

/**
 * A tactical battle save of format 1 in format 2 (frozen once format 2 is released). Plain JSON in,
 * plain JSON out, a new object; it may throw on input it cannot upgrade (the codec turns that into
 * one sentence). Steps of this release are added here in order, each a small function below.
 */
export function battleV1toV2(save: JsonObject): JsonObject {
  return [addGmCounters, rulesetOne, dropEventLog, handsAndDefences, doorsAndKit, terrainDoors].reduce((s, step) => step(s), { ...save });
}

const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The save's two battle states (`initialState.battle`, `snapshot.battle`) changed by `step`. */
function eachBattle(save: JsonObject, step: (battle: JsonObject) => JsonObject): JsonObject {
  const out: JsonObject = { ...save };
  for (const key of ['initialState', 'snapshot']) {
    const part = save[key];
    if (isObject(part) && isObject(part['battle'])) out[key] = { ...part, battle: step(part['battle']) };
  }
  return out;
}

/** GM mode: every battle state keeps the GM's counter (of units it added); a format 1 battle had no GM. */
function addGmCounters(save: JsonObject): JsonObject {
  return eachBattle(save, (battle) => ('gm' in battle ? battle : { ...battle, gm: { added: 0 } }));
}

/**
 * Format 2's battle rulings (R-CORE-5, R-OPS-29..38): a battle begun under format 1 keeps the rules it was made with
 * where its replay needs them (`ruleset: 1`: the queued generator, one bleeding minute for all,
 * nothing after the last shot). New fields get their empty values: the keyed-dice seed (the save's)
 * and counters, the per-casualty minute, the aftermath, the new house rules at their defaults.
 */
function rulesetOne(save: JsonObject): JsonObject {
  const seed = typeof save['seed'] === 'string' ? save['seed'] : '';
  return eachBattle(save, (battle) => {
    const options = isObject(battle['options']) ? battle['options'] : {};
    const units = Array.isArray(battle['units']) ? battle['units'] : [];
    return {
      ...battle,
      ruleset: 1,
      seed,
      options: { ...options, evacuationMinutes: 10, ironman: false, computerLevel: 'veteran' },
      units: units.map((u) => (isObject(u) ? { ...u, minuteFrom: null } : u)),
      rolls: {},
      aftermath: null,
    };
  });
}

/**
 * Lean saves: format 1 kept every event since the battle began inside the battle state (80% and
 * more of a long battle's file); format 2 keeps none, the history being the command log replayed.
 * Commands did not change.
 */
export function dropEventLog(save: JsonObject): JsonObject {
  return eachBattle(save, ({ log: _log, ...battle }) => battle);
}

const asArray = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);

/**
 * R-OPS-33, R-OPS-34, R-OPS-36, R-OPS-37: the defence prompt (format 1 asked only about
 * a dodge: `kind: "dodge"` becomes `kind: "defence"` offering the dodge), the weapon in hand (a
 * format 1 melee weapon was never "in hand"), partly used magazines, a throw's penalty for the next
 * round, blocks and weapons on the floor (none yet).
 * (The event log is gone by now: dropEventLog comes first.)
 */
function handsAndDefences(save: JsonObject): JsonObject {
  return eachBattle(save, (battle) => {
    const prompt = battle['prompt'];
    const units = asArray(battle['units']).map((u) =>
      isObject(u)
        ? {
            ...u,
            meleeInHand: false,
            pendingPenalty: 0,
            weapons: asArray(u['weapons']).map((w) => (isObject(w) ? { ...w, partials: [] } : w)),
          }
        : u,
    );
    return {
      ...battle,
      units,
      prompt: isObject(prompt) ? { ...prompt, kind: 'defence', choices: ['dodge'] } : null,
      blocks: [],
      floor: [],
    };
  });
}

/**
 * R-OPS-35: the doors as they stand (format 1 maps had none) and the kit that works on
 * them: a Lock Pick Set and Door Charges (format 1 carried neither into a battle).
 */
function doorsAndKit(save: JsonObject): JsonObject {
  return eachBattle(save, (battle) => ({
    ...battle,
    doors: [],
    units: asArray(battle['units']).map((u) => (isObject(u) ? { ...u, lockPicks: false, doorCharges: 0 } : u)),
  }));
}

/**
 * Doors (R-OPS-35): the save's terrain lists the map's doors and their starting states. Format 1
 * maps had no doors (the loader did not read them), so a format 1 terrain has none.
 */
export function terrainDoors(save: JsonObject): JsonObject {
  const out: JsonObject = { ...save };
  for (const key of ['initialState', 'snapshot']) {
    const part = save[key];
    if (isObject(part) && isObject(part['terrain']) && !('doors' in part['terrain'])) out[key] = { ...part, terrain: { ...part['terrain'], doors: [] } };
  }
  return out;
}
