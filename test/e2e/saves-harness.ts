/// <reference types="vite/client" />
/**
 * A stand-in game screen for test/e2e/saves.spec.ts: the save controller driven over the golden
 * conspiracy game, until the real game screens call it. Built by the spec with Vite and injected
 * into the running browser build; it uses the same IndexedDB saves the load screen lists.
 */
import goldenText from '../fixtures/saves/v1/conspiracy-game.save.json?raw';
import { createSaveCodec } from '../../src/save/index';
import { conspiracyKind, GAME_KINDS } from '../../src/save/kinds/index';
import type { HatsCommand, HatsState } from '../../src/hats/index';
import { createBrowserSaves } from '../../renderer/saves/browser-saves';
import { createSaveController } from '../../renderer/saves/save-controller';
import { h, button } from '../../renderer/ui/dom';

const START = 27;
const loaded = createSaveCodec(GAME_KINDS).loadAs(conspiracyKind, goldenText);
if (!loaded.ok) throw new Error(loaded.reason);
const golden = loaded.save;

let log: HatsCommand[] = [];
let state: HatsState = golden.initialState;
const play = (command: HatsCommand): void => {
  const r = conspiracyKind.apply(state, command);
  if ('rejected' in r) throw new Error(r.rejected);
  state = r.state;
  log.push(command);
};
for (const c of golden.commands.slice(0, START)) play(c);

const facts = h('p', { id: 'harness-state' });
const show = (): void => {
  facts.textContent = `Turn ${state.serial} · ${log.length} commands`;
};
const element = h('section', { class: 'sheet', 'aria-labelledby': 'harness-title' }, h('h2', { id: 'harness-title' }, 'Harness game'), facts);
const controller = createSaveController({
  saves: createBrowserSaves(window),
  game: {
    kind: conspiracyKind,
    seed: golden.seed,
    initialState: () => golden.initialState,
    commands: () => log,
    state: () => state,
    rewound: (to) => {
      state = to.state;
      log = [...to.commands];
      show();
    },
  },
  host: element,
  appVersion: '0.1.0',
  opened: null,
  title: 'Three-Way Split',
  openLoadScreen: () => {
    controller.dispose();
    window.location.hash = '#/load';
  },
});
element.append(
  button('Play the next command', () => {
    const next = golden.commands[log.length];
    if (!next) return;
    play(next);
    show();
    controller.changed();
    if (next.type === 'turn.end') void controller.autosave();
  }),
  controller.toolbar,
);
show();
document.getElementById('app')?.replaceChildren(element);
