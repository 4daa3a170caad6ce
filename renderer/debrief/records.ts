import type { Debrief } from '../../src/battle/debrief/debrief';
import { recordAfterMission } from '../../src/agents/service-record';
import type { RosterClient } from '../characters/roster-client';

/**
 * After the debrief, each roster agent that fought gets the battle in its service record: a mission, a wound if it came back hurt, its kills, killed in action if it died.
 * `roster` names the roster file behind each unit (the set-up's TableMeta.roster); shipped agents
 * have none and keep no record. Answers the sentence for the table's status line.
 */
export async function recordMission(client: Pick<RosterClient, 'read' | 'save'>, debrief: Debrief, roster: Readonly<Record<string, string>>): Promise<string> {
  const written: string[] = [];
  const failed: string[] = [];
  for (const u of debrief.units) {
    const id = roster[u.unit];
    if (id === undefined) continue;
    try {
      const agent = await client.read(id);
      const record = recordAfterMission(agent.record, { fate: u.fate, worst: u.worst, kills: u.kills });
      await client.save(id, { ...agent, record }, []);
      written.push(agent.name);
    } catch (error) {
      failed.push(`${u.name} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (written.length === 0 && failed.length === 0) return '';
  const done = written.length > 0 ? `The roster records of ${written.join(', ')} were updated.` : '';
  const bad = failed.length > 0 ? ` Not updated: ${failed.join('; ')}.` : '';
  return `${done}${bad}`.trim();
}
