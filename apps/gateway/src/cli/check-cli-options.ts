import type { CliCommand } from './cli-commands.js';
import { CliUsageError } from './cli-usage-error.js';
import type { CliArguments } from './parse-cli-arguments.js';

/** Refuses an option the command does not know, a value option given without its value, and a switch given one. */
export function checkCliOptions(name: string, command: CliCommand, args: CliArguments): void {
  const known = Object.keys(command.options);
  for (const [flag, value] of Object.entries(args.flags)) {
    const kind = command.options[flag];
    const hint = `see \`modelgate ${name} --help\``;
    if (kind === undefined) throw new CliUsageError(`modelgate ${name}: unknown option '--${flag}' (known: ${known.map((option) => `--${option}`).join(', ')}; ${hint}).`);
    if (kind === 'value' && value === true) throw new CliUsageError(`modelgate ${name}: option '--${flag}' needs a value (${hint}).`);
    if (kind === 'switch' && value !== true) throw new CliUsageError(`modelgate ${name}: option '--${flag}' takes no value (${hint}).`);
  }
}
