// What src/save/save.bench.ts builds with vite to time a load as the app ships it: the codec and
// the game kinds, bundled as vite.node.config.ts bundles the main process and the `blacksite` command.
export { createSaveCodec } from '../codec';
export { GAME_KINDS } from '../kinds/index';
