import type { Agent } from '../agents/types';
import { derivedSkills } from '../ops/character/derived-skills';
import { ladderWord } from '../core/ladder';

/**
 * R-CAMP-4, the text's "Code Names": before each mission every agent takes a colour for it. Blue is
 * the team leader, "usually the most experienced member of the team"; Red the front-line assault;
 * Black (or Gray) intrusion; Green demolitions or electronics. The app proposes a colour from each
 * agent's skills and says why; the player or GM may change it.
 */
export type RoleColor = 'Blue' | 'Red' | 'Black' | 'Green';

/**
 * The skills each role is judged by. An agent's weight in a role is the skill levels it bought in
 * them (R-OPS-7 costs): what it trained for, so that a Superb in a cheap skill does not outweigh
 * a Superb in a Hard one. Security (cameras, sensors, alarms) counts as electronics.
 */
export const ROLE_SKILLS: Readonly<Record<Exclude<RoleColor, 'Blue'>, readonly string[]>> = {
  Red: ['Rifle', 'Submachine Gun', 'Shotgun', 'Handgun', 'Heavy Weapons', 'Sniper', 'Martial Arts', 'Brawling', 'Melee Weapons', 'Throwing'],
  Black: ['Stealth', 'Pick Locks', 'Disguise', 'Evasion', 'Climbing'],
  Green: ['Demolitions', 'Electronics', 'Computer Hacking', 'Security'],
};

/** Tie order: an agent as good at assault as at anything else goes in with the assault team. */
const ROLE_ORDER: readonly Exclude<RoleColor, 'Blue'>[] = ['Red', 'Black', 'Green'];
const ROLE_NAME: Readonly<Record<RoleColor, string>> = { Blue: 'team leader', Red: 'assault', Black: 'intrusion', Green: 'demolitions and electronics' };

export interface Proposal {
  readonly color: RoleColor;
  /** "Blue: the most experienced (4 missions)", "Green: Demolitions Great". */
  readonly why: string;
}

/** The levels bought in a role's skills, and its two best skills there (for the reason shown). */
function weigh(agent: Agent, skills: readonly string[]): { levels: number; best: string } | undefined {
  const bought = derivedSkills(agent).filter((s) => s.rating !== null && s.bought && s.cost > 0 && skills.includes(s.name));
  if (bought.length === 0) return undefined;
  const ranked = [...bought].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.cost - a.cost);
  return { levels: bought.reduce((n, s) => n + s.cost, 0), best: ranked.slice(0, 2).map((s) => `${s.label} ${ladderWord(s.rating ?? 0)}`).join(', ') };
}

/** Experience for the leader's choice: missions, then EP earned, then a Team Leader specialty. */
function seniority(agent: Agent): readonly [number, number, number] {
  const r = agent.record;
  return [r?.missions ?? 0, r?.ep?.earned ?? 0, agent.specialty?.toLowerCase() === 'team leader' ? 1 : 0];
}

function moreSenior(a: Agent, b: Agent): boolean {
  const x = seniority(a);
  const y = seniority(b);
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/** One colour per agent, in the order given: one Blue (the most senior, first on ties), the rest by their best role. */
export function proposeColors(team: readonly Agent[]): Proposal[] {
  let leader = -1;
  team.forEach((a, i) => {
    const current = team[leader];
    if (leader < 0 || (current && moreSenior(a, current))) leader = i;
  });
  return team.map((agent, i) => {
    if (i === leader && team.length > 1) {
      const [missions, , specialist] = seniority(agent);
      const why = missions > 0 ? `the most experienced (${missions} mission${missions === 1 ? '' : 's'})` : specialist ? 'a team leader by training' : 'first of the team';
      return { color: 'Blue', why: `${ROLE_NAME.Blue}: ${why}` };
    }
    let pick: { color: Exclude<RoleColor, 'Blue'>; skill?: { levels: number; best: string } } = { color: 'Red' };
    for (const color of ROLE_ORDER) {
      const s = weigh(agent, ROLE_SKILLS[color]);
      if (s && (!pick.skill || s.levels > pick.skill.levels)) pick = { color, skill: s };
    }
    return { color: pick.color, why: pick.skill ? `${ROLE_NAME[pick.color]}: ${pick.skill.best}` : `${ROLE_NAME.Red}: no trained speciality` };
  });
}
