import type { CliCommand } from '../io';
import { conspiracySimCommand } from './conspiracy-sim';
import { mapCommand } from './map';
import { oddsCommand } from './odds';
import { saveCommand } from './save';

/** Every subcommand of `blacksite`, in the order `--help` lists them. Add one line per command. */
export const COMMANDS: readonly CliCommand[] = [
  conspiracySimCommand,
  mapCommand,
  oddsCommand,
  saveCommand,
];
