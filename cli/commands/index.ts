import type { CliCommand } from '../io';
import { agentCommand } from './agent';
import { campaignCommand } from './campaign';
import { conspiracySimCommand } from './conspiracy-sim';
import { linkSimCommand } from './link-sim';
import { mapCommand } from './map';
import { oddsCommand } from './odds';
import { saveCommand } from './save';
import { simCommand } from './sim';

/** Every subcommand of `blacksite`, in the order `--help` lists them. Add one line per command. */
export const COMMANDS: readonly CliCommand[] = [
  agentCommand,
  campaignCommand,
  conspiracySimCommand,
  linkSimCommand,
  mapCommand,
  oddsCommand,
  saveCommand,
  simCommand,
];
