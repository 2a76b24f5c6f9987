import { parseArgs } from 'node:util';
import { createReplayUpstream } from '../cassettes/create-replay-upstream.js';
import { loadCassettes } from '../cassettes/load-cassettes.js';
import type { CliIo } from './cli-io.js';

/**
 * `modelgate-conformance replay-upstream [--port N] [--host H] [--cassettes DIR] [--keyless]`: serves the cassettes
 * as an upstream until the process is told to stop.
 */
export async function runReplayCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { port: { type: 'string' }, host: { type: 'string' }, cassettes: { type: 'string' }, keyless: { type: 'boolean' } },
    strict: true,
  });
  const cassettes = await loadCassettes(values.cassettes);
  const replay = await createReplayUpstream({
    cassettes,
    ...(values.port === undefined ? {} : { port: Number(values.port) }),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.keyless === true ? { keyless: true } : {}),
  });
  io.stdout(`Replay upstream listening on ${replay.url}${values.keyless === true ? ' (key-less: any key, any model)' : ''}\n`);
  io.stdout('Route each model below to this upstream (chat and responses at <url>/v1, messages at <url>):\n');
  for (const cassette of cassettes) io.stdout(`  ${cassette.id.padEnd(28)} ${cassette.upstream.format}\n`);
  await (io.waitForShutdown ?? (() => Promise.resolve()))();
  await replay.close();
  return 0;
}
