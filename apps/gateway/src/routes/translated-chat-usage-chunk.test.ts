import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 2: the `choices: []` usage chunk goes to a chat client only when it asked for it
// (`stream_options.include_usage`), as OpenAI does, also when the model is served by another format.

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function readChunks(openai: OpenAI, includeUsage: boolean | undefined): Promise<OpenAI.Chat.ChatCompletionChunk[]> {
  const stream = openai.chat.completions.stream({
    model: 'model-x',
    messages: [{ role: 'user', content: 'say hi' }],
    ...(includeUsage === undefined ? {} : { stream_options: { include_usage: includeUsage } }),
  });
  const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const completion = await stream.finalChatCompletion();
  expect(completion.choices[0]?.message.content).toContain('You said');
  return chunks;
}

describe.each(['anthropic-messages', 'openai-responses'] as const)('a streamed chat answer served by a %s upstream', (upstreamFormat) => {
  it.each([[undefined], [false]])('has no usage chunk when include_usage is %s', async (includeUsage) => {
    served = await serveTestGateway({ upstreamFormat });
    const chunks = await readChunks(served.openai, includeUsage);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.filter((chunk) => chunk.choices.length === 0)).toEqual([]);
    expect(chunks.every((chunk) => chunk.usage === undefined || chunk.usage === null)).toBe(true);
  });

  it('ends with the usage chunk when include_usage is true', async () => {
    served = await serveTestGateway({ upstreamFormat });
    const chunks = await readChunks(served.openai, true);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage?.completion_tokens).toBeGreaterThan(0);
  });
});
