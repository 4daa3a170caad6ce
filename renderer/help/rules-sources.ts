/// <reference types="vite/client" />
/**
 * The texts the rules reference shows, bundled with the app (assets/rules/, copies of the project's
 * rules folder; nothing is fetched at run time), cut into entries once.
 */
import decisions from '../../assets/rules/DECISIONS.md?raw';
import blackHats from '../../assets/rules/black-hats.txt?raw';
import blackOps from '../../assets/rules/black-ops-v2.txt?raw';
import fudge from '../../assets/rules/fudge-facts.md?raw';
import { parseFudgeFacts, parseHatsText, parseOpsText, parseRulings, type RuleEntry } from './rules-index';

let entries: RuleEntry[] | null = null;

export function ruleEntries(): readonly RuleEntry[] {
  entries ??= [...parseRulings(decisions), ...parseFudgeFacts(fudge), ...parseHatsText(blackHats), ...parseOpsText(blackOps)];
  return entries;
}
