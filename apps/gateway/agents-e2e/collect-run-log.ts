import { isJsonObject, readString } from './json-shape.js';
import type { RunningGateway } from './start-gateway.js';

function parse(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The gateway log lines of one run: the request records made with the run's token (by its display prefix) and every
 * other line with the same request IDs (error causes). Waits up to `timeoutMs` for `expected` POST records (model
 * calls), since the gateway flushes its log asynchronously (about once a second).
 */
export async function collectRunLog(gateway: RunningGateway, secret: string, expected: number, timeoutMs: number): Promise<string[]> {
  const prefix = secret.split('-').slice(0, 2).join('-');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = gateway.readLogLines();
    const parsed = lines.map((line) => ({ line, record: parse(line) }));
    const own = parsed.filter(({ record }) => readString(record, 'tokenPrefix') === prefix);
    const ids = new Set(own.map(({ record }) => readString(record, 'requestId')));
    const calls = own.filter(({ record }) => readString(record, 'method') === 'POST').length;
    if (calls >= expected || Date.now() >= deadline) {
      return parsed.filter(({ record }) => ids.has(readString(record, 'requestId'))).map(({ line }) => line);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
