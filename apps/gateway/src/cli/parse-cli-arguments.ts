export type CliArguments = { positionals: string[]; flags: Record<string, string | true> };

/**
 * `a b --name x --flag --key=value` → positionals [a, b] and flags { name: x, flag: true, key: value }. Names in
 * `switches` never take a value, so `serve --no-demo models.yaml` keeps `models.yaml` positional; `-h` is `--help`
 * and `-v` is `--version`.
 */
export function parseCliArguments(argv: readonly string[], switches: ReadonlySet<string> = new Set()): CliArguments {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '-h' || argument === '-v') {
      flags[argument === '-h' ? 'help' : 'version'] = true;
      continue;
    }
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
    if (!switches.has(body) && next !== undefined && !next.startsWith('--')) {
      flags[body] = next;
      index++;
    } else flags[body] = true;
  }
  return { positionals, flags };
}
