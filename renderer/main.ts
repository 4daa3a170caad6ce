import '@fontsource/ibm-plex-sans/latin-400.css';
import '@fontsource/ibm-plex-sans/latin-600.css';
import '@fontsource/ibm-plex-mono/latin-400.css';
import './styles.css';
import type { Settings } from '../src/contract';
import { createBackdrop, type Backdrop } from './backdrop';
import { connectBridge } from './bridge';
import { createRouter, type ScreenFactory } from './router';
import { menuScreen } from './screens/menu';
import { settingsScreen } from './screens/settings';
import { boardScreen } from './conspiracy/board-screen';
import { conspiracyProjectorScreen } from './conspiracy/projector-screen';
import { setupScreen } from './conspiracy/setup-screen';
import { tablePreviewScreen } from './table/preview-screen';
import { projectorScreen } from './projector';
import { registerGameScreen } from './saves/open-game';
import { helpScreen, installHelpKeys, openHelp, currentHelpContext } from './help/help-view';
import { installGuide, openGuide } from './guide/guide-host';
import { motionAllowed } from './ui/motion';
import { installKeyWall } from './ui/wall';
import { findContinue, openContinue } from './saves/continue';
import type { PreparedBattle } from './battle/current';
import type { BattlePluginFactory } from './battle/plugin';
import { campaignPlugin } from './campaign/handoff';
import { boardPlugin } from './link/handoff';
import { linkPlugin } from './link/link-plugin';

const motionOf = (settings: Settings): boolean => motionAllowed(settings.reducedMotion, window.matchMedia('(prefers-reduced-motion: reduce)').matches);

async function boot(): Promise<void> {
  const { api, runtime } = connectBridge();
  const outlet = document.getElementById('app');
  const stage = document.getElementById('stage');
  if (!outlet || !stage) throw new Error('The page is missing its #app or #stage element.');

  const snapshot = await api.settings.get();
  // The menu comes first; the WebGL backdrop (context and shaders: slow in software GL) follows.
  const scene: { backdrop?: Backdrop } = {};
  let applied = snapshot.settings;
  const applySettings = (settings: Settings): void => {
    applied = settings;
    document.documentElement.style.setProperty('--ui-scale', String(settings.uiScale));
    document.documentElement.dataset.motion = motionOf(settings) ? 'on' : 'off';
    scene.backdrop?.setMotion(motionOf(settings));
  };
  applySettings(snapshot.settings);
  // Motion "system" follows the system's reduced motion while the app is open, on every screen.
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', () => applySettings(applied));

  const info = await api.app.info();
  // F1 (or "?") opens the rules reference over any screen (renderer/help).
  installHelpKeys(openGuide);
  // The first-game guides over every screen (renderer/guide): Esc leaves, Shift+F1 resumes.
  installGuide();
  // While a hand-over or a prompt for one seat is up, no shortcut reaches the screen behind it.
  installKeyWall();
  const toMenu = (): void => router.navigate('/');
  // The battle table's plug-ins (renderer/battle/plugin.ts), chosen from the battle being opened:
  // the GM table (renderer/gm), and the debrief's way back to a campaign or to the conspiracy board.
  const battlePlugins = (p: PreparedBattle): BattlePluginFactory[] => [
    ...(p.meta.mode === 'gm' ? [async (host: Parameters<BattlePluginFactory>[0]) => (await import('./gm/gm-plugin')).gmPlugin(host)] : []),
    ...(p.meta.campaign ? [campaignPlugin((id) => router.navigate(`/campaign/play?id=${encodeURIComponent(id)}`))] : []),
    ...(p.meta.link ? [boardPlugin(() => router.navigate('/conspiracy/play'))] : []),
  ];

  // The load screen opens saved tactical battles on the table (renderer/battle/battle-saves.ts) and
  // saved conspiracy games on the board (renderer/conspiracy/board-screen.ts).
  registerGameScreen('tactical-battle', '/battle/play');
  registerGameScreen('conspiracy-game', '/conspiracy/play');
  const routes: Record<string, ScreenFactory> = {
    '/': () =>
      menuScreen({
        navigate: (path) => router.navigate(path),
        quit: runtime === 'desktop' ? () => void api.app.quit() : undefined,
        version: info.version,
        continueGame: { find: () => findContinue(api.saves), open: (offer) => openContinue(api.saves, offer, (path) => router.navigate(path)) },
      }),
    '/battle/new': async (params) => (await import('./battle/setup-screen')).battleSetupScreen({ api, play: () => router.navigate('/battle/play'), back: toMenu, map: params.get('map') ?? undefined, makeMap: (map) => router.navigate(`/maker?from=setup${map ? `&map=${encodeURIComponent(map)}` : ''}`) }),
    // "Make a map…" (renderer/maker): back to the set-up when it came from there; Play sets up a battle on the saved map.
    '/maker': async (params) => (await import('./maker/maker-route')).makerScreen(params, { api, background: () => scene.backdrop?.app, back: () => router.navigate(params.get('from') === 'setup' ? '/battle/new' : '/'), play: (map) => router.navigate(`/battle/new?map=${encodeURIComponent(map)}`) }),
    '/battle/play': async (params) => (await import('./battle/play-screen')).battlePlayScreen(params, { api, motion: () => document.documentElement.dataset.motion !== 'off', uiScale: () => Number(getComputedStyle(document.documentElement).getPropertyValue('--ui-scale')) || 1, toMenu, toSetup: () => router.navigate('/battle/new'), toLoad: () => router.navigate('/load'), plugins: battlePlugins }),
    '/battle/projector': async () => (await import('./battle/projector-screen')).battleProjectorScreen(() => document.documentElement.dataset.motion !== 'off', api),
    '/conspiracy/new': (params) => setupScreen(params, { play: () => router.navigate('/conspiracy/play'), back: toMenu }),
    '/conspiracy/play': () => boardScreen({ toMenu, toSetup: () => router.navigate('/conspiracy/new'), openProjector: () => void api.projector.open(), motion: () => document.documentElement.dataset.motion !== 'off', saves: api.saves, appVersion: info.version, openLoadScreen: () => router.navigate('/load'), restart: () => router.navigate('/conspiracy/play'), openHelp: () => openHelp({ ...currentHelpContext(), guide: openGuide }), plugins: (session) => ({ link: linkPlugin({ api, session, toBattle: () => router.navigate('/battle/play') }) }) }),
    '/help': () => helpScreen({ back: toMenu, guide: openGuide }),
    '/conspiracy/projector': () => conspiracyProjectorScreen(),
    // The projector window (#/projector) shows whichever game publishes on the projector channel (renderer/projector.ts).
    '/projector': () => projectorScreen({ conspiracy: () => conspiracyProjectorScreen(), battle: async () => (await import('./battle/projector-screen')).battleProjectorScreen(() => document.documentElement.dataset.motion !== 'off', api), 'battle-gm': async () => (await import('./gm/gm-projector-screen')).gmProjectorScreen(() => document.documentElement.dataset.motion !== 'off', api) }, 'conspiracy'),
    '/load': async () => (await import('./saves/load-screen')).loadScreen({ saves: api.saves, navigate: (path) => router.navigate(path), back: toMenu }),
    '/characters': async (params) => (await import('./characters/screen')).charactersScreen({ api, params, back: toMenu }),
    '/campaign': async () => (await import('./campaign/campaigns-screen')).campaignsScreen({ api, open: (id) => router.navigate(`/campaign/play?id=${encodeURIComponent(id)}`), back: toMenu }),
    '/campaign/play': async (params) => (await import('./campaign/campaign-screen')).campaignScreen(params, { api, navigate: (path) => router.navigate(path), back: () => router.navigate('/campaign') }),
    '/table-preview': (params) => tablePreviewScreen(params, { motion: () => document.documentElement.dataset.motion !== 'off', background: () => scene.backdrop?.app, back: toMenu, api }),
    '/settings': () =>
      settingsScreen({
        load: async () => (await api.settings.get()).settings,
        save: async (next) => (await api.settings.set({ uiScale: next.uiScale, reducedMotion: next.reducedMotion, houseRules: next.houseRules })).settings,
        apply: applySettings,
        back: toMenu,
      }),
  };
  const router = createRouter(outlet, routes, '/');
  await router.start();
  scene.backdrop = await createBackdrop(stage, motionOf(snapshot.settings));
  if (snapshot.warning) console.warn(snapshot.warning);
}

boot().catch((error: unknown) => {
  const outlet = document.getElementById('app');
  if (outlet) outlet.textContent = `Blacksite could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(error);
});
