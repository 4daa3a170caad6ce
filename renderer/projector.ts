/**
 * The projector window (#/projector), shared by every game kind: a
 * tiny registry from game kind to the screen that draws that game's public view, and the message
 * format of the BroadcastChannel the games publish on. The page waits until a game publishes,
 * then mounts that game's own projector screen, which subscribes itself and says "hello" so the
 * game answers with its latest view.
 *
 * Messages on BroadcastChannel('blacksite-projector'):
 *   { kind: 'hello' }                                   a projector opened; games answer with their latest view
 *   { kind: 'public-view', game: <kind>, view: {...} }  a game's public view (each game validates its own)
 *   { kind: 'ended', game: <kind> }                     that game was closed
 */
import * as z from 'zod';
import type { Screen } from './router';
import { h } from './ui/dom';

export const PROJECTOR_CHANNEL = 'blacksite-projector';

const envelopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('public-view'), game: z.string().max(40), view: z.unknown() }),
  z.object({ kind: z.literal('ended'), game: z.string().max(40) }),
]);

export type ProjectorEnvelope = z.infer<typeof envelopeSchema>;

export function parseEnvelope(data: unknown): ProjectorEnvelope | null {
  const r = envelopeSchema.safeParse(data);
  return r.success ? r.data : null;
}

/** A game's projector screen; it subscribes to the channel itself. */
export type ProjectorGame = () => Screen | Promise<Screen>;

function waiting(): HTMLElement {
  return h('section', { class: 'sheet projector-waiting', 'aria-labelledby': 'projector-title' },
    h('p', { class: 'stamp' }, 'Projector · players\' display'),
    h('h1', { id: 'projector-title', tabindex: -1 }, 'Waiting for a game'),
    h('p', {}, 'Start or resume a game in the main window; what the players may see appears here.'));
}

/**
 * The #/projector page. `initial` names a game whose screen is shown until another game publishes
 * (its own waiting message then speaks for the page); without it a neutral waiting note shows.
 */
export function projectorScreen(games: Readonly<Record<string, ProjectorGame>>, initial?: string): Screen {
  const element = h('div', { class: 'projector-host' }, waiting());
  const channel = new BroadcastChannel(PROJECTOR_CHANNEL);
  let mounted: { game: string; screen: Screen } | null = null;
  let disposed = false;
  let pending: string | null = null;
  const mount = (game: string): void => {
    const factory = games[game];
    if (!factory || game === mounted?.game || game === pending) return;
    pending = game;
    void Promise.resolve(factory()).then((screen) => {
      if (disposed || pending !== game) {
        screen.dispose?.();
        return;
      }
      mounted?.screen.dispose?.();
      mounted = { game, screen };
      pending = null;
      element.replaceChildren(screen.element);
    });
  };
  channel.addEventListener('message', (e: MessageEvent) => {
    const msg = parseEnvelope(e.data);
    if (msg?.kind === 'public-view') mount(msg.game);
  });
  if (initial) mount(initial);
  channel.postMessage({ kind: 'hello' });
  return {
    element,
    dispose() {
      disposed = true;
      channel.close();
      mounted?.screen.dispose?.();
    },
  };
}
