import type { OperationOutput, ValidatedInput } from '../src/contract';
import type { CampaignStore } from './campaign-store';

/** A refusal travels back to the renderer as its sentence (ipc.ts turns a thrown sentence into a refused reply). */
function orRefuse<T extends { ok: true }>(r: T | { readonly ok: false; readonly reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** The host side of campaigns.*: campaign files on disk through the atomic campaign store. */
export function createCampaignHandlers(store: CampaignStore | undefined) {
  const campaigns = (): CampaignStore => {
    if (!store) throw new Error('Campaigns are not available in this window.');
    return store;
  };
  return {
    'campaigns.list': async (): Promise<OperationOutput<'campaigns.list'>> => ({
      campaigns: await campaigns().list(),
      deleted: await campaigns().listDeleted(),
      location: campaigns().dir,
    }),
    'campaigns.read': async ({ id }: ValidatedInput<'campaigns.read'>): Promise<OperationOutput<'campaigns.read'>> => {
      const r = orRefuse(await campaigns().read(id));
      return { id: r.id, file: r.file };
    },
    'campaigns.write': async ({ id, file }: ValidatedInput<'campaigns.write'>): Promise<OperationOutput<'campaigns.write'>> => ({
      id: orRefuse(await campaigns().write(id, file)).id,
    }),
    'campaigns.delete': async ({ id }: ValidatedInput<'campaigns.delete'>): Promise<OperationOutput<'campaigns.delete'>> => ({
      id: orRefuse(await campaigns().delete(id)).id,
    }),
    'campaigns.backups': async ({ id }: ValidatedInput<'campaigns.backups'>): Promise<OperationOutput<'campaigns.backups'>> => ({
      id,
      backups: await campaigns().listBackups(id),
    }),
    'campaigns.restoreBackup': async ({ id, backupId }: ValidatedInput<'campaigns.restoreBackup'>): Promise<OperationOutput<'campaigns.restoreBackup'>> => ({
      id: orRefuse(await campaigns().restoreBackup(id, backupId)).id,
    }),
  };
}
