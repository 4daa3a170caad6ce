/**
 * The GM table on the projector channel (renderer/projector.ts): game 'battle-gm', whose view
 * is the players' view (renderer/battle/public-view.ts, built from the players' facts) and the
 * GM overlay (gm-projector.ts). A late projector's "hello" gets the latest; the projector side
 * accepts only messages that pass both schemas.
 */
import * as z from 'zod';
import { parseEnvelope, PROJECTOR_CHANNEL } from '../projector';
import { publicViewSchema, type PublicView } from '../battle/public-view';
import { GM_GAME, gmOverlaySchema, type GmOverlay } from './gm-projector';

export const gmMessageSchema = z.object({ view: publicViewSchema, gm: gmOverlaySchema });
export type GmMessage = z.output<typeof gmMessageSchema>;

export interface GmFeed {
  publish(view: PublicView, gm: GmOverlay): void;
  end(): void;
  close(): void;
}

export function gmFeed(): GmFeed {
  const channel = new BroadcastChannel(PROJECTOR_CHANNEL);
  let last: GmMessage | null = null;
  channel.addEventListener('message', (e: MessageEvent) => {
    if (parseEnvelope(e.data)?.kind === 'hello' && last) channel.postMessage({ kind: 'public-view', game: GM_GAME, view: last });
  });
  return {
    publish(view, gm) {
      last = { view, gm };
      channel.postMessage({ kind: 'public-view', game: GM_GAME, view: last });
    },
    end() {
      last = null;
      channel.postMessage({ kind: 'ended', game: GM_GAME });
    },
    close: () => channel.close(),
  };
}

/** Every valid GM table message that arrives, and null when the battle is closed. */
export function subscribeGm(on: (m: GmMessage | null) => void): () => void {
  const channel = new BroadcastChannel(PROJECTOR_CHANNEL);
  channel.addEventListener('message', (e: MessageEvent) => {
    const msg = parseEnvelope(e.data);
    if (msg?.kind === 'public-view' && msg.game === GM_GAME) {
      const parsed = gmMessageSchema.safeParse(msg.view);
      if (parsed.success) on(parsed.data);
    } else if (msg?.kind === 'ended' && msg.game === GM_GAME) on(null);
  });
  channel.postMessage({ kind: 'hello' });
  return () => channel.close();
}
