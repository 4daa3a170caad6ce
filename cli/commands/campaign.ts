import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { checkAgent } from '../../src/agents/check';
import { MAX_CAMPAIGN_BYTES, readCampaign } from '../../src/campaign/campaign-file';
import { daysUntilFit } from '../../src/campaign/healing';
import { recoveryOf } from '../../src/campaign/recovery';
import type { CliCommand, CliIo } from '../io';

const USAGE = `Usage: blacksite campaign verify <file>

Checks a Blacksite campaign file (blacksite-campaign, README "Campaign files") the way the game
opens it: JSON, format and version, the schema (every agent an agent file), the bounds, and that
every id it names is there. Prints the calendar, the team (each agent's missions, EP and days
until fit), the missions played and to come. Exit 0 when the campaign is sound; 1 when it is
broken, with one sentence saying why; 2 for a usage error.`;

function readText(file: string): { ok: true; text: string } | { ok: false; reason: string } {
  try {
    const size = statSync(file).size;
    if (size > MAX_CAMPAIGN_BYTES) return { ok: false, reason: `The file ${file} is too big to be a Blacksite campaign (${size} bytes).` };
    return { ok: true, text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code ?? 'error'}).` };
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function verify(file: string, io: CliIo): number {
  const read = readText(file);
  if (!read.ok) {
    io.err(read.reason);
    return 1;
  }
  const r = readCampaign(read.text);
  if (!r.ok) {
    io.err(r.reason);
    return 1;
  }
  const c = r.campaign;
  const lines = [
    `${basename(file)}: campaign "${c.name}", day ${c.day}`,
    `format: blacksite-campaign 1${r.stamp.appVersion ? `, written by Blacksite ${r.stamp.appVersion}` : ''}; created ${r.stamp.createdAt}, updated ${r.stamp.updatedAt}`,
    `team: ${plural(c.agents.filter((a) => a.status === 'active').length, 'agent')}, ${c.agents.filter((a) => a.status === 'captured').length} prisoners, ${c.agents.filter((a) => a.status === 'dead').length} dead`,
  ];
  for (const a of c.agents) {
    const rec = a.agent.record;
    const fit = daysUntilFit(recoveryOf(a.agent));
    const problems = checkAgent(a.agent).problems;
    const state = a.status === 'active' ? (fit > 0 ? `fit in ${plural(fit, 'day')}` : 'fit') : a.status === 'dead' ? 'dead' : 'prisoner';
    lines.push(
      `  ${a.id} ${a.agent.name} "${a.agent.animal}": ${state}; ${plural(rec?.missions ?? 0, 'mission')}, EP ${rec?.ep?.earned ?? 0} earned, ${rec?.ep?.spent ?? 0} spent${problems.length > 0 ? `; not battle-ready: ${problems[0] ?? ''}` : ''}`,
    );
  }
  lines.push(`missions played: ${c.played.length}${c.played.length > 0 ? ` (${c.played.filter((p) => p.succeeded).length} succeeded)` : ''}; to come: ${c.missions.length}${c.missions[0] ? `, next "${c.missions[0].title}"` : ''}`);
  if (c.deployment) lines.push(`under way: ${c.missions.find((m) => m.id === c.deployment?.mission)?.title ?? c.deployment.mission}, ${plural(c.deployment.team.length, 'agent')}`);
  io.out(lines.join('\n'));
  io.out('This campaign is sound.');
  return 0;
}

export const campaignCommand: CliCommand = {
  name: 'campaign',
  summary: 'Check a campaign file: schema, bounds, references (blacksite campaign verify <file>).',
  usage: USAGE,
  run(args, io) {
    const [sub, file, ...extra] = args;
    if (sub !== 'verify' || file === undefined || extra.length > 0) {
      io.err(USAGE);
      return Promise.resolve(2);
    }
    return Promise.resolve(verify(file, io));
  },
};
