import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/load-config.js';
import { GatewayError } from '../errors/gateway-error.js';
import { createCoreFromConfig } from '../runtime/create-core-from-config.js';
import { checkCliOptions } from './check-cli-options.js';
import { CLI_COMMANDS, CLI_USAGE, formatCommandHelp } from './cli-commands.js';
import { CliError } from './cli-error.js';
import type { CliIo } from './cli-io.js';
import { CliUsageError } from './cli-usage-error.js';
import { parseCliArguments } from './parse-cli-arguments.js';
import { readGatewayVersion } from './read-gateway-version.js';
import { runAccountsCommand } from './run-accounts-command.js';
import { runLedgerCommand } from './run-ledger-command.js';
import { runModelsCommand } from './run-models-command.js';
import { runRequestsCommand } from './run-requests-command.js';
import { runServeCommand } from './run-serve-command.js';
import { runTokensCommand } from './run-tokens-command.js';
import { runUsageCommand } from './run-usage-command.js';

const SWITCHES = new Set(['help', 'version', ...Object.values(CLI_COMMANDS).flatMap((command) => Object.entries(command.options).filter(([, kind]) => kind === 'switch').map(([name]) => name))]);

/** The `modelgate` command line; returns the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArguments(argv, SWITCHES);
  const [first, second] = args.positionals;
  if (first === 'version' || (first === undefined && args.flags['version'] === true)) {
    io.out(`modelgate ${readGatewayVersion()}`);
    return 0;
  }
  // `help`, `help <command>`, `--help`, `--help <command>`, `<command> --help`.
  const helpWanted = first === 'help' || args.flags['help'] === true;
  const name = first === 'help' ? second : first;
  if (name === undefined) {
    if (helpWanted) io.out(CLI_USAGE);
    else io.err(CLI_USAGE);
    return helpWanted ? 0 : 2;
  }
  const command = CLI_COMMANDS[name];
  try {
    if (command === undefined) throw new CliUsageError(`modelgate: unknown command '${name}' (commands: ${Object.keys(CLI_COMMANDS).join(', ')}, version, help).`);
    if (helpWanted) {
      io.out(formatCommandHelp(command));
      return 0;
    }
    checkCliOptions(name, command, args);
    if (name === 'serve') {
      await runServeCommand(args, io);
      return 0;
    }
    // `models` reads no secret; the store commands need only the store's settings (no upstream keys, no Redis).
    const path = typeof args.flags['config'] === 'string' ? args.flags['config'] : undefined;
    const { config } = loadConfig({ path, cwd: io.cwd, env: io.env, uses: name === 'models' ? [] : ['store'] });
    if (name === 'models') {
      runModelsCommand(config, io);
      return 0;
    }
    const core = createCoreFromConfig(config);
    try {
      if (name === 'ledger') return await runLedgerCommand(core.admin, args, io, Date.now());
      if (name === 'accounts') await runAccountsCommand(core.admin, args, io);
      else if (name === 'requests') await runRequestsCommand(core.admin, args, io, Date.now());
      else if (name === 'tokens') await runTokensCommand(core.admin, args, io, Date.now(), config.models.map((model) => model.id));
      else await runUsageCommand(core.admin, args, io, Date.now());
    } finally {
      await core.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(error.message);
      return 2;
    }
    if (error instanceof ConfigError || error instanceof GatewayError || error instanceof CliError || (error instanceof Error && error.name === 'CoreError')) {
      io.err(`modelgate: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
