import type { JsonObject, JsonValue } from '../index';

/**
 * A conspiracy game save of format 1 in format 2 (frozen once format 2 is released). Plain JSON in,
 * plain JSON out, a new object; it may throw on input it cannot upgrade (the codec turns that into
 * one sentence). Steps of this release are added here in order, each a small function below.
 */
export function conspiracyV1toV2(save: JsonObject): JsonObject {
  return onStates(save, keepQueuedDice);
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Applies `step` to the save's two game states (its initial state and its snapshot). */
function onStates(save: JsonObject, step: (state: JsonObject) => JsonObject): JsonObject {
  const initial = save['initialState'];
  const snapshot = save['snapshot'];
  if (!isObject(initial) || !isObject(snapshot)) throw new Error('the conspiracy game has no initial state or snapshot');
  return { ...save, initialState: step(initial), snapshot: step(snapshot) };
}

/**
 * Step 1 (R-CORE-5 keyed dice, R-CORE-6 Ironman, R-HATS-17 events and new skills): a game of
 * format 1 stays a game of rules edition 1 (`version: 1`) and keeps replaying with the queued
 * generator it was made with (`dice: null`, the marker); it had no Ironman, no event table and no
 * unlocked skills, and named its Agents in one sequence (`named: 0` per seat, unused by edition 1).
 */
function keepQueuedDice(state: JsonObject): JsonObject {
  const scenario = state['scenario'];
  const options = state['options'];
  const conspiracies = state['conspiracies'];
  if (!isObject(scenario) || !isObject(options) || !isObject(conspiracies)) throw new Error('the conspiracy game state is incomplete');
  const seats: JsonObject = {};
  for (const [id, c] of Object.entries(conspiracies)) {
    if (!isObject(c)) throw new Error(`the conspiracy of seat "${id}" is not an object`);
    seats[id] = { ...c, named: 0, skills: [] };
  }
  return {
    ...state,
    version: 1,
    scenario: { ...scenario, events: null },
    options: { ...options, ironman: false, events: false },
    conspiracies: seats,
    dice: null,
    event: null,
  };
}
