import { defineConfig } from 'vite';

// The preload runs sandboxed, where only CommonJS with require('electron') works.
export default defineConfig({
  build: {
    outDir: 'build/node',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    lib: { entry: 'main/preload.ts', formats: ['cjs'], fileName: () => 'preload.cjs' },
    rollupOptions: { external: ['electron'] },
  },
});
