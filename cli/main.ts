import { COMMANDS } from './commands/index';
import type { CliIo } from './io';

export function helpText(): string {
  const width = Math.max(8, ...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: blacksite <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `blacksite <command> --help` for the options of one command.',
  ].join('\n');
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`blacksite: unknown command "${name}"; run \`blacksite --help\` for the list.`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  return command.run(rest, io);
}

