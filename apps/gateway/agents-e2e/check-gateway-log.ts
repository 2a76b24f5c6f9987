import type { Scenario } from './agent-task.js';
import { isJsonObject, readString } from './json-shape.js';
import type { ClientExchange } from './start-recording-proxy.js';

const MODEL_PATHS = ['/v1/messages', '/v1/responses', '/v1/chat/completions'];

/**
 * The gateway's diagnostic records for one run (issue 5): one record per model call, naming the client from its user
 * agent, usage taken from the upstream (not estimated) on success, and never the token secret or message content.
 */
export function checkGatewayLog(lines: readonly string[], exchanges: readonly ClientExchange[], options: { clientPrefix: string; secret: string; scenario: Scenario }): string[] {
  const failures: string[] = [];
  const text = lines.join('\n');
  if (text.includes(options.secret)) failures.push('gateway log contains the token secret');
  for (const item of options.scenario.commands) {
    if (text.includes(item.output)) failures.push(`gateway log contains message content (${item.output}) with log_content off`);
  }
  const records = lines.flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return isJsonObject(parsed) && parsed['msg'] === 'request' && MODEL_PATHS.includes(readString(parsed, 'path') ?? '') ? [parsed] : [];
    } catch {
      return [];
    }
  });
  const calls = exchanges.filter((exchange) => MODEL_PATHS.includes(exchange.path.split('?')[0] ?? ''));
  if (records.length !== calls.length) failures.push(`gateway logged ${records.length} request records for ${calls.length} model calls`);
  for (const record of records) {
    const client = readString(record, 'client') ?? '';
    if (!client.startsWith(options.clientPrefix)) failures.push(`gateway log names the client ${JSON.stringify(client)}, expected ${options.clientPrefix}…`);
    const tokens = record['tokens'];
    if (record['status'] === 200 && (!isJsonObject(tokens) || tokens['estimated'] !== false)) {
      failures.push(
        `gateway record ${readString(record, 'requestId') ?? '?'} (status 200, outcome ${String(record['outcome'])}) settled estimated tokens ${JSON.stringify(tokens)}: ` +
          'the upstream reported no usage, e.g. its stream was an error event, yet the request was billed',
      );
    }
  }
  return [...new Set(failures)];
}
