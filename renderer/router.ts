/**
 * Hash routes, so the same built page works from app://, file:// and http:// alike
 * (the browser projector lives at <app url>/#/projector).
 */
export interface Screen {
  readonly element: HTMLElement;
  /** Called when the screen is left: stop timers, drop listeners, destroy Pixi objects. */
  dispose?(): void;
  /**
   * Called once the screen's element is in the page, before focus is placed: what needs the page
   * (a modal dialog's showModal, a wall between seats: renderer/ui/wall.ts) happens here.
   */
  mounted?(): void;
}

export type ScreenFactory = (params: URLSearchParams) => Screen | Promise<Screen>;

export interface Router {
  navigate(path: string): void;
  current(): string;
  start(): Promise<void>;
}

export function parseHash(hash: string): { path: string; params: URLSearchParams } {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = raw.split('?');
  return { path: path.startsWith('/') ? path : `/${path}`, params: new URLSearchParams(query) };
}

export function createRouter(outlet: HTMLElement, routes: Record<string, ScreenFactory>, fallback: string): Router {
  let active: Screen | undefined;
  let generation = 0;

  const render = async (): Promise<void> => {
    const { path, params } = parseHash(window.location.hash);
    const factory = routes[path] ?? routes[fallback];
    if (!factory) return;
    const mine = (generation += 1);
    const screen = await factory(params);
    if (mine !== generation) {
      screen.dispose?.();
      return;
    }
    active?.dispose?.();
    active = screen;
    outlet.replaceChildren(screen.element);
    outlet.dataset.route = path;
    screen.mounted?.();
    // An [autofocus] element wins wherever it stands (a toolbar's buttons may come before it); then a heading, then a button.
    const focusTarget = screen.element.querySelector<HTMLElement>('[autofocus]') ?? screen.element.querySelector<HTMLElement>('h1, h2, button');
    focusTarget?.focus({ preventScroll: true });
  };

  return {
    navigate(path) {
      if (window.location.hash === `#${path}`) void render();
      else window.location.hash = path;
    },
    current: () => parseHash(window.location.hash).path,
    async start() {
      window.addEventListener('hashchange', () => void render());
      await render();
    },
  };
}
