import type { CliIo } from './cli-io.js';
import { runDoctorCommand } from './run-doctor-command.js';
import { runReplayCommand } from './run-replay-command.js';
import { runSuiteCommand } from './run-suite-command.js';
import { USAGE_TEXT } from './usage-text.js';

/** Dispatches the CLI's commands; returns the process exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(USAGE_TEXT);
    return 0;
  }
  try {
    if (argv[0] === 'doctor') return await runDoctorCommand(argv.slice(1), io);
    if (argv[0] === 'replay-upstream') return await runReplayCommand(argv.slice(1), io);
    return await runSuiteCommand(argv, io);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE_TEXT}`);
    return 2;
  }
}
