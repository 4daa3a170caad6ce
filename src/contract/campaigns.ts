import * as z from 'zod';
import { campaignFileSchema } from '../campaign/campaign-file';

/**
 * Campaigns over IPC (the host's store: main/campaign-store.ts). Ids are file stems, the slug of the
 * campaign's name; checked here so no payload can name a path, and again by the store.
 */
export const CampaignIdSchema = z
  .string()
  .max(68)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a campaign id is lowercase letters, digits and single hyphens' });

export const CampaignRefSchema = z.object({ id: CampaignIdSchema });
export const CampaignEntrySchema = z.object({ id: CampaignIdSchema, file: campaignFileSchema });
export const CampaignBackupRefSchema = z.object({ id: CampaignIdSchema, backupId: z.string().regex(/^[0-9]{6,9}$/, { error: 'a backup id is 6 to 9 digits' }) });

const briefShape = {
  name: z.string(),
  day: z.number().int(),
  agents: z.number().int(),
  fallen: z.number().int(),
  played: z.number().int(),
  toCome: z.number().int(),
  underWay: z.boolean(),
  updatedAt: z.string(),
};

export const CampaignListingSchema = z.object({
  campaigns: z.array(z.union([z.object({ id: z.string(), ok: z.literal(true), ...briefShape }), z.object({ id: z.string(), ok: z.literal(false), reason: z.string() })])),
  /** Campaigns deleted whose last version can be restored from a backup. */
  deleted: z.array(z.string()),
  location: z.string(),
});
export type CampaignListing = z.output<typeof CampaignListingSchema>;

export const CampaignBackupsSchema = z.object({
  id: z.string(),
  backups: z.array(
    z.union([
      z.object({ id: z.string(), modifiedAt: z.string(), bytes: z.number(), ok: z.literal(true), ...briefShape }),
      z.object({ id: z.string(), modifiedAt: z.string(), bytes: z.number(), ok: z.literal(false), reason: z.string() }),
    ]),
  ),
});
