import type { JsonObject } from '../index';

/**
 * A tactical battle save of format 1 in format 2 (frozen once format 2 is released). Plain JSON in,
 * plain JSON out, a new object; it may throw on input it cannot upgrade (the codec turns that into
 * one sentence). Steps of this release are added here in order, each a small function below.
 */
export function battleV1toV2(save: JsonObject): JsonObject {
  return { ...save };
}
