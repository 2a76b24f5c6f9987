import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/load-config.js';
import { GatewayError } from '../errors/gateway-error.js';
import { createCoreFromConfig } from '../runtime/create-core-from-config.js';
import { CliError } from './cli-error.js';
import { CLI_USAGE } from './cli-usage.js';
import type { CliIo } from './cli-io.js';
import { parseCliArguments } from './parse-cli-arguments.js';
import { runAccountsCommand } from './run-accounts-command.js';
import { runModelsCommand } from './run-models-command.js';
import { runServeCommand } from './run-serve-command.js';
import { runTokensCommand } from './run-tokens-command.js';
import { runUsageCommand } from './run-usage-command.js';

/** The `modelgate` command line; returns the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArguments(argv);
  const command = args.positionals[0];
  try {
    if (command === 'serve') {
      await runServeCommand(args, io);
      return 0;
    }
    if (command === undefined || command === 'help' || args.flags['help'] === true || !['accounts', 'tokens', 'models', 'usage'].includes(command)) {
      io.err(CLI_USAGE);
      return command === undefined || command === 'help' || args.flags['help'] === true ? 0 : 2;
    }
    const { config } = loadConfig({ path: typeof args.flags['config'] === 'string' ? args.flags['config'] : undefined, cwd: io.cwd, env: io.env });
    if (command === 'models') {
      runModelsCommand(config, io);
      return 0;
    }
    const core = createCoreFromConfig(config);
    try {
      if (command === 'accounts') await runAccountsCommand(core.admin, args, io);
      else if (command === 'tokens') await runTokensCommand(core.admin, args, io, Date.now(), config.models.map((model) => model.id));
      else await runUsageCommand(core.admin, args, io, Date.now());
    } finally {
      await core.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof GatewayError || error instanceof CliError || (error instanceof Error && error.name === 'CoreError')) {
      io.err(`modelgate: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
