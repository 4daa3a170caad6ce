import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Node-side bundles: the Electron main process, the launcher behind `npm start` and the
// `blacksite` command. Every library is bundled in (they are devDependencies, so the packaged
// app.asar stays small); only Electron and Node's own modules stay external.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'build/node',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        'electron-main': 'main/electron-main.ts',
        start: 'main/start.ts',
        'map-worker': 'main/map-worker.ts',
        blacksite: 'cli/blacksite.ts',
      },
      external: ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
