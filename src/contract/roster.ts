import * as z from 'zod';
import { agentFileSchema } from '../agents/agent-file';
import { MAX_ROSTER_ID, ROSTER_ID_PATTERN } from '../agents/roster';

/**
 * The agent roster over IPC. Ids are file stems the renderer chose with
 * rosterIdFor(); checked here so no payload can name a path, and again by the host's store.
 */
export const RosterIdSchema = z
  .string()
  .max(MAX_ROSTER_ID)
  .regex(ROSTER_ID_PATTERN, { error: 'a roster id is lowercase letters, digits and single hyphens' });

export const RosterRefSchema = z.object({ id: RosterIdSchema });

export const RosterEntrySchema = z.object({ id: RosterIdSchema, file: agentFileSchema });
export type RosterEntry = z.output<typeof RosterEntrySchema>;

export const RosterListingSchema = z.object({
  agents: z.array(RosterEntrySchema),
  /** Files in the roster that cannot be read, each with its sentence; the rest still list. */
  unreadable: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** Where the roster lives, for the screen to say ("this browser's storage" or a folder). */
  location: z.string(),
});
export type RosterListing = z.output<typeof RosterListingSchema>;
