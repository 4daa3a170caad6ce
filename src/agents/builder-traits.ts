import { MAX_FAULTS } from '../ops/character/violations';
import { findFault, findGift, type TraitDef } from '../ops/data/gifts-faults';
import { findStyle } from '../ops/data/martial-arts';
import type { Lookup } from '../ops/lookup';
import { normalizeName } from '../ops/lookup';
import { built, refused, type BuildResult } from './builder-result';
import type { Agent, MissionDesignation } from './types';

function addTrait(list: readonly string[], name: string, find: (n: string) => Lookup<TraitDef>, kind: string): string[] | string {
  const r = find(name);
  if (!r.ok) return r.reason;
  if (list.some((n) => normalizeName(n) === normalizeName(r.value.name))) return `The ${kind} ${r.value.name} is already taken.`;
  return [...list, r.value.name];
}

/** A gift from the data; every gift past the free one costs 6 skill levels (R-OPS-9). */
export function addGift(agent: Agent, name: string): BuildResult {
  const gifts = addTrait(agent.gifts, name, findGift, 'gift');
  return typeof gifts === 'string' ? refused(gifts) : built({ ...agent, gifts });
}

/** A fault from the data; at most three at creation, each past the first pays 6 skill levels (R-OPS-9). */
export function addFault(agent: Agent, name: string): BuildResult {
  if (agent.faults.length >= MAX_FAULTS) return refused(`An agent may have at most ${MAX_FAULTS} faults at creation (R-OPS-9).`);
  const faults = addTrait(agent.faults, name, findFault, 'fault');
  return typeof faults === 'string' ? refused(faults) : built({ ...agent, faults });
}

export function removeGift(agent: Agent, name: string): BuildResult {
  const gifts = agent.gifts.filter((g) => normalizeName(g) !== normalizeName(name));
  return gifts.length === agent.gifts.length ? refused(`The gift ${name} is not taken.`) : built({ ...agent, gifts });
}

export function removeFault(agent: Agent, name: string): BuildResult {
  const faults = agent.faults.filter((f) => normalizeName(f) !== normalizeName(name));
  return faults.length === agent.faults.length ? refused(`The fault ${name} is not taken.`) : built({ ...agent, faults });
}

/** Name, code-name animal, specialty and notes are free text; the check says what is missing. */
export function setIdentity(agent: Agent, patch: { name?: string; animal?: string; specialty?: string; notes?: string }): BuildResult {
  const next: { -readonly [K in keyof Agent]: Agent[K] } = { ...agent };
  if (patch.name !== undefined) next.name = patch.name.slice(0, 80);
  if (patch.animal !== undefined) next.animal = patch.animal.slice(0, 40);
  if (patch.specialty !== undefined) {
    if (patch.specialty.trim() === '') delete next.specialty;
    else next.specialty = patch.specialty.slice(0, 40);
  }
  if (patch.notes !== undefined) {
    if (patch.notes.trim() === '') delete next.notes;
    else next.notes = patch.notes.slice(0, 4000);
  }
  return built(next);
}

/** The martial-arts style (R-OPS-20), or none. */
export function setStyle(agent: Agent, style: string | null): BuildResult {
  const { style: _old, ...rest } = agent;
  if (style === null || style.trim() === '') return built(rest);
  const r = findStyle(style);
  return r.ok ? built({ ...rest, style: r.value.name }) : refused(r.reason);
}

/** This mission's colour and third designation (R-OPS-10), or none. */
export function setMission(agent: Agent, mission: MissionDesignation | null): BuildResult {
  const { mission: _old, ...rest } = agent;
  if (mission === null || mission.color.trim() === '') return built(rest);
  return built({ ...rest, mission: { color: mission.color.trim(), ...(mission.designation ? { designation: mission.designation } : {}) } });
}
