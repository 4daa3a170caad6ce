/**
 * Reads `--name value`, `--name=value` and bare flags. Answers the values by option name, or one
 * sentence naming the first problem (an unknown option, a missing value).
 */
export function readOptions(
  args: readonly string[],
  valueOptions: readonly string[],
  flagOptions: readonly string[] = ['--json'],
): { values: Record<string, string>; flags: Set<string> } | string {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (flagOptions.includes(arg)) {
      flags.add(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!valueOptions.includes(name)) return `Unknown option ${arg}.`;
    const value = eq > 0 ? arg.slice(eq + 1) : args[(i += 1)];
    if (value === undefined) return `${name} needs a value.`;
    values[name] = value;
  }
  return { values, flags };
}
