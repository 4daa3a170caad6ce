/** What a subcommand may touch: its output streams and the terminal. Tests pass a recording Io. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal (progress bars are drawn only then). */
  readonly isTTY: boolean;
  /** Redraws one status line in place (progress); a no-op when not a terminal. */
  progress(text: string): void;
}

export interface CliCommand {
  /** The word after `blacksite` ("odds", "map"). */
  readonly name: string;
  /** One line for `blacksite --help`. */
  readonly summary: string;
  /** Full usage text for `blacksite <name> --help`. */
  readonly usage: string;
  /** Runs with the words after the command name; resolves to the exit code. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

export function processIo(): CliIo {
  const tty = Boolean(process.stderr.isTTY);
  return {
    out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
    isTTY: tty,
    progress: (t) => {
      if (tty) process.stderr.write(`\r\x1b[2K${t}`);
    },
  };
}

/** An Io that records everything: for tests. */
export function memoryIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    isTTY: false,
    progress: () => undefined,
  };
}
