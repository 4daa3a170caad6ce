/**
 * blacksite/no-folder-cycle: no import cycle between the feature folders of one tree (the folders
 * directly under renderer/). A folder that imports another must not be imported back by it, directly
 * or through others: the battle table knows nothing of the GM table, the campaign or the
 * conspiracy link, which plug into it (renderer/README.md "Feature folders").
 *
 * Why a rule of our own: eslint-plugin-import's no-cycle and dependency-cruiser's no-circular look
 * at modules, not folders (a folder cycle is usually made of files that never import each other),
 * and eslint-plugin-boundaries checks allowed pairs, not cycles. The folder graph is built from
 * every file's imports with TypeScript's own scanner (ts.preProcessFile: static, `export from`,
 * side-effect and dynamic imports; comments ignored); the linted file's own imports are read from
 * its syntax tree, so an edit shows at once. Files directly in the root (main.ts, router.ts) are the
 * wiring, not a folder; imports leaving the root are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @type {Map<string, { mtime: number; specs: string[] }>} */
const scanned = new Map();

/** The folder (directly under root) a path is in, or null (the root's own files, or outside it). */
export function folderOf(root, file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel.length < 2 || rel[0] === '..' || rel[0] === '') return null;
  return rel[0] ?? null;
}

/** The folder an import specifier from `file` lands in, or null. */
export function targetFolder(root, file, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), spec);
  const rel = path.relative(root, target).split(path.sep);
  if (rel[0] === '..' || rel[0] === '' || rel[0] === undefined) return null;
  if (rel.length >= 2) return rel[0];
  // `../battle` (a folder's index) is the folder; `../router` is a root file.
  try {
    return fs.statSync(target).isDirectory() ? rel[0] : null;
  } catch {
    return null;
  }
}

function sourceFiles(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function importsOf(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const known = scanned.get(file);
  if (known && known.mtime === mtime) return known.specs;
  const specs = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
  scanned.set(file, { mtime, specs });
  return specs;
}

/**
 * The folder graph of a tree: for each folder, the folders it imports, each with one file that
 * does (for the message). `own` replaces one file's imports (the file being linted, as edited).
 * @param {string} root
 * @param {{ file: string; specs: readonly string[] } | null} [own]
 * @returns {Map<string, Map<string, string>>}
 */
export function folderGraph(root, own = null) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  const files = sourceFiles(root);
  if (own && !files.includes(own.file)) files.push(own.file);
  for (const file of files) {
    const from = folderOf(root, file);
    if (!from) continue;
    const specs = own && file === own.file ? own.specs : importsOf(file);
    for (const spec of specs) {
      const to = targetFolder(root, file, spec);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, path.relative(root, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The shortest way from folder `from` to folder `to` in the graph, as [folder, file that imports
 * the next][], or null when there is none.
 * @param {Map<string, Map<string, string>>} graph
 * @returns {{ folder: string; via: string }[] | null}
 */
export function pathBetween(graph, from, to) {
  /** @type {Map<string, { prev: string; via: string } | null>} */
  const seen = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    if (at === to) {
      const steps = [];
      for (let f = to, s = seen.get(f); s; f = s.prev, s = seen.get(f)) steps.unshift({ folder: s.prev, via: s.via });
      return steps;
    }
    for (const [next, via] of graph.get(at) ?? []) {
      if (seen.has(next)) continue;
      seen.set(next, { prev: at, via });
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the feature folders directly under a root folder.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      cycle: '{{from}}/ imports {{to}}/ here, and {{to}}/ imports {{from}}/ back: {{path}}. Feature folders import one way only; invert this with a plug-in or a hook (renderer/README.md "Feature folders").',
    },
  },
  create(context) {
    const option = /** @type {{ root: string }} */ (context.options[0]);
    const root = path.resolve(context.cwd, option.root);
    const file = path.resolve(context.filename);
    const from = folderOf(root, file);
    if (!from) return {};
    /** @type {{ node: import('estree').Node; spec: string }[]} */
    const found = [];
    const take = (node, source) => {
      if (source && source.type === 'Literal' && typeof source.value === 'string') found.push({ node, spec: source.value });
    };
    return {
      ImportDeclaration: (node) => take(node, node.source),
      ExportNamedDeclaration: (node) => take(node, node.source),
      ExportAllDeclaration: (node) => take(node, node.source),
      ImportExpression: (node) => take(node, node.source),
      'Program:exit'() {
        const outward = found.filter((f) => {
          const to = targetFolder(root, file, f.spec);
          return to !== null && to !== from;
        });
        if (outward.length === 0) return;
        const graph = folderGraph(root, { file, specs: found.map((f) => f.spec) });
        for (const f of outward) {
          const to = /** @type {string} */ (targetFolder(root, file, f.spec));
          const back = pathBetween(graph, to, from);
          if (!back) continue;
          const shown = [...back.map((s) => `${s.folder} (${s.via})`), from].join(' → ');
          context.report({ node: f.node, messageId: 'cycle', data: { from, to, path: shown } });
        }
      },
    };
  },
};

export default rule;
