import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Provider, ProviderResponse } from '../providers/provider.js';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';
import { readGatewayStream } from '../testing-fixtures/read-gateway-stream.js';

const TTL_MS = 400;
const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A chat upstream that streams a word every 100 ms for `words` words, then its usage. */
function createSlowStreamProvider(words: number): Provider {
  return {
    name: 'slow-stream',
    kind: 'scripted',
    formats: ['openai-chat'],
    send(): Promise<ProviderResponse> {
      async function* body(): AsyncIterable<Uint8Array> {
        yield Buffer.from(chunk({ role: 'assistant', content: '' }, null));
        for (let index = 0; index < words; index += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          yield Buffer.from(chunk({ content: `word${index} ` }, null));
        }
        yield Buffer.from(chunk({}, 'stop'));
        yield Buffer.from(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'up', choices: [], usage: { prompt_tokens: 5, completion_tokens: words * 2, total_tokens: 5 + words * 2 } })}\n\n`);
        yield Buffer.from('data: [DONE]\n\n');
      }
      return Promise.resolve({ status: 200, headers: {}, body: body() });
    },
  };
}

describe('a stream that runs longer than the reservation TTL', () => {
  it('keeps its hold renewed while it runs, so no sweep reclaims it, and settles it whole', async () => {
    const gateway = await createTestGateway({
      models: [{ id: 'slow', deployments: [{ provider: createSlowStreamProvider(12) }] }],
      core: { clock: Date.now, reservationTtlMs: TTL_MS, instanceDeadAfterMs: 0, admissionLeaseMs: 0 },
      options: { reservationTtlMs: TTL_MS },
    });
    const server = createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const swept: number[] = [];
    const held: number[] = [];
    const sweeper = setInterval(() => {
      void gateway.core.sweepExpired().then((count) => swept.push(count));
      void gateway.core.admin.heldReservations().then((holds) => held.push(holds.length));
    }, 50);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
      const read = await readGatewayStream(url, gateway.secret, { model: 'slow', stream: true, messages: [{ role: 'user', content: 'go' }] });
      expect(read).toContain('word11');
    } finally {
      clearInterval(sweeper);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(0);
    // The stream ran three TTLs and its hold was there all along, from admission to settlement.
    const during = held.slice(held.indexOf(1), held.lastIndexOf(1) + 1);
    expect(during.length).toBeGreaterThanOrEqual(15);
    expect(during.every((count) => count === 1)).toBe(true);
    const [entry] = await gateway.core.admin.ledger();
    expect(entry).toMatchObject({ status: 'ok', outputTokens: 24 });
  });
});
