import { runElectronApp } from './lifecycle';

// The Electron entry point (package.json "main" -> build/node/electron-main.js). Kept empty of
// logic so everything it does is tested through lifecycle.ts with a mocked electron module.
runElectronApp();
