import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import noFolderCycle, { folderGraph, pathBetween } from '../../eslint-rules/folder-cycles.js';

// A throw-away tree: { 'a/x.ts': "import { y } from '../b/y';" , ... }
const trees: string[] = [];
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterAll(() => {
  for (const root of trees) fs.rmSync(root, { recursive: true, force: true });
});

/** The rule's messages for one file of the tree, as ESLint reports them. */
function lint(root: string, name: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const text = fs.readFileSync(path.join(root, name), 'utf8');
  return linter
    .verify(text, [{
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { blacksite: { rules: { 'no-folder-cycle': noFolderCycle } } },
      rules: { 'blacksite/no-folder-cycle': ['error', { root }] },
    }], path.join(root, name))
    .map((m) => `${m.line}: ${m.message}`);
}

describe('blacksite/no-folder-cycle (eslint-rules/folder-cycles.js)', () => {
  it('fails a cycle between two folders, at the import that closes it, with its path', () => {
    const root = tree({
      'battle/play.ts': "import { plug } from '../gm/plug';\nexport const play = plug;\n",
      'gm/plug.ts': "import type { Host } from '../battle/host';\nexport const plug = (h: Host) => h;\n",
      'battle/host.ts': 'export interface Host { readonly x: number }\n',
    });
    const said = lint(root, 'battle/play.ts');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^1: battle\/ imports gm\/ here, and gm\/ imports battle\/ back: gm \(gm[/\\]plug\.ts\) → battle\./);
    // Both ends of the cycle are reported.
    expect(lint(root, 'gm/plug.ts')).toHaveLength(1);
  });

  it('fails a cycle through three folders (dynamic and side-effect imports count)', () => {
    const root = tree({
      'a/one.ts': "export const one = () => import('../b/two');\n",
      'b/two.ts': "import '../c/three.css';\nexport const two = 2;\n",
      'c/three.css': '',
      'c/four.ts': "export * from '../a/one';\n",
    });
    const said = lint(root, 'a/one.ts');
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('b (b');
    expect(said[0]).toContain('c (c');
    expect(said[0]).toMatch(/→ a\. /);
  });

  it('passes one-way folders, the root\'s own files, imports within a folder and imports that leave the root', () => {
    const root = tree({
      'main.ts': "import { play } from './battle/play';\nimport { plug } from './gm/plug';\nexport const all = [play, plug];\n",
      'router.ts': 'export const route = 1;\n',
      'battle/play.ts': "import { route } from '../router';\nimport { host } from './host';\nimport { core } from '../../src/core';\nexport const play = [route, host, core];\n",
      'battle/host.ts': 'export const host = 1;\n',
      'gm/plug.ts': "import { host } from '../battle/host';\n// import { play } from '../battle/play' is only a comment\nexport const plug = host;\n",
    });
    for (const name of ['main.ts', 'battle/play.ts', 'battle/host.ts', 'gm/plug.ts']) expect(lint(root, name), name).toEqual([]);
    expect(pathBetween(folderGraph(root), 'battle', 'gm')).toBeNull();
    expect(pathBetween(folderGraph(root), 'gm', 'battle')).toEqual([{ folder: 'gm', via: path.join('gm', 'plug.ts') }]);
  });

  it('reads the linted file as edited, not as on disk', () => {
    const root = tree({
      'battle/play.ts': 'export const play = 1;\n',
      'gm/plug.ts': "import { play } from '../battle/play';\nexport const plug = play;\n",
    });
    const linter = new Linter({ configType: 'flat', cwd: root });
    const said = linter.verify("import { plug } from '../gm/plug';\nexport const play = plug;\n", [{
      files: ['**/*.ts'],
      plugins: { blacksite: { rules: { 'no-folder-cycle': noFolderCycle } } },
      rules: { 'blacksite/no-folder-cycle': ['error', { root }] },
    }], path.join(root, 'battle/play.ts'));
    expect(said.map((m) => m.messageId)).toEqual(['cycle']);
  });

  it('the renderer has no folder cycle (the battle table imports nothing of the GM table, the campaign or the link)', () => {
    const root = path.resolve(import.meta.dirname, '../../renderer');
    const graph = folderGraph(root);
    const cycles = [...graph].flatMap(([from, edges]) => [...edges.keys()].filter((to) => pathBetween(graph, to, from)).map((to) => `${from} → ${to}`));
    expect(cycles).toEqual([]);
    for (const plugged of ['gm', 'campaign', 'link']) expect(graph.get('battle')?.has(plugged), plugged).toBe(false);
  });
});
