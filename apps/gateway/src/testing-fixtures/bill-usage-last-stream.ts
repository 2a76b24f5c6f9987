import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LedgerEntry } from '@modelgate/core';
import type { FormatId } from '@modelgate/ir';
import type { AppOptions } from '../app/app-dependencies.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { createTestGateway } from './create-test-gateway.js';
import { readGatewayStream } from './read-gateway-stream.js';
import { createUsageLastProvider, usageLastStream, type GeneratedTurn } from './usage-last-streams.js';

/** A client request of each format that a GeneratedTurn answers (it declares the turn's tool). */
export function clientBody(format: FormatId, toolName: string): Record<string, unknown> {
  if (format === 'openai-chat') return { stream: true, messages: [{ role: 'user', content: 'go' }], tools: [{ type: 'function', function: { name: toolName, parameters: { type: 'object' } } }] };
  if (format === 'openai-responses') return { stream: true, input: 'go', tools: [{ type: 'function', name: toolName, parameters: { type: 'object' } }] };
  return { stream: true, max_tokens: 8000, messages: [{ role: 'user', content: 'go' }], tools: [{ name: toolName, input_schema: { type: 'object' } }] };
}

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let round = 0; round < 500; round += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

/**
 * One streamed answer of `turn` by an upstream of `upstream` that sends its final usage `tailAfterMs` after the content,
 * read by a client of `client` on a loopback port to its end, or (`hangUpAfter`) until that text arrived. Returns what
 * the client read, the ledger entry, the request's record, and whether the upstream request was cancelled.
 */
export async function billUsageLastStream(input: {
  upstream: FormatId;
  client: FormatId;
  turn: GeneratedTurn;
  tailAfterMs: number;
  hangUpAfter?: string;
  /** The upstream reports no usage at all (vLLM, Ollama and llama.cpp servers often do not). */
  withoutUsage?: boolean;
  options?: Partial<AppOptions>;
}): Promise<{ read: string; entry: LedgerEntry; record: Record<string, unknown>; upstreamCancelled: boolean }> {
  const stream = usageLastStream(input.upstream, input.turn);
  if (input.withoutUsage === true) stream.tail = stream.tail.filter((frame) => !frame.includes('"usage"'));
  const provider = createUsageLastProvider(input.upstream, stream, input.tailAfterMs);
  const gateway = await createTestGateway({ models: [{ id: 'm', deployments: [{ provider }] }], ...(input.options ? { options: input.options } : {}) });
  const server: Server = createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FORMAT_MODULES[input.client].endpoint}`;
    const read = await readGatewayStream(url, gateway.secret, { model: 'm', ...clientBody(input.client, input.turn.tool.name) }, input.hangUpAfter);
    const entry = await until(async () => (await gateway.core.admin.ledger())[0]);
    const record = await until(() => Promise.resolve(gateway.logs.find((line) => line['msg'] === 'request')));
    return { read, entry, record, upstreamCancelled: provider.cancelled() };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
