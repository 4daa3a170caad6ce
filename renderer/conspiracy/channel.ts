/**
 * The projector feed in the browser build (and between windows of the desktop app): a
 * BroadcastChannel that carries ONLY the public view (R-HATS-12), checked with zod on arrival.
 * A projector that opens late says "hello" and the board answers with the latest view.
 */
import * as z from 'zod';
import type { PublicView } from '../../src/hats';

export const CHANNEL_NAME = 'blacksite-projector';

const rollSchema = z.object({ trait: z.string(), base: z.number(), mods: z.array(z.object({ label: z.string(), value: z.number() })), faces: z.array(z.number()), total: z.number(), against: z.string() });
const publicViewSchema = z.object({
  scenario: z.object({ id: z.string(), name: z.string() }),
  round: z.number().int(),
  activeSeat: z.string(),
  phase: z.enum(['event', 'income', 'maintain', 'actions', 'end', 'over']),
  seats: z.array(z.object({ id: z.string(), name: z.string(), controller: z.string(), eliminated: z.boolean(), home: z.array(z.string()) })),
  groups: z.array(z.object({ id: z.string(), wounds: z.number().int().min(0).max(4), stunned: z.number().int(), destroyed: z.boolean() })),
  log: z.array(z.object({ serial: z.number(), round: z.number(), visibleTo: z.literal('all'), text: z.string(), rolls: z.array(rollSchema) })),
  winner: z.string().nullable(),
  outcome: z.string().nullable(),
});

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('public-view'), game: z.literal('conspiracy'), view: publicViewSchema }),
  z.object({ kind: z.literal('ended'), game: z.literal('conspiracy') }),
]);

export type ProjectorMessage = z.infer<typeof messageSchema>;

export function parseProjectorMessage(data: unknown): ProjectorMessage | null {
  const r = messageSchema.safeParse(data);
  return r.success ? r.data : null;
}

/** The board's side: publish each new public view; answer a late projector's hello. */
export interface ProjectorFeed {
  publish(view: PublicView): void;
  end(): void;
  close(): void;
}

export function projectorFeed(): ProjectorFeed {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  let last: PublicView | null = null;
  channel.addEventListener('message', (e: MessageEvent) => {
    if (parseProjectorMessage(e.data)?.kind === 'hello' && last) channel.postMessage({ kind: 'public-view', game: 'conspiracy', view: last });
  });
  return {
    publish(view) {
      last = view;
      channel.postMessage({ kind: 'public-view', game: 'conspiracy', view });
    },
    end() {
      last = null;
      channel.postMessage({ kind: 'ended', game: 'conspiracy' });
    },
    close: () => channel.close(),
  };
}

/** The projector's side: every valid public view that arrives, and null when the game is closed. */
export function subscribeProjector(onView: (view: PublicView | null) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.addEventListener('message', (e: MessageEvent) => {
    const msg = parseProjectorMessage(e.data);
    if (msg?.kind === 'public-view') onView(msg.view as PublicView);
    else if (msg?.kind === 'ended') onView(null);
  });
  channel.postMessage({ kind: 'hello' });
  return () => channel.close();
}
