import { checkCharacter, type CharacterReport } from '../ops/character/check';
import { animalNameProblem } from '../ops/character/code-names';
import { findStyle } from '../ops/data/martial-arts';
import { readAgentFile } from './agent-file';
import { gearProblems } from './gear';
import type { Agent } from './types';
import { asBuilt, raisesProblem } from './development';

/** What `blacksite agent check --json` prints. */
export interface AgentCheckJson {
  readonly valid: boolean;
  readonly problems: readonly string[];
  /** R-OPS-9, in skill levels. */
  readonly budget: number;
  readonly spent: number;
  /** The derived rating of every skill the agent can roll, by label ("Knowledge (History)"). */
  readonly skills: Readonly<Record<string, number>>;
}

export interface AgentCheck extends AgentCheckJson {
  readonly report: CharacterReport;
}

function extraProblems(a: Agent): string[] {
  const out: string[] = [];
  const animal = animalNameProblem(a.animal);
  // The character rules already ask for an animal; only the "letters only" sentence is new here.
  if (animal && a.animal.trim() !== '') out.push(animal);
  if (a.style !== undefined && a.style.trim() !== '') {
    const style = findStyle(a.style);
    if (!style.ok) out.push(style.reason);
    else if (!a.skills.some((s) => s.name.trim().toLowerCase() === 'martial arts')) {
      out.push(`The ${style.value.name} style needs the Martial Arts skill (R-OPS-20).`);
    }
  }
  if (a.mission !== undefined && !/^\p{L}[\p{L} -]*$/u.test(a.mission.color.trim())) {
    out.push(`"${a.mission.color}" is not a colour designation: letters only, such as Blue or Red (R-OPS-10).`);
  }
  return out;
}

/** R-CAMP-3: the raises in the record are paid for with EP the agent earned. */
function developmentProblems(a: Agent): string[] {
  const raises = a.record?.development ?? [];
  if (raises.length === 0) return [];
  const out: string[] = [];
  const mismatch = raisesProblem(a, raises);
  if (mismatch) out.push(mismatch);
  const paid = raises.reduce((sum, r) => sum + r.ep, 0);
  const spent = a.record?.ep?.spent ?? 0;
  if (paid > spent) out.push(`The record's raises cost ${paid} EP, but it shows only ${spent} EP spent (R-CAMP-3).`);
  return out;
}

/**
 * Every rule an agent breaks (R-OPS-6..10 through the rules engine, then its gear against the
 * tables), with R-OPS-9's budget and the rating of every rollable skill. An agent with experience
 * is judged by the rules of creation as it was built, before the raises its EP paid for (R-CAMP-3:
 * development.ts); its skills are listed as they stand now.
 */
export function checkAgent(a: Agent): AgentCheck {
  const raises = a.record?.development;
  const built = checkCharacter(asBuilt(a, raises));
  const report = raises && raises.length > 0 ? { ...built, skills: checkCharacter(a).skills } : built;
  const problems = [...report.violations, ...developmentProblems(a), ...extraProblems(a), ...gearProblems(a.gear)];
  const skills: Record<string, number> = {};
  for (const s of report.skills) if (s.rating !== null) skills[s.label] = s.rating;
  return { valid: problems.length === 0, problems, budget: report.budget.budget, spent: report.budget.spent, skills, report };
}

export type AgentFileCheck =
  | { readonly kind: 'agent'; readonly agent: Agent; readonly check: AgentCheck }
  | { readonly kind: 'not-agent'; readonly reason: string };

/** Reads and checks an untrusted value: the whole of `blacksite agent check` but the file reading. */
export function checkAgentFile(value: unknown): AgentFileCheck {
  const read = readAgentFile(value);
  if (!read.ok) return { kind: 'not-agent', reason: read.reason };
  return { kind: 'agent', agent: read.agent, check: checkAgent(read.agent) };
}

export function checkJson(c: AgentCheck): AgentCheckJson {
  return { valid: c.valid, problems: c.problems, budget: c.budget, spent: c.spent, skills: c.skills };
}
