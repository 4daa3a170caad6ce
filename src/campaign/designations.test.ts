import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAgentFile } from '../agents/agent-file';
import { NO_RECORD } from '../agents/service-record';
import type { Agent } from '../agents/types';
import { proposeColors } from './designations';

const shipped = (file: string): Agent => {
  const r = readAgentFile(JSON.parse(readFileSync(`maps/agents/${file}`, 'utf8')) as unknown);
  if (!r.ok) throw new Error(r.reason);
  return r.agent;
};

describe('R-CAMP-4: colours proposed from skills', () => {
  it('Blue the team leader, Red assault, Black intrusion, Green demolitions or electronics', () => {
    const files = readdirSync('maps/agents').sort();
    const team = files.map(shipped);
    const colors: Record<string, string> = Object.fromEntries(proposeColors(team).map((p, i) => [files[i] ?? '', p.color]));
    expect(colors).toEqual({
      'assault.json': 'Red',
      'demolitions.json': 'Green',
      // Stealth, Pick Locks and Climbing outweigh Electronics and Security: an intruder first.
      'electronics.json': 'Black',
      'hacker.json': 'Green',
      'infiltrator.json': 'Black',
      'martial-artist.json': 'Red',
      'medic.json': 'Red',
      'sniper.json': 'Red',
      // Nobody has a mission yet: the one trained as team leader leads.
      'team-leader.json': 'Blue',
    });
  });

  it('the most experienced member leads, and each colour says why', () => {
    const veteran = { ...shipped('sniper.json'), record: { ...NO_RECORD, missions: 3 } };
    const proposals = proposeColors([shipped('team-leader.json'), veteran, shipped('infiltrator.json')]);
    expect(proposals.map((p) => p.color)).toEqual(['Red', 'Blue', 'Black']);
    expect(proposals[1]?.why).toBe('team leader: the most experienced (3 missions)');
    expect(proposals[2]?.why).toBe('intrusion: Stealth Superb, Climbing Superb');
    expect(proposeColors([shipped('hacker.json')])[0]?.why).toBe('demolitions and electronics: Computer Hacking Superb, Electronics Superb');
  });
});
