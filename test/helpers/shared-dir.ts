import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/**
 * The team's shared folder (rules, real Tiled fixtures) sits beside the checkout as ../shared,
 * for developers and CI alike; BLACKSITE_SHARED points elsewhere when needed.
 */
export const SHARED_DIR = process.env.BLACKSITE_SHARED ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', 'shared');
