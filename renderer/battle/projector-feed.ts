/**
 * The battle on the projector channel (renderer/projector.ts): the table publishes its public
 * view (public-view.ts), a late projector's "hello" gets the latest one, and the projector side
 * accepts only messages that pass the schema.
 */
import { parseEnvelope, PROJECTOR_CHANNEL } from '../projector';
import { publicViewSchema, type PublicView } from './public-view';

export const BATTLE_GAME = 'battle';

export interface BattleFeed {
  publish(view: PublicView): void;
  end(): void;
  close(): void;
}

export function battleFeed(): BattleFeed {
  const channel = new BroadcastChannel(PROJECTOR_CHANNEL);
  let last: PublicView | null = null;
  channel.addEventListener('message', (e: MessageEvent) => {
    if (parseEnvelope(e.data)?.kind === 'hello' && last) channel.postMessage({ kind: 'public-view', game: BATTLE_GAME, view: last });
  });
  return {
    publish(view) {
      last = view;
      channel.postMessage({ kind: 'public-view', game: BATTLE_GAME, view });
    },
    end() {
      last = null;
      channel.postMessage({ kind: 'ended', game: BATTLE_GAME });
    },
    close: () => channel.close(),
  };
}

/** Every valid battle view that arrives, and null when the battle is closed. */
export function subscribeBattle(onView: (view: PublicView | null) => void): () => void {
  const channel = new BroadcastChannel(PROJECTOR_CHANNEL);
  channel.addEventListener('message', (e: MessageEvent) => {
    const msg = parseEnvelope(e.data);
    if (msg?.kind === 'public-view' && msg.game === BATTLE_GAME) {
      const parsed = publicViewSchema.safeParse(msg.view);
      if (parsed.success) onView(parsed.data);
    } else if (msg?.kind === 'ended' && msg.game === BATTLE_GAME) onView(null);
  });
  channel.postMessage({ kind: 'hello' });
  return () => channel.close();
}
