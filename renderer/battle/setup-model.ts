/**
 * The battle set-up as plain data: a draft the set-up screen edits, the defaults
 * that make "Start battle" work at once, the checks that say in one sentence what is wrong, and the
 * step from a draft to the engine's BattleSetup plus what the table shows beside the state.
 */
import type { Agent } from '../../src/agents/types';
import type { Squad } from '../../src/agents/squad-file';
import { checkAgent } from '../../src/agents/check';
import type { BattleSetup, Controller, SideSetup } from '../../src/battle';
import { combatantFromAgent } from '../../src/battle';
import { codeName, designateTeams } from '../../src/ops/character/code-names';
import { deployProblem } from '../../src/agents/service-record';
import { battleOptionsOf, DEFAULT_HOUSE_RULES, type BattleHouseRules } from '../../src/battle/state/house-rules';

/** The four side colours (Okabe-Ito, DESIGN.md), each with the letter drawn on its tokens. */
export const SIDE_PALETTE = [
  { name: 'Blue', css: '#0072b2' },
  { name: 'Vermillion', css: '#d55e00' },
  { name: 'Bluish green', css: '#009e73' },
  { name: 'Reddish purple', css: '#cc79a7' },
] as const;

/** Spawn zones of the shipped maps: a, b, c, d. */
export const SIDE_IDS = ['a', 'b', 'c', 'd'] as const;
export const MAX_SIDES = 4;
export const MIN_SIDES = 2;

/** 'human': a human seat (at a GM table, the players); 'gm': the GM plays it by hand (GM table only). */
export type ControllerChoice = 'human' | 'gm' | 'recruit' | 'veteran';

/** Who may play a side, with its words in the set-ups (plain battle and mission). */
export const CONTROLLERS: ReadonlyArray<readonly [ControllerChoice, string]> = [
  ['human', 'Human seat'],
  ['veteran', 'Computer (veteran)'],
  ['recruit', 'Computer (recruit)'],
];

/** At a GM table: the players, the GM by hand, or the computer. */
export const GM_CONTROLLERS: ReadonlyArray<readonly [ControllerChoice, string]> = [
  ['human', 'The players'],
  ['gm', 'The GM, by hand'],
  ['veteran', 'Computer (veteran)'],
  ['recruit', 'Computer (recruit)'],
];

/** Solo or hot-seat (the human seats decide which), or a GM table: the GM runs it, the players watch the projector. */
export type TableChoice = 'seats' | 'gm';

/** A pool agent: shipped ("shipped:sniper.json") or from the roster ("roster:<id>"). */
export interface PoolAgent {
  readonly key: string;
  readonly agent: Agent;
  readonly source: 'shipped' | 'roster';
}

export interface PoolSquad {
  readonly key: string;
  readonly squad: Squad;
}

export interface Pool {
  readonly agents: readonly PoolAgent[];
  readonly squads: readonly PoolSquad[];
}

export type SquadChoice = { readonly kind: 'squad'; readonly key: string } | { readonly kind: 'agents'; readonly keys: readonly string[] };

export interface SideDraft {
  readonly name: string;
  readonly controller: ControllerChoice;
  readonly squad: SquadChoice;
  /** The mission colour of R-OPS-10 ("Red"), first half of every member's code name. */
  readonly codeColor: string;
  /** Index into SIDE_PALETTE. */
  readonly colour: number;
  /** Animal code names by member index; a blank keeps the agent's own. */
  readonly animals: readonly string[];
}

export interface SetupDraft {
  readonly table: TableChoice;
  readonly map: string;
  readonly seed: string;
  readonly maxRounds: number;
  /** This battle's house rules: Settings' defaults, changed in the set-up; maxRounds mirrors theirs. */
  readonly houseRules: BattleHouseRules;
  readonly sides: readonly SideDraft[];
}

/** What the table shows beside the battle state: colours, letters, agents behind the units. */
export interface TableMeta {
  readonly sides: readonly { readonly id: string; readonly colour: number; readonly letter: string; readonly codeColor: string }[];
  /** The agent (real name, full sheet) behind each unit id; the unit's own name is its code name. */
  readonly agents: Readonly<Record<string, Agent>>;
  /** A GM table: human seat 0 are the players, seat 1 the GM by hand. */
  readonly mode?: 'gm';
  /** The roster file behind each unit played by a roster agent (its service record). */
  readonly roster?: Readonly<Record<string, string>>;
  /** A campaign's mission (renderer/campaign): the debrief goes back to the campaign. */
  readonly campaign?: { readonly id: string; readonly mission: string };
  /** A conspiracy fight played out (renderer/link, R-LINK-1): the debrief goes back to the board; its seed names the fight. */
  readonly link?: { readonly seed: string };
}

export function controllerOfChoice(choice: ControllerChoice, seat: number): Controller {
  return choice === 'human' || choice === 'gm' ? { kind: 'human', seat } : { kind: 'computer', level: choice };
}

export function membersOf(pool: Pool, choice: SquadChoice): Agent[] {
  if (choice.kind === 'squad') return pool.squads.find((s) => s.key === choice.key)?.squad.members.map((m) => m.agent) ?? [];
  return choice.keys.map((k) => pool.agents.find((a) => a.key === k)?.agent).filter((a): a is Agent => a !== undefined);
}

function squadColor(pool: Pool, choice: SquadChoice, fallback: string): string {
  return choice.kind === 'squad' ? (pool.squads.find((s) => s.key === choice.key)?.squad.color ?? fallback) : fallback;
}

const SECOND_CHOICE = ['compound-guards.json', 'black-team.json'];

/** A side as it appears when added: the next free colour, a squad, the squad's code colour. */
export function newSide(pool: Pool, index: number, taken: readonly number[] = [], computerLevel: 'recruit' | 'veteran' = 'veteran'): SideDraft {
  const preferred = index === 0 ? 'red-team.json' : SECOND_CHOICE[(index - 1) % SECOND_CHOICE.length];
  const squad = pool.squads.find((s) => s.key === preferred) ?? pool.squads[index % Math.max(1, pool.squads.length)];
  const choice: SquadChoice = squad ? { kind: 'squad', key: squad.key } : { kind: 'agents', keys: pool.agents.slice(0, 4).map((a) => a.key) };
  const colour = [0, 1, 2, 3].find((c) => !taken.includes(c)) ?? index % 4;
  return {
    name: squad?.squad.name ?? `Side ${index + 1}`,
    controller: index === 0 ? 'human' : computerLevel,
    squad: choice,
    codeColor: squadColor(pool, choice, ['Blue', 'Red', 'Green', 'Black'][index % 4] ?? 'Blue'),
    colour,
    animals: [],
  };
}

/** The defaults: a shipped map, shipped squads, one human seat against the computer. */
export function defaultDraft(pool: Pool, maps: readonly string[], seed: string, houseRules: BattleHouseRules = DEFAULT_HOUSE_RULES): SetupDraft {
  const map = maps.includes('warehouse') ? 'warehouse' : (maps[0] ?? '');
  const first = newSide(pool, 0, [], houseRules.computerLevel);
  return { table: 'seats', map, seed, maxRounds: houseRules.maxRounds, houseRules, sides: [first, newSide(pool, 1, [first.colour], houseRules.computerLevel)] };
}

/**
 * The draft under other house rules: the round limit follows them, and a new computer level is
 * given to every side the computer plays.
 */
export function withDraftHouseRules(draft: SetupDraft, houseRules: BattleHouseRules): SetupDraft {
  const level = houseRules.computerLevel;
  const sides = level === draft.houseRules.computerLevel ? draft.sides : draft.sides.map((s) => (s.controller === 'human' ? s : { ...s, controller: level }));
  return { ...draft, houseRules, maxRounds: houseRules.maxRounds, sides };
}

/** Every reason the draft cannot start, one sentence each; empty when "Start battle" may go. */
export function draftProblems(draft: SetupDraft, pool: Pool, maps: readonly string[]): string[] {
  const out: string[] = [];
  if (!maps.includes(draft.map)) out.push('Pick a map.');
  if (draft.sides.length < MIN_SIDES || draft.sides.length > MAX_SIDES) out.push(`A battle has ${MIN_SIDES} to ${MAX_SIDES} sides.`);
  if (!Number.isInteger(draft.maxRounds) || draft.maxRounds < 1 || draft.maxRounds > 1000) out.push('The round limit is a whole number from 1 to 1000.');
  if (draft.table !== 'gm' && draft.sides.some((s) => s.controller === 'gm')) out.push('Only a GM table has sides the GM plays by hand.');
  if (draft.table === 'gm' && !draft.sides.some((s) => s.controller === 'human')) out.push('A GM table needs a side the players play.');
  const colours = draft.sides.map((s) => s.colour);
  if (new Set(colours).size !== colours.length) out.push('Each side needs its own colour.');
  const designated = designateTeams(draft.sides.map((s) => s.codeColor || 'Gray'));
  if (!designated.ok) out.push(designated.reason);
  draft.sides.forEach((side, i) => {
    const label = side.name.trim() || `Side ${i + 1}`;
    if (side.name.trim() === '') out.push(`Side ${i + 1} needs a name.`);
    const members = membersOf(pool, side.squad);
    if (members.length === 0) out.push(`${label} has nobody in it: pick a squad or some agents.`);
    if (members.length > 12) out.push(`${label} has more than 12 agents.`);
    for (const agent of members) {
      const kia = deployProblem(agent.name, agent.record);
      if (kia) out.push(kia);
      const problems = checkAgent(agent).problems;
      if (problems.length > 0) out.push(`${label}: ${agent.name} is not ready for battle (${problems[0] ?? ''}).`);
    }
  });
  return out;
}

/** The engine's BattleSetup and the table's meta, from a draft already checked by draftProblems. */
export function buildSetup(draft: SetupDraft, pool: Pool): { setup: BattleSetup; meta: TableMeta } {
  const designated = designateTeams(draft.sides.map((s) => s.codeColor || 'Gray'));
  const designations = designated.ok ? designated.designations : [];
  let seat = 0;
  const agents: Record<string, Agent> = {};
  const roster: Record<string, string> = {};
  const sides: SideSetup[] = draft.sides.map((side, i) => {
    const id = SIDE_IDS[i] ?? `s${i}`;
    // At a GM table the players' sides share seat 0 and the GM's hand seat 1 (renderer/gm/gm-seats.ts).
    const gmSeat = side.controller === 'human' ? 0 : 1;
    const controller = controllerOfChoice(side.controller, draft.table === 'gm' ? gmSeat : side.controller === 'human' ? seat++ : -1);
    const members = membersOf(pool, side.squad);
    const combatants = members.map((agent, k) => {
      // R-OPS-10: the unit goes by its code name; the agent keeps its real name on the sheet.
      const animal = side.animals[k]?.trim() || agent.animal;
      const name = codeName(animal, side.codeColor || undefined, designations[i]);
      agents[`${id}${k + 1}`] = agent;
      const fromRoster = pool.agents.find((a) => a.agent === agent && a.source === 'roster');
      if (fromRoster) roster[`${id}${k + 1}`] = fromRoster.key.slice('roster:'.length);
      return combatantFromAgent({ ...agent, name });
    });
    return { id, name: side.name.trim(), controller, combatants, spawnZone: id };
  });
  const letters = sideLetters(draft.sides.map((s) => s.name));
  return {
    setup: { mapName: draft.map, seed: draft.seed, sides, options: { ...battleOptionsOf(draft.houseRules), maxRounds: draft.maxRounds } },
    meta: {
      sides: draft.sides.map((s, i) => ({ id: SIDE_IDS[i] ?? `s${i}`, colour: s.colour, letter: letters[i] ?? '?', codeColor: s.codeColor })),
      agents,
      ...(draft.table === 'gm' ? { mode: 'gm' as const } : {}),
      roster,
    },
  };
}

/**
 * One letter per side for its tokens, all different (colour is never the only cue): the first
 * letter of the name not taken yet, else A, B, C...
 */
export function sideLetters(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, i) => {
    const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
    const pick = [...letters].find((l) => !taken.has(l)) ?? [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((l) => !taken.has(l)) ?? String(i + 1);
    taken.add(pick);
    return pick;
  });
}
