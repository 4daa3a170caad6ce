/**
 * Switches that open a running app to outside debugging tools: Chromium's remote debugging (any
 * page, the GM's secret view included, could be read and driven over a port or pipe) and Node's
 * inspector. The packaged binary's fuses already refuse `--inspect` (electron-builder.yml
 * "electronFuses", enableNodeCliInspectArguments: false); no fuse covers Chromium's
 * `--remote-debugging-port`, so the packaged app refuses to start when it sees any of them. Blacksite
 * sets none of them itself (lifecycle.ts configureBeforeReady appends only enable-unsafe-swiftshader).
 */
export const DEBUG_SWITCHES = [
  'remote-debugging-port',
  'remote-debugging-pipe',
  'remote-debugging-address',
  'remote-allow-origins',
  'inspect',
  'inspect-brk',
  'inspect-port',
  'inspect-brk-node',
  'inspect-publish-uid',
] as const;

/**
 * The first debugging switch on the command line, as written ("--remote-debugging-port"), or
 * undefined. Chromium reads switches after "--" or "-" (and "/" on Windows), any case, with or
 * without "=value"; `hasSwitch` is Electron's own reading of its command line, asked as well.
 */
export function foreignDebugSwitch(argv: readonly string[], hasSwitch: (name: string) => boolean = () => false): string | undefined {
  for (const arg of argv) {
    if (arg === '--') break;
    const m = /^(?:--?|\/)([a-z-]+)(?:=|$)/i.exec(arg);
    const name = m?.[1]?.toLowerCase();
    if (name !== undefined && (DEBUG_SWITCHES as readonly string[]).includes(name)) return `--${name}`;
  }
  const found = DEBUG_SWITCHES.find((name) => hasSwitch(name));
  return found === undefined ? undefined : `--${found}`;
}

/** The sentence the GM reads when the app will not start. */
export const debugSwitchRefusal = (flag: string): string =>
  `Blacksite will not start with ${flag}: it lets other programs read and control the app, secret views included, and Blacksite did not set it. Start Blacksite without it.`;
