import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRng } from '../../src/core/rng';
import { ladderWord } from '../../src/core/ladder';
import { codeName } from '../../src/ops/character/code-names';
import {
  SPECIALTIES,
  agentFileText,
  checkAgentFile,
  checkJson,
  findSpecialty,
  randomAgent,
  readSquadFile,
  type AgentCheck,
  type AgentResolver,
  type Agent,
  type SquadRead,
} from '../../src/agents/index';
import { readJsonFile } from '../read-json';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite agent check <file> [--json]
       blacksite agent squad <file> [--json]
       blacksite agent random [--seed S] [--specialty NAME]

check    Validates a blacksite-agent file against the character rules (R-OPS-6..10) and the
         gear tables. Exit 0 when valid, 1 when the agent breaks a rule (one sentence per
         problem), 2 when the file is not an agent file at all.
         --json prints {"valid", "problems": [...], "budget", "spent", "skills": {"<skill>": rating}}
         where budget and spent are R-OPS-9's skill levels and skills every rollable skill.
squad    Validates a blacksite-squad file and each of its agents (file names are looked up
         beside the squad file, then in ../agents/). Same exit codes.
random   Prints a random valid agent file; the same seed gives the same agent.
         Specialties: ${SPECIALTIES.map((s) => s.name).join(', ')}.`;

export { readJsonFile };

/** The shipped agents folder (maps/agents), found from the source tree or the built bundle. */
function shippedAgentDirs(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../maps/agents'), resolve(here, '../maps/agents'), resolve(process.cwd(), 'maps/agents')];
}

/**
 * Reads a squad file for `blacksite agent squad` and `blacksite sim`: agents named by file are read
 * beside the squad file, then from the shipped agents in ../agents/ (maps/squads -> maps/agents).
 */
export function loadSquadFile(file: string): SquadRead {
  const read = readJsonFile(file);
  if (!read.ok) return read;
  const dirs = [dirname(resolve(file)), join(dirname(resolve(file)), '..', 'agents'), ...shippedAgentDirs()];
  const resolver: AgentResolver = (ref) => {
    for (const dir of dirs) {
      const got = readJsonFile(join(dir, ref));
      if (got.ok || !got.reason.startsWith('There is no file')) return got;
    }
    return { ok: false, reason: `there is no ${ref} beside the squad file nor among the shipped agents.` };
  };
  return readSquadFile(read.value, resolver);
}

function describeAgent(agent: Agent, c: AgentCheck): string {
  const b = c.report.budget;
  const title = `${agent.name || 'Unnamed agent'} (${agent.animal ? codeName(agent.animal) : 'no code name'})${agent.specialty ? `, ${agent.specialty}` : ''}`;
  const lines = [
    `${title}: ${c.valid ? 'valid, ready for battle' : `${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}, a draft`}`,
    `budget ${b.budget} skill levels, spent ${b.spent} (${b.balance >= 0 ? `${b.balance} unspent` : `${-b.balance} over`})`,
    ...b.trades.map((t) => `  trade: ${t}`),
    `skills: ${Object.entries(c.skills).map(([k, v]) => `${k} ${ladderWord(v)}`).join(', ')}`,
  ];
  if (!c.valid) lines.push('problems:', ...c.problems.map((p) => `  - ${p}`));
  return lines.join('\n');
}

function check(file: string, json: boolean, io: CliIo): number {
  const read = readJsonFile(file);
  const result = read.ok ? checkAgentFile(read.value) : ({ kind: 'not-agent', reason: read.reason } as const);
  if (result.kind === 'not-agent') {
    // Nothing could be counted, so the JSON says so plainly rather than inventing a budget.
    if (json) io.out(JSON.stringify({ valid: false, problems: [result.reason], budget: 0, spent: 0, skills: {} }));
    io.err(result.reason);
    return 2;
  }
  io.out(json ? JSON.stringify(checkJson(result.check)) : describeAgent(result.agent, result.check));
  return result.check.valid ? 0 : 1;
}

function squad(file: string, json: boolean, io: CliIo): number {
  const r = loadSquadFile(file);
  if (!r.ok) {
    if (json) io.out(JSON.stringify({ valid: false, problems: [r.reason], agents: [] }));
    io.err(r.reason);
    return 2;
  }
  const s = r.squad;
  if (json) {
    io.out(JSON.stringify({ valid: s.battleReady, name: s.name, problems: s.problems, agents: s.members.map((m) => m.agent.name) }));
  } else {
    io.out(
      [
        `${s.name}: ${s.members.length} agents, ${s.battleReady ? 'ready for battle' : 'not ready for battle'}`,
        ...s.members.map((m) => `  ${m.agent.name} (${codeName(m.agent.animal, s.color, s.designation)})${m.ref ? ` from ${m.ref}` : ''}`),
        ...(s.problems.length > 0 ? ['problems:', ...s.problems.map((p) => `  - ${p}`)] : []),
      ].join('\n'),
    );
  }
  return s.battleReady ? 0 : 1;
}

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function random(args: readonly string[], io: CliIo): number {
  const specialty = option(args, '--specialty');
  if (specialty !== undefined && !findSpecialty(specialty)) {
    io.err(`There is no specialty "${specialty}"; choose one of ${SPECIALTIES.map((s) => s.name).join(', ')}.`);
    return 2;
  }
  const seed = option(args, '--seed') ?? 'blacksite';
  io.out(agentFileText(randomAgent(seedRng(seed), specialty ? { specialty } : {}).agent).trimEnd());
  return 0;
}

function execute(args: readonly string[], io: CliIo): number {
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  const [sub, file, ...extra] = rest;
  if (sub === 'random') return random(rest.slice(1), io);
  const unknown = rest.find((a) => a.startsWith('-'));
  if ((sub !== 'check' && sub !== 'squad') || file === undefined || extra.length > 0 || unknown !== undefined) {
    io.err(unknown !== undefined ? `blacksite agent: unknown option ${unknown}.\n\n${USAGE}` : USAGE);
    return 2;
  }
  return sub === 'check' ? check(file, json, io) : squad(file, json, io);
}

export const agentCommand: CliCommand = {
  name: 'agent',
  summary: 'Check an agent or squad file by the book, or make a random valid agent (agent check <file>).',
  usage: USAGE,
  run: (args, io) => Promise.resolve(execute(args, io)),
};
