// Types of folder-cycles.js (a plain JavaScript module: ESLint loads it without a build step).
import type { Rule } from 'eslint';

export function folderOf(root: string, file: string): string | null;
export function targetFolder(root: string, file: string, spec: string): string | null;
export function folderGraph(root: string, own?: { file: string; specs: readonly string[] } | null): Map<string, Map<string, string>>;
export function pathBetween(graph: Map<string, Map<string, string>>, from: string, to: string): { folder: string; via: string }[] | null;
declare const rule: Rule.RuleModule;
export default rule;
