// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import noFolderCycle from './eslint-rules/folder-cycles.js';

// Layer boundaries (STYLE.md "The shape"): nothing imports "up", main/ and renderer/ never meet.
const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'url', 'http', 'net', 'worker_threads'];
const layer = (name, forbidden) => ({
  files: [`${name}/**/*.ts`],
  ignores: [`${name}/**/*.test.ts`, `${name}/**/*.bench.ts`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden }],
  },
});
const up = (dir) => ({ group: [`**/${dir}`, `**/${dir}/**`], message: `This layer must not import from ${dir}/ (STYLE.md layering).` });
const pkgs = (names, why) => ({ group: names, message: why });

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'test/fixtures/**'] },
  js.configs.recommended,
  // Typed lint. projectService rather than a `project` list: the root
  // tsconfig.json references the four layer configs, so TypeScript's project service lints each file
  // with its own layer's config (src/ without DOM or Node types); same findings as the list, same
  // CPU time, less memory, and editors get the layer configs too.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  layer('src', [
    up('main'), up('renderer'), up('cli'), up('test'),
    pkgs(['electron', 'pixi.js', 'pixi.js/*', ...nodeBuiltins], 'src/ is the pure core: no Electron, Pixi or Node (STYLE.md).'),
  ]),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.bench.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Randomness is state: draw from the game RNG (src/core/rng.ts).' },
        { object: 'Date', property: 'now', message: 'No clock in src/: pass time in as data.' },
        { object: 'performance', property: 'now', message: 'No clock in src/.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'No clock in src/: pass time in as data.' }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage'],
    },
  },
  layer('main', [up('renderer'), pkgs(['pixi.js', 'pixi.js/*'], 'main/ has no renderer libraries.')]),
  layer('cli', [up('renderer'), up('main/electron*'), pkgs(['electron', 'pixi.js', 'pixi.js/*'], 'The command line runs without Electron or Pixi.')]),
  layer('renderer', [up('main'), up('cli'), pkgs(['electron', ...nodeBuiltins], 'The renderer runs sandboxed: no Electron or Node modules; use renderer/bridge.ts.')]),
  // No import cycle between renderer's feature folders (eslint-rules/folder-cycles.js; renderer/README.md "Feature folders").
  {
    files: ['renderer/**/*.ts'],
    plugins: { blacksite: { rules: { 'no-folder-cycle': noFolderCycle } } },
    rules: { 'blacksite/no-folder-cycle': ['error', { root: `${import.meta.dirname}/renderer` }] },
  },
  { files: ['main/**/*.ts', 'cli/**/*.ts', 'scripts/**', 'eslint-rules/**', 'bin/**', '*.config.*', 'test/**', '**/*.mjs', '**/*.cjs'], languageOptions: { globals: globals.node } },
  { files: ['renderer/**/*.ts'], languageOptions: { globals: globals.browser } },
  // Plain JavaScript (scripts/, bin/, this file) is in no tsconfig: untyped rules only.
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
);
