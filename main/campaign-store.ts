import { MAX_CAMPAIGN_BYTES, readCampaign, type CampaignFile } from '../src/campaign/campaign-file';
import { createDocumentFolder, type Checked, type DocumentFs } from './save-documents';
import { slugify } from './save-names';

/**
 * Campaigns on disk (`<userData>/campaigns/<id>.campaign.json`), beside the saves and with their
 * guarantees: the same document folder (save-documents.ts) writes each file atomically after keeping
 * the version it replaces as a backup (the last 5), checks a campaign as a load would before it
 * writes it (readCampaign: bounds, schema, consistency), and runs one operation at a time.
 */
export const CAMPAIGN_EXTENSION = '.campaign.json';
export const KEEP_CAMPAIGN_BACKUPS = 5;

export interface CampaignStoreOptions {
  /** e.g. join(app.getPath('userData'), 'campaigns'). */
  readonly dir: string;
  readonly fs?: DocumentFs;
}

/** What the campaign list shows without reading every agent. */
export interface CampaignBrief {
  readonly name: string;
  readonly day: number;
  readonly agents: number;
  readonly fallen: number;
  readonly played: number;
  readonly toCome: number;
  readonly underWay: boolean;
  readonly updatedAt: string;
}

export type CampaignListing = ({ readonly id: string; readonly ok: true } & CampaignBrief) | { readonly id: string; readonly ok: false; readonly reason: string };
export type CampaignDone = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string };
export type CampaignBackup = { readonly id: string; readonly modifiedAt: string; readonly bytes: number } & (({ readonly ok: true } & CampaignBrief) | { readonly ok: false; readonly reason: string });

function briefOf(f: CampaignFile): CampaignBrief {
  return {
    name: f.name,
    day: f.day,
    agents: f.agents.filter((a) => a.status === 'active').length,
    fallen: f.agents.filter((a) => a.status === 'dead').length,
    played: f.played.length,
    toCome: f.missions.length,
    underWay: f.deployment !== undefined,
    updatedAt: f.updatedAt,
  };
}

/** The whole check: the text as the app would load it. */
function check(text: string): Checked<CampaignFile> {
  const read = readCampaign(text);
  return read.ok ? { ok: true, value: read.file } : read;
}

export function createCampaignStore(options: CampaignStoreOptions) {
  const folder = createDocumentFolder<CampaignFile, CampaignBrief>({
    dir: options.dir,
    extension: CAMPAIGN_EXTENSION,
    noun: 'campaign',
    keepBackups: KEEP_CAMPAIGN_BACKUPS,
    maxBytes: MAX_CAMPAIGN_BYTES,
    check,
    brief: (text) => {
      const c = check(text);
      return c.ok ? { ok: true, value: briefOf(c.value) } : c;
    },
    ...(options.fs ? { fs: options.fs } : {}),
  });
  const slot = (id: unknown) => slugify(id, 'campaign');
  return {
    dir: options.dir,
    /** The id a name would be stored under, or why it cannot be used. */
    idFor(name: unknown): CampaignDone {
      const s = slot(name);
      return s.ok ? { ok: true, id: s.slug } : s;
    },
    async list(): Promise<CampaignListing[]> {
      const out: CampaignListing[] = [];
      for (const id of await folder.stems()) {
        const b = await folder.brief(id);
        out.push(b.ok ? { id, ok: true, ...b.value } : { id, ok: false, reason: b.reason });
      }
      return out;
    },
    async read(id: unknown): Promise<{ readonly ok: true; readonly id: string; readonly file: CampaignFile } | { readonly ok: false; readonly reason: string }> {
      const s = slot(id);
      if (!s.ok) return s;
      const r = await folder.read(s.slug);
      return r.ok ? { ok: true, id: s.slug, file: r.value } : r;
    },
    /** `campaign`: the file object or its text; written only if it loads back as it is. */
    async write(id: unknown, campaign: unknown): Promise<CampaignDone> {
      const s = slot(id);
      if (!s.ok) return s;
      let text: string;
      try {
        text = typeof campaign === 'string' ? campaign : `${JSON.stringify(campaign, null, 1)}\n`;
      } catch {
        return { ok: false, reason: 'The campaign was not written: it could not be turned into a file.' };
      }
      const done = await folder.write(s.slug, text);
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    async delete(id: unknown): Promise<CampaignDone> {
      const s = slot(id);
      if (!s.ok) return s;
      const done = await folder.delete(s.slug);
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    async listBackups(id: unknown): Promise<CampaignBackup[]> {
      const s = slot(id);
      if (!s.ok) return [];
      return (await folder.backups(s.slug)).map((b) => ({ id: b.id, modifiedAt: b.modifiedAt, bytes: b.bytes, ...(b.brief.ok ? { ok: true as const, ...b.brief.value } : { ok: false as const, reason: b.brief.reason }) }));
    },
    async restoreBackup(id: unknown, backupId: unknown): Promise<CampaignDone> {
      const s = slot(id);
      if (!s.ok) return s;
      const done = await folder.restoreBackup(s.slug, String(backupId));
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    listDeleted: () => folder.deletedStems(),
    sweepTemporaryFiles: () => folder.sweepTemporaryFiles(),
  };
}

export type CampaignStore = ReturnType<typeof createCampaignStore>;
