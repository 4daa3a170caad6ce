import { describe, expect, test } from 'vitest';
import { agentToFile } from './agent-file';
import { readSquadFile, squadToFile, type AgentResolver } from './squad-file';
import { TIGER } from './test-agents';

const files: Record<string, unknown> = { 'tiger.json': agentToFile(TIGER) };
const resolve: AgentResolver = (ref) => (ref in files ? { ok: true, value: files[ref] } : { ok: false, reason: 'No such file.' });

describe('squad files', () => {
  test('agents inline or by file name, gear per agent overriding the agent\'s own', () => {
    const r = readSquadFile(
      {
        format: 'blacksite-squad',
        version: 1,
        name: 'Red Team',
        color: 'Red',
        agents: ['tiger.json', { ...agentToFile(TIGER), name: 'Jill Doe', animal: 'Lynx' }],
        gear: [{ weapons: [{ name: 'AK-47', spareMagazines: 4 }], armor: 'Heavy Body Armor' }, null],
      },
      resolve,
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.squad.battleReady).toBe(true);
    expect(r.squad.members.map((m) => [m.ref, m.agent.name, m.agent.gear.weapons[0]?.name])).toEqual([
      ['tiger.json', 'Jack Doe', 'AK-47'],
      [null, 'Jill Doe', 'M16a2'],
    ]);
    expect(r.squad.members[0]?.agent.gear).toEqual({ weapons: [{ name: 'AK-47', spareMagazines: 4, accessories: [] }], melee: [], armor: 'Heavy Body Armor', equipment: [] });
  });

  test('an invalid member keeps the squad out of battle, each problem naming the agent', () => {
    const r = readSquadFile({ format: 'blacksite-squad', version: 1, name: 'B', agents: [{ ...agentToFile(TIGER), faults: [] }] }, resolve);
    expect(r.ok && r.squad).toMatchObject({ battleReady: false, problems: ['Jack Doe: Every agent needs at least one fault (R-OPS-9).'] });
  });

  test.each<[unknown, unknown]>([
    [{ format: 'blacksite-agent' }, 'This is not a Blacksite squad file: it needs "format": "blacksite-squad".'],
    [{ format: 'blacksite-squad', version: 1, name: 'X', agents: [] }, 'This squad file is damaged: it has no agents.'],
    [{ format: 'blacksite-squad', version: 1, name: 'X', agents: ['../etc/passwd.json'] }, 'This squad file is damaged: agent 1 is not an agent file name such as "sniper.json" (no folders).'],
    [{ format: 'blacksite-squad', version: 1, name: 'X', agents: ['ghost.json'] }, 'Agent 1 of the squad (ghost.json) cannot be read: no such file.'],
    [{ format: 'blacksite-squad', version: 1, name: 'X', agents: ['tiger.json'], gear: [] }, 'This squad file lists 1 agents but gear for 0; give one gear entry (or null) per agent.'],
    [{ format: 'blacksite-squad', version: 1, name: 'X', agents: [{ format: 'blacksite-agent', version: 1 }] }, 'Agent 1 of the squad: This agent file is damaged: it has no name.'],
  ])('bad squad files are refused with one sentence (%#)', (value, reason) => {
    expect(readSquadFile(value, resolve)).toEqual({ ok: false, reason });
  });

  test('export writes every agent inline and reads back the same', () => {
    const file = squadToFile('Pair', [TIGER, { ...TIGER, name: 'Jill' }], 'Blue');
    const r = readSquadFile(JSON.parse(JSON.stringify(file)), resolve);
    expect(r.ok && r.squad.members.map((m) => m.agent)).toEqual([TIGER, { ...TIGER, name: 'Jill' }]);
  });
});
