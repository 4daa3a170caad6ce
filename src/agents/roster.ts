import { AGENT_FORMAT, readAgentFile } from './agent-file';
import { readSquadFile, SQUAD_FORMAT, type AgentResolver } from './squad-file';
import type { Agent } from './types';

/** What roster ids look like: safe file stems (the host checks them again: main/save-names.ts). */
export const ROSTER_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_ROSTER_ID = 60;

/** A file stem for a new roster entry: the name in lowercase ASCII, made unique against `taken`. */
export function rosterIdFor(name: string, taken: readonly string[]): string {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_ROSTER_ID - 4)
      .replace(/-+$/, '') || 'agent';
  const used = new Set(taken);
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** "Ana Novak (copy)", then "(copy 2)": the name a duplicate gets. */
export function copyName(name: string, takenNames: readonly string[]): string {
  const base = name.replace(/\s*\(copy(?: \d+)?\)$/, '') || 'Agent';
  const taken = new Set(takenNames.map((n) => n.toLowerCase()));
  let candidate = `${base} (copy)`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base} (copy ${n})`;
  return candidate;
}

/** Roster search: every word must appear in the name, animal, specialty, skills, gifts or faults. */
export function matchesSearch(agent: Agent, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = [
    agent.name,
    agent.animal,
    agent.specialty ?? '',
    ...agent.skills.map((s) => (s.field ? `${s.name} ${s.field}` : s.name)),
    ...agent.gifts,
    ...agent.faults,
    ...agent.gear.weapons.map((w) => w.name),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}

export type Imported =
  | { readonly ok: true; readonly kind: 'agent'; readonly agents: readonly Agent[] }
  | { readonly ok: true; readonly kind: 'squad'; readonly name: string; readonly agents: readonly Agent[] }
  | { readonly ok: false; readonly reason: string };

/**
 * What an imported file holds: one agent or a squad (its agents come into the roster one by one).
 * Anything else is refused with one sentence. Drafts that break rules are welcome: the roster
 * keeps them, marked not battle-ready.
 */
export function importFile(text: string, resolve: AgentResolver): Imported {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'That file is not JSON, so it is neither an agent nor a squad file.' };
  }
  const format = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).format : undefined;
  if (format === SQUAD_FORMAT) {
    const squad = readSquadFile(value, resolve);
    return squad.ok ? { ok: true, kind: 'squad', name: squad.squad.name, agents: squad.squad.members.map((m) => m.agent) } : squad;
  }
  if (format !== AGENT_FORMAT) {
    const what = typeof format === 'string' ? ` (its format is "${format.slice(0, 40)}")` : '';
    return { ok: false, reason: `That file is neither a Blacksite agent nor a squad file${what}.` };
  }
  const agent = readAgentFile(value);
  return agent.ok ? { ok: true, kind: 'agent', agents: [agent.agent] } : agent;
}
