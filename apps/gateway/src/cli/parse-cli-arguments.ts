export type CliArguments = { positionals: string[]; flags: Record<string, string | true> };

/** `a b --name x --flag --key=value` → positionals [a, b] and flags { name: x, flag: true, key: value }. */
export function parseCliArguments(argv: readonly string[]): CliArguments {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) {
      positionals.push(argument);
      continue;
    }
    const body = argument.slice(2);
    const equals = body.indexOf('=');
    if (equals >= 0) {
      flags[body.slice(0, equals)] = body.slice(equals + 1);
      continue;
    }
    const next = argv[index + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[body] = next;
      index++;
    } else flags[body] = true;
  }
  return { positionals, flags };
}
